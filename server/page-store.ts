/**
 * The page store: every page the site knows, kept rendered so that it is sent
 * as fast as a static file, and re-rendered in the background when the
 * content it read changes (server/live-updates.ts tells it which sync tags
 * changed). Each stored page has its sync tags, an ETag, ready compressed
 * bodies (brotli, gzip) and the sha256 hashes of its inline scripts for its
 * Content-Security-Policy, so it carries no nonce and any shared cache may
 * keep it. It is kept on disk too, per build and configuration (a start with
 * another SITE_URL never serves the old pages), and survives a restart.
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
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { PageRenderer, PageVariant, RenderedPage } from './page-renderer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StoredPage {
  path: string;
  variant: PageVariant;
  contentType: string;
  /** Of the content, whatever the encoding: `"<etag>"`, `"<etag>-br"`, `"<etag>-gz"`. */
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** `'sha256-…'` sources for the page's inline scripts. */
  scriptHashes: string[];
  /** `'sha256-…'` sources for the page's inline stylesheets (server/inline-styles.ts). */
  styleHashes: string[];
  syncTags: string[];
  renderedAt: string;
  /** When it renders again though its content did not change (an exhibition retires), in ms; null: only on a change. */
  changesAt: number | null;
}

/** What an on-demand render gave when the page could not be stored (a 404, a failed render): sent once, as it is. */
export interface OneOffPage {
  rendered: RenderedPage;
  scriptHashes: string[];
  styleHashes: string[];
}

export interface PageStoreOptions {
  /** Where pages are kept; a subfolder per configuration. Null: in memory only. */
  dir: string | null;
  /** The build and every setting that shows in a page: pages rendered under another are not used. */
  fingerprint: string;
  render: PageRenderer;
  /** The addresses the content defines (sitemap, feed, aliases): the pages to keep rendered. */
  knownPaths: () => Promise<string[]>;
  /** Renders at once in the background. */
  concurrency?: number;
  log?: (line: string) => void;
}

const keyOf = (pagePath: string, variant: PageVariant) => `${variant} ${pagePath}`;
const fileOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sha256 sources of a document's inline stylesheets. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256Source(match[1] ?? '')))];
}

