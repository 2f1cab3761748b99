import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, type Daemon } from '../tests/support/daemons.ts';
import { limitStores, type LimitStores } from './rate-limit-store.ts';

let redis: Daemon;
const open: LimitStores[] = [];
const options = { windowMs: 60_000 } as Options;

/** What one instance of the site would make: its own Redis connection and store. */
async function instance(log: (line: string) => void = () => undefined) {
  const stores = limitStores(`redis://127.0.0.1:${redis.port}`, log);
  open.push(stores);
  const store = stores.store('rl:test:');
  store.init?.(options);
  await stores.ready();
  return Object.assign(store, { ready: () => stores.ready() });
}

beforeAll(async () => {
  redis = await startRedis(await freePort());
});
afterAll(async () => {
  await Promise.all(open.map((stores) => stores.close()));
  await redis.stop();
});

describe('rate limits across instances', () => {
  it('counts one address across two instances in Redis', async () => {
    const first = await instance();
    const second = await instance();
    expect((await first.increment('203.0.113.7')).totalHits).toBe(1);
    expect((await second.increment('203.0.113.7')).totalHits).toBe(2);
    expect((await first.increment('203.0.113.7')).totalHits).toBe(3);
    expect((await second.increment('198.51.100.1')).totalHits, 'another address counts apart').toBe(1);
  });

  it('keeps counting in memory while Redis is away, says so once, and shares again when it is back', async () => {
    const lines: string[] = [];
    const store = await instance((line) => lines.push(line));
    await redis.pause();
    const hits: number[] = [];
    for (let i = 0; i < 5; i++) hits.push((await store.increment('192.0.2.50')).totalHits);
    expect(hits, 'counted in this process meanwhile').toEqual([1, 2, 3, 4, 5]);
    expect(lines.filter((line) => line.includes('unreachable'))).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^rate limits: Redis at 127\.0\.0\.1:\d+ is unreachable \(.+\); each instance counts on its own until it is back$/,
    );

    await redis.restart();
    await store.ready();
    const other = await instance();
    // Shared again: both instances count the same address in Redis.
    const a = await store.increment('192.0.2.77');
    const b = await other.increment('192.0.2.77');
    expect([a.totalHits, b.totalHits]).toEqual([1, 2]);
    expect(lines.filter((line) => line.includes('limits are shared again'))).toHaveLength(1);
  });
});
