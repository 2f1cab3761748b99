import { connect } from 'node:net';
import type { LiveEvent, SanityClient, SyncTag } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, openEventStream, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let writer: SanityClient;
let eventsUrl: string;

beforeAll(async () => {
  t = await startTestLake();
  writer = t.client.withConfig({ token: t.lake.writeToken });
  eventsUrl = `${t.lake.url}/v2021-03-25/data/live/events/production`;
});
afterAll(() => t.stop());

async function tagsOf(query: string, params: Record<string, unknown> = {}, client: SanityClient = t.client): Promise<SyncTag[]> {
  const response = await client.fetch(query, params, { filterResponse: false });
  expect(response.syncTags?.length).toBeGreaterThan(0);
  return response.syncTags!;
}

const hits = (tags: SyncTag[]) => (event: LiveEvent) => event.type === 'message' && event.tags.some((tag) => tags.includes(tag));
const anyMessage = (event: LiveEvent) => event.type === 'message';

async function liveEvents(client: SanityClient = t.client, options: { includeDrafts?: boolean; tag?: string } = {}) {
  const events = collect<LiveEvent>(client.live.events(options));
  await events.take((event) => event.type === 'welcome');
  return events;
}

describe('sync tags in query answers', () => {
  it('answers every query with opaque s1: tags', async () => {
    const tags = await tagsOf('*[_type == "post"]{title}');
    for (const tag of tags) expect(tag).toMatch(/^s1:[A-Za-z0-9_-]+$/);
  });
});

describe('client.live.events()', () => {
  it('names the tags of the queries a publish invalidates, and not those of unrelated queries', async () => {
    const [posts, post, faq] = await Promise.all([
      tagsOf('*[_type == "post"] | order(publishedAt desc){title}'),
      tagsOf('*[_type == "post" && slug.current == $slug][0]', { slug: 'flint-glass-explained' }),
      tagsOf('*[_type == "faqItem"]{question}'),
    ]);
    const events = await liveEvents(t.client, { tag: 'publish' });
    try {
      await writer.patch('post-glass').set({ title: 'Flint Glass, Explained Again' }).commit();
      const message = await events.take(anyMessage);
      expect(hits(posts)(message)).toBe(true);
      expect(hits(post)(message)).toBe(true);
      expect(hits(faq)(message)).toBe(false);
      // The client refetches on the message and sees the change.
      expect(await t.client.fetch('*[_id == "post-glass"][0].title')).toBe('Flint Glass, Explained Again');
    } finally {
      events.stop();
    }
  });

  it('invalidates a listing when a new document of its type appears', async () => {
    const posts = await tagsOf('*[_type == "post"]._id');
    const events = await liveEvents(t.client, { tag: 'new' });
    try {
      await writer.create({ _id: 'post-fresh', _type: 'post', title: 'Fresh' });
      expect(hits(posts)(await events.take(anyMessage))).toBe(true);
    } finally {
      events.stop();
    }
  });

  it('invalidates a query through a document it dereferenced, and a query the lake cannot narrow through any write', async () => {
    const withAuthor = await tagsOf('*[_id == "post-oud"][0]{title, "author": author->name}');
    const everything = await tagsOf('count(*)');
    const events = await liveEvents(t.client, { tag: 'deref' });
    try {
      await writer.patch('author-ada').set({ name: 'Ada M. Marlow' }).commit();
      const message = await events.take(anyMessage);
      expect(hits(withAuthor)(message)).toBe(true);
      expect(hits(everything)(message)).toBe(true);
      await writer.patch('testimonial-1').set({ quote: 'Still impeccable.' }).commit();
      const other = await events.take(anyMessage);
      expect(hits(everything)(other)).toBe(true);
      expect(hits(withAuthor)(other)).toBe(false);
    } finally {
      events.stop();
    }
  });

  it('tells about drafts only a client with includeDrafts and a token, with the tags of draft queries', async () => {
    const reader = t.client.withConfig({ token: t.lake.readToken });
    const published = await tagsOf('*[_type == "post"]{title}');
    const drafts = await tagsOf('*[_type == "post"]{title}', {}, reader.withConfig({ perspective: 'drafts' }));
    const publicEvents = await liveEvents(t.client, { tag: 'public-drafts' });
    const draftEvents = await liveEvents(reader, { includeDrafts: true, tag: 'drafts' });
    try {
      await writer.patch('drafts.post-oud').set({ title: 'A draft nobody may see' }).commit();
      const draftMessage = await draftEvents.take(anyMessage);
      expect(hits(drafts)(draftMessage)).toBe(true);
      expect(hits(published)(draftMessage)).toBe(false);
      // The public stream heard nothing: its next message is the publish that follows.
      await writer.patch('post-oud').set({ title: 'Published' }).commit();
      expect(hits(published)(await publicEvents.take(anyMessage))).toBe(true);
      expect(publicEvents.received.filter(anyMessage)).toEqual([]);
    } finally {
      publicEvents.stop();
      draftEvents.stop();
    }
    const refused = await openEventStream(`${eventsUrl}?includeDrafts=true`);
    expect(refused.status).toBe(401);
  });

  it('tells every client to restart when the lake reloads its dataset', async () => {
    const events = await liveEvents(t.client, { tag: 'reload' });
    try {
      await t.lake.reload();
      expect((await events.take((event) => event.type === 'restart')).type).toBe('restart');
    } finally {
      events.stop();
    }
  });
});

