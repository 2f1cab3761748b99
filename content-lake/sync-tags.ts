/**
 * Sync tags for the Live Content API. A query's answer carries tags naming
 * what it read; a committed write names the tags it invalidates; a client
 * re-fetches a query when an event names one of its tags.
 *
 * What a query read comes from two places that see every read of the dataset:
 * each `*[filter]` (narrowed by `_type`/`_id` exactly as the query planner
 * narrows it) and each `->` (the dereference hook). So a tag is never missed:
 *
 * - `*[_type == "post" …]` gets the type tag: a new, changed or deleted post
 *   (or a document that changes to or from that type) carries it;
 * - `*[_id == "x" …]` and every dereferenced id get an id tag, also for an id
 *   that does not exist yet (its creation carries the tag);
 * - a `*` the lake cannot narrow gets the "everything" tag every write carries;
 * - `releases::all()` reads the releases: it gets their type's tag.
 *
 * Tags are separate for the published view and for the views with drafts or
 * versions (`drafts`, `previewDrafts`, `raw`, release stacks), so editing a
 * draft never invalidates a published page, and a published write invalidates
 * both.
 */
import { createHash } from 'node:crypto';
import { andTerms, constantsFor, type Node } from './query-plan.ts';
import type { LakeDocument, Perspective } from './types.ts';
import { isDraftOrVersion, isPrivateId, publishedId, releaseType } from './views.ts';

export type SyncTag = `s1:${string}`;

/** `p`: what the published perspective shows; `d`: the perspectives that show drafts or versions. */
type TagClass = 'p' | 'd';

/** More tags than this and a query's answer names types instead of ids, then everything. */
export const maxTagsPerQuery = 64;

export interface ReadSet {
  everything: boolean;
  types: Set<string>;
  ids: Set<string>;
}

function tag(cls: TagClass, kind: 'all' | 'type' | 'id', value = ''): SyncTag {
  return `s1:${createHash('sha1').update(`${cls}\u0000${kind}\u0000${value}`).digest('base64url').slice(0, 12)}`;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The parts of the dataset a parsed query's `*` expressions read. */
export function readSetOf(tree: unknown, params: Record<string, unknown>): ReadSet {
  const read: ReadSet = { everything: false, types: new Set(), ids: new Set() };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value) || value.type === 'Value') return;
    if (value.type === 'Everything') {
      read.everything = true;
      return;
    }
    if (value.type === 'FuncCall' && value.namespace === 'releases' && value.name === 'all') read.types.add(releaseType);
    if (value.type === 'Filter' && isNode(value.base) && value.base.type === 'Everything' && isNode(value.expr)) {
      if (!narrow(value.expr, params, read)) read.everything = true;
      visit(value.expr);
      return;
    }
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) visit(child);
  };
  visit(tree);
  return read;
}

/** The same rules as query-plan.ts's candidates: an `_id` test first, else a `_type` test. */
function narrow(expr: Node, params: Record<string, unknown>, read: ReadSet): boolean {
  const terms = andTerms(expr);
  for (const field of ['_id', '_type'] as const) {
    for (const term of terms) {
      const values = constantsFor(term, field, params);
      if (!values) continue;
      for (const value of values) (field === '_id' ? read.ids : read.types).add(value);
      return true;
    }
  }
  return false;
}

/**
 * The tags of one answer: from what its `*` read, and the documents its `->`
 * dereferenced (id → type, or null when the id does not exist).
 */
export function queryTags(perspective: Perspective, read: ReadSet, dereferenced: Map<string, string | null>): SyncTag[] {
  const cls: TagClass = perspective === 'published' ? 'p' : 'd';
  if (read.everything) return [tag(cls, 'all')];
  const types = new Set(read.types);
  const ids = new Set(read.ids);
  for (const id of dereferenced.keys()) ids.add(id);
  if (types.size + ids.size > maxTagsPerQuery) {
    // A type tag covers every existing document of the type; a missing id keeps its own tag.
    for (const [id, type] of dereferenced) {
      if (type !== null && !read.ids.has(id)) {
        ids.delete(id);
        types.add(type);
      }
    }
  }
  if (types.size + ids.size > maxTagsPerQuery) return [tag(cls, 'all')];
  return [...[...types].map((type) => tag(cls, 'type', type)), ...[...ids].map((id) => tag(cls, 'id', id))];
}

export interface ChangeTags {
  /** Every tag the change invalidates (for listeners allowed to see drafts and private documents). */
  all: SyncTag[];
  /** The tags anyone may hear about: published tags of a document with a public id, else none. */
  public: SyncTag[];
}

/** The tags a committed change of one document invalidates. */
export function changeTags(id: string, before: LakeDocument | null, after: LakeDocument | null): ChangeTags {
  const types = new Set<string>();
  if (before) types.add(before._type);
  if (after) types.add(after._type);
  const draft = isDraftOrVersion(id);
  // A draft shows in the drafts views under its published id, and in `raw` under its own.
  const ids = draft ? [id, publishedId(id)] : [id];
  const forClass = (cls: TagClass) => [
    tag(cls, 'all'),
    ...[...types].map((type) => tag(cls, 'type', type)),
    ...ids.map((value) => tag(cls, 'id', value)),
  ];
  const published = draft ? [] : forClass('p');
  return { all: [...published, ...forClass('d')], public: isPrivateId(id) ? [] : published };
}
