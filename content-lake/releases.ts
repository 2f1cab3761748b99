/**
 * Content releases (`sanity.action.release.*`). A release is the document
 * `_.releases.<name>` (type `system.release`, private like every id with a
 * path), its content the version documents `versions.<name>.<id>`. Each
 * action changes the transaction working copy the document actions use, so
 * publishing a release writes every version over its published document,
 * removes the versions and marks the release published in one transaction:
 * nobody ever sees half a release.
 *
 * States, as Sanity's: active ⇄ scheduled (schedule, unschedule);
 * active or scheduled → published; active ⇄ archived (archive, unarchive);
 * archived or published → gone (delete). A scheduled release is published at
 * its time by release-scheduler.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from './dataset-loader.ts';
import { applyPatch, Transaction, TransactionFailure } from './mutations.ts';
import { releaseNamePattern } from './perspectives.ts';
import type { LakeDocument } from './types.ts';
import { publishedId, releaseDocumentId, releaseType, unpublishes } from './views.ts';

type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived';

export interface ReleaseContext {
  /** Documents as they last existed, from the history: what unarchive restores. */
  lastRevisions(ids: string[]): Promise<LakeDocument[]>;
}

type Handler = (tx: Transaction, name: string, action: Record<string, unknown>, context: ReleaseContext) => void | Promise<void>;

const prefix = 'sanity.action.release.';
const releaseTypes = ['asap', 'scheduled', 'undecided'];
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** How far in the past a schedule's time may be (the Studio's dry run asks for "now"). */
const SCHEDULE_LEEWAY_MS = 30_000;

const invalid = (description: string) => new TransactionFailure(400, 'invalidActionError', description);

export function isReleaseAction(actionType: string): boolean {
  return actionType.startsWith(prefix);
}

/** Applies one `sanity.action.release.*` action to the transaction (unarchive reads the history, so may be async). */
export function applyReleaseAction(
  tx: Transaction,
  actionType: string,
  action: Record<string, unknown>,
  context: ReleaseContext,
): void | Promise<void> {
  const kind = actionType.slice(prefix.length);
  const handler = Object.hasOwn(handlers, kind) ? handlers[kind] : undefined;
  if (!handler) throw invalid(`The content lake does not support the action "${actionType}"`);
  return handler(tx, releaseName(action.releaseId), action, context);
}

/**
 * A version of a release that is scheduled, published or archived cannot
 * change: what was scheduled is what gets published, and the others have no
 * versions left to change.
 */
export function assertVersionWritable(tx: Transaction, versionId: string): void {
  if (!versionId.startsWith('versions.')) return;
  const name = versionId.split('.')[1]!;
  const release = tx.get(releaseDocumentId(name));
  if (!release || release._type !== releaseType || release.state === 'active') return;
  const until = release.state === 'scheduled' ? ' until it is unscheduled' : '';
  throw new TransactionFailure(
    409,
    'releaseStateError',
    `The release "${name}" is ${String(release.state)}: its documents cannot change${until}`,
    versionId,
  );
}

function releaseName(value: unknown): string {
  if (typeof value !== 'string' || !releaseNamePattern.test(value)) {
    throw invalid(`"releaseId" must be a release name: up to 64 letters, digits, "_" or "-" (got ${JSON.stringify(value)})`);
  }
  return value;
}

function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && isoDateTime.test(value) && !Number.isNaN(Date.parse(value));
}

function checkedMetadata(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalid('"metadata" must be an object');
  if (!releaseTypes.includes(value.releaseType as string)) {
    throw invalid(`"metadata.releaseType" must be one of ${releaseTypes.join(', ')}`);
  }
  for (const key of ['title', 'description']) {
    if (value[key] !== undefined && typeof value[key] !== 'string') throw invalid(`"metadata.${key}" must be a string`);
  }
  if (value.intendedPublishAt !== undefined && !isDateTime(value.intendedPublishAt)) {
    throw invalid('"metadata.intendedPublishAt" must be a date and time with its zone (ISO 8601), such as 2030-01-31T09:00:00Z');
  }
  return value;
}

function release(tx: Transaction, name: string): LakeDocument {
  const id = releaseDocumentId(name);
  const document = tx.get(id);
  if (!document || document._type !== releaseType) {
    throw new TransactionFailure(409, 'documentNotFoundError', `The release "${name}" does not exist`, id);
  }
  return document;
}

