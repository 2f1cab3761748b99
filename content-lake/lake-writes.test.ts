import type { ClientError, SanityClient } from '@sanity/client';
import { makePatches, stringifyPatches } from '@sanity/diff-match-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let writer: SanityClient;

beforeAll(async () => {
  t = await startTestLake();
  writer = t.client.withConfig({ token: t.lake.writeToken });
});
afterAll(() => t.stop());

const note = (id: string, extra: Record<string, unknown> = {}) => ({ _id: id, _type: 'note', title: 'Hello world', ...extra });

describe('creating, replacing and deleting through @sanity/client', () => {
  it('creates a document with _createdAt, _updatedAt and _rev, readable at once', async () => {
    const created = await writer.create(note('note-create'));
    expect(created).toMatchObject({ _id: 'note-create', _type: 'note', title: 'Hello world' });
    expect(created._createdAt).toBe(created._updatedAt);
    expect(created._rev).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(await t.client.fetch('*[_id == "note-create"][0].title')).toBe('Hello world');
  });

  it('answers 409 documentAlreadyExistsError for an id that exists', async () => {
    const error = await failure(writer.create(note('post-oud')));
    expect(error.statusCode).toBe(409);
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ error: { type: 'documentAlreadyExistsError', id: 'post-oud' }, index: 0 }],
    });
    expect(error.message).toMatch(/Document by ID "post-oud" already exists/);
  });

  it('makes an id when none is given, and after a prefix ending in a dot', async () => {
    const made = await writer.create({ _type: 'note', title: 'No id' });
    expect(made._id).toMatch(/^[0-9a-f-]{36}$/);
    const prefixed = await writer.create({ _id: 'drafts.', _type: 'note' });
    expect(prefixed._id).toMatch(/^drafts\.[0-9a-f-]{36}$/);
  });

  it('replaces with createOrReplace (keeping _createdAt) and leaves an existing document alone with createIfNotExists', async () => {
    const first = await writer.create(note('note-replace', { extra: true }));
    const replaced = await writer.createOrReplace({ _id: 'note-replace', _type: 'note', title: 'Replaced' });
    expect(replaced).not.toHaveProperty('extra');
    expect(replaced._createdAt).toBe(first._createdAt);
    expect(replaced._rev).not.toBe(first._rev);
    const kept = await writer.createIfNotExists({ _id: 'note-replace', _type: 'note', title: 'Ignored' });
    // Left as it was, with the transaction's revision, as in Sanity (every transaction is in the document's chain).
    expect(kept).toMatchObject({ title: 'Replaced', _createdAt: first._createdAt });
    expect(kept._rev).not.toBe(replaced._rev);
    const fresh = await writer.createIfNotExists({ _id: 'note-if-missing', _type: 'note', title: 'Fresh' });
    expect(fresh.title).toBe('Fresh');
  });

  it('deletes by id and by query', async () => {
    await writer.create(note('note-delete'));
    await writer.delete('note-delete');
    expect(await t.client.getDocument('note-delete')).toBeUndefined();
    await writer.create(note('note-batch-1', { batch: 'b' }));
    await writer.create(note('note-batch-2', { batch: 'b' }));
    const result = await writer.delete({ query: '*[_type == "note" && batch == $batch]', params: { batch: 'b' } });
    expect(result.results.map((item) => item.id).sort()).toEqual(['note-batch-1', 'note-batch-2']);
    expect(await t.client.fetch('count(*[batch == "b"])')).toBe(0);
  });
});

