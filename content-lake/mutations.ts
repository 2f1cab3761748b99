/**
 * Sanity's mutations (create, createOrReplace, createIfNotExists, delete,
 * patch) applied to a working copy of the documents they touch. Nothing here
 * writes: `Transaction` collects the documents a request leaves behind, and
 * the store commits them all together or not at all.
 *
 * Patches are applied by `@sanity/mutator`, the Studio's own implementation
 * of Sanity's patch semantics (paths such as `items[_key=="a"].title`,
 * `items[-1]`, ranges, `insert`, `diffMatchPatch`, `inc`/`dec`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Mutation as PatchApplier } from '@sanity/mutator';
import { isRecord } from './dataset-loader.ts';
import type { LakeDocument } from './types.ts';

/** One failed mutation or action: becomes an item of Sanity's `mutationError`/`actionError`. */
export class TransactionFailure extends Error {
  readonly status: number;
  readonly type: string;
  readonly id: string | undefined;
  index = 0;

  constructor(status: number, type: string, description: string, id?: string) {
    super(description);
    this.name = 'TransactionFailure';
    this.status = status;
    this.type = type;
    this.id = id;
  }
}

export type SanityMutation = Record<string, unknown>;

/** One document a transaction changed: as it was, as it is now, and the mutations that did it. */
export interface Effect {
  id: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
  mutations: SanityMutation[];
}

export interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
  document?: LakeDocument;
}

interface Entry {
  before: LakeDocument | null;
  after: LakeDocument | null;
  mutations: SanityMutation[];
  deleted: boolean;
}

const validId = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const managed = ['_rev', '_updatedAt'];

export function assertValidId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !validId.test(id) || id.endsWith('.') || id.includes('..')) {
    throw new TransactionFailure(
      400,
      'invalidDocumentIdError',
      `Malformed document ID: ${JSON.stringify(id)}`,
      typeof id === 'string' ? id : undefined,
    );
  }
}

/** A fresh document id, as Sanity makes them: random, URL-safe. */
export function newId(prefix = ''): string {
  return `${prefix}${randomUUID()}`;
}

/** A fresh transaction id (also each changed document's new `_rev`). */
export function newTransactionId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

/**
 * The working copy of one transaction. Reads fall through to the store
 * (committed and pending documents) until the transaction writes an id.
 */
export class Transaction {
  readonly id: string;
  readonly timestamp: string;
  private readonly read: (id: string) => LakeDocument | null;
  private readonly scan: (prefix: string) => Iterable<string>;
  private readonly entries = new Map<string, Entry>();

  /** `scan`: the ids under a prefix in the store (committed and pending), for the actions that act on a whole release. */
  constructor(
    read: (id: string) => LakeDocument | null,
    id: string,
    timestamp: string,
    scan: (prefix: string) => Iterable<string> = () => [],
  ) {
    this.read = read;
    this.scan = scan;
    this.id = id;
    this.timestamp = timestamp;
  }

  get(id: string): LakeDocument | null {
    const entry = this.entries.get(id);
    return entry ? entry.after : this.read(id);
  }

