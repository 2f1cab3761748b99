import { applyPatch } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { mendozaEffects, mendozaPatch } from './mendoza.ts';
import type { LakeDocument } from './types.ts';

const doc = (fields: Record<string, unknown>): LakeDocument => ({ _id: 'a', _type: 'note', ...fields });

describe('mendoza effects', () => {
  const pairs: [LakeDocument | null, LakeDocument | null][] = [
    [null, doc({ title: 'New' })],
    [doc({ title: 'Gone' }), null],
    [doc({ title: 'Same', n: 1 }), doc({ title: 'Same', n: 1 })],
    [doc({ title: 'Old', body: [{ _key: 'x', text: 'a' }] }), doc({ title: 'New', body: [{ _key: 'x', text: 'b' }] })],
    // Removed fields (several at once, first and last) make the whole document the patch.
    [doc({ a: 1, b: 2, c: 3, z: 26 }), doc({ b: 2 })],
    // Fields named like an object's own methods are fields like any other: added, changed and removed.
    [doc({ constructor: 'c', title: 'x' }), doc({ title: 'x', toString: 't' })],
    [doc({ nested: { deep: { value: 1 } }, keep: 'k' }), doc({ nested: { deep: { value: 2 } }, keep: 'k', added: [1, 2] })],
  ];

  it.each(pairs)('turns %j into %j with the mendoza package, and back', (before, after) => {
    const { apply, revert } = mendozaEffects(before, after);
    expect(applyPatch(before, apply)).toEqual(after);
    expect(applyPatch(after, revert)).toEqual(before);
  });

  it('is empty when nothing changed, and names only the fields that did', () => {
    expect(mendozaPatch(doc({ title: 'x' }), doc({ title: 'x' }))).toEqual([]);
    expect(mendozaPatch(doc({ title: 'x', n: 1 }), doc({ title: 'y', n: 1 }))).toEqual([17, 'y', 'title']);
  });
});