describe('patches', () => {
  const base = () =>
    writer.createOrReplace({
      _id: 'note-patch',
      _type: 'note',
      title: 'Hello world',
      count: 10,
      tags: ['a', 'b', 'c'],
      items: [
        { _key: 'k1', title: 'One' },
        { _key: 'k2', title: 'Two' },
      ],
      seo: { title: 'Old' },
    });

  it('sets, sets if missing and unsets, with nested and keyed paths', async () => {
    await base();
    const doc = await writer
      .patch('note-patch')
      .set({ 'seo.title': 'New', 'items[_key=="k2"].title': 'Second', 'items[0].title': 'First', 'deep.a.b': 1 })
      .setIfMissing({ title: 'Ignored', subtitle: 'Added' })
      .unset(['tags[1]', 'items[_key=="missing"]'])
      .commit();
    expect(doc).toMatchObject({ title: 'Hello world', subtitle: 'Added', seo: { title: 'New' }, deep: { a: { b: 1 } }, tags: ['a', 'c'] });
    expect(doc.items).toEqual([
      { _key: 'k1', title: 'First' },
      { _key: 'k2', title: 'Second' },
    ]);
  });

  it('increments and decrements numbers', async () => {
    await base();
    const doc = await writer.patch('note-patch').inc({ count: 5 }).dec({ count: 2 }).commit();
    expect(doc.count).toBe(13);
  });

  it('inserts before, after and in place of array items, by index and by key', async () => {
    await base();
    await writer
      .patch('note-patch')
      .insert('before', 'items[0]', [{ _key: 'k0', title: 'Zero' }])
      .commit();
    await writer
      .patch('note-patch')
      .insert('after', 'items[-1]', [{ _key: 'k3', title: 'Three' }])
      .commit();
    await writer
      .patch('note-patch')
      .insert('after', 'items[_key=="k1"]', [{ _key: 'k1b', title: 'One and a half' }])
      .commit();
    const doc = await writer
      .patch('note-patch')
      .insert('replace', 'items[_key=="k2"]', [{ _key: 'k2new', title: 'Two, again' }])
      .commit();
    expect(doc.items.map((item: { _key: string }) => item._key)).toEqual(['k0', 'k1', 'k1b', 'k2new', 'k3']);
    await writer.patch('note-patch').append('tags', ['d']).commit();
    const appended = await writer.patch('note-patch').prepend('tags', ['z']).commit();
    expect(appended.tags).toEqual(['z', 'a', 'b', 'c', 'd']);
  });

  it('applies a diff-match-patch to a string', async () => {
    await base();
    const patch = stringifyPatches(makePatches('Hello world', 'Hello, wide world'));
    const doc = await writer.patch('note-patch').diffMatchPatch({ title: patch }).commit();
    expect(doc.title).toBe('Hello, wide world');
  });

  it('refuses a patch on a stale revision with 409, and applies it on the current one', async () => {
    const current = await base();
    await writer.patch('note-patch').set({ title: 'Someone else' }).commit();
    const error = await failure(writer.patch('note-patch').ifRevisionId(current._rev).set({ title: 'Mine' }).commit());
    expect(error.statusCode).toBe(409);
    expect(error.details.items[0].error.type).toBe('documentRevisionIdDoesNotMatchDocument');
    expect((await t.client.getDocument('note-patch'))?.title).toBe('Someone else');
    const latest = (await t.client.getDocument('note-patch'))!;
    const mine = await writer.patch('note-patch').ifRevisionId(latest._rev).set({ title: 'Mine' }).commit();
    expect(mine.title).toBe('Mine');
  });

  it('answers 404 for a patch of a document that does not exist, and 400 for one that would change _type', async () => {
    expect((await failure(writer.patch('nowhere').set({ a: 1 }).commit())).statusCode).toBe(404);
    const error = await failure(writer.patch('note-patch').set({ _type: 'other' }).commit());
    expect(error.statusCode).toBe(400);
    expect(error.details.items[0].error.type).toBe('cannotModifyImmutableAttributeError');
  });
});

