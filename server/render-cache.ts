/**
 * Pages made for a query string (a filtered catalogue, a search, a page of the
 * blog), kept for the next visitor who asks for the same: a page made for one
 * visitor is the same for every visitor who asks for that address (those made
 * for one alone say so, `private`, and are never kept), so a popular search
 * or an advertised filter is rendered once, and visitors asking for it at
 * once share that one render. Bounded in count and bytes (the least recently
 * used go first); a page leaves when the content it read changes (its sync
 * tags, as the page store is told) or when its own moment comes (an
 * exhibition over), and after ten minutes in any case. The sender compresses
 * each once, and keeps it with it.
 */
import { LRUCache } from 'lru-cache';
import { mayBeKept, type RenderedPage } from './render.ts';
import type { SendablePage } from './send-page.ts';

const MAX_PAGES = 500;
const MAX_BYTES = 48 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60 * 1000;

export class RenderCache {
  private readonly pages = new LRUCache<string, SendablePage>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    // Its body, and as much again for the encodings the sender adds to it.
    sizeCalculation: (page) => Math.max(1, page.body.length * 2),
    ttl: MAX_AGE_MS,
  });
  /** Renders under way, shared by whoever asks for the same address meanwhile: bounded by the requests in flight. */
  private readonly flights = new Map<string, Promise<SendablePage | null>>();
  /** Counts the invalidations: a page made across one (from content read before it) is sent, not kept. */
  private epoch = 0;

  get size(): number {
    return this.pages.size;
  }

  /** The page kept for `key`, if any. */
  get(key: string): SendablePage | undefined {
    return this.pages.get(key);
  }

  /**
   * The page for `key`: kept, being made for someone else (`shared`: the caller may take it only if any visitor may),
   * or made now by `render` (kept when any visitor may have it: a 200 that read all its content and is not private).
   * `render` answers null when it may not make the page (its address is over its limit): nothing is kept then.
   */
  async page(key: string, render: () => Promise<RenderedPage | null>): Promise<{ page: SendablePage | null; shared: boolean }> {
    const kept = this.pages.get(key);
    if (kept) return { page: kept, shared: true };
    const flying = this.flights.get(key);
    if (flying) return { page: await flying, shared: true };
    const started = this.epoch;
    const flight = render().then((page) => {
      if (page && started === this.epoch && page.status === 200 && !page.contentFailed && mayBeKept(page)) {
        const ttl = page.changesAt === null ? MAX_AGE_MS : Math.min(MAX_AGE_MS, page.changesAt - Date.now());
        if (ttl > 0) this.pages.set(key, page, { ttl });
      }
      return page;
    });
    this.flights.set(key, flight);
    try {
      return { page: await flight, shared: false };
    } finally {
      this.flights.delete(key);
    }
  }

  /** Pages that read content with any of these sync tags leave. */
  invalidate(tags: readonly string[]): void {
    this.epoch++;
    const changed = new Set(tags);
    for (const [key, page] of this.pages.entries()) if (page.syncTags.some((tag) => changed.has(tag))) this.pages.delete(key);
  }

  invalidateAll(): void {
    this.epoch++;
    this.pages.clear();
  }
}