  /** The ids of the documents under a prefix (`versions.<release>.`) as this transaction leaves them so far. */
  idsStartingWith(prefix: string): string[] {
    const ids = new Set(this.scan(prefix));
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) ids.add(id);
    return [...ids].filter((id) => this.get(id) !== null);
  }

  /** Records a document's new state (null: deleted), and the mutation that set it. */
  put(id: string, document: LakeDocument | null, mutation: SanityMutation | null): void {
    let entry = this.entries.get(id);
    if (!entry) {
      const before = this.read(id);
      entry = { before, after: before, mutations: [], deleted: false };
      this.entries.set(id, entry);
    }
    entry.after = document;
    if (document === null) entry.deleted = true;
    if (mutation) entry.mutations.push(mutation);
  }

  /** Marks a document as addressed without changing it (createIfNotExists of an existing id, delete of a missing one). */
  touch(id: string, deleted = false): void {
    if (this.entries.has(id)) return;
    const before = this.read(id);
    this.entries.set(id, { before, after: before, mutations: [], deleted });
  }

  /**
   * The documents this transaction addresses, with their new `_rev` (the
   * transaction id, as in Sanity), `_updatedAt` and `_createdAt`. A document
   * it leaves as it was gets its new revision too, as in Sanity: a listener
   * waits to hear of every transaction it sent (the Studio says "Saving…"
   * until it has), and a revision chain with a hole is refetched. Only an id
   * that is nowhere before or after (a delete of a missing one) is no change.
   */
  effects(options: { autoGenerateArrayKeys?: boolean } = {}): Effect[] {
    const effects: Effect[] = [];
    for (const [id, entry] of this.entries) {
      let after = entry.after;
      if (after && options.autoGenerateArrayKeys) after = withArrayKeys(after) as LakeDocument;
      if (entry.before === null && after === null) continue;
      if (after) {
        after = {
          ...after,
          _createdAt:
            typeof after._createdAt === 'string' ? after._createdAt : ((entry.before?._createdAt as string | undefined) ?? this.timestamp),
          _updatedAt: this.timestamp,
          _rev: this.id,
        };
        entry.after = after;
      }
      effects.push({ id, before: entry.before, after, mutations: entry.mutations });
    }
    return effects;
  }

  /** One result per document addressed, in the order first addressed (after `effects()`). */
  results(): MutationResult[] {
    const results: MutationResult[] = [];
    for (const [id, entry] of this.entries) {
      const { before, after } = entry;
      let operation: MutationResult['operation'];
      if (after && !before) operation = 'create';
      else if (after && before) operation = sameContent(before, after) ? 'none' : 'update';
      else operation = entry.deleted ? 'delete' : 'none';
      results.push(after ? { id, operation, document: after } : { id, operation });
    }
    return results;
  }
}

function withoutManaged(doc: LakeDocument): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc };
  for (const key of managed) delete copy[key];
  return copy;
}

function sameContent(a: LakeDocument | null, b: LakeDocument | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return isDeepStrictEqual(withoutManaged(a), withoutManaged(b));
}

/** `autoGenerateArrayKeys`: every object in an array gets a `_key`, so it can be addressed while others move. */
function withArrayKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = withArrayKeys(item);
      return isRecord(next) && typeof next._key !== 'string' ? { _key: randomBytes(6).toString('hex'), ...next } : next;
    });
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = withArrayKeys(child);
  return out;
}

const mutationKinds = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const;
const patchKeys = new Set([
  'id',
  'query',
  'params',
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
  'insert',
  'diffMatchPatch',
  'ifRevisionID',
]);

export function mutationKind(mutation: unknown): (typeof mutationKinds)[number] {
  const keys = isRecord(mutation) ? Object.keys(mutation) : [];
  const kind = keys[0] as (typeof mutationKinds)[number];
  if (keys.length !== 1 || !mutationKinds.includes(kind)) {
    throw new TransactionFailure(
      400,
      'invalidMutationError',
      `A mutation is an object with exactly one of ${mutationKinds.join(', ')}; got ${JSON.stringify(keys)}`,
    );
  }
  return kind;
}

/** A mutation's `{query, params}` selection, if it selects by query. */
export function querySelection(mutation: SanityMutation): { query: string; params: Record<string, unknown> } | null {
  const body = mutation.delete ?? mutation.patch;
  if (!isRecord(body) || body.query === undefined) return null;
  if (typeof body.query !== 'string') throw new TransactionFailure(400, 'invalidMutationError', '"query" must be a GROQ string');
  if (body.params !== undefined && !isRecord(body.params))
    throw new TransactionFailure(400, 'invalidMutationError', '"params" must be an object');
  return { query: body.query, params: (body.params as Record<string, unknown> | undefined) ?? {} };
}

