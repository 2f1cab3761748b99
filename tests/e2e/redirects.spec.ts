/**
 * SPEC.md §2 "Redirects": 301 from the server to the page's one address,
 * and in the browser the redirect replaces the history entry.
 */
import { expect, test } from '@playwright/test';
import { slugs, specServices } from './support/content.ts';
import { clientNavigate, gotoHydrated } from './support/browser.ts';

const redirects: [string, string][] = [
  ...specServices.map((slug): [string, string] => [`/${slug}`, `/services/${slug}`]),
  ['/gifts-with-purchase', '/services/gift-with-purchase'],
  ...slugs.posts.map((slug): [string, string] => [`/post/${slug}`, `/blog/${slug}`]),
];

function target(location: string | undefined): string {
  const url = new URL(location ?? '', 'http://site.test');
  return `${url.pathname}${url.search}`;
}

test.describe('server redirects', () => {
  for (const [from, to] of redirects) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(target(response.headers().location)).toBe(to);
      // And the target is a page.
      const page = await request.get(to, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
    });
  }

  test('the query string is kept', async ({ request }) => {
    const response = await request.get('/home-fragrance?utm_source=fair&utm_medium=qr', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(target(response.headers().location)).toBe('/services/home-fragrance?utm_source=fair&utm_medium=qr');
  });

  test('a short address with a trailing slash ends on the service page', async ({ request }) => {
    const response = await request.get('/secondary-packaging/');
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe('/services/secondary-packaging');
  });

  test('/post/ of an unknown post redirects to the blog address, which is a 404', async ({ request }) => {
    const response = await request.get('/post/no-such-post', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(target(response.headers().location)).toBe('/blog/no-such-post');
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  });

  test('a visitor typing a short address lands on the service page', async ({ page }) => {
    const response = await page.goto('/fragrance-creation');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/services\/fragrance-creation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('client-side redirects replace the history entry', () => {
  for (const [from, to] of [
    ['/gift-with-purchase', '/services/gift-with-purchase'],
    [`/post/${slugs.posts[0]}`, `/blog/${slugs.posts[0]}`],
  ] as const) {
    test(`navigating to ${from} shows ${to}, and Back returns to the page before`, async ({ page }) => {
      await gotoHydrated(page, '/about');
      const before = await page.evaluate(() => window.history.length);
      await clientNavigate(page, from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // One new entry (the target), not two (the short address and the target).
      expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
    });
  }
});
