import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let editor: SanityClient;
let reader: SanityClient;

beforeAll(async () => {
  t = await startTestLake();
  // The actions API exists from API version 2024-05-23, as the Studio uses it.
  editor = t.client.withConfig({ token: t.lake.writeToken, apiVersion: '2025-02-19' });
  reader = t.client.withConfig({ token: t.lake.readToken, perspective: 'raw' });
});
afterAll(() => t.stop());

const createDraft = (publishedId: string, title: string) =>
  editor.action({
    actionType: 'sanity.action.document.create',
    publishedId,
    attributes: { _id: `drafts.${publishedId}`, _type: 'article', title },
    ifExists: 'fail',
  });

describe('document actions', () => {
  it('creates a draft, edits it (also starting one from the published document) and publishes it atomically', async () => {
    await createDraft('article-1', 'Draft title');
    expect(await t.client.getDocument('article-1')).toBeUndefined();
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.article-1',
      publishedId: 'article-1',
      patch: { set: { title: 'Edited' } },
    });
    const draft = await reader.getDocument('drafts.article-1');
    expect(draft?.title).toBe('Edited');

    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.article-1',
      publishedId: 'article-1',
      ifDraftRevisionId: draft!._rev,
    });
    const [published, left] = await Promise.all([t.client.getDocument('article-1'), reader.getDocument('drafts.article-1')]);
    expect(published).toMatchObject({ _id: 'article-1', _type: 'article', title: 'Edited' });
    expect(left).toBeUndefined();

    // An edit of a published document without a draft starts the draft from it.
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.article-1',
      publishedId: 'article-1',
      patch: { set: { title: 'Second edit' } },
    });
    expect(await reader.getDocument('drafts.article-1')).toMatchObject({ _type: 'article', title: 'Second edit' });
    expect((await t.client.getDocument('article-1'))?.title).toBe('Edited');
  });

  it('refuses to publish over a stale revision, and changes nothing', async () => {
    await createDraft('article-2', 'Two');
    const error = await failure(
      editor.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.article-2',
        publishedId: 'article-2',
        ifDraftRevisionId: 'stale',
      }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.details).toMatchObject({
      type: 'actionError',
      items: [{ error: { type: 'documentRevisionIdDoesNotMatchDocument' }, index: 0 }],
    });
    expect(await t.client.getDocument('article-2')).toBeUndefined();
    expect(await reader.getDocument('drafts.article-2')).toBeDefined();
  });

  it('runs several actions as one transaction: a failing one undoes the others', async () => {
    const error = await failure(
      editor.action([
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.article-2', publishedId: 'article-2' },
        { actionType: 'sanity.action.document.discard', draftId: 'drafts.does-not-exist' },
      ]),
    );
    expect(error.statusCode).toBe(409);
    expect(error.details.items[0].index).toBe(1);
    expect(await t.client.getDocument('article-2')).toBeUndefined();
  });

  it('discards a draft, unpublishes (keeping a draft) and deletes with the drafts named', async () => {
    await createDraft('article-3', 'Three');
    await editor.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.article-3' });
    expect(await reader.getDocument('drafts.article-3')).toBeUndefined();

    await editor.action({ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.post-glass', publishedId: 'post-glass' });
    expect(await t.client.getDocument('post-glass')).toBeUndefined();
    expect((await reader.getDocument('drafts.post-glass'))?.title).toBe('Flint Glass, Explained');

    const refused = await failure(
      editor.action({ actionType: 'sanity.action.document.delete', publishedId: 'post-oud', includeDrafts: [] }),
    );
    expect(refused.statusCode).toBe(409);
    await editor.action({ actionType: 'sanity.action.document.delete', publishedId: 'post-oud', includeDrafts: ['drafts.post-oud'] });
    expect(await reader.fetch('*[_id in ["post-oud", "drafts.post-oud"]]')).toEqual([]);
  });

  it('needs the write token', async () => {
    const action = { actionType: 'sanity.action.document.discard', draftId: 'drafts.post-new' } as const;
    expect((await failure(t.client.withConfig({ apiVersion: '2025-02-19' }).action(action))).statusCode).toBe(401);
    expect((await failure(t.client.withConfig({ apiVersion: '2025-02-19', token: t.lake.readToken }).action(action))).statusCode).toBe(403);
  });
});
