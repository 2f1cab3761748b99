import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { changeTags, maxTagsPerQuery, queryTags, readSetOf } from './sync-tags.ts';

const tagsFor = (
  query: string,
  params: Record<string, unknown> = {},
  dereferenced = new Map<string, string | null>(),
  perspective: 'published' | 'drafts' = 'published',
) => queryTags(perspective, readSetOf(parse(query), params), dereferenced);
const shares = (a: string[], b: string[]) => a.some((tag) => b.includes(tag));

describe('sync tags', () => {
  it('reads types and ids from filters as the planner narrows them, everything otherwise', () => {
    expect(readSetOf(parse('*[_type == "post" && slug.current == $s]{title, "related": *[_type in ["faq", "page"]]}'), { s: 'x' })).toEqual(
      {
        everything: false,
        types: new Set(['post', 'faq', 'page']),
        ids: new Set(),
      },
    );
    expect(readSetOf(parse('*[_id == $id || _id == "b"][0]'), { id: 'a' })).toMatchObject({ everything: false, ids: new Set(['a', 'b']) });
    expect(readSetOf(parse('*[references($id)]'), { id: 'a' }).everything).toBe(true);
    expect(readSetOf(parse('count(*)'), {}).everything).toBe(true);
    expect(readSetOf(parse('*[_type == "post"] | order(_updatedAt desc)[0...3]'), {}).everything).toBe(false);
    expect(readSetOf(parse('releases::all()[state == "active"]'), {})).toEqual({
      everything: false,
      types: new Set(['system.release']),
      ids: new Set(),
    });
  });

  it('matches a change to the queries that read it, and only those', () => {
    const post = { _id: 'post-1', _type: 'post' };
    const write = changeTags('post-1', post, { ...post, title: 'New' }).public;
    expect(shares(tagsFor('*[_type == "post"]'), write)).toBe(true);
    expect(shares(tagsFor('*[_id == "post-1"][0]'), write)).toBe(true);
    expect(shares(tagsFor('count(*)'), write)).toBe(true);
    expect(shares(tagsFor('*[_type == "faqItem"]'), write)).toBe(false);
    expect(shares(tagsFor('*[_id == "post-2"][0]'), write)).toBe(false);
    // A dereferenced id, existing or not yet, is tagged.
    expect(
      shares(tagsFor('*[_type == "page"]{"p": link->title}', {}, new Map([['post-1', null]])), changeTags('post-1', null, post).public),
    ).toBe(true);
  });

  it('keeps drafts to the draft views: a draft write never touches a published query', () => {
    const draft = changeTags('drafts.post-1', null, { _id: 'drafts.post-1', _type: 'post' });
    expect(draft.public).toEqual([]);
    expect(shares(tagsFor('*[_type == "post"]'), draft.all)).toBe(false);
    expect(shares(tagsFor('*[_type == "post"]', {}, new Map(), 'drafts'), draft.all)).toBe(true);
    expect(shares(tagsFor('*[_id == "post-1"]', {}, new Map(), 'drafts'), draft.all)).toBe(true);
    // A published write reaches both.
    const published = changeTags('post-1', null, { _id: 'post-1', _type: 'post' });
    expect(shares(tagsFor('*[_type == "post"]', {}, new Map(), 'drafts'), published.all)).toBe(true);
    // A private, non-draft document (an enquiry) is never told to the public.
    expect(changeTags('enquiry.1', null, { _id: 'enquiry.1', _type: 'enquiry' }).public).toEqual([]);
  });

  it('folds many dereferenced ids into their types, and past that into everything', () => {
    const many = new Map(Array.from({ length: maxTagsPerQuery + 10 }, (_, i) => [`author-${i}`, 'author'] as [string, string]));
    const folded = tagsFor('*[_type == "post"]{"a": author->name}', {}, many);
    expect(folded).toHaveLength(2);
    expect(shares(folded, changeTags('author-3', null, { _id: 'author-3', _type: 'author' }).public)).toBe(true);
    const missing = new Map(Array.from({ length: maxTagsPerQuery + 10 }, (_, i) => [`gone-${i}`, null] as [string, null]));
    expect(tagsFor('*[_type == "post"]{"a": author->name}', {}, missing)).toEqual(tagsFor('count(*)'));
  });
});