describe('transactions', () => {
  it('applies every mutation of a transaction, or none when one fails', async () => {
    const error = await failure(
      writer
        .transaction()
        .create(note('tx-a'))
        .patch('post-glass', (p) => p.set({ title: 'Changed' }))
        .create(note('post-oud'))
        .commit(),
    );
    expect(error.statusCode).toBe(409);
    expect(error.details.items[0].index).toBe(2);
    expect(await t.client.getDocument('tx-a')).toBeUndefined();
    expect((await t.client.getDocument('post-glass'))?.title).toBe('Flint Glass, Explained');

    const done = await writer
      .transaction()
      .create(note('tx-b'))
      .patch('tx-b', (p) => p.set({ title: 'Patched in the same transaction' }))
      .commit();
    expect(done.results).toEqual([{ id: 'tx-b', operation: 'create' }]);
    expect((await t.client.getDocument('tx-b'))?.title).toBe('Patched in the same transaction');
  });

  it('uses a given transaction id as the new revision, and answers ids or documents as asked', async () => {
    const result = await writer.mutate([{ create: note('tx-id') }], { transactionId: 'my-transaction-1', returnDocuments: false });
    expect(result).toMatchObject({ transactionId: 'my-transaction-1', documentIds: ['tx-id'] });
    expect((await t.client.getDocument('tx-id'))?._rev).toBe('my-transaction-1');
  });

  it('checks a dry run fully without writing anything', async () => {
    const dry = await writer.create(note('tx-dry'), { dryRun: true });
    expect(dry.title).toBe('Hello world');
    expect(await t.client.getDocument('tx-dry')).toBeUndefined();
    expect((await failure(writer.create(note('post-oud'), { dryRun: true }))).statusCode).toBe(409);
  });

  it('accepts every visibility, and refuses an unknown one', async () => {
    await writer.create(note('tx-async'), { visibility: 'async' });
    await writer.create(note('tx-deferred'), { visibility: 'deferred' });
    expect(await t.client.fetch('count(*[_id in ["tx-async", "tx-deferred"]])')).toBe(2);
    const error = await failure(writer.create(note('tx-bad'), { visibility: 'later' as 'sync' }));
    expect(error.statusCode).toBe(400);
  });

  it('adds _key to array items when asked', async () => {
    const doc = await writer.create(note('tx-keys', { items: [{ title: 'no key' }] }), { autoGenerateArrayKeys: true });
    expect((doc as unknown as { items: { _key: string }[] }).items[0]!._key).toMatch(/^[0-9a-f]{12}$/);
  });

  it('answers concurrent writers in the order they were staged, each seeing the last', async () => {
    await writer.create(note('tx-counter', { count: 0 }));
    await Promise.all(Array.from({ length: 20 }, () => writer.patch('tx-counter').inc({ count: 1 }).commit()));
    expect((await t.client.getDocument('tx-counter'))?.count).toBe(20);
  });
});

describe('who may write', () => {
  it('answers 401 without a token and 403 with the read token, for every kind of write', async () => {
    const reader = t.client.withConfig({ token: t.lake.readToken });
    expect((await failure(t.client.create(note('anon')))).statusCode).toBe(401);
    expect((await failure(t.client.patch('post-oud').set({ title: 'x' }).commit())).statusCode).toBe(401);
    expect((await failure(reader.create(note('reader')))).statusCode).toBe(403);
    expect((await failure(reader.delete('post-oud'))).statusCode).toBe(403);
    expect((await t.client.getDocument('post-oud'))?.title).toBe('The Quiet Return of Oud');
  });

  it('keeps enquiries private: readable with a token only, refused under a public id', async () => {
    await writer.create({ _id: 'enquiry.first', _type: 'enquiry', name: 'Iris Vale', email: 'iris@example.com' });
    expect(await t.client.withConfig({ token: t.lake.readToken }).fetch('*[_type == "enquiry"]._id')).toContain('enquiry.first');
    expect(await t.client.fetch('*[_type == "enquiry"]')).toEqual([]);
    expect(await t.client.getDocument('enquiry.first')).toBeUndefined();
    const error: ClientError = await failure(writer.create({ _id: 'public-enquiry', _type: 'enquiry', name: 'Oops' }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/needs a private id/);
  });

  it('creates an enquiry once for one idempotency key (createIfNotExists)', async () => {
    const first = await writer.createIfNotExists({ _id: 'enquiry.key-123', _type: 'enquiry', message: 'First' });
    const again = await writer.createIfNotExists({ _id: 'enquiry.key-123', _type: 'enquiry', message: 'Second' });
    expect(again).toMatchObject({ message: 'First', _createdAt: first._createdAt });
  });
});