describe('resuming with Last-Event-ID', () => {
  it('replays what a client missed, and answers restart for a position it no longer has', async () => {
    const first = await openEventStream(eventsUrl);
    expect((await first.next()).event).toBe('welcome');
    await writer.patch('testimonial-1').set({ displayOrder: 5 }).commit();
    const seen = await first.next();
    expect(seen.event).toBe('message');
    first.close();

    await writer.patch('testimonial-1').set({ displayOrder: 6 }).commit();
    await writer.patch('logo-1').set({ displayOrder: 7 }).commit();
    const resumed = await openEventStream(eventsUrl, { 'Last-Event-ID': seen.id! });
    try {
      expect((await resumed.next()).event).toBe('welcome');
      const missed = [await resumed.next(), await resumed.next()];
      expect(missed.map((event) => event.event)).toEqual(['message', 'message']);
      expect(missed[0]!.id! > seen.id! && missed[1]!.id! > missed[0]!.id!).toBe(true);
    } finally {
      resumed.close();
    }

    const lost = await openEventStream(eventsUrl, { 'Last-Event-ID': 'from-another-run.1' });
    try {
      expect((await lost.next()).event).toBe('restart');
    } finally {
      lost.close();
    }
  });
});

describe('bounds', () => {
  it('caps open streams per client (429) and in total (goaway, as Sanity says when its connections are used up)', async () => {
    const capped = await startTestLake({ maxStreamsPerClient: 2, maxStreams: 10, workers: 1 });
    const total = await startTestLake({ maxStreamsPerClient: 10, maxStreams: 2, workers: 1 });
    const open: Awaited<ReturnType<typeof openEventStream>>[] = [];
    try {
      const url = (lake: TestLake) => `${lake.lake.url}/v2021-03-25/data/live/events/production`;
      for (const lake of [capped, total]) for (let i = 0; i < 2; i++) open.push(await openEventStream(url(lake)));
      expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
      const third = await fetch(url(capped), { headers: { Accept: 'text/event-stream' } });
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ error: { type: 'tooManyStreams' } });
      const over = await fetch(url(total), { headers: { Accept: 'text/event-stream' } });
      expect(over.status).toBe(200);
      expect(await over.text()).toMatch(
        /^event: goaway\nid: [^\n]+\ndata: \{"reason":"The content lake has 2 open event streams, its limit; try again later"\}\n\n$/,
      );
      // A closed stream frees its place.
      open.shift()!.close();
      await expect.poll(async () => (await openEventStream(url(capped))).status).toBe(200);
    } finally {
      for (const stream of open) stream.close();
      await capped.stop();
      await total.stop();
    }
  });

  it('drops a client that stops reading instead of buffering for it', async () => {
    const slow = await startTestLake({ maxStreamBufferBytes: 64 * 1024, workers: 1 });
    const socket = connect(slow.lake.port, '127.0.0.1');
    try {
      const query = encodeURIComponent('*[_type == "big"]');
      socket.write(
        `GET /v2023-05-03/data/listen/production?query=${query}&includeResult=true HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${slow.lake.readToken}\r\nAccept: text/event-stream\r\n\r\n`,
      );
      await new Promise((resolve) => socket.once('data', resolve));
      socket.pause();
      const closed = new Promise((resolve) => socket.once('close', resolve));
      const writer = slow.client.withConfig({ token: slow.lake.writeToken });
      const body = 'x'.repeat(200 * 1024);
      // Each event carries the document; the socket's buffers fill, then the lake's own.
      for (let i = 0; i < 60 && !slow.logs.some((line) => line.includes('dropped')); i++) {
        await writer.createOrReplace({ _id: `big-${i % 3}`, _type: 'big', body, i });
      }
      expect(slow.logs.some((line) => /warn listen stream to .* dropped: its client reads too slowly/.test(line))).toBe(true);
      socket.resume();
      await closed;
    } finally {
      socket.destroy();
      await slow.stop();
    }
  });
});
