import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, type Daemon } from '../tests/support/daemons.ts';
import { acknowledgementLimit } from './limits.ts';
import { limitStores, type LimitStores } from './rate-limit-store.ts';

let redis: Daemon;
const open: LimitStores[] = [];

beforeAll(async () => {
  redis = await startRedis(await freePort());
});
afterAll(async () => {
  await Promise.all(open.map((stores) => stores.close()));
  await redis.stop();
});

async function instance() {
  const stores = limitStores(`redis://127.0.0.1:${redis.port}`, () => undefined);
  open.push(stores);
  const limit = acknowledgementLimit(stores.store('rl:acknowledge:'));
  await stores.ready();
  return limit;
}

describe('the acknowledgement e-mail', () => {
  it('goes to one address at most once an hour, whichever instance sends it, however the address is spelt', async () => {
    const [a, b] = [await instance(), await instance()];
    expect(await a('Iris@Maison-Iris.com')).toBe(true);
    expect(await b('iris@maison-iris.com'), 'the other instance, the same address').toBe(false);
    expect(await a(' IRIS@maison-iris.com ')).toBe(false);
    expect(await b('someone@else.example'), 'another address').toBe(true);
  });

  it('keeps no address in the store, only its hash', async () => {
    const limit = await instance();
    await limit('kept@nowhere.example');
    const client = (await import('redis')).createClient({ url: `redis://127.0.0.1:${redis.port}` });
    await client.connect();
    const keys = await client.keys('rl:acknowledge:*');
    await client.close();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^rl:acknowledge:[a-f0-9]{64}$/);
  });

  it('counts in this process without Redis', async () => {
    const limit = acknowledgementLimit();
    expect(await limit('solo@example.com')).toBe(true);
    expect(await limit('solo@example.com')).toBe(false);
  });
});
