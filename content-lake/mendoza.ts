/**
 * A change to one document in Sanity's "mendoza" effect format: the
 * `apply` patch turns the document before a transaction into the document
 * after it, `revert` the other way. The Studio reads them from listen events
 * (`effectFormat=mendoza`) and the history's transactions, and applies them
 * with the `mendoza` package.
 *
 * Patches here work field by field at the top of the document: a changed
 * field is set whole; a created or deleted document, or one that lost a
 * field, replaced whole. Any exact patch is valid mendoza; this one is what the
 * lake can compute cheaply from the two documents it already has, and fine
 * enough for the Studio's history to tell which fields a change touched.
 */
import { isDeepStrictEqual } from 'node:util';
import type { LakeDocument } from './types.ts';

/** Mendoza's opcodes used here (their index in the format's operation table). */
const op = { value: 0, objectSetFieldValue: 17 } as const;

export interface MendozaEffects {
  apply: unknown[];
  revert: unknown[];
}

export function mendozaEffects(before: LakeDocument | null, after: LakeDocument | null): MendozaEffects {
  return { apply: mendozaPatch(before, after), revert: mendozaPatch(after, before) };
}

export function mendozaPatch(from: LakeDocument | null, to: LakeDocument | null): unknown[] {
  if (to === null) return [op.value, null];
  if (from === null) return [op.value, to];
  // Mendoza names a deleted field by its index among the input's keys, so a deletion is exact only on the very
  // document the lake holds; the Studio applies reverts to what its stores keep (a release as its list query projects
  // it, with other fields), where an index names another field. A change that removes a field is sent as the whole
  // document instead: exact on any input. Fields set are named, which holds on any input.
  if (Object.keys(from).some((key) => !Object.hasOwn(to, key))) return [op.value, to];
  const patch: unknown[] = [];
  for (const [key, value] of Object.entries(to)) {
    if (!Object.hasOwn(from, key) || !isDeepStrictEqual(from[key], value)) patch.push(op.objectSetFieldValue, value, key);
  }
  return patch;
}
