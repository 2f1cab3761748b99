/**
 * When the content service is down or slow, pages still render with the
 * shell and built-in defaults, and the server keeps answering (issue 4,
 * PRODUCT.md "Quality"). Two servers from playwright.config.ts: one whose
 * content service refuses connections, one whose content service accepts
 * and never answers.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { slugs } from './support/content.ts';
import { inspectHtml } from './support/html.ts';
import { OUTAGE, SLOW } from './support/servers.ts';

/** The content timeout of docs/decisions/0003 (3 s), plus margin for a busy test machine. */
const CONTENT_TIMEOUT_MS = 3000;
const MARGIN_MS = 2500;

async function expectShellPage(request: APIRequestContext, page: Page, url: string, status: number) {
  const started = Date.now();
  const response = await request.get(url, { maxRedirects: 0, timeout: 20_000 });
  const elapsed = Date.now() - started;
  expect(response.status(), url).toBe(status);
  expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
  const facts = await inspectHtml(page, await response.text());
  expect(facts.title, `${url} title`).toBeTruthy();
  expect(facts.h1.length, `${url} h1`).toBe(1);
  expect(facts.h1[0]!.length, `${url} h1 text`).toBeGreaterThan(1);
  // The shell: navigation, footer, policies.
  for (const text of ['Home', 'About', 'Services', 'Portfolio', 'Blog', 'Quick links', '©'])
    expect(facts.bodyText, `${url} shows ${text}`).toContain(text);
  return { facts, elapsed, response };
}

test.describe('content service unreachable', () => {
  test.use({ baseURL: OUTAGE.url });

  test('prerendered pages are still served as built', async ({ request, page }) => {
    for (const path of ['/', '/about', '/blog', `/blog/${slugs.posts[0]}`, '/services/fragrance-creation']) {
      await expectShellPage(request, page, path, 200);
    }
  });

  for (const path of [
    '/',
    '/about',
    '/services',
    '/portfolio',
    '/blog',
    '/glass',
    '/creative',
    '/tools',
    '/galleries',
    '/videos',
    '/contact',
    '/faq',
    '/testimonials-demo',
    '/search',
  ]) {
    test(`${path} rendered on request: 200 with the shell and default texts`, async ({ request, page }) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}outage=1`;
      const { elapsed } = await expectShellPage(request, page, url, 200);
      expect(elapsed, 'a refused connection does not hold the page').toBeLessThan(CONTENT_TIMEOUT_MS);
    });
  }

  test('search results: the page answers with the shell and says results are unavailable', async ({ request, page }) => {
    const response = await request.get('/search?q=glass&outage=1', { maxRedirects: 0 });
    expect([200, 503]).toContain(response.status());
    const facts = await inspectHtml(page, await response.text());
    expect(facts.h1.length).toBe(1);
    expect(facts.bodyText).toContain('Quick links');
    expect(facts.searchBoxes).toBeGreaterThanOrEqual(1);
  });

  test('home rendered on request shows the default hero with its two buttons', async ({ request, page }) => {
    const { facts } = await expectShellPage(request, page, '/?outage=1', 200);
    const links = facts.links.map((link) => `${link.text} → ${link.href}`);
    expect(links).toContain('Start Your Project → /launch-my-fragrance');
    expect(links).toContain('Our Services → /services');
  });

  for (const path of [
    '/services/fragrance-creation',
    `/portfolio/${slugs.portfolio[0]}`,
    `/blog/${slugs.posts[0]}`,
    `/tools/${slugs.tools[0]}`,
    `/gallery/${slugs.galleries[0]}`,
    `/video/${slugs.videos[0]}`,
  ]) {
    test(`${path} rendered on request: 503 with the shell and a notice`, async ({ request, page }) => {
      const { facts, response } = await expectShellPage(request, page, `${path}?outage=1`, 503);
      expect(facts.mainText, 'a notice that the content is unavailable').toMatch(/unavailable|try again|moment/i);
      // Caches do not keep it (docs/decisions/0003: "so caches and crawlers do not keep them"; the 503 tells crawlers).
      expect(response.headers()['cache-control'] ?? '', 'no shared cache keeps the error page').not.toMatch(
        /(^|[ ,])(s-)?max-age=[1-9]|stale-while-revalidate=[1-9]/,
      );
    });
  }

  test('the server keeps answering through a burst of requests', async ({ request }) => {
    const paths = Array.from({ length: 24 }, (_, i) => ['/about', '/', `/blog/${slugs.posts[0]}`, '/services'][i % 4]! + `?burst=${i}`);
    const statuses = await Promise.all(paths.map(async (path) => (await request.get(path, { timeout: 20_000 })).status()));
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(','),
    ).toBe(true);
    const after = await request.get('/about?after=1');
    expect(after.status()).toBe(200);
    expect((await request.get('/robots.txt')).status()).toBe(200);
  });

  test('in the browser the page works: it hydrates and navigates', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/about?outage=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/blog/i);
    expect(errors).toEqual([]);
  });
});

test.describe('content service slow (never answers)', () => {
  test.use({ baseURL: SLOW.url });
  test.describe.configure({ timeout: 60_000 });

  for (const [path, status] of [
    ['/about?slow=1', 200],
    ['/?slow=1', 200],
    [`/blog/${slugs.posts[0]}?slow=1`, 503],
  ] as const) {
    test(`${path} renders within the content timeout plus margin (${status})`, async ({ request, page }) => {
      const { elapsed } = await expectShellPage(request, page, path, status);
      expect(elapsed, `answered in ${elapsed} ms`).toBeLessThan(CONTENT_TIMEOUT_MS + MARGIN_MS);
    });
  }

  test('prerendered pages do not wait for the content service at all', async ({ request, page }) => {
    const { elapsed } = await expectShellPage(request, page, '/about', 200);
    expect(elapsed).toBeLessThan(1000);
  });
});
