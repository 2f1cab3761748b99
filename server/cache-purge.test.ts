import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, type Daemon } from '../tests/support/daemons.ts';
import { cachePurge, pageSurrogateKey, redisPeers, SITE_SURROGATE_KEY, type PurgePeers } from './cache-purge.ts';
import type { CachePurger } from './purge.ts';

/** A cache that records each purge it is sent, and refuses the first `failures`. */
function recordingCache(failures = 0) {
  const purges: string[][] = [];
  let refused = 0;
  const purger: CachePurger = {
    provider: 'varnish',
    keyHeader: 'xkey',
    keyHeaderValue: (keys) => keys.join(' '),
    async purge(keys) {
      if (refused < failures) {
        refused++;
        throw new Error('503 Service Unavailable');
      }
      purges.push([...keys].sort());
    },
  };
  return { purger, purges };
}

const noWait = async () => undefined;

describe('a page surrogate key', () => {
  it('is short, safe in any cache header, and differs by address and by form', () => {
    const key = pageSurrogateKey('/about', 'html');
    expect(key).toMatch(/^page-[0-9a-f]{20}$/);
    expect(pageSurrogateKey('/about', 'data')).not.toBe(key);
    expect(pageSurrogateKey('/about-us', 'html')).not.toBe(key);
    expect(pageSurrogateKey('/about', 'html')).toBe(key);
  });
});

describe('purging a cache in front', () => {
  it('purges each changed page by its own key, pages that change together in one purge', async () => {
    const { purger, purges } = recordingCache();
    const purge = cachePurge(purger, { log: () => undefined });
    purge.changed('/blog', 'html', '"a"');
    purge.changed('/blog', 'data', '"b"');
    purge.changed('/blog/a-post', 'html', null);
    await purge.idle();
    expect(purges).toEqual([
      [pageSurrogateKey('/blog', 'data'), pageSurrogateKey('/blog', 'html'), pageSurrogateKey('/blog/a-post', 'html')].sort(),
    ]);
    await purge.close();
  });

  it('after a deploy, purges every kept page once, by the key they all carry', async () => {
    const { purger, purges } = recordingCache();
    const purge = cachePurge(purger, { log: () => undefined });
    purge.everything('build-1');
    await purge.idle();
    expect(purges).toEqual([[SITE_SURROGATE_KEY]]);
    await purge.close();
  });

  it('tries a refused purge again, then says in one line what may be stale and what to do', async () => {
    const lines: string[] = [];
    const pauses: number[] = [];
    const flaky = recordingCache(2);
    const purge = cachePurge(flaky.purger, { log: (line) => lines.push(line), sleep: async (ms) => void pauses.push(ms) });
    purge.changed('/faq', 'html', '"x"');
    await purge.idle();
    expect(flaky.purges).toEqual([[pageSurrogateKey('/faq', 'html')]]);
    expect(pauses).toEqual([1_000, 2_000]);

    const down = recordingCache(Infinity);
    const lost: string[] = [];
    const never = cachePurge(down.purger, { log: (line) => lost.push(line), sleep: noWait });
    never.changed('/faq', 'html', '"y"');
    await never.idle();
    expect(down.purges).toEqual([]);
    expect(lost.at(-1)).toMatch(
      /refused 1 key .* 7 times \(503 Service Unavailable\); those pages may be stale in the cache for up to a day: purge them by hand/,
    );
    await Promise.all([purge.close(), never.close()]);
  });

  it('with several instances, purges a version once, from the instance that claimed it, when all have it', async () => {
    // Two instances' view of the same shared record, as Redis keeps it.
    const has = new Map<string, Set<string>>();
    const claimed = new Set<string>();
    const peersOf = (me: string): PurgePeers => ({
      async landed(version) {
        has.set(version, (has.get(version) ?? new Set()).add(me));
        if (claimed.has(version)) return false;
        claimed.add(version);
        return true;
      },
      async allHave(version) {
        return (has.get(version)?.size ?? 0) === 2;
      },
      close: async () => undefined,
    });
    const { purger, purges } = recordingCache();
    const a = cachePurge(purger, { peers: peersOf('a'), log: () => undefined, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });
    const b = cachePurge(purger, { peers: peersOf('b'), log: () => undefined });
    a.changed('/about', 'html', '"v2"');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(purges, 'not before the other instance has the new page').toEqual([]);
    b.changed('/about', 'html', '"v2"');
    await Promise.all([a.idle(), b.idle()]);
    expect(purges).toEqual([[pageSurrogateKey('/about', 'html')]]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('instances agreeing in Redis', () => {
  let redis: Daemon;
  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('the first instance with a version claims it; all have it once every live instance said so', async () => {
    const url = `redis://127.0.0.1:${redis.port}`;
    const [one, two] = [redisPeers(url), redisPeers(url)];
    // Both say they are alive as they start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const version = `page-test "v${Date.now()}"`;
    expect(await one.landed(version)).toBe(true);
    expect(await one.allHave(version)).toBe(false);
    expect(await two.landed(version)).toBe(false);
    expect(await two.allHave(version)).toBe(true);
    await Promise.all([one.close(), two.close()]);
  });
});
