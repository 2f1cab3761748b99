/**
 * A cache in front, purged by key (issue 40): the site behind Debian's
 * Varnish with the project's VCL, its own content lake, all started here on
 * loopback and stopped at the end. Kept pages are cache hits until the
 * content they show changes; then exactly those are purged, once the site
 * has the new page, and nothing else is.
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { localLakeClient } from '../../content-lake/local-client.ts';
import { startVarnish, type Daemon } from '../support/daemons.ts';
import { documentsOf } from './support/content.ts';
import { lakeProcess as startLake, siteProcess, type ProjectProcess } from './support/project-process.ts';
import { BUILD_DIR, CACHED, CACHED_PURGE_TOKEN, CACHED_TOKENS } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const work = '.cache/e2e-cached';
const lakeUrl = `http://127.0.0.1:${CACHED.lakePort}`;
const lake = localLakeClient(lakeUrl, CACHED_TOKENS.write);

let varnish: Daemon;
let lakeProcess: ProjectProcess;
let site: ProjectProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await cp(`${BUILD_DIR}/pages`, `${work}/pages`, { recursive: true });
  lakeProcess = startLake(CACHED.lakePort, work, CACHED_TOKENS);
  await lakeProcess.start();
  site = siteProcess('site', CACHED.site.port, lakeUrl, CACHED_TOKENS, {
    PAGE_STORE_DIR: `${work}/pages`,
    CACHE_PURGE: 'varnish',
    VARNISH_PURGE_URL: CACHED.varnish.url,
    VARNISH_PURGE_TOKEN: CACHED_PURGE_TOKEN,
  });
  // The cache first: the site's purges (a fresh page store purges every page once it is filled) always reach it.
  varnish = await startVarnish(CACHED.varnish.port, CACHED.site.port, CACHED_PURGE_TOKEN);
  await site.start();
  // Varnish asks the site every second whether it is up: until it has seen it answer, it answers 503 itself.
  await expect
    .poll(async () => (await fetch(`${CACHED.varnish.url}/robots.txt`)).status, { timeout: 15_000, message: 'Varnish sees the site up' })
    .toBe(200);
});

test.afterAll(async () => {
  await site?.stop();
  await Promise.all([varnish?.stop(), lakeProcess?.stop()]);
  await rm(work, { recursive: true, force: true });
});

/** A page through the cache, as a browser asks for it: whether the cache had it, how long it has kept it, its text. */
async function viaCache(pagePath: string) {
  const response = await fetch(`${CACHED.varnish.url}${pagePath}`, { headers: { 'Accept-Encoding': 'gzip' } });
  return {
    status: response.status,
    hit: response.headers.get('x-cache') === 'hit',
    age: Number(response.headers.get('age')),
    headers: response.headers,
    text: await response.text(),
  };
}

const post = documentsOf('post').find((doc) => !doc._id.startsWith('drafts.')) as unknown as {
  _id: string;
  title: string;
  slug: { current: string };
};

test('a kept page is a cache hit whose Age grows; the keys stay in the cache and browsers still revalidate', async () => {
  const first = await viaCache('/about');
  expect(first.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const second = await viaCache('/about');
  expect(second.hit).toBe(true);
  expect(second.age).toBeGreaterThanOrEqual(1);
  expect(second.headers.get('xkey'), 'the keys are not shown to visitors').toBeNull();
  expect(second.headers.get('surrogate-control')).toBeNull();
  expect(second.headers.get('cache-control')).toMatch(/max-age=0/);
  // The site itself names the keys: the page's sync tags and its own.
  const direct = await fetch(`${CACHED.site.url}/about`);
  expect(direct.headers.get('xkey')).toMatch(/\bpage-[0-9a-f]{20}\b/);
  expect(direct.headers.get('xkey')?.split(' ')).toContain('site');
  expect(direct.headers.get('surrogate-control')).toBe('max-age=86400');
  await direct.arrayBuffer();
});

test('a published title shows through the cache within 5 s; a page that does not show it stays a hit', async () => {
  const postPath = `/blog/${post.slug.current}`;
  for (const pagePath of [postPath, '/faq']) await viaCache(pagePath);
  const before = await viaCache('/faq');
  expect(before.hit).toBe(true);
  const title = `${post.title} (revised ${randomUUID().slice(0, 6)})`;
  await lake.patch(post._id).set({ title }).commit();
  await expect
    .poll(async () => (await viaCache(postPath)).text.includes(title.replaceAll('&', '&amp;')), {
      timeout: 5_000,
      intervals: [100],
      message: `${postPath} through the cache shows the new title within 5 s of the publish`,
    })
    .toBe(true);
  // The FAQ reads nothing of posts: never purged, still the copy the cache had (its Age kept growing).
  const after = await viaCache('/faq');
  expect(after.hit).toBe(true);
  expect(after.age).toBeGreaterThanOrEqual(before.age);
  // Once purged and fetched again, the post is a hit with the new title: no stale copy comes back.
  const again = await viaCache(postPath);
  expect(again.hit).toBe(true);
  expect(again.text).toContain(title.replaceAll('&', '&amp;'));
});

test('a purge without the token, or with another, is refused and purges nothing', async () => {
  await viaCache('/services');
  for (const token of [null, 'not-the-token-at-all-0000']) {
    const response = await fetch(`${CACHED.varnish.url}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': 'page-0', ...(token ? { 'X-Purge-Token': token } : {}) },
    });
    expect(response.status).toBe(403);
    await response.arrayBuffer();
  }
  expect((await viaCache('/services')).hit).toBe(true);
  // Nor can a visitor reach the purge through the site: it is not a method the site takes.
  const throughSite = await fetch(`${CACHED.site.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'page-0' } });
  expect(throughSite.status).toBe(405);
  await throughSite.arrayBuffer();
});

test('with the site down, the pages the cache holds are still served', async () => {
  for (const pagePath of ['/', '/about', '/portfolio']) await viaCache(pagePath);
  await site.stop();
  for (const pagePath of ['/', '/about', '/portfolio']) {
    const page = await viaCache(pagePath);
    expect(page.status, pagePath).toBe(200);
    expect(page.text).toContain('</html>');
  }
});