/** The release, if it is in one of the states the action needs. */
function inState(tx: Transaction, name: string, allowed: ReleaseState[], done: string): LakeDocument {
  const document = release(tx, name);
  if (!allowed.includes(document.state as ReleaseState)) {
    const states = allowed.length === 1 ? allowed[0]! : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)!}`;
    const article = /^[aeiou]/.test(states) ? 'an' : 'a';
    throw new TransactionFailure(
      409,
      'releaseStateError',
      `The release "${name}" is ${String(document.state)}: only ${article} ${states} release can be ${done}`,
      document._id,
    );
  }
  return document;
}

function write(tx: Transaction, document: LakeDocument): void {
  tx.put(document._id, document, { createOrReplace: document });
}

/** Deletes a release's versions; returns their ids. */
function removeVersions(tx: Transaction, name: string): string[] {
  const ids = tx.idsStartingWith(`versions.${name}.`);
  for (const id of ids) tx.put(id, null, { delete: { id } });
  return ids;
}

const handlers: Record<string, Handler> = {
  create(tx, name, action) {
    const id = releaseDocumentId(name);
    if (tx.get(id)) throw new TransactionFailure(409, 'documentAlreadyExistsError', `A release "${name}" already exists`, id);
    const given = action.metadata ?? {};
    if (!isRecord(given)) throw invalid('"metadata" must be an object');
    const metadata = checkedMetadata({ releaseType: 'undecided', ...given });
    const created: LakeDocument = { _id: id, _type: releaseType, name, state: 'active', metadata };
    tx.put(id, created, { create: created });
  },

  edit(tx, name, action) {
    if (!isRecord(action.patch)) throw invalid('"patch" must be an object of patch operations (set, unset, …)');
    const current = inState(tx, name, ['active', 'scheduled', 'archived'], 'edited');
    const { id: _id, query: _query, ...operations } = action.patch;
    if (operations.ifRevisionID !== undefined && operations.ifRevisionID !== current._rev) {
      throw new TransactionFailure(
        409,
        'documentRevisionIdDoesNotMatchDocument',
        `Release "${name}" has revision ID "${String(current._rev)}", not the expected "${String(operations.ifRevisionID)}"`,
        current._id,
      );
    }
    const edited = applyPatch(current, operations);
    // The state and its times change only through the actions, which check them.
    for (const key of new Set([...Object.keys(current), ...Object.keys(edited)])) {
      if (key !== 'metadata' && !isDeepStrictEqual(current[key], edited[key])) {
        throw invalid(`A release edit changes only "metadata", not "${key}"`);
      }
    }
    checkedMetadata(edited.metadata);
    tx.put(current._id, edited, { patch: { ...operations, id: current._id } });
  },

  schedule(tx, name, action) {
    const { publishAt } = action;
    if (!isDateTime(publishAt)) {
      throw invalid('"publishAt" must be a date and time with its zone (ISO 8601), such as 2030-01-31T09:00:00Z');
    }
    // A little leeway: the Studio checks its permission to schedule with a dry run at "now", and a time just passed is
    // published at once by the scheduler.
    if (Date.parse(publishAt) < Date.parse(tx.timestamp) - SCHEDULE_LEEWAY_MS) {
      throw invalid(`"publishAt" (${publishAt}) is in the past: schedule the release for a later time, or publish it now`);
    }
    const current = inState(tx, name, ['active'], 'scheduled');
    write(tx, { ...current, state: 'scheduled', publishAt: new Date(publishAt).toISOString() });
  },

  unschedule(tx, name) {
    const { publishAt: _publishAt, ...current } = inState(tx, name, ['scheduled'], 'unscheduled');
    write(tx, { ...current, state: 'active' });
  },

  publish(tx, name) {
    const current = inState(tx, name, ['active', 'scheduled'], 'published');
    const versions = tx.idsStartingWith(`versions.${name}.`);
    for (const versionId of versions) {
      const version = tx.get(versionId)!;
      const id = publishedId(versionId);
      const existing = tx.get(id);
      if (!unpublishes(version)) {
        const { _system: _marker, ...content } = version;
        // The published document keeps the date it was first published.
        const published: LakeDocument = { ...content, _id: id, _createdAt: existing?._createdAt ?? version._createdAt };
        tx.put(id, published, { createOrReplace: published });
      } else if (existing) {
        tx.put(id, null, { delete: { id } });
      }
      tx.put(versionId, null, { delete: { id: versionId } });
    }
    write(tx, {
      ...current,
      state: 'published',
      publishedAt: tx.timestamp,
      finalDocumentStates: versions.map((id) => ({ id })),
    });
  },

  archive(tx, name) {
    const current = inState(tx, name, ['active'], 'archived');
    // The ids are kept: unarchive restores the versions from the history, where the Studio also reads them.
    const versions = removeVersions(tx, name);
    write(tx, { ...current, state: 'archived', finalDocumentStates: versions.map((id) => ({ id })) });
  },

  async unarchive(tx, name, _action, context) {
    const { finalDocumentStates, ...current } = inState(tx, name, ['archived'], 'unarchived');
    const listed = Array.isArray(finalDocumentStates) ? finalDocumentStates : [];
    const ids = listed
      .map((state) => (isRecord(state) ? state.id : undefined))
      .filter((id): id is string => typeof id === 'string' && id.startsWith(`versions.${name}.`) && !tx.get(id));
    // A version the history no longer holds (past its size) stays gone.
    for (const version of await context.lastRevisions(ids)) write(tx, version);
    write(tx, { ...current, state: 'active' });
  },

  delete(tx, name) {
    const current = inState(tx, name, ['archived', 'published'], 'deleted');
    removeVersions(tx, name);
    tx.put(current._id, null, { delete: { id: current._id } });
  },
};
