/**
 * The document actions current clients and the Studio send to
 * `/data/actions` (`sanity.action.document.*`), expressed as changes to the
 * same transaction working copy the mutations use: a publish is the draft's
 * content written to the published id and the draft deleted, in one
 * transaction, so nobody ever sees one without the other. Release actions
 * (`sanity.action.release.*`) are in releases.ts.
 */
import { isRecord } from './dataset-loader.ts';
import { applyPatch, assertValidId, Transaction, TransactionFailure } from './mutations.ts';
import { applyReleaseAction, assertVersionWritable, isReleaseAction, type ReleaseContext } from './releases.ts';
import type { LakeDocument } from './types.ts';

const prefix = 'sanity.action.document.';

function text(action: Record<string, unknown>, key: string): string {
  const value = action[key];
  if (typeof value !== 'string' || value === '')
    throw new TransactionFailure(400, 'invalidActionError', `"${key}" is required (a document id)`);
  assertValidId(value);
  return value;
}

function optionalRevision(action: Record<string, unknown>, key: string): string | undefined {
  const value = action[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new TransactionFailure(400, 'invalidActionError', `"${key}" must be a revision id`);
  return value;
}

/** A draft or version id must name its published document: `drafts.<id>` or `versions.<release>.<id>`. */
function checkPair(versionId: string, publishedId: string): void {
  const matches =
    versionId === `drafts.${publishedId}` || (versionId.startsWith('versions.') && versionId.split('.').slice(2).join('.') === publishedId);
  if (!matches) throw new TransactionFailure(400, 'invalidActionError', `"${versionId}" is not a draft or version of "${publishedId}"`);
}

function required(tx: Transaction, id: string, what: string): LakeDocument {
  const document = tx.get(id);
  if (!document) throw new TransactionFailure(409, 'documentNotFoundError', `The ${what} "${id}" does not exist`, id);
  return document;
}

function checkRevision(document: LakeDocument | null, expected: string | undefined, id: string): void {
  if (expected !== undefined && document?._rev !== expected) {
    throw new TransactionFailure(
      409,
      'documentRevisionIdDoesNotMatchDocument',
      `Document "${id}" has revision ID "${String(document?._rev ?? '(none)')}", not the expected "${expected}"`,
      id,
    );
  }
}

function attributes(action: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = action[key];
  if (!isRecord(value) || typeof value._type !== 'string' || value._type === '') {
    throw new TransactionFailure(400, 'invalidActionError', `"${key}" must be a document with a "_type"`);
  }
  const { _rev: _revision, _updatedAt: _updated, ...rest } = value;
  return rest;
}

/** The version ids an action names (draft ids aside), whose release must still take changes. */
function versionIdsOf(action: Record<string, unknown>): string[] {
  const named = [action.draftId, action.versionId, isRecord(action.document) ? action.document._id : undefined];
  if (isRecord(action.attributes)) named.push(action.attributes._id);
  return named.filter((id): id is string => typeof id === 'string' && id.startsWith('versions.'));
}

/** Applies one action to the transaction (a release's unarchive reads the history, so may be async). */
export function applyAction(tx: Transaction, action: unknown, context: ReleaseContext): void | Promise<void> {
  if (!isRecord(action) || typeof action.actionType !== 'string') {
    throw new TransactionFailure(400, 'invalidActionError', 'An action is an object with an "actionType"');
  }
  if (isReleaseAction(action.actionType)) return applyReleaseAction(tx, action.actionType, action, context);
  for (const versionId of versionIdsOf(action)) assertVersionWritable(tx, versionId);
  const type = action.actionType.startsWith(prefix) ? action.actionType.slice(prefix.length) : action.actionType;

  switch (type) {
    case 'create': {
      const publishedId = text(action, 'publishedId');
      const doc = attributes(action, 'attributes');
      const draftId = typeof doc._id === 'string' ? doc._id : `drafts.${publishedId}`;
      assertValidId(draftId);
      checkPair(draftId, publishedId);
      if (tx.get(publishedId))
        throw new TransactionFailure(
          409,
          'documentAlreadyExistsError',
          `A published document "${publishedId}" already exists`,
          publishedId,
        );
      if (tx.get(draftId)) {
        if (action.ifExists === 'ignore') {
          tx.touch(draftId);
          return;
        }
        throw new TransactionFailure(409, 'documentAlreadyExistsError', `Document by ID "${draftId}" already exists`, draftId);
      }
      const created = { ...doc, _id: draftId, _type: doc._type as string };
      tx.put(draftId, created, { create: created });
      return;
    }
    case 'replaceDraft':
    case 'version.replace': {
      const doc = attributes(action, type === 'replaceDraft' ? 'attributes' : 'document');
      const versionId = typeof doc._id === 'string' ? doc._id : `drafts.${text(action, 'publishedId')}`;
      assertValidId(versionId);
      if (type === 'replaceDraft') checkPair(versionId, text(action, 'publishedId'));
      else if (!tx.get(versionId)) required(tx, versionId, 'version');
      const existing = tx.get(versionId);
      const replaced = { ...doc, _id: versionId, _type: doc._type as string, ...(existing ? { _createdAt: existing._createdAt } : {}) };
      tx.put(versionId, replaced, { createOrReplace: replaced });
      return;
    }
    case 'version.create': {
      const publishedId = text(action, 'publishedId');
      let created: LakeDocument;
      if (isRecord(action.document)) {
        const doc = attributes(action, 'document');
        assertValidId(doc._id);
        checkPair(doc._id as string, publishedId);
        created = { ...doc, _id: doc._id as string, _type: doc._type as string };
      } else {
        const base = required(tx, text(action, 'baseId'), 'base document');
        checkRevision(base, optionalRevision(action, 'ifBaseRevisionId'), base._id);
        const versionId = text(action, 'versionId');
        checkPair(versionId, publishedId);
        created = { ...base, _id: versionId };
        delete created._createdAt;
      }
      if (tx.get(created._id))
        throw new TransactionFailure(409, 'documentAlreadyExistsError', `Document by ID "${created._id}" already exists`, created._id);
      tx.put(created._id, created, { create: created });
      return;
    }
    case 'edit': {
      const draftId = text(action, 'draftId');
      const publishedId = text(action, 'publishedId');
      checkPair(draftId, publishedId);
      if (!isRecord(action.patch)) throw new TransactionFailure(400, 'invalidActionError', '"patch" must be an object of patch operations');
      // Without a draft, the edit starts one from the published document.
      let draft = tx.get(draftId);
      if (!draft) {
        const published = required(tx, publishedId, 'draft or published document');
        draft = { ...published, _id: draftId };
        delete draft._createdAt;
        tx.put(draftId, draft, { create: draft });
      }
      const { id: _id, query: _query, ...operations } = action.patch;
      tx.put(draftId, applyPatch(draft, operations), { patch: { ...operations, id: draftId } });
      return;
    }
    case 'publish': {
      const draftId = text(action, 'draftId');
      const publishedId = text(action, 'publishedId');
      checkPair(draftId, publishedId);
      const draft = required(tx, draftId, 'draft');
      checkRevision(draft, optionalRevision(action, 'ifDraftRevisionId'), draftId);
      const current = tx.get(publishedId);
      checkRevision(current, optionalRevision(action, 'ifPublishedRevisionId'), publishedId);
      const published: LakeDocument = { ...draft, _id: publishedId };
      // The published document keeps the date it was first published.
      published._createdAt = current?._createdAt ?? draft._createdAt;
      tx.put(publishedId, published, { createOrReplace: published });
      tx.put(draftId, null, { delete: { id: draftId } });
      return;
    }
    case 'unpublish': {
      const draftId = text(action, 'draftId');
      const publishedId = text(action, 'publishedId');
      checkPair(draftId, publishedId);
      const published = required(tx, publishedId, 'published document');
      if (!tx.get(draftId)) {
        const draft = { ...published, _id: draftId };
        tx.put(draftId, draft, { create: draft });
      }
      tx.put(publishedId, null, { delete: { id: publishedId } });
      return;
    }
    case 'discard':
    case 'version.discard': {
      const versionId = text(action, type === 'discard' ? 'draftId' : 'versionId');
      if (!versionId.startsWith('drafts.') && !versionId.startsWith('versions.')) {
        throw new TransactionFailure(400, 'invalidActionError', `"${versionId}" is not a draft or version id`);
      }
      required(tx, versionId, 'draft');
      tx.put(versionId, null, { delete: { id: versionId } });
      return;
    }
    case 'version.unpublish': {
      // Marks the version so that publishing its release deletes the published document (releases.ts).
      const versionId = text(action, 'versionId');
      const publishedId = text(action, 'publishedId');
      if (!versionId.startsWith('versions.')) throw new TransactionFailure(400, 'invalidActionError', `"${versionId}" is not a version id`);
      checkPair(versionId, publishedId);
      const published = required(tx, publishedId, 'published document');
      let version = tx.get(versionId);
      if (!version) {
        version = { ...published, _id: versionId };
        delete version._createdAt;
      }
      const marked: LakeDocument = { ...version, _system: { delete: true } };
      tx.put(versionId, marked, { createOrReplace: marked });
      return;
    }
    case 'delete': {
      const publishedId = text(action, 'publishedId');
      const includeDrafts = action.includeDrafts ?? [];
      if (!Array.isArray(includeDrafts))
        throw new TransactionFailure(400, 'invalidActionError', '"includeDrafts" must be a list of draft ids');
      for (const draftId of includeDrafts) {
        assertValidId(draftId);
        checkPair(draftId as string, publishedId);
      }
      const draftId = `drafts.${publishedId}`;
      if (tx.get(draftId) && !includeDrafts.includes(draftId)) {
        throw new TransactionFailure(
          409,
          'documentHasDraftsError',
          `"${publishedId}" has a draft ("${draftId}") that the delete does not include`,
          publishedId,
        );
      }
      if (!tx.get(publishedId) && !includeDrafts.some((id) => tx.get(id as string))) required(tx, publishedId, 'document');
      for (const id of [publishedId, ...(includeDrafts as string[])]) {
        if (tx.get(id)) tx.put(id, null, { delete: { id } });
      }
      return;
    }
    default:
      throw new TransactionFailure(400, 'invalidActionError', `The content lake does not support the action "${action.actionType}"`);
  }
}
