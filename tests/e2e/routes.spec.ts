/**
 * SPEC.md §2 route table: every page answers 200 with its <h1> and <title>
 * in the HTML the server sends (prerendered, and rendered on request);
 * unknown addresses answer 404 with the not-found page; a trailing slash
 * redirects to the one address without it.
 */
import { expect, test } from '@playwright/test';
import { allRoutes, slugs, unpublishedPostSlugs } from './support/content.ts';
import { inspectHtml } from './support/html.ts';

test.describe('every route of the route table', () => {
  for (const path of allRoutes) {
    test(`${path} answers 200 with a server-rendered <h1> and <title>`, async ({ request, page }) => {
      // Without a query string the server sends the prerendered page; with one it renders it.
      for (const address of [path, `${path}?rendered=1`]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), `${address} status`).toBe(200);
        expect(response.headers()['content-type'], `${address} content type`).toMatch(/^text\/html/);
        const facts = await inspectHtml(page, await response.text());
        expect(facts.title, `${address} has a <title>`).toBeTruthy();
        expect(facts.titleCount, `${address} has one <title>`).toBe(1);
        expect(facts.h1.length, `${address} has one <h1>`).toBe(1);
        expect(facts.h1[0]!.length, `${address} <h1> has text`).toBeGreaterThan(1);
        expect(facts.lang, `${address} <html lang>`).toBe('en-GB');
        // The shell is in the HTML too: header navigation and footer.
        expect(facts.bodyText, `${address} shows the shell`).toContain('Quick links');
      }
    });
  }
});

test('the dataset gives every kind of slug page something to show', () => {
  for (const [kind, list] of Object.entries(slugs)) expect(list.length, kind).toBeGreaterThan(0);
});

test.describe('unknown addresses', () => {
  const unknown = [
    '/nope',
    '/about/nope',
    '/portfolio/nope',
    '/blog/nope',
    '/services/nope',
    '/tools/nope',
    '/gallery/nope',
    '/video/nope',
    '/post/nope/extra',
    ...unpublishedPostSlugs.map((slug) => `/blog/${slug}`),
  ];
  for (const path of unknown) {
    test(`${path} answers 404 with the not-found page`, async ({ request, page }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const facts = await inspectHtml(page, await response.text());
      expect(facts.h1).toEqual([expect.stringMatching(/not be found|not found/i)]);
      expect(facts.title, 'the not-found page has a <title>').toMatch(/not found/i);
      expect(facts.meta.robots ?? '', 'not indexed').toContain('noindex');
      expect(facts.searchBoxes, 'a search box').toBeGreaterThanOrEqual(1);
      const hrefs = facts.links.map((link) => link.href);
      for (const main of ['/', '/about', '/services', '/portfolio', '/blog', '/contact']) expect(hrefs, `links to ${main}`).toContain(main);
      expect(facts.bodyText, 'with the shell').toContain('Quick links');
    });
  }
});

test.describe('one address per page', () => {
  test('a trailing slash redirects (301) to the address without it, keeping the query', async ({ request }) => {
    const cases: [string, string][] = [
      ['/about/', '/about'],
      ['/about/?utm_source=news&x=1', '/about?utm_source=news&x=1'],
      [`/blog/${slugs.posts[0]}/`, `/blog/${slugs.posts[0]}`],
      ['/services//', '/services'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://site.test');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
  });

  test('slash-less addresses are served directly, without a redirect', async ({ request }) => {
    for (const path of ['/about', '/services/fragrance-creation', '/blog', `/portfolio/${slugs.portfolio[0]}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers().location, path).toBeUndefined();
    }
  });

  test('the home page is served at / without a redirect', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('the search page renders on request (the SearchAction target)', async ({ request, page }) => {
    const response = await request.get('/search?q=glass', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const facts = await inspectHtml(page, await response.text());
    expect(facts.h1.length).toBe(1);
    expect(facts.searchBoxes).toBeGreaterThanOrEqual(1);
  });
});
