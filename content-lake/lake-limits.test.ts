import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './testing.ts';

let t: TestLake;

beforeAll(async () => {
  t = await startTestLake({ queryTimeoutMs: 2000, workers: 2 });
});
afterAll(() => t.stop());

describe('query time limit', () => {
  it('stops a query that runs past the limit with a clear error, and keeps answering meanwhile', async () => {
    // Compares every item with every other: quadratic, many seconds on 6,000 items.
    const big = Array.from({ length: 6000 }, (_, i) => ({ _id: `d${i}`, _type: i % 2 ? 'a' : 'b' }));
    let slowSettledAt = 0;
    const slow = t.client
      .fetch('count($big[count($big[_id != ^._id && _type == ^._type]) > 0])', { big })
      .then(
        () => null,
        (error: Error & { statusCode?: number }) => error,
      )
      .finally(() => {
        slowSettledAt = performance.now();
      });

    // While the slow query holds one worker, other requests are answered, long before it is stopped.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [count, doc] = await Promise.all([t.client.fetch('count(*[_type == "post"])'), t.client.getDocument('post-oud')]);
    const quickSettledAt = performance.now();
    expect(count).toBe(2);
    expect(doc?._id).toBe('post-oud');

    const error = await slow;
    expect(quickSettledAt).toBeLessThan(slowSettledAt);
    expect(error?.statusCode).toBe(408);
    expect(error?.message).toMatch(/exceeded the time limit of 2 s and was stopped/);
    expect(t.logs.some((line) => line.startsWith('warn query stopped after 2 s'))).toBe(true);

    // The stopped worker was replaced: the lake still answers queries on both workers.
    const after = await Promise.all([1, 2, 3, 4].map((n) => t.client.fetch('$n * 2', { n })));
    expect(after).toEqual([2, 4, 6, 8]);
  });

  it('leaves quick queries alone', async () => {
    // Documents with another of their type: two posts, two logos, two image assets.
    expect(await t.client.fetch('count(*[count(*[_id != ^._id && _type == ^._type]) > 0])')).toBe(6);
  });
});
