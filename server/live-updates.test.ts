import type { SanityClient } from '@sanity/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from '../content-lake/testing.ts';
import { followLiveUpdates, type LiveTarget } from './live-updates.ts';

/** What the page store was told, as it was told. */
function recorder(): LiveTarget & { tags: string[][]; all: number } {
  const calls = { tags: [] as string[][], all: 0 };
  return Object.assign(calls, {
    invalidate: (tags: readonly string[]) => void calls.tags.push([...tags]),
    invalidateAll: () => void calls.all++,
  });
}

let lakes: TestLake[] = [];
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  for (const lake of lakes) await lake.stop();
  lakes = [];
});

const writerOf = (t: TestLake): SanityClient => t.client.withConfig({ token: t.lake.writeToken });

describe('following live updates (the lake’s Live Content API, through @sanity/client)', () => {
  it('passes on the sync tags a publish invalidates, the tags the page’s queries returned among them', async () => {
    const t = await startTestLake();
    lakes.push(t);
    const target = recorder();
    stop = followLiveUpdates(t.client, target, () => undefined).stop;
    const read = await t.client.fetch('*[_type == "post"]{title}', {}, { filterResponse: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const post = await t.client.fetch<{ _id: string }>('*[_type == "post"][0]{_id}');
    await writerOf(t).patch(post._id).set({ title: 'Changed' }).commit();
    await expect.poll(() => target.tags.flat()).toEqual(expect.arrayContaining(read.syncTags ?? ['none']));
    expect(target.all).toBe(0);
  });

  it('revalidates everything when the content service restarts, and after a lost connection', async () => {
    const t = await startTestLake();
    lakes.push(t);
    const target = recorder();
    const logs: string[] = [];
    stop = followLiveUpdates(t.client, target, (line) => logs.push(line)).stop;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.lake.reload();
    await expect.poll(() => target.all).toBe(1);

    // The service goes away and comes back on the same address: events may have been missed.
    const { port } = t.lake;
    await t.lake.close();
    const back = await startTestLake({ port }, t.dirs);
    lakes = [back];
    await expect.poll(() => target.all, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(logs.some((line) => /revalidating every page/.test(line))).toBe(true);
  });

  it('when the service says to go away (its connections used up), polls for changes, and takes the stream again later', async () => {
    // One live connection at most, taken by another reader first.
    const t = await startTestLake({ maxStreams: 1 });
    lakes.push(t);
    const other = t.client.live.events({ tag: 'another-reader' }).subscribe();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const target = recorder();
    const logs: string[] = [];
    stop = followLiveUpdates(t.client, target, (line) => logs.push(line), { pollIntervalMs: 200, retryStreamAfterMs: 1500 }).stop;
    await expect.poll(() => logs.join('\n')).toMatch(/asked the site to go away \(.*open event streams.*\); polling for changes/);

    // A publish while it polls: every page renders again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(target.all, 'nothing changed yet').toBe(0);
    const post = await t.client.fetch<{ _id: string }>('*[_type == "post"][0]{_id}');
    await writerOf(t).patch(post._id).set({ title: 'Changed while polling' }).commit();
    await expect.poll(() => target.all).toBe(1);

    // The connection free again: the stream is taken back, and what happened meanwhile is revalidated.
    other.unsubscribe();
    await expect.poll(() => logs.at(-1), { timeout: 5000 }).toMatch(/connected again/);
    await writerOf(t).patch(post._id).set({ title: 'Changed on the stream' }).commit();
    await expect.poll(() => target.tags.length).toBeGreaterThan(0);
  });
});
