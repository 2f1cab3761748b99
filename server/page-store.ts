/**
 * The page store: a cache around the renderer (server/render.ts) that keeps
 * every page the site knows rendered, so that it is sent as fast as a static
 * file, and renders it again in the background when the content it read
 * changes (server/live-updates.ts tells it which sync tags changed). Each
 * stored page is the renderer's page as it came (its headers, ETag, sync tags
 * and the hashes of its inline scripts and styles for its policy), with its
 * bodies compressed once (brotli, gzip); it carries no nonce, so any shared
 * cache may keep it. It is kept on disk too, under a key made of the code that
 * shapes a page and the settings that show in one (server/site-pages.ts), and
 * survives a restart.
 *
 * Visitors never wait for a re-render: the previous version is served until
 * the new one is complete, then swapped in at once. A page is stored only when
 * it rendered whole (no content failed), answered 200, may be cached, and is
 * a page the site knows (in the content's list of pages, or its own canonical
 * address), so nothing here grows with the addresses visitors make up.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mayBeKept, type RenderedPage } from './render.ts';
import { compress, type SendablePage } from './send-page.ts';

/** A page's two forms: the HTML document, and the data a client-side navigation fetches. */
export type PageVariant = 'html' | 'data';

export interface PageKey {
  path: string;
  variant: PageVariant;
}

export interface StoredPage extends SendablePage, PageKey {
  bodies: { br: Buffer; gzip: Buffer };
  renderedAt: string;
}

export type PageRenderer = (pagePath: string, variant: PageVariant) => Promise<RenderedPage>;

export interface PageStoreOptions {
  /** Where pages are kept; a subfolder per key. Null: in memory only. */
  dir: string | null;
  /** The code that shapes a page and every setting that shows in one: pages kept under another key are not used. */
  fingerprint: string;
  render: PageRenderer;
  /** The addresses the content defines (sitemap, feed, aliases): the pages to keep rendered. */
  knownPaths: () => Promise<string[]>;
  /** Renders at once in the background. */
  concurrency?: number;
  /**
   * A kept page was replaced by a changed one (its new ETag), or dropped (null): a cache in front purges it
   * (server/cache-purge.ts). Called once the new page is in the store, never for a page first kept.
   */
  onChange?: (pagePath: string, variant: PageVariant, etag: string | null) => void;
  log?: (line: string) => void;
}

/** Where React Router 8's client fetches the home page's data (its `getNormalizedPath`: `/_.data` is `/`). */
export const ROOT_DATA_PATH = '/_.data';

/** The address React Router's client fetches for a page's data (`/` is `/_.data`). */
export function dataPath(pagePath: string): string {
  return pagePath === '/' ? ROOT_DATA_PATH : `${pagePath}.data`;
}

/**
 * The page a plain request asks for, if the store could answer it: GET or HEAD, no query string, a page's address
 * (`/about`), its data (`/about.data`, `/_.data` for the home page), or one of the site's own resources.
 */
export function pageKey(method: string | undefined, url: string | undefined): PageKey | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || url.includes('?')) return null;
  if (url === ROOT_DATA_PATH) return { path: '/', variant: 'data' };
  if (url.endsWith('.data')) return { path: url.slice(0, -'.data'.length) || '/', variant: 'data' };
  // Files with an extension are the build's, but for the site's own resource routes.
  if (/\.\w+$/.test(url) && !/^\/(sitemap\.xml|robots\.txt|blog\/rss\.xml)$/.test(url)) return null;
  return { path: url, variant: 'html' };
}

/**
 * Where the not-found page is kept: one page answers every address that matches no page (server/pages.ts), so an
 * address made up by the thousand costs no render each. (No page of the content can take it: slugs have no `_`.)
 */
export const NOT_FOUND_PATH = '/__not-found';

const keyOf = (pagePath: string, variant: PageVariant) => `${variant} ${pagePath}`;
const isNotFound = (pagePath: string) => pagePath === NOT_FOUND_PATH;
const fileOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

/** The path of a document's canonical link, if it has one. */
function canonicalPath(html: string): string | null {
  const href =
    /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1] ?? /<link[^>]+href="([^"]+)"[^>]+rel="canonical"/.exec(html)?.[1];
  if (!href) return null;
  try {
    return new URL(href.replaceAll('&amp;', '&')).pathname;
  } catch {
    return null;
  }
}

