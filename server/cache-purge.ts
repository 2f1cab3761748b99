/**
 * Keeps a shared cache in front of the site (Varnish, Fastly, Cloudflare:
 * server/purge.ts) as fresh as the page store. A kept page goes out with its
 * sync tags and a key of its own as surrogate keys (send-page.ts), and the
 * cache may keep it a day. When the store swaps in a changed page, or drops
 * a gone one, that page's own key is purged: after the new page is in the
 * store (a purge before it would let the cache fetch the old one again), and
 * never for a page whose bytes did not change, or because of a request a
 * visitor made (only content changes re-render kept pages).
 *
 * Several instances behind one cache (REDIS_URL) purge each change once: each
 * says in Redis that it has the new version, the first claims the purge and
 * sends it once every live instance has it (or after SETTLE_LIMIT_MS), so the
 * cache's next fetch cannot reach an instance still serving the old page.
 * A purge that fails is tried again with a growing pause, then logged.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { CachePurger } from './purge.ts';

/** The surrogate key of one kept page: short, and safe in every cache's header. */
export function pageSurrogateKey(pagePath: string, variant: 'html' | 'data'): string {
  return `page-${createHash('sha256').update(`${variant} ${pagePath}`).digest('hex').slice(0, 20)}`;
}

/**
 * The key every kept page carries besides its own: purged once when an instance starts with pages made by another
 * build or configuration (a deploy), whose pages in the cache may name files the new build no longer has.
 */
export const SITE_SURROGATE_KEY = 'site';

/** Keys changed within this window go out in one purge. */
const BATCH_MS = 50;
/** Pauses before each retry of a failed purge: about a minute in all. */
const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
/** How long the claiming instance waits for the others to have a version before it purges anyway. */
export const SETTLE_LIMIT_MS = 5_000;
/** An instance that has not said it is alive for this long is not waited for. */
const ALIVE_MS = 15_000;

/** Who else serves the same pages: null for one instance alone. */
export interface PurgePeers {
  /** This instance has this version; true when it is the one to purge it. */
  landed(version: string): Promise<boolean>;
  /** Whether every live instance has this version. */
  allHave(version: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface CachePurge {
  /** A kept page changed (its new version is `etag`) or is gone (`etag` null): its key is purged, once. */
  changed(pagePath: string, variant: 'html' | 'data', etag: string | null): void;
  /** Every kept page: this build (`version`: its page store's key) has made its pages, the cache's are another's. */
  everything(version: string): void;
  /** Resolves when nothing is waiting to be purged (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function cachePurge(
  purger: CachePurger,
  options: { peers?: PurgePeers | null; log?: (line: string) => void; sleep?: (ms: number) => Promise<void> } = {},
): CachePurge {
  const log = options.log ?? ((line: string) => console.warn(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  const peers = options.peers ?? null;
  let batch = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<Promise<void>>();
  let closed = false;

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const send = async (keys: string[]) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await purger.purge(keys);
        return;
      } catch (error) {
        const pause = RETRY_PAUSES_MS[attempt];
        const what = `${keys.length} key${keys.length === 1 ? '' : 's'} (${keys.slice(0, 3).join(' ')}${keys.length > 3 ? ' …' : ''})`;
        if (pause === undefined || closed) {
          log(
            `cache purge: ${purger.provider} refused ${what} ${attempt + 1} times (${(error as Error).message}); those pages may be stale in the cache for up to a day: purge them by hand (docs/deploy.md)`,
          );
          return;
        }
        log(`cache purge: ${purger.provider} refused ${what} (${(error as Error).message}); trying again in ${pause / 1000} s`);
        await sleep(pause);
      }
    }
  };

  const flush = () => {
    timer = undefined;
    const keys = [...batch];
    batch = new Set();
    if (keys.length > 0) track(send(keys));
  };

  const queue = (key: string) => {
    batch.add(key);
    timer ??= setTimeout(flush, BATCH_MS);
  };

  /** With peers: purged by the instance that claims this version, once every live instance has it. */
  const coordinated = async (key: string, version: string) => {
    if (!peers) return queue(key);
    try {
      if (!(await peers.landed(version))) return;
      const until = Date.now() + SETTLE_LIMIT_MS;
      while (Date.now() < until && !(await peers.allHave(version))) await sleep(50);
    } catch (error) {
      // Redis away: purging twice is better than not at all.
      log(`cache purge: could not agree with the other instances (${(error as Error).message}); purging from this one`);
    }
    queue(key);
  };

  return {
    changed(pagePath, variant, etag) {
      if (closed) return;
      const key = pageSurrogateKey(pagePath, variant);
      track(coordinated(key, `${key} ${etag ?? 'gone'}`));
    },
    everything(version) {
      if (closed) return;
      track(coordinated(SITE_SURROGATE_KEY, `${SITE_SURROGATE_KEY} ${version}`));
    },
    async idle() {
      while (pending.size > 0 || timer) {
        if (timer) {
          clearTimeout(timer);
          flush();
        }
        await Promise.all([...pending]);
      }
    },
    async close() {
      closed = true;
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      // What is under way gets a moment to finish; a purge waiting to be tried again does not hold up the shutdown.
      await Promise.race([Promise.all([...pending]), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      await peers?.close();
    },
  };
}

/**
 * The instances sharing a cache, in Redis: each says every few seconds that it is alive, and which versions of pages
 * it has; the first to have a version claims its purge.
 */
export function redisPeers(redisUrl: string, log: (line: string) => void = (line) => console.warn(line)): PurgePeers {
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    commandOptions: { timeout: 1_000 },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (!down) log(`cache purge: Redis is unavailable (${(error as Error).message}); each instance purges for itself meanwhile`);
    down = true;
  });
  client.on('ready', () => {
    down = false;
  });
  const connected = client.connect().catch(() => undefined);
  const me = randomUUID();
  const alive = async () => {
    await connected;
    await client.zAdd('purge:instances', { score: Date.now(), value: me });
  };
  void alive().catch(() => undefined);
  const heartbeat = setInterval(() => void alive().catch(() => undefined), ALIVE_MS / 3);
  heartbeat.unref();
  return {
    async landed(version) {
      await connected;
      const hash = createHash('sha256').update(version).digest('hex').slice(0, 24);
      await client.multi().sAdd(`purge:has:${hash}`, me).pExpire(`purge:has:${hash}`, 120_000).exec();
      return (await client.set(`purge:claim:${hash}`, me, { NX: true, PX: 120_000 })) === 'OK';
    },
    async allHave(version) {
      const hash = createHash('sha256').update(version).digest('hex').slice(0, 24);
      const now = Date.now();
      const [live, have] = await Promise.all([
        client.zRangeByScore('purge:instances', now - ALIVE_MS, '+inf'),
        client.sMembers(`purge:has:${hash}`),
      ]);
      const has = new Set(have);
      return live.every((instance) => has.has(instance));
    },
    async close() {
      clearInterval(heartbeat);
      await client.zRem('purge:instances', me).catch(() => undefined);
      await client.quit().catch(() => undefined);
    },
  };
}
