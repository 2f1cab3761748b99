/**
 * The documents' history the Studio reads for "review changes" and its
 * timeline (history.ts), built from the journal; listen events with mendoza
 * effects; `text::query` in the Studio's lists and search.
 */
import type { MutationEvent, SanityClient } from '@sanity/client';
import { rm } from 'node:fs/promises';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, failure, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let writer: SanityClient;
let dirs: TestLake['dirs'];

beforeAll(async () => {
  t = await startTestLake();
  dirs = t.dirs;
  writer = t.client.withConfig({ token: t.lake.writeToken, apiVersion: '2025-02-19' });
});
afterAll(async () => {
  await t.stop();
  // The restart below keeps the first lake's folders.
  for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
});

interface Transaction {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
}

async function history<T>(path: string, client = writer): Promise<T> {
  return client.request<T>({ url: `/data/history/production/${path}` });
}

async function historyOf(client: SanityClient, path: string): Promise<Record<string, unknown>[]> {
  return (await client.request<{ documents: Record<string, unknown>[] }>({ url: `/data/history/production/${path}` })).documents;
}

async function transactions(ids: string, query = ''): Promise<Transaction[]> {
  const response = await fetch(`${t.lake.url}/v2025-02-19/data/history/production/transactions/${ids}?effectFormat=mendoza${query}`, {
    headers: { Authorization: `Bearer ${t.lake.writeToken}` },
  });
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Transaction);
}

