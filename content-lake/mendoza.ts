/**
 * A change to one document in Sanity's "mendoza" effect format: the
 * `apply` patch turns the document before a transaction into the document
 * after it, `revert` the other way. The Studio reads them from listen events
 * (`effectFormat=mendoza`) and the history's transactions, and applies them
 * with the `mendoza` package.
 *
 * Patches here work field by field at the top of the document: a changed
 * field is set whole, a removed one deleted, a created or deleted document
 * replaced whole. Any exact patch is valid mendoza; this one is what the
 * lake can compute cheaply from the two documents it already has, and fine
 * enough for the Studio's history to tell which fields a change touched.
 */
import { isDeepStrictEqual } from 'node:util';
import type { LakeDocument } from './types.ts';

/** Mendoza's opcodes used here (their index in the format's operation table). */
const op = { value: 0, objectSetFieldValue: 17, objectDeleteField: 19 } as const;

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
  const patch: unknown[] = [];
  for (const [key, value] of Object.entries(to)) {
    if (!(key in from) || !isDeepStrictEqual(from[key], value)) patch.push(op.objectSetFieldValue, value, key);
  }
  // A deleted field is named by its index among the input's keys in sorted order, as mendoza reads them.
  Object.keys(from)
    .sort()
    .forEach((key, index) => {
      if (!(key in to)) patch.push(op.objectDeleteField, index);
    });
  return patch;
}