/** The sha256 sources of a document's inline scripts (JSON-LD and other data blocks do not run, and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(sha256Source(match[2] ?? ''));
  }
  return [...hashes];
}

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
        const meta = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as Omit<StoredPage, 'bodies'>;
        const base = path.join(this.dir, name.slice(0, -'.json'.length));
        const [identity, br, gz] = await Promise.all([readFile(`${base}.body`), readFile(`${base}.br`), readFile(`${base}.gz`)]);
        this.pages.set(keyOf(meta.path, meta.variant), {
          ...meta,
          styleHashes: meta.styleHashes ?? [],
          changesAt: meta.changesAt ?? null,
          bodies: { identity, br, gzip: gz },
        });
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

  /** Whether this page is made for each visitor (its answer is private): then it is rendered per request, with a nonce. */
  isPerRequest(pagePath: string, variant: PageVariant): boolean {
    return this.perRequest.has(keyOf(pagePath, variant));
  }

  /**
   * The page now: from the store, or rendered at once (a page the store has not
   * seen, or one dropped from it). Concurrent requests for the same page share
   * one render.
   */
  async page(pagePath: string, variant: PageVariant): Promise<StoredPage | OneOffPage> {
    const stored = this.get(pagePath, variant);
    if (stored) return stored;
    return this.shared(pagePath, variant);
  }

  /** One render of a page at a time, whoever asks (a visitor, the queue). */
  private shared(pagePath: string, variant: PageVariant): Promise<StoredPage | OneOffPage> {
    const key = keyOf(pagePath, variant);
    const current = this.inFlight.get(key);
    if (current) return current.done;
    const flight: InFlight = { tags: new Set(), all: false, again: false, done: this.renderAndKeep(pagePath, variant) };
    this.inFlight.set(key, flight);
    // Settled before anyone awaiting `done` goes on, so the queue sees the page as made (and makes it again if needed).
    flight.done = flight.done.then(
      (page) => this.landed(key, flight, 'rendered' in page ? page.rendered.syncTags : page.syncTags, page),
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
    if (flight.again || flight.all || tags.some((tag) => flight.tags.has(tag))) this.enqueue(key);
    return page;
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

  /** The pages that read content with any of these sync tags render again; new pages of the content are added. */
  invalidate(tags: readonly string[]): number {
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
    for (const pagePath of paths) {
      for (const variant of ['html', 'data'] as const) {
        const key = keyOf(pagePath, variant);
        if (this.pages.has(key) || this.known.has(pagePath)) this.enqueue(key);
      }
    }
  }

  /** Every page renders again (a lost connection, a restart of the content service, a webhook). */
  invalidateAll(): void {
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
  private async renderAndKeep(pagePath: string, variant: PageVariant): Promise<StoredPage | OneOffPage> {
    const key = keyOf(pagePath, variant);
    const rendered = await this.options.render(pagePath, variant);
    const html = variant === 'html' ? rendered.body.toString('utf8') : '';
    const scriptHashes = variant === 'html' ? inlineScriptHashes(html) : [];
    const styleHashes = variant === 'html' ? inlineStyleHashes(html) : [];
    if (rendered.status === 404 || rendered.status === 410 || (rendered.status >= 300 && rendered.status < 400)) {
      if (this.pages.delete(key)) await this.remove(key);
      return { rendered, scriptHashes, styleHashes };
    }
    const cacheable = !/\b(private|no-store)\b/.test(rendered.cacheControl ?? '');
    if (rendered.status === 200 && !cacheable && this.mayKeep(pagePath, variant, html)) this.perRequest.add(key);
    if (rendered.status !== 200 || rendered.contentFailed || !cacheable || !this.mayKeep(pagePath, variant, html)) {
      return { rendered, scriptHashes, styleHashes };
    }
    const previous = this.pages.get(key);
    const hash = createHash('sha256').update(rendered.body).digest('base64url').slice(0, 27);
    if (
      previous &&
      previous.etag === `"${hash}"` &&
      previous.syncTags.join() === rendered.syncTags.join() &&
      previous.changesAt === rendered.changesAt
    )
      return previous;
    const [br, gz] = await Promise.all([
      brotli(rendered.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: rendered.body.length } }),
      gzipAsync(rendered.body, { level: 9 }),
    ]);
    const page: StoredPage = {
      path: pagePath,
      variant,
      contentType: rendered.contentType,
      etag: `"${hash}"`,
      bodies: { identity: rendered.body, br, gzip: gz },
      scriptHashes,
      styleHashes,
      syncTags: rendered.syncTags,
      renderedAt: new Date().toISOString(),
      changesAt: rendered.changesAt,
    };
    await this.persist(key, page);
    // Swapped in at once: a visitor gets the old page or the new, never half of one.
    if (!this.closed) this.pages.set(key, page);
    if (page.changesAt !== null || previous?.changesAt != null) this.scheduleExpiry();
    return page;
  }

  /** A page the content lists, or its own canonical address (not one of the many spellings that render it too). */
  private mayKeep(pagePath: string, variant: PageVariant, html: string): boolean {
    if (this.known.has(pagePath)) return true;
    if (variant === 'data') return this.pages.has(keyOf(pagePath, 'html'));
    return canonicalPath(html) === pagePath;
  }

  private async persist(key: string, page: StoredPage): Promise<void> {
    if (!this.dir) return;
    const base = path.join(this.dir, fileOf(key));
    const { bodies, ...meta } = page;
    try {
      // Bodies first, then the description that makes them count: a crash between leaves the old page or none.
      await Promise.all([
        writeAtomic(`${base}.body`, bodies.identity),
        writeAtomic(`${base}.br`, bodies.br),
        writeAtomic(`${base}.gz`, bodies.gzip),
      ]);
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
  done: Promise<StoredPage | OneOffPage>;
  tags: Set<string>;
  all: boolean;
  again: boolean;
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
