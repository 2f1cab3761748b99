/** PRODUCT.md "Preview and visual editing" (issue 9): preview only with a valid secret, drafts, a clean address, nothing leaking to visitors. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { localLakeClient } from '../../content-lake/local-client.ts';
import { draftOf, homePage, slugs, unpublishedPostSlugs } from './support/content.ts';
import { LAKE_TOKENS, MAIN } from './support/servers.ts';

const run = promisify(execFile);

/** A fresh preview address, as `npm run preview-url -- <path> [release]` prints it. */
async function previewUrl(path: string, release?: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/preview-url.ts', path, ...(release ? [release] : [])], {
    env: {
      ...process.env,
      LAKE_PORT: String(MAIN.lakePort),
      LAKE_WRITE_TOKEN: LAKE_TOKENS.write,
      LAKE_READ_TOKEN: LAKE_TOKENS.read,
      SITE_URL: MAIN.url,
      SANITY_PROJECT_ID: '',
    },
  });
  return stdout.trim().split('\n').at(-1)!;
}

const draftHeroTitle = String(draftOf('homePage')!.heroTitle);
const draftPost = unpublishedPostSlugs[0]!;
const draftPostTitle = String(draftOf(`post-${draftPost}`)?.title ?? '');
const zeroWidth = /\u200b|\u200c|\u200d|[\u2060-\u2064]|\ufeff/;

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test('without a valid secret preview is refused: no cookie, no drafts, a notice, a clean address', async ({ page }) => {
  await page.goto('/?preview=true&sanity-preview-secret=made-up');
  await expect(page).toHaveURL(`${MAIN.url}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Preview is not available' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.heroTitle);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'site-preview')).toBeUndefined();
  await page.goto('/?preview=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.heroTitle);
});

test('with a secret from npm run preview-url: drafts show, the address is cleaned, the bar ends preview', async ({ page }) => {
  const url = await previewUrl('/');
  expect(url).toMatch(/\?preview=true&sanity-preview-secret=/);
  await page.goto(url);
  await expect(page).toHaveURL(`${MAIN.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draftHeroTitle);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'site-preview');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.value).not.toContain(LAKE_TOKENS.read);
  const bar = page.getByRole('region', { name: 'Preview' });
  await expect(bar).toBeVisible();
  await bar.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(`${MAIN.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.heroTitle);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
});

test('in preview, titles, meta tags and structured data carry no edit markers, and answers are never cached', async ({ page }) => {
  await page.goto(await previewUrl('/blog'));
  const response = await page.goto('/services/fragrance-creation');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = await response!.text();
  expect(await page.title()).not.toMatch(zeroWidth);
  for (const tag of html.match(/<meta[^>]+>/g) ?? []) expect(tag).not.toMatch(zeroWidth);
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    expect(json).not.toMatch(zeroWidth);
  for (const [, value] of html.matchAll(/\s(?:href|src|alt|id|aria-label)="([^"]*)"/g)) expect(value).not.toMatch(zeroWidth);
  // The visible text does carry them, for the overlay.
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(zeroWidth);
});

test('every answer of a preview is for its editor alone: the sitemap, the feed, the search and page data too', async ({ page }) => {
  await page.goto(await previewUrl('/blog'));
  for (const path of ['/sitemap.xml', '/blog/rss.xml', '/robots.txt', '/api/search?q=glass', '/about.data', '/no-such-page']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
});

async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(new URL(response.url()).pathname));
  await gotoHydrated(page, path);
  // The overlay keeps a channel open in preview, so the network never idles: give late chunks a moment instead.
  await page.waitForTimeout(1500);
  return scripts;
}

test('visitors download none of the visual-editing code; previews do', async ({ browser }) => {
  test.setTimeout(60_000);
  const visitor = await browser.newPage();
  for (const path of ['/', '/blog', '/contact']) {
    const scripts = await scriptsOf(visitor, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /visual-?editing|comlink/i.test(script))).toEqual([]);
  }
  await visitor.close();
  const editor = await browser.newPage();
  await editor.goto(await previewUrl('/'));
  const scripts = await scriptsOf(editor, '/about');
  expect(scripts.some((script) => /visual-?editing/i.test(script))).toBe(true);
  await editor.close();
});

test('no response a visitor gets contains a token or an edit marker', async ({ request }) => {
  for (const path of ['/', '/about', '/blog', '/contact', '/search?q=glass', '/sitemap.xml', '/blog/rss.xml', '/_.data']) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain(LAKE_TOKENS.read);
    expect(body, path).not.toContain(LAKE_TOKENS.write);
    expect(body, path).not.toMatch(zeroWidth);
  }
});

test('a draft that was never published is only there in preview', async ({ page }) => {
  expect(draftPostTitle).not.toBe('');
  expect((await page.request.get(`/blog/${draftPost}`)).status()).toBe(404);
  await page.goto(await previewUrl(`/blog/${draftPost}`));
  await expect(page).toHaveURL(`${MAIN.url}/blog/${draftPost}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draftPostTitle);
});

test('in preview no page carries an edit marker where it breaks something, as the overlay checks', async ({ page }) => {
  test.setTimeout(60_000);
  const suspicious: string[] = [];
  page.on('console', (message) => {
    if (/Suspicious stega/.test(message.text())) suspicious.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  await page.goto(await previewUrl('/'));
  for (const path of [
    '/',
    '/services/fragrance-creation',
    `/blog/${unpublishedPostSlugs[0]}`,
    '/portfolio',
    '/search?q=glass',
    '/contact',
  ]) {
    await gotoHydrated(page, path);
    // The overlay is loaded once the page is alive; it audits the page when the browser is next idle (within 1 s).
    await page.locator('sanity-visual-editing').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
  }
  expect(suspicious).toEqual([]);
});

test('a content release previewed by its address: its change shows and the bar names it; visitors see nothing of it', async ({
  page,
  request,
}) => {
  // Releases came with API version 2025-02-19 (decision 0040).
  const editor = localLakeClient(`http://127.0.0.1:${MAIN.lakePort}`, LAKE_TOKENS.write, { apiVersion: '2025-02-19' });
  // A post no other spec edits, with no draft: what the preview shows is the release's.
  const slug = slugs.posts.find((candidate) => candidate !== slugs.posts[0] && candidate !== 'bespoke-or-stock-glass')!;
  const post = await editor.fetch<{ _id: string; _type: string; title: string }>(
    '*[_type == "post" && slug.current == $slug][0]',
    { slug },
    { perspective: 'published' },
  );
  const releaseId = `rPreview${Date.now()}`;
  const newTitle = `${post.title}, as the spring release has it`;
  await editor.releases.create({ releaseId, metadata: { title: 'Spring launch', releaseType: 'asap' } });
  try {
    await editor.createVersion({
      document: { ...post, _id: `versions.${releaseId}.${post._id}`, title: newTitle },
      publishedId: post._id,
      releaseId,
    });

    await page.goto(await previewUrl(`/blog/${slug}`, releaseId));
    await expect(page).toHaveURL(`${MAIN.url}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newTitle);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('you are seeing the release “Spring launch”');

    const visitor = await (await request.get(`/blog/${slug}?visitor=1`)).text();
    expect(visitor).toContain(post.title.replace(/&/g, '&amp;'));
    expect(visitor).not.toContain(newTitle);
  } finally {
    await editor.releases.archive({ releaseId });
    await editor.releases.delete({ releaseId });
  }
});
