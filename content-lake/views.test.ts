import { describe, expect, it } from 'vitest';
import type { LakeDocument, Perspective } from './types.ts';
import { DocumentSet, type DocumentChange } from './views.ts';

const perspectives: [Perspective, 'public' | 'read'][] = [
  ['published', 'public'],
  ['published', 'read'],
  ['raw', 'read'],
  ['drafts', 'read'],
];

function snapshot(set: DocumentSet, perspective: Perspective, access: 'public' | 'read') {
  const view = set.view(perspective, access);
  const types = [...new Set(view.documents.map((doc) => doc._type))].sort();
  return {
    ids: view.documents.map((doc) => doc._id),
    byType: Object.fromEntries(types.map((type) => [type, view.byType.get(type)!.map((doc) => doc._id)])),
    byId: [...view.byId.keys()],
  };
}

describe('DocumentSet', () => {
  it('keeps every view, written to in place, the same as one built afresh from the same documents', () => {
    // A deterministic mix of creations, replacements (some changing type), deletions, drafts and private ids.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const ids = ['a', 'b', 'c', 'd', 'e', 'drafts.a', 'drafts.b', 'drafts.z', 'enquiry.1', 'versions.r1.c'];
    const set = new DocumentSet([
      { _id: 'a', _type: 'post' },
      { _id: 'b', _type: 'page' },
    ]);
    for (let step = 0; step < 400; step++) {
      const changes: DocumentChange[] = [];
      for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
        const id = ids[Math.floor(random() * ids.length)]!;
        const document: LakeDocument | null = random() < 0.25 ? null : { _id: id, _type: random() < 0.5 ? 'post' : 'page', step };
        changes.push({ id, document });
      }
      set.apply(changes);
      if (step % 40 === 0 || step === 399) {
        const fresh = new DocumentSet(set.all());
        for (const [perspective, access] of perspectives) {
          expect(snapshot(set, perspective, access), `${perspective}/${access} after step ${step}`).toEqual(
            snapshot(fresh, perspective, access),
          );
        }
      }
    }
  });

  it('gives a new view after a write, and the same one until then (caches keyed by a view stay right)', () => {
    const set = new DocumentSet([{ _id: 'a', _type: 'post' }]);
    const before = set.view('published', 'public');
    expect(set.view('published', 'public')).toBe(before);
    expect(before.byType.get('post')!.map((doc) => doc._id)).toEqual(['a']);
    set.apply([{ id: 'b', document: { _id: 'b', _type: 'post' } }]);
    const after = set.view('published', 'public');
    expect(after).not.toBe(before);
    expect(after.byType.get('post')!.map((doc) => doc._id)).toEqual(['a', 'b']);
    expect(after.documents.map((doc) => doc._id)).toEqual(['a', 'b']);
  });

  it('shows drafts under their published id in the drafts view, and never to the public', () => {
    const set = new DocumentSet([{ _id: 'a', _type: 'post', title: 'Published' }]);
    set.apply([{ id: 'drafts.a', document: { _id: 'drafts.a', _type: 'post', title: 'Draft' } }]);
    expect(set.view('drafts', 'read').byId.get('a')).toMatchObject({ title: 'Draft', _originalId: 'drafts.a' });
    expect(set.view('published', 'public').documents.map((doc) => doc.title)).toEqual(['Published']);
    set.apply([{ id: 'drafts.a', document: null }]);
    expect(set.view('drafts', 'read').byId.get('a')).toMatchObject({ title: 'Published', _originalId: 'a' });
  });
});

describe('stacked perspectives', () => {
  const set = new DocumentSet([
    { _id: 'a', _type: 'post', title: 'Published a' },
    { _id: 'drafts.a', _type: 'post', title: 'Draft a' },
    { _id: 'versions.r1.a', _type: 'post', title: 'r1 a' },
    { _id: 'b', _type: 'post', title: 'Published b' },
    { _id: 'versions.r1.b', _type: 'post', title: 'r1 b', _system: { delete: true } },
    { _id: 'versions.r2.c', _type: 'post', title: 'r2 c' },
  ]);
  const titles = (stack: string[]) => set.view(stack, 'read').documents.map((doc) => `${doc._id}: ${String(doc.title)}`);

  it('shows each document as the first layer listed that has it, under its published id', () => {
    expect(titles(['r1', 'drafts'])).toEqual(['a: r1 a']);
    expect(titles(['drafts', 'r1'])).toEqual(['a: Draft a']);
    expect(titles(['r2', 'drafts'])).toEqual(['a: Draft a', 'b: Published b', 'c: r2 c']);
    expect(titles(['rNone'])).toEqual(['a: Published a', 'b: Published b']);
    expect(set.view(['r1'], 'read').byId.get('a')).toMatchObject({ _originalId: 'versions.r1.a' });
  });

  it("keeps a stack's view until the next write", () => {
    const before = set.view(['r2', 'drafts'], 'read');
    expect(set.view(['r2', 'drafts'], 'read')).toBe(before);
    set.apply([{ id: 'versions.r2.a', document: { _id: 'versions.r2.a', _type: 'post', title: 'r2 a' } }]);
    expect(set.view(['r2', 'drafts'], 'read')).not.toBe(before);
    expect(titles(['r2', 'drafts'])[0]).toBe('a: r2 a');
  });
});
