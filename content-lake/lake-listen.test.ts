import type { MutationEvent, SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, openEventStream, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let writer: SanityClient;

beforeAll(async () => {
  t = await startTestLake({ heartbeatMs: 100 });
  writer = t.client.withConfig({ token: t.lake.writeToken });
});
afterAll(() => t.stop());

type Event = MutationEvent | { type: 'welcome' } | { type: 'reconnect' };
const isMutation = (id: string) => (event: Event) => event.type === 'mutation' && (event as MutationEvent).documentId === id;

describe('client.listen()', () => {
  it('tells a listener with the token about matching documents appearing, changing and disappearing', async () => {
    const events = collect<Event>(
      t.client
        .withConfig({ token: t.lake.readToken })
        .listen('*[_type == "note" && published == true]', {}, { events: ['welcome', 'mutation'], includePreviousRevision: true }),
    );
    try {
      await events.take((event) => event.type === 'welcome');
      const created = await writer.create({ _id: 'note-listen', _type: 'note', published: true, title: 'First' });
      const appear = (await events.take(isMutation('note-listen'))) as MutationEvent;
      expect(appear).toMatchObject({
        transition: 'appear',
        result: { title: 'First' },
        previous: null,
        resultRev: created._rev,
        visibility: 'query',
      });
      expect(appear.mutations).toEqual([{ create: expect.objectContaining({ _id: 'note-listen' }) }]);
      expect(appear.eventId).toBe(`${appear.transactionId}#note-listen`);

      await writer.patch('note-listen').set({ title: 'Second' }).commit();
      const update = (await events.take(isMutation('note-listen'))) as MutationEvent;
      expect(update).toMatchObject({
        transition: 'update',
        result: { title: 'Second' },
        previous: { title: 'First' },
        previousRev: created._rev,
      });

      await writer.create({ _id: 'post-listen', _type: 'post', title: 'Not a note' });
      await writer.patch('note-listen').set({ published: false }).commit();
      const leave = (await events.take(isMutation('note-listen'))) as MutationEvent;
      expect(leave.transition).toBe('disappear');
      expect(events.received.some((event) => (event as MutationEvent).documentId === 'post-listen')).toBe(false);
    } finally {
      events.stop();
    }
  });

  it("tells of a transaction that leaves the document as it was, with the transaction's revision (the Studio waits for its own)", async () => {
    const events = collect<Event>(
      t.client
        .withConfig({ token: t.lake.readToken })
        .listen('*[_id == "drafts.note-same"]', {}, { events: ['welcome', 'mutation'], effectFormat: 'mendoza', includeResult: false }),
    );
    try {
      await events.take((event) => event.type === 'welcome');
      const created = await writer.create({ _id: 'drafts.note-same', _type: 'note', title: 'Kept' });
      await events.take(isMutation('drafts.note-same'));
      // What the Studio sends when an edit turns out to change nothing: an unset of a field that is not there.
      const { transactionId } = await writer
        .transaction()
        .patch('drafts.note-same', (patch) => patch.unset(['_empty_action_guard_pseudo_field_']).setIfMissing({ title: 'Other' }))
        .commit({ visibility: 'sync' });
      const heard = (await events.take(isMutation('drafts.note-same'))) as MutationEvent;
      expect(heard).toMatchObject({ transactionId, previousRev: created._rev, resultRev: transactionId, transition: 'update' });
      expect(await t.client.withConfig({ token: t.lake.readToken }).getDocument('drafts.note-same')).toMatchObject({
        title: 'Kept',
        _rev: transactionId,
      });
    } finally {
      events.stop();
    }
  });

  it('counts the events of one transaction', async () => {
    const events = collect<Event>(
      t.client.withConfig({ token: t.lake.readToken }).listen('*[_type == "pair"]', {}, { events: ['welcome', 'mutation'] }),
    );
    try {
      await events.take((event) => event.type === 'welcome');
      await writer.transaction().create({ _id: 'pair-a', _type: 'pair' }).create({ _id: 'pair-b', _type: 'pair' }).commit();
      const [a, b] = [
        (await events.take(isMutation('pair-a'))) as MutationEvent,
        (await events.take(isMutation('pair-b'))) as MutationEvent,
      ];
      expect([a.transactionTotalEvents, a.transactionCurrentEvent, b.transactionCurrentEvent]).toEqual([2, 0, 1]);
      expect(a.transactionId).toBe(b.transactionId);
    } finally {
      events.stop();
    }
  });

  it('tells a listener without a token about a publish, and nothing about drafts', async () => {
    const events = collect<Event>(t.client.listen('*[_type == "post"]', {}, { events: ['welcome', 'mutation'] }));
    try {
      await events.take((event) => event.type === 'welcome');
      await writer.patch('drafts.post-oud').set({ title: 'Draft only' }).commit();
      await writer.createOrReplace({ _id: 'post-oud', _type: 'post', title: 'Published now' });
      const first = (await events.take((event) => event.type === 'mutation')) as MutationEvent;
      expect(first.documentId).toBe('post-oud');
      expect(first.result?.title).toBe('Published now');
      expect(events.received).toEqual([]);
    } finally {
      events.stop();
    }
  });

  it('refuses a filter that follows a reference, even with a token, as Sanity does', async () => {
    const events = collect<Event>(
      t.client
        .withConfig({ token: t.lake.readToken })
        .listen('*[_type == "post" && author->name == "Ada Marlow"]', {}, { events: ['welcome', 'mutation'] }),
    );
    await expect.poll(() => events.error).toBeDefined();
    expect(String((events.error as Error).message)).toMatch(
      /one document at a time, as in Sanity: it may not hold a reference followed with ->/,
    );
  });

  it('answers a query that is not a filter with a channel error the client raises', async () => {
    const events = collect<Event>(t.client.listen('count(*[_type == "post"])', {}, { events: ['welcome', 'mutation'] }));
    await expect.poll(() => events.error).toBeDefined();
    expect(String((events.error as Error).message)).toMatch(/must be a filter of the whole dataset/);
  });

  it('ignores a projection and an order after the filter, as Sanity does (the Studio lists releases so)', async () => {
    const events = collect<Event>(
      t.client
        .withConfig({ token: t.lake.readToken })
        .listen(
          '*[_type == "note" && title == "Projected"]{_id, "label": title} | order(_createdAt desc)',
          {},
          { events: ['welcome', 'mutation'] },
        ),
    );
    try {
      await events.take((event) => event.type === 'welcome');
      await writer.create({ _id: 'note-projected', _type: 'note', title: 'Projected' });
      // The event carries the document itself: the projection is not applied.
      expect(await events.take(isMutation('note-projected'))).toMatchObject({ transition: 'appear', result: { title: 'Projected' } });
    } finally {
      events.stop();
    }
  });

  it('keeps an idle stream alive with heartbeat comments', async () => {
    const stream = await openEventStream(
      `${t.lake.url}/v2023-05-03/data/listen/production?query=${encodeURIComponent('*[_type == "nothing"]')}`,
    );
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBe('welcome');
      expect((await stream.next(1000)).event).toBe('comment');
    } finally {
      stream.close();
    }
  });
});
