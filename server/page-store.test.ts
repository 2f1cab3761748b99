import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineHashes } from '../app/document.server.ts';
import { NOT_FOUND_PATH, PageStore, type PageVariant, type StoredPage } from './page-store.ts';
import { etagOf, type RenderedPage } from './render.ts';

/** A site of a few pages whose content the test changes: each page shows its version and reads the tags given. */
function site() {
  const content = new Map<
    string,
    { version: number; tags: string[]; status?: number; location?: string; failed?: boolean; changesAt?: number }
  >([
    ['/', { version: 1, tags: ['t:home'] }],
    ['/blog', { version: 1, tags: ['t:post'] }],
    ['/blog/a', { version: 1, tags: ['t:post', 'id:a'] }],
  ]);
  let renders = 0;
  let running = 0;
  let mostAtOnce = 0;
  let gate: Promise<void> = Promise.resolve();
  const render = async (pagePath: string, variant: PageVariant): Promise<RenderedPage> => {
    renders++;
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    // Content is read as the render starts: a change made while it renders is not in it.
    const page = content.get(pagePath);
    await gate;
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    const status = page?.status ?? (page ? 200 : 404);
    const html = `<!DOCTYPE html><html><head><link rel="canonical" href="https://example.com${pagePath.toLowerCase()}"/></head><body><h1>${pagePath} v${page?.version ?? 0}</h1><script>window.__reactRouterContext.streamController.enqueue("v${page?.version ?? 0}");</script><script type="application/ld+json">{}</script></body></html>`;
    // A redirect is its status and Location, with an empty body.
    const body = Buffer.from(page?.location ? '' : variant === 'html' ? html : `data v${page?.version ?? 0}`);
    return {
      status,
      headers: [
        ['content-type', variant === 'html' ? 'text/html; charset=utf-8' : 'text/x-script'],
        ...(page?.location ? [['location', page.location] as [string, string]] : []),
      ],
      body,
      etag: etagOf(body),
      inline: variant === 'html' ? inlineHashes(html) : { scripts: [], styles: [] },
      syncTags: page?.tags ?? [],
      contentFailed: page?.failed ?? false,
      changesAt: page?.changesAt ?? null,
      private: false,
    };
  };
  return {
    content,
    render,
    stats: () => ({ renders, mostAtOnce }),
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

const text = (page: StoredPage | undefined) => page?.body.toString('utf8') ?? '';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const storeFor = (
  s: ReturnType<typeof site>,
  options: {
    fingerprint?: string;
    concurrency?: number;
    onChange?: (pagePath: string, variant: PageVariant, etag: string | null) => void;
    /** Addresses that render but the content's list leaves out. */
    unlisted?: string[];
  } = {},
) =>
  new PageStore({
    dir,
    fingerprint: options.fingerprint ?? 'a',
    render: s.render,
    knownPaths: async () => [...s.content.keys()].filter((pagePath) => !options.unlisted?.includes(pagePath)),
    concurrency: options.concurrency,
    onChange: options.onChange,
    log: () => undefined,
  });

describe('the page store', () => {
  it('keeps every known page with an ETag, ready brotli and gzip bodies, and its script hashes', async () => {
    const s = site();
    const store = storeFor(s);
    await store.load();
    await store.fill();
    expect(store.size).toBe(6); // three pages, each as HTML and as data
    const blog = store.get('/blog', 'html')!;
    expect(text(blog)).toContain('/blog v1');
    expect(blog.etag).toMatch(/^"[\w-]{27}"$/);
    expect(brotliDecompressSync(blog.bodies.br).toString()).toBe(text(blog));
    expect(gunzipSync(blog.bodies.gzip).toString()).toBe(text(blog));
    expect(blog.inline.scripts).toEqual([
      `'sha256-${createHash('sha256').update('window.__reactRouterContext.streamController.enqueue("v1");').digest('base64')}'`,
    ]);
  });

  it('re-renders exactly the pages whose sync tags changed, and serves the old version until the new one is complete', async () => {
    const s = site();
    const store = storeFor(s);
    await store.load();
    await store.fill();
    s.content.set('/blog/a', { version: 2, tags: ['t:post', 'id:a'] });
    s.content.set('/blog', { version: 2, tags: ['t:post'] });
    const release = s.hold();
    const renders = s.stats().renders;
    expect(store.invalidate(['id:a'])).toBe(2); // /blog/a as HTML and data; /blog did not read it
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(text(store.get('/blog/a', 'html')), 'the old page while the new one renders').toContain('v1');
    release();
    await store.idle();
    expect(text(store.get('/blog/a', 'html'))).toContain('/blog/a v2');
    expect(text(store.get('/blog', 'html')), 'untouched').toContain('/blog v1');
    expect(s.stats().renders - renders).toBe(2);
  });

  it('says which kept pages changed or went, once each is in the store, and never for an unchanged or a first render (issue 40)', async () => {
    const s = site();
    const changes: string[] = [];
    const store = storeFor(s, {
      onChange: (pagePath, variant, etag) => changes.push(`${variant} ${pagePath} ${etag ? 'changed' : 'gone'}`),
    });
    await store.load();
    await store.fill();
    // A visitor's request for a page not kept yet renders it: nothing a cache holds changed.
    s.content.set('/new', { version: 1, tags: ['t:new'] });
    await store.page('/new', 'html');
    // Content that reads the same renders the same bytes: no change.
    store.invalidate(['t:home']);
    await store.idle();
    expect(changes).toEqual([]);
    s.content.set('/blog/a', { version: 2, tags: ['t:post', 'id:a'] });
    store.invalidate(['id:a']);
    await store.idle();
    expect(changes.sort()).toEqual(['data /blog/a changed', 'html /blog/a changed']);
    expect(text(store.get('/blog/a', 'html')), 'told once the new page is in').toContain('v2');
    changes.length = 0;
    s.content.delete('/blog/a');
    store.invalidate(['id:a']);
    await store.idle();
    expect(changes.sort()).toEqual(['data /blog/a gone', 'html /blog/a gone']);
  });

  it('renders a page a visitor asks for before the rest of the queue', async () => {
    const s = site();
    const store = storeFor(s, { concurrency: 1 });
    await store.load();
    await store.fill();
    for (const [pagePath, page] of s.content) s.content.set(pagePath, { ...page, version: 2 });
    const release = s.hold();
    store.invalidateAll();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The last page in the queue is asked for while the first renders.
    expect(text(store.get('/blog/a', 'data'))).toBe('data v1');
    const order: string[] = [];
    const seen = new Set<string>();
    const watch = setInterval(() => {
      for (const [pagePath, variant] of [
        ['/', 'html'],
        ['/', 'data'],
        ['/blog', 'html'],
        ['/blog', 'data'],
        ['/blog/a', 'html'],
        ['/blog/a', 'data'],
      ] as const) {
        const key = `${variant} ${pagePath}`;
        if (seen.has(key) || !text(store.get(pagePath, variant)).includes('v2')) continue;
        seen.add(key);
        order.push(key);
      }
    }, 1);
    release();
    await store.idle();
    clearInterval(watch);
    expect(order.indexOf('data /blog/a'), 'second: right after the render already under way').toBe(1);
  });

  it('renders again a page whose content changed while it was rendering, stored yet or not', async () => {
    const s = site();
    const store = storeFor(s, { concurrency: 1 });
    await store.load();
    // The first fill is under way (nothing stored yet) when a post is published.
    const release = s.hold();
    const filled = store.fill();
    await new Promise((resolve) => setTimeout(resolve, 20));
    s.content.set('/', { version: 2, tags: ['t:home'] });
    store.invalidate(['t:home']);
    release();
    await filled;
    await store.idle();
    expect(text(store.get('/', 'html'))).toContain('/ v2');
    expect(store.get('/', 'data')?.body.toString()).toBe('data v2');
    // A stored page too: the change lands while its re-render (for an earlier change) is under way.
    const again = s.hold();
    store.invalidate(['t:post']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    s.content.set('/blog/a', { version: 3, tags: ['t:post', 'id:a'] });
    store.invalidate(['id:a']);
    again();
    await store.idle();
    expect(text(store.get('/blog/a', 'html'))).toContain('/blog/a v3');
  });

  it('renders again a page whose content changed after it rendered but before it was kept (compressed, written)', async () => {
    const s = site();
    let afterRender: (() => void) | null = null;
    const store = new PageStore({
      dir,
      fingerprint: 'a',
      render: async (pagePath, variant) => {
        const rendered = await s.render(pagePath, variant);
        // The change lands once this render has read its content, while the store compresses and writes the page.
        if (afterRender && pagePath === '/blog' && variant === 'html') setImmediate(afterRender);
        return rendered;
      },
      knownPaths: async () => [...s.content.keys()],
      // Room for the next render at once: the change is not simply queued behind the renders under way.
      concurrency: 4,
      log: () => undefined,
    });
    await store.load();
    await store.fill();
    for (const version of [2, 3]) {
      afterRender = () => {
        afterRender = null;
        s.content.set('/blog', { version: version + 1, tags: ['t:post'] });
        store.invalidate(['t:post']);
      };
      s.content.set('/blog', { version, tags: ['t:post'] });
      store.invalidate(['t:post']);
      await store.idle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await store.idle();
      expect(text(store.get('/blog', 'html')), 'the content as it is now, not as the first render read it').toContain(
        `/blog v${version + 1}`,
      );
    }
  });

  it('renders a page again at the moment it said it changes (an exhibition retires), with no content change', async () => {
    const s = site();
    s.content.set('/', { version: 1, tags: ['t:home'], changesAt: Date.now() + 150 });
    const store = storeFor(s);
    await store.load();
    await store.fill();
    expect(text(store.get('/', 'html'))).toContain('/ v1');
    // What the render will show after that moment: the exhibition gone.
    s.content.set('/', { version: 2, tags: ['t:home'] });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await store.idle();
    expect(text(store.get('/', 'html'))).toContain('/ v2');
    expect(text(store.get('/blog', 'html')), 'the others untouched').toContain('/blog v1');
    store.close();
  });

  it('drops a page that is gone (404), and keeps the last good one when content failed', async () => {
    const s = site();
    const store = storeFor(s);
    await store.load();
    await store.fill();
    s.content.set('/', { version: 2, tags: ['t:home'], failed: true });
    s.content.delete('/blog/a');
    store.invalidate(['t:home', 'id:a']);
    await store.idle();
    expect(text(store.get('/', 'html')), 'not replaced by a page with missing content').toContain('/ v1');
    expect(store.get('/blog/a', 'html')).toBeUndefined();
    const again = await store.page('/blog/a', 'html');
    expect(again.status).toBe(404);
  });

  it('renders a page the content no longer lists before the many pages that only show the change', async () => {
    const s = site();
    // Twenty pages whose menu reads the pages, and an editor's page among them.
    for (let i = 0; i < 20; i++) s.content.set(`/p${i}`, { version: 1, tags: ['t:page'] });
    s.content.set('/events/show', { version: 1, tags: ['t:page', 'id:show'] });
    const order: string[] = [];
    const store = new PageStore({
      dir,
      fingerprint: 'a',
      render: (pagePath, variant) => {
        order.push(`${variant} ${pagePath}`);
        return s.render(pagePath, variant);
      },
      knownPaths: async () => [...s.content.keys()],
      concurrency: 1,
      log: () => undefined,
    });
    await store.load();
    await store.fill();
    order.length = 0;
    // The editor deletes the page: every page that reads the pages is made again, the deleted one first.
    s.content.delete('/events/show');
    store.invalidate(['t:page', 'id:show']);
    await store.idle();
    expect(order.length, 'every page that reads the pages').toBeGreaterThan(40);
    expect(order.indexOf('html /events/show'), 'right after the render already under way').toBeLessThanOrEqual(2);
    expect(order.indexOf('data /events/show')).toBeLessThanOrEqual(2);
    expect(store.get('/events/show', 'html')).toBeUndefined();
    store.close();
  });

  it('keeps one not-found page, made once for every address no page has, and made again when its content changes', async () => {
    const s = site();
    s.content.set(NOT_FOUND_PATH, { version: 1, tags: ['t:shell'], status: 404 });
    const store = storeFor(s);
    await store.load();
    const answers = await Promise.all(Array.from({ length: 30 }, () => store.notFound('html')));
    expect(new Set(answers.map((page) => page.status))).toEqual(new Set([404]));
    expect(s.stats().renders).toBe(1);
    await store.notFound('html');
    expect(s.stats().renders, 'kept').toBe(1);
    s.content.set(NOT_FOUND_PATH, { version: 2, tags: ['t:shell'], status: 404 });
    store.invalidate(['t:shell']);
    await store.idle();
    expect((await store.notFound('html')).body.toString()).toContain('v2');
  });

  it("keeps an editor's redirect where the content says one starts, and drops it when it goes; elsewhere a redirect is sent, not kept", async () => {
    const s = site();
    s.content.set('/luxe-pack-2025', { version: 1, tags: ['t:redirect'], status: 302 });
    s.content.set('/blog/Old', { version: 1, tags: [], status: 301 });
    const store = storeFor(s, { unlisted: ['/blog/Old'] });
    await store.load();
    await store.fill();
    const kept = store.get('/luxe-pack-2025', 'html');
    expect(kept?.status).toBe(302);
    const renders = s.stats().renders;
    expect(await store.page('/luxe-pack-2025', 'html'), 'answered from the store').toBe(kept);
    expect(s.stats().renders).toBe(renders);
    // An address that answers with a redirect but is not listed as one (a case-folded spelling, a route's own): sent, not kept.
    expect((await store.page('/blog/Old', 'html')).status).toBe(301);
    expect(store.get('/blog/Old', 'html')).toBeUndefined();
    // Its page moves on: the kept redirect follows it, though its (empty) body is the same.
    s.content.set('/luxe-pack-2025', { version: 2, tags: ['t:redirect'], status: 302, location: '/events/luxe-pack-2026' });
    store.invalidate(['t:redirect']);
    await store.idle();
    expect(new Map(store.get('/luxe-pack-2025', 'html')?.headers).get('location')).toBe('/events/luxe-pack-2026');
    s.content.set('/luxe-pack-2025', { version: 3, tags: ['t:redirect'], status: 302, location: '/events/luxe-pack-2027' });
    store.invalidate(['t:redirect']);
    await store.idle();
    expect(new Map(store.get('/luxe-pack-2025', 'html')?.headers).get('location')).toBe('/events/luxe-pack-2027');
    // The editor deletes the redirect: the address is a 404, and the store forgets it.
    s.content.delete('/luxe-pack-2025');
    store.invalidate(['t:redirect']);
    await store.idle();
    expect(store.get('/luxe-pack-2025', 'html')).toBeUndefined();
    expect((await store.page('/luxe-pack-2025', 'html')).status).toBe(404);
  });

  it('renders a page asked by many visitors at once only once, and never more pages at once than allowed', async () => {
    const s = site();
    const store = storeFor(s, { concurrency: 2 });
    await store.load();
    const pages = await Promise.all(Array.from({ length: 20 }, () => store.page('/blog', 'html')));
    expect(new Set(pages).size).toBe(1);
    expect(s.stats().renders).toBe(1);
    await store.fill();
    expect(s.stats().mostAtOnce).toBeLessThanOrEqual(2);
  });

  it('keeps only pages the content lists or their own canonical address, not every spelling that renders', async () => {
    const s = site();
    const store = storeFor(s);
    await store.load();
    await store.fill();
    // `/BLOG` renders (routes match without case), but its canonical address is `/blog`: sent, not kept.
    s.content.set('/BLOG', { version: 1, tags: [] });
    const odd = await store.page('/BLOG', 'html');
    expect(odd.status).toBe(200);
    expect(store.get('/BLOG', 'html')).toBeUndefined();
    // Not in the content's list but its own canonical address (a post published a moment ago): kept.
    s.content.set('/blog/new', { version: 1, tags: [] });
    expect(await store.page('/blog/new', 'html')).toBe(store.get('/blog/new', 'html'));
    const renders = s.stats().renders;
    const unknown = await store.page('/nothing-here', 'html');
    expect(unknown.status).toBe(404);
    expect(store.get('/nothing-here', 'html')).toBeUndefined();
    expect(s.stats().renders).toBe(renders + 1);
  });

  it('survives a restart, and never serves pages kept under another configuration', async () => {
    const s = site();
    const first = storeFor(s, { fingerprint: 'origin-a' });
    await first.load();
    await first.fill();
    const again = storeFor(s, { fingerprint: 'origin-a' });
    await again.load();
    expect(again.size).toBe(6);
    expect(text(again.get('/blog', 'html'))).toContain('/blog v1');

    const other = storeFor(s, { fingerprint: 'origin-b' });
    await other.load();
    expect(other.size).toBe(0);
    expect(await readdir(dir)).toEqual(['origin-b']);
  });
});
