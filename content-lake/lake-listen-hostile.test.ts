/**
 * Listeners that try to learn about private documents, or to slow the lake
 * down, through their filter (listen-filter.ts): a listener's filter sees one
 * document at a time, as Sanity's does.
 */
import type { MutationEvent, SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let writer: SanityClient;

beforeAll(async () => {
  t = await startTestLake();
  writer = t.client.withConfig({ token: t.lake.writeToken });
});
afterAll(() => t.stop());

type Event = MutationEvent | { type: 'welcome' };

/** Opens an anonymous listener and says what it learns of the next publish of a post: refused (and why), heard or silent. */
async function outcome(filter: string, params: Record<string, unknown> = {}): Promise<string> {
  const events = collect<Event>(t.client.listen(filter, params, { events: ['welcome', 'mutation'] }));
  try {
    const opened = await Promise.race([
      events.take((event) => event.type === 'welcome').then(() => true),
      expect
        .poll(() => events.error, { timeout: 3000 })
        .toBeDefined()
        .then(() => false),
    ]);
    if (!opened) return `refused: ${(events.error as Error).message}`;
    await writer.createOrReplace({ _id: 'post-oracle', _type: 'post', title: `Published at ${Date.now()}` });
    return await events
      .take((event) => event.type === 'mutation' && event.documentId === 'post-oracle', 1000)
      .then(
        () => 'heard',
        () => 'silent',
      );
  } finally {
    events.stop();
  }
}

describe('a listener without a token', () => {
  it('learns nothing from a filter that looks into private documents: the same refusal whether they exist or not', async () => {
    const oracle = '*[_type == "post" && count(*[_type == "enquiry" && email match "alice*"]) > 0]';
    const before = await outcome(oracle);
    await writer.create({ _id: 'enquiry.alice', _type: 'enquiry', name: 'Alice', email: 'alice@example.com', message: 'Hello' });
    const after = await outcome(oracle);
    expect(after).toBe(before);
    expect(before).toMatch(/^refused: .*one document at a time/);
  });

  it('learns nothing from the health check either: it counts no documents', async () => {
    const before = await (await fetch(`${t.lake.url}/health`)).json();
    await writer.create({ _id: 'enquiry.bob', _type: 'enquiry', name: 'Bob', email: 'bob@example.com', message: 'Hello' });
    expect(await (await fetch(`${t.lake.url}/health`)).json()).toEqual(before);
    expect(before).toEqual({ ok: true });
  });

  it('is refused a dereference and a parent scope in its filter, with a message that says why', async () => {
    expect(await outcome('*[_type == "post" && author->name == "Ada Marlow"]')).toMatch(/^refused: .*->/);
    expect(await outcome('*[_type == "post" && count(tags[@ == ^.title]) > 0]')).toMatch(/^refused: .*\^/);
  });

  it('still hears a publish through the filters the Studio and the site send', async () => {
    expect(await outcome('*')).toBe('heard');
    expect(await outcome('*[_type == "post"]')).toBe('heard');
    expect(await outcome('*[_id in $ids]', { ids: ['post-oracle', 'drafts.post-oracle'] })).toBe('heard');
    expect(await outcome('*[_id == $id]', { id: 'post-oracle' })).toBe('heard');
    expect(await outcome('*[!(_id in path("_.**"))]')).toBe('heard');
    expect(await outcome('*[_type == "post" && !references($id)]', { id: 'author-ada' })).toBe('heard');
    expect(await outcome('*[_type == "post" && title match "publish*"]')).toBe('heard');
  });

  it('hears about a document that refers to another (references() reads the one document)', async () => {
    const events = collect<Event>(t.client.listen('*[references($id)]', { id: 'author-ada' }, { events: ['welcome', 'mutation'] }));
    try {
      await events.take((event) => event.type === 'welcome');
      await writer.createOrReplace({ _id: 'post-by-nobody', _type: 'post' });
      await writer.createOrReplace({ _id: 'post-by-ada', _type: 'post', author: { _type: 'reference', _ref: 'author-ada' } });
      expect(((await events.take((event) => event.type === 'mutation')) as MutationEvent).documentId).toBe('post-by-ada');
    } finally {
      events.stop();
    }
  });

  it('is refused a match or path() pattern that would take the lake seconds to try', async () => {
    expect(await outcome('*[title match "*.*.*.*.*.*~"]')).toMatch(/^refused: .*one \*/);
    expect(await outcome('*[_id in path("**.**.**.**.**.~")]')).toMatch(/^refused: .*one \*/);
    expect(await outcome('*[title match title]')).toMatch(/^refused: .*fixed pattern/);
    const words = Array.from({ length: 17 }, (_, i) => `w${i}*`).join(' ');
    expect(await outcome('*[title match $words]', { words })).toMatch(/^refused: .*at most 16 words/);
  });
});

describe('writes with hostile listeners open', () => {
  /** The median time of a few writes of a post with a text body, in ms. */
  async function writeTime(): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      await writer.createOrReplace({
        _id: 'post-timed',
        _type: 'post',
        title: `Pneumonoultramicroscopicsilicovolcanoconiosis, take ${i}`,
        body: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'Notes on flint glass and oud. '.repeat(40) }] }],
      });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[5]!;
  }

  it('stay about as quick as without them', async () => {
    // Enough documents that a filter of the whole dataset, run for every listener at every write, shows.
    const filler = writer.transaction();
    for (let i = 0; i < 300; i++) filler.createOrReplace({ _id: `filler-${i}`, _type: i % 2 ? 'note' : 'pair', title: `Filler ${i}` });
    await filler.commit();
    await writeTime();
    const quiet = await writeTime();

    const words = Array.from({ length: 16 }, (_, i) => `w${i}*`).join(' ');
    const ids = Array.from({ length: 400 }, (_, i) => `post-${i}`);
    const hostile: [string, Record<string, unknown>][] = [
      ['*[count(*[count(*[_type == ^._type]) > 1]) > 0]', {}],
      ['*[_type == "post" && count(*[_type == "pair" && title match "filler*"]) > 100]', {}],
      ['*[author->name == "Ada Marlow" || count(*[references(^._id)]) > 0]', {}],
      ['*[title match "*.*.*.*.*.*~"]', {}],
      ['*[_id in path("**.**.**.**.**.~")]', {}],
      ['*[pt::text(body) match $words]', { words }],
      ['*[_id in $ids || references($ids)]', { ids }],
      ['*[title match $words && _type == "post" && defined(body) && !(_id in path("drafts.**"))]', { words }],
    ];
    const listeners = Array.from({ length: 20 }, (_, i) => {
      const [filter, params] = hostile[i % hostile.length]!;
      return collect<Event>(t.client.listen(filter, params, { events: ['welcome', 'mutation'] }));
    });
    try {
      for (const listener of listeners) {
        await expect.poll(() => listener.error ?? listener.received.some((event) => event.type === 'welcome')).toBeTruthy();
      }
      const busy = await writeTime();
      expect(busy).toBeLessThan(Math.max(2 * quiet, quiet + 15));
    } finally {
      for (const listener of listeners) listener.stop();
    }
  });
});