function selectedIds(body: Record<string, unknown>, byQuery: string[] | undefined): string[] {
  if (byQuery) return byQuery;
  const ids = Array.isArray(body.id) ? body.id : [body.id];
  if (ids.length === 0 || body.id === undefined)
    throw new TransactionFailure(400, 'invalidMutationError', 'A delete or patch needs an "id" (or a list of them) or a "query"');
  for (const id of ids) assertValidId(id);
  return ids as string[];
}

/**
 * Applies one mutation to the transaction. `byQuery` holds the ids a query
 * selection matched (evaluated before the transaction started).
 */
export function applyMutation(tx: Transaction, mutation: SanityMutation, byQuery?: string[]): void {
  const kind = mutationKind(mutation);
  const body = mutation[kind];
  if (!isRecord(body)) throw new TransactionFailure(400, 'invalidMutationError', `"${kind}" needs an object`);

  if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
    if (typeof body._type !== 'string' || body._type === '')
      throw new TransactionFailure(400, 'invalidMutationError', `The document to ${kind} needs a "_type"`);
    let id = body._id;
    if (kind === 'create' && (id === undefined || (typeof id === 'string' && id.endsWith('.'))))
      id = newId(typeof id === 'string' ? id : '');
    if (id === undefined) throw new TransactionFailure(400, 'invalidMutationError', `${kind} needs an "_id"`);
    assertValidId(id);
    const existing = tx.get(id);
    if (existing && kind === 'create')
      throw new TransactionFailure(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
    if (existing && kind === 'createIfNotExists') {
      tx.touch(id);
      return;
    }
    const document: LakeDocument = { ...body, _id: id, _type: body._type };
    // Revisions are the lake's to give; a creation date may be carried over (an import).
    for (const key of managed) delete document[key];
    if (typeof document._createdAt !== 'string' && existing) document._createdAt = existing._createdAt;
    tx.put(id, document, { [kind]: document });
    return;
  }

  for (const id of selectedIds(body, byQuery)) {
    if (kind === 'delete') {
      if (tx.get(id)) tx.put(id, null, { delete: { id } });
      else tx.touch(id, true);
      continue;
    }
    const current = tx.get(id);
    if (!current) throw new TransactionFailure(404, 'documentNotFoundError', `The document with the ID "${id}" was not found`, id);
    if (body.ifRevisionID !== undefined && body.ifRevisionID !== current._rev) {
      throw new TransactionFailure(
        409,
        'documentRevisionIdDoesNotMatchDocument',
        `Document "${id}" has revision ID "${String(current._rev)}", not the expected "${String(body.ifRevisionID)}"`,
        id,
      );
    }
    tx.put(id, applyPatch(current, body), { patch: { ...body, id, query: undefined, params: undefined } });
  }
}

/** Applies a patch's operations (set, unset, insert, …) to one document, as Sanity would. */
export function applyPatch(document: LakeDocument, patch: Record<string, unknown>): LakeDocument {
  for (const key of Object.keys(patch)) {
    if (!patchKeys.has(key)) throw new TransactionFailure(400, 'invalidPatchError', `Unknown patch operation "${key}"`, document._id);
  }
  const { ifRevisionID: _revision, query: _query, params: _params, ...operations } = patch;
  let next: unknown;
  try {
    next = new PatchApplier({ mutations: [{ patch: { ...operations, id: document._id } as never }] }).apply(document);
  } catch (error) {
    throw new TransactionFailure(
      400,
      'invalidPatchError',
      `The patch could not be applied to "${document._id}": ${(error as Error).message}`,
      document._id,
    );
  }
  if (!isRecord(next) || next._id !== document._id || next._type !== document._type) {
    throw new TransactionFailure(
      400,
      'cannotModifyImmutableAttributeError',
      `A patch cannot change or remove "_id" or "_type" (document "${document._id}")`,
      document._id,
    );
  }
  return next as LakeDocument;
}