export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  /** Pages of the site that are made for each visitor (a form with its own token): never kept, rendered per request. */
  private readonly perRequest = new Set<string>();
  private readonly queue = new Set<string>();
  /** Queued pages a visitor asked for meanwhile: they render before the rest. */
  private readonly wanted = new Set<string>();
  /**
   * Pages being made (rendered, compressed, written), with what changed since each began: the tags (`all`: every
   * page), or `again` (asked for by address). A render reads content as it starts, so a page whose content changed
   * at any time before it is kept is made again once it is (a page not stored yet included), instead of the change
   * joining the work already under way.
   */
  private readonly inFlight = new Map<string, InFlight>();
  private known = new Set<string>();
  private running = 0;
  private closed = false;
  private readonly options: PageStoreOptions;
  private readonly dir: string | null;
  private readonly concurrency: number;
  private readonly log: (line: string) => void;
  private idleWaiters: (() => void)[] = [];
  /** Told of every invalidation (the pages made for a query string follow the same content: render-cache.ts). */
  private readonly invalidationListeners: ((tags: readonly string[] | 'all') => void)[] = [];
  /** Wakes the store at the first stored page's `changesAt`. */
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(options: PageStoreOptions) {
    this.options = options;
    this.dir = options.dir ? path.join(options.dir, options.fingerprint) : null;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.log = options.log ?? ((line) => console.log(line));
  }

  get size(): number {
    return this.pages.size;
  }

  /** The key its pages are kept under: the code that shapes a page and the settings that show in one. */
  get fingerprint(): string {
    return this.options.fingerprint;
  }

  /** Loads the pages kept for this configuration, and removes those kept for others. */
  async load(): Promise<void> {
    if (!this.dir || !this.options.dir) return;
    await mkdir(this.dir, { recursive: true });
    for (const entry of await readdir(this.options.dir)) {
      if (entry !== this.options.fingerprint) await rm(path.join(this.options.dir, entry), { recursive: true, force: true });
    }
    for (const name of await readdir(this.dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const meta = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as Omit<StoredPage, 'body' | 'bodies'>;
        const base = path.join(this.dir, name.slice(0, -'.json'.length));
        const [body, br, gzip] = await Promise.all([readFile(`${base}.body`), readFile(`${base}.br`), readFile(`${base}.gz`)]);
        this.pages.set(keyOf(meta.path, meta.variant), { ...meta, body, bodies: { br, gzip } });
      } catch {
        // A page half written when the process stopped: it is rendered again.
      }
    }
    this.scheduleExpiry();
  }

  /** The stored page; one waiting to render again (its content changed) moves to the front of the queue. */
  get(pagePath: string, variant: PageVariant): StoredPage | undefined {
    const key = keyOf(pagePath, variant);
    if (this.queue.delete(key)) this.wanted.add(key);
    return this.pages.get(key);
  }

  /** Whether the store keeps this page, or would (the content lists its address): else it is made for one request. */
  keeps(pagePath: string, variant: PageVariant): boolean {
    return this.known.has(pagePath) || this.pages.has(keyOf(pagePath, variant));
  }

  /** Whether this page is made for each visitor (its answer is private): then it is rendered for each request, never kept. */
  isPerRequest(pagePath: string, variant: PageVariant): boolean {
    return this.perRequest.has(keyOf(pagePath, variant));
  }

  /**
   * The page now: from the store, or rendered at once (a page the store has not
   * seen, or one dropped from it). Concurrent requests for the same page share
   * one render; a page that may not be kept is sent to those who asked, as it is.
   */
  async page(pagePath: string, variant: PageVariant): Promise<SendablePage> {
    const stored = this.get(pagePath, variant);
    if (stored) return stored;
    return this.shared(pagePath, variant);
  }

  /** One render of a page at a time, whoever asks (a visitor, the queue). */
  private shared(pagePath: string, variant: PageVariant): Promise<SendablePage> {
    const key = keyOf(pagePath, variant);
    const current = this.inFlight.get(key);
    if (current) return current.done;
    const flight: InFlight = { tags: new Set(), all: false, again: false, first: false, done: this.renderAndKeep(pagePath, variant) };
    this.inFlight.set(key, flight);
    // Settled before anyone awaiting `done` goes on, so the queue sees the page as made (and makes it again if needed).
    flight.done = flight.done.then(
      (page) => this.landed(key, flight, page.syncTags, page),
      (error: unknown) => {
        this.landed(key, flight, [], null);
        throw error;
      },
    );
    return flight.done;
  }

  /** A page is made: it leaves the work under way, and is made again if its content changed meanwhile. */
  private landed<T>(key: string, flight: InFlight, tags: readonly string[], page: T): T {
    this.inFlight.delete(key);
    if (flight.first) this.first(key);
    else if (flight.again || flight.all || tags.some((tag) => flight.tags.has(tag))) this.enqueue(key);
    return page;
  }

  /** The not-found page, as kept (made at the first address no page has): it answers every such address. */
  notFound(variant: PageVariant): Promise<SendablePage> {
    return this.page(NOT_FOUND_PATH, variant);
  }

  /** Renders every page the site knows that is not stored yet, and refreshes the list of known pages. */
  async fill(): Promise<void> {
    await this.refreshKnown();
    for (const pagePath of this.known) {
      for (const variant of ['html', 'data'] as const) {
        if (!this.pages.has(keyOf(pagePath, variant)) && !isResource(pagePath, variant)) this.enqueue(keyOf(pagePath, variant));
      }
    }
    await this.idle();
  }

  /** `listener` is told of each invalidation: the tags that changed, or `all`. */
  onInvalidate(listener: (tags: readonly string[] | 'all') => void): void {
    this.invalidationListeners.push(listener);
  }

  private told(tags: readonly string[] | 'all'): void {
    for (const listener of this.invalidationListeners) listener(tags);
  }

  /** The pages that read content with any of these sync tags render again; new pages of the content are added. */
  invalidate(tags: readonly string[]): number {
    this.told(tags);
    const changed = new Set(tags);
    for (const flight of this.inFlight.values()) for (const tag of tags) flight.tags.add(tag);
    let count = 0;
    for (const [key, page] of this.pages) {
      if (page.syncTags.some((tag) => changed.has(tag))) {
        this.enqueue(key);
        count++;
      }
    }
    void this.discover();
    return count;
  }

  /** These addresses render again first (a webhook named their document). */
  invalidatePaths(paths: readonly string[]): void {
    this.told('all');
    for (const pagePath of paths) {
      for (const variant of ['html', 'data'] as const) {
        const key = keyOf(pagePath, variant);
        if (this.pages.has(key) || this.known.has(pagePath)) this.enqueue(key);
      }
    }
  }

  /** Every page renders again (a lost connection, a restart of the content service, a webhook). */
  invalidateAll(): void {
    this.told('all');
    for (const flight of this.inFlight.values()) flight.all = true;
    for (const key of this.pages.keys()) this.enqueue(key);
    void this.discover();
  }

  /** Resolves when no render is queued or running. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.size === 0 && this.wanted.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.expiryTimer);
    this.queue.clear();
    this.wanted.clear();
  }

  /**
   * Queues the pages whose moment has come (an exhibition over) and sets one timer for the next: a stored page never
   * outlives what it shows. Timers are capped (setTimeout's limit is 24.8 days): a far moment is looked at again then.
   */
  private scheduleExpiry(): void {
    clearTimeout(this.expiryTimer);
    if (this.closed) return;
    const now = Date.now();
    let next = Infinity;
    for (const [key, page] of this.pages) {
      if (page.changesAt === null) continue;
      if (page.changesAt <= now) this.enqueue(key);
      else next = Math.min(next, page.changesAt);
    }
    if (next === Infinity) return;
    this.expiryTimer = setTimeout(() => this.scheduleExpiry(), Math.min(next - now + 50, 2 ** 31 - 1));
    this.expiryTimer.unref();
  }

  /** New addresses in the content's list of pages (a post just published) are rendered and kept. */
  private async discover(): Promise<void> {
    const before = new Set(this.known);
    await this.refreshKnown();
    for (const pagePath of this.known) {
      if (before.has(pagePath)) continue;
      for (const variant of ['html', 'data'] as const) if (!isResource(pagePath, variant)) this.enqueue(keyOf(pagePath, variant));
    }
    // A kept page the content no longer lists is gone or has moved: it renders before the pages that merely show
    // the change (every page whose menu or footer reads the pages), so its 404 or redirect is not seconds late.
    for (const pagePath of before) {
      if (this.known.has(pagePath)) continue;
      for (const variant of ['html', 'data'] as const) if (this.pages.has(keyOf(pagePath, variant))) this.first(keyOf(pagePath, variant));
    }
  }

  private async refreshKnown(): Promise<void> {
    try {
      const paths = await this.options.knownPaths();
      if (paths.length > 0) this.known = new Set(paths);
    } catch (error) {
      this.log(`page store: the list of pages could not be read (${(error as Error).message}); keeping the last one`);
    }
  }

  private enqueue(key: string): void {
    if (this.closed || this.wanted.has(key)) return;
    const flight = this.inFlight.get(key);
    if (flight) {
      // It is being made from content read before this: it is made again once it is done.
      flight.again = true;
      return;
    }
    this.queue.add(key);
    this.pump();
  }

  /** Renders this page before the queued ones (after the one under way, if it is being made now). */
  private first(key: string): void {
    if (this.closed) return;
    const flight = this.inFlight.get(key);
    if (flight) flight.first = true;
    else {
      this.queue.delete(key);
      this.wanted.add(key);
      this.pump();
    }
  }

  private pump(): void {
    while (this.running < this.concurrency && this.wanted.size + this.queue.size > 0) {
      const next = this.wanted.size > 0 ? this.wanted : this.queue;
      const key = next.values().next().value!;
      next.delete(key);
      const [variant, ...rest] = key.split(' ');
      this.running++;
      // A page already rendering on demand is not rendered twice.
      const work = this.shared(rest.join(' '), variant as PageVariant);
      void work
        .catch((error: unknown) => this.log(`page store: ${key} failed to render (${(error as Error).message})`))
        .finally(() => {
          this.running--;
          this.pump();
          if (this.running === 0 && this.queue.size === 0 && this.wanted.size === 0)
            for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
    }
  }

  /** Renders a page; keeps it when it may be kept, drops the stored one when the page is gone. */
  private async renderAndKeep(pagePath: string, variant: PageVariant): Promise<SendablePage> {
    const key = keyOf(pagePath, variant);
    const rendered = await this.options.render(pagePath, variant);
    // The not-found page is kept as the 404 it is; any other page that answers 404 is gone. A redirect is kept where
    // the content says one starts (an editor's, or a page that moved): elsewhere a page that now redirects is gone.
    const status = isNotFound(pagePath) && rendered.status === 404 ? 200 : rendered.status;
    const redirected = status >= 300 && status < 400;
    if (status === 404 || status === 410 || (redirected && !this.known.has(pagePath))) {
      if (this.pages.delete(key)) {
        await this.remove(key);
        this.options.onChange?.(pagePath, variant, null);
      }
      return rendered;
    }
    const html = variant === 'html' ? rendered.body.toString('utf8') : '';
    const cacheable = mayBeKept(rendered);
    if (status === 200 && !cacheable && this.mayKeep(pagePath, variant, html)) this.perRequest.add(key);
    if ((status !== 200 && !redirected) || rendered.contentFailed || !cacheable || !this.mayKeep(pagePath, variant, html)) return rendered;
    const previous = this.pages.get(key);
    // The same answer: a redirect's body is empty whatever its Location, so its status and headers count as much.
    if (
      previous &&
      previous.etag === rendered.etag &&
      previous.status === rendered.status &&
      JSON.stringify(previous.headers) === JSON.stringify(rendered.headers) &&
      previous.syncTags.join() === rendered.syncTags.join() &&
      previous.changesAt === rendered.changesAt
    )
      return previous;
    const [br, gzip] = await Promise.all([compress(rendered.body, 'br', true), compress(rendered.body, 'gzip', true)]);
    const page: StoredPage = { ...rendered, path: pagePath, variant, bodies: { br, gzip }, renderedAt: new Date().toISOString() };
    await this.persist(key, page);
    // Swapped in at once: a visitor gets the old page or the new, never half of one.
    if (!this.closed) this.pages.set(key, page);
    if (previous && !this.closed) this.options.onChange?.(pagePath, variant, page.etag);
    if (page.changesAt !== null || previous?.changesAt != null) this.scheduleExpiry();
    return page;
  }

  /** A page the content lists, or its own canonical address (not one of the many spellings that render it too). */
  private mayKeep(pagePath: string, variant: PageVariant, html: string): boolean {
    if (this.known.has(pagePath) || isNotFound(pagePath)) return true;
    if (variant === 'data') return this.pages.has(keyOf(pagePath, 'html'));
    return canonicalPath(html) === pagePath;
  }

  private async persist(key: string, page: StoredPage): Promise<void> {
    if (!this.dir) return;
    const base = path.join(this.dir, fileOf(key));
    const { body, bodies, ...meta } = page;
    try {
      // Bodies first, then the description that makes them count: a crash between leaves the old page or none.
      await Promise.all([writeAtomic(`${base}.body`, body), writeAtomic(`${base}.br`, bodies.br), writeAtomic(`${base}.gz`, bodies.gzip)]);
      await writeAtomic(`${base}.json`, Buffer.from(JSON.stringify(meta)));
    } catch (error) {
      this.log(`page store: ${key} could not be kept on disk (${(error as Error).message}); it is kept in memory`);
    }
  }

  private async remove(key: string): Promise<void> {
    if (!this.dir) return;
    const base = path.join(this.dir, fileOf(key));
    await Promise.all(['.json', '.body', '.br', '.gz'].map((ext) => rm(`${base}${ext}`, { force: true })));
  }
}

interface InFlight {
  done: Promise<SendablePage>;
  tags: Set<string>;
  all: boolean;
  again: boolean;
  /** Made again before the queued pages once done (it left the content's list while being made). */
  first: boolean;
}

/** Resource routes (sitemap, robots, feed) have no `.data` form. */
function isResource(pagePath: string, variant: PageVariant): boolean {
  return variant === 'data' && /\.(xml|txt)$/.test(pagePath);
}

let tempCounter = 0;
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${tempCounter++}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