/** A draft created, edited and published through the actions API, as the Studio does it. */
async function draftEditPublish(id: string): Promise<string[]> {
  const created = await writer.action({
    actionType: 'sanity.action.document.create',
    publishedId: id,
    attributes: { _id: `drafts.${id}`, _type: 'note', title: 'One', kept: true },
    ifExists: 'fail',
  });
  const edited = await writer.action({
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${id}`,
    publishedId: id,
    patch: { set: { title: 'Two' }, unset: ['kept'] },
  });
  const published = await writer.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id });
  return [created.transactionId, edited.transactionId, published.transactionId];
}

describe('the history API', () => {
  it('gives documents as they were at a revision, at a time, and as they last existed', async () => {
    const [created, edited, published] = await draftEditPublish('note-h1');
    const at = async (query: string) =>
      (await history<{ documents: { _id: string; title: string }[] }>(`documents/note-h1,drafts.note-h1?${query}`)).documents;

    expect(await at(`revision=${created}`)).toEqual([
      expect.objectContaining({ _id: 'drafts.note-h1', title: 'One', kept: true, _rev: created }),
    ]);
    expect(await at(`revision=${edited}`)).toEqual([expect.objectContaining({ _id: 'drafts.note-h1', title: 'Two', _rev: edited })]);
    expect(await at(`revision=${published}`)).toEqual([expect.objectContaining({ _id: 'note-h1', title: 'Two', _rev: published })]);

    const { timestamp } = (await transactions('drafts.note-h1'))[0]!;
    expect(await at(`time=${timestamp}`)).toEqual([expect.objectContaining({ _id: 'drafts.note-h1', title: 'One' })]);

    await writer.action({ actionType: 'sanity.action.document.delete', publishedId: 'note-h1', includeDrafts: [] });
    expect(await writer.getDocument('note-h1')).toBeUndefined();
    // A deleted document can be restored from its last revision.
    expect(await at('lastRevision=true')).toEqual([
      expect.objectContaining({ _id: 'note-h1', title: 'Two' }),
      expect.objectContaining({ _id: 'drafts.note-h1', title: 'Two' }),
    ]);
  });

  it('lists the transactions with mendoza effects that rebuild every revision, oldest first', async () => {
    await draftEditPublish('note-h2');
    const list = await transactions('drafts.note-h2', '&includeIdentifiedDocumentsOnly=true');
    expect(list).toHaveLength(3);
    expect(list.map((tx) => tx.author)).toEqual(['lake-write-token', 'lake-write-token', 'lake-write-token']);
    // Applying each effect in turn gives each revision; reverting goes back.
    let document: unknown = null;
    const states: unknown[] = [];
    for (const tx of list) {
      expect(Object.keys(tx.effects)).toEqual(['drafts.note-h2']);
      const before = document;
      document = applyPatch(document, tx.effects['drafts.note-h2']!.apply);
      expect(applyPatch(document, tx.effects['drafts.note-h2']!.revert)).toEqual(before);
      states.push(document);
    }
    expect(states[0]).toMatchObject({ title: 'One', kept: true });
    expect(states[1]).toMatchObject({ title: 'Two' });
    expect(states[1]).not.toHaveProperty('kept');
    expect(states[2]).toBeNull();

    // From a transaction on (the Studio asks from the draft's creation), newest first, or a page of them.
    expect((await transactions('drafts.note-h2', `&fromTransaction=${list[1]!.id}`)).map((tx) => tx.id)).toEqual([
      list[1]!.id,
      list[2]!.id,
    ]);
    expect((await transactions('drafts.note-h2', '&reverse=true&limit=1')).map((tx) => tx.id)).toEqual([list[2]!.id]);
    // Without includeIdentifiedDocumentsOnly the publish tells both documents it changed.
    expect(Object.keys((await transactions('drafts.note-h2'))[2]!.effects).sort()).toEqual(['drafts.note-h2', 'note-h2']);
  });

  it("tells a document's life as events, newest first: created as a draft, published, deleted", async () => {
    const [created, edited, published] = await draftEditPublish('note-h3');
    const events = async () =>
      (await history<{ events: Record<string, { type: string }[]> }>('events/documents/drafts.note-h3')).events['drafts.note-h3'];
    expect(await events()).toEqual([
      expect.objectContaining({ type: 'publishDocumentVersion', documentId: 'note-h3', revisionId: published, versionRevisionId: edited }),
      expect.objectContaining({
        type: 'createDocumentVersion',
        documentId: 'note-h3',
        versionId: 'drafts.note-h3',
        versionRevisionId: created,
      }),
    ]);
    await writer.action({ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.note-h3', publishedId: 'note-h3' });
    await writer.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.note-h3' });
    expect((await events())?.map((event) => event.type)).toEqual([
      'deleteDocumentVersion',
      'unpublishDocument',
      'publishDocumentVersion',
      'createDocumentVersion',
    ]);
  });

  it('keeps the history across a restart (read back from the journal)', async () => {
    const [created] = await draftEditPublish('note-h4');
    await t.lake.close();
    t = await startTestLake({}, t.dirs);
    writer = t.client.withConfig({ token: t.lake.writeToken, apiVersion: '2025-02-19' });
    const { documents } = await history<{ documents: { title: string }[] }>(`documents/drafts.note-h4?revision=${created}`);
    expect(documents).toEqual([expect.objectContaining({ title: 'One' })]);
    expect(await transactions('drafts.note-h4')).toHaveLength(3);
  });

  it('gives a document edited before the journal began as it is, with no events', async () => {
    const { documents } = await history<{ documents: { _id: string }[] }>('documents/post-glass?revision=unknown');
    expect(documents).toEqual([expect.objectContaining({ _id: 'post-glass', title: 'Flint Glass, Explained' })]);
    expect((await history<{ events: Record<string, unknown[]> }>('events/documents/post-glass')).events['post-glass']).toEqual([]);
  });

  it('indexes the most recent transactions only: older ones become the starting point', async () => {
    const small = await startTestLake({ historySize: 3 });
    try {
      const client = small.client.withConfig({ token: small.lake.writeToken, apiVersion: '2025-02-19' });
      for (let n = 1; n <= 5; n++) await client.createOrReplace({ _id: 'note-small', _type: 'note', n });
      const response = await fetch(`${small.lake.url}/v2025-02-19/data/history/production/transactions/note-small?effectFormat=mendoza`, {
        headers: { Authorization: `Bearer ${small.lake.writeToken}` },
      });
      const list = (await response.text())
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Transaction);
      expect(list).toHaveLength(3);
      // The first indexed change starts from the document as the forgotten transactions left it.
      const third = (await historyOf(client, `documents/note-small?revision=${list[0]!.id}`))[0];
      expect(third).toMatchObject({ n: 3 });
      expect(applyPatch(third, list[0]!.effects['note-small']!.revert)).toMatchObject({ n: 2 });
      expect(await historyOf(client, `documents/note-small?revision=${list[2]!.id}`)).toEqual([expect.objectContaining({ n: 5 })]);
    } finally {
      await small.stop();
    }
  });

  it('is for token holders only, and says what is wrong with a request', async () => {
    expect((await failure(history('documents/post-glass?revision=x', t.client))).statusCode).toBe(401);
    const missing = await failure(history('documents/post-glass'));
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toContain('revision');
  });
});

describe('listen with mendoza effects', () => {
  it("gives each change as a patch from the previous revision to the new one, as the Studio's document store applies it", async () => {
    const events = collect<MutationEvent | { type: 'welcome' }>(
      writer.listen('*[_id == "note-m"]', {}, { events: ['welcome', 'mutation'], effectFormat: 'mendoza', includeResult: false }),
    );
    try {
      await events.take((event) => event.type === 'welcome');
      await writer.create({ _id: 'note-m', _type: 'note', title: 'First', tags: ['a'], gone: 1 });
      const first = (await events.take((event) => event.type === 'mutation')) as MutationEvent & { effects: { apply: unknown[] } };
      let document = applyPatch(null, first.effects.apply);
      await writer.patch('note-m').set({ title: 'Second', 'tags[0]': 'b' }).unset(['gone']).commit();
      const second = (await events.take((event) => event.type === 'mutation')) as MutationEvent & { effects: { apply: unknown[] } };
      document = applyPatch(document, second.effects.apply);
      expect(document).toEqual(await writer.getDocument('note-m'));
    } finally {
      events.stop();
    }
  });
});

describe('text::query', () => {
  it('finds by words, prefixes and phrases, leaves out words after a minus, and matches everything for *', async () => {
    const ids = (search: string) =>
      t.client.fetch<string[]>('*[_type == "post" && [title, _id] match text::query($search)] | order(_id)._id', { search });
    expect(await ids('*')).toEqual(['post-glass', 'post-oud']);
    expect(await ids('flin*')).toEqual(['post-glass']);
    expect(await ids('"return of" -glass')).toEqual(['post-oud']);
    expect(await ids('return -oud')).toEqual([]);
  });
});
