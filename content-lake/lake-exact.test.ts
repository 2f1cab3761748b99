import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './testing.ts';

let t: TestLake;

beforeAll(async () => {
  t = await startTestLake();
});
afterAll(() => t.stop());

// What the official GROQ suite found (issue 12); the suite itself runs with `npm run test:groq-suite`.
describe('exact GROQ answers through @sanity/client', () => {
  it('answers dateTime() values as RFC 3339 strings, also inside projections and arrays', async () => {
    const result = await t.client.fetch(
      '*[_id == "post-oud"][0]{"at": dateTime(publishedAt), "later": dateTime(publishedAt) + 3600, "both": [dateTime(publishedAt)]}',
    );
    expect(result).toEqual({ at: '2025-03-01T09:00:00Z', later: '2025-03-01T10:00:00Z', both: ['2025-03-01T09:00:00Z'] });
    expect(await t.client.fetch('dateTime("2002-10-02T12:34:56+01:00")')).toBe('2002-10-02T11:34:56Z');
  });

  it('answers path() values as their pattern', async () => {
    expect(await t.client.fetch('{"p": path("drafts.**")}')).toEqual({ p: 'drafts.**' });
  });

  it('takes parameters as slice bounds and element indexes', async () => {
    const ordered = '*[_type == "post"] | order(publishedAt desc)';
    expect(await t.client.fetch(`${ordered}[$from..$to].title`, { from: 0, to: 0 })).toEqual(['The Quiet Return of Oud']);
    expect(await t.client.fetch(`${ordered}[$i].title`, { i: 1 })).toBe('Flint Glass, Explained');
    expect(await t.client.fetch(`${ordered}[0...$n]._id`, { n: 2 })).toEqual(['post-oud', 'post-glass']);
  });

  it('matches a path against a path pattern, as the specification says (groq-js answers null)', async () => {
    const readToken = t.client.withConfig({ token: t.lake.readToken, perspective: 'raw' });
    expect(await t.client.fetch('[path("a.b") in path("a.*"), path("a.b.c") in path("a.*"), path("a.b.c") in path("a.**")]')).toEqual([
      true,
      false,
      true,
    ]);
    expect(await readToken.fetch('*[path(_id) in path("drafts.**")]._id | order(@)')).toEqual(['drafts.post-new', 'drafts.post-oud']);
  });

  it('gives whole documents the system fields Sanity documents have', async () => {
    const doc = await t.client.fetch('*[_id == "testimonial-1"][0]');
    expect(doc).toMatchObject({ _id: 'testimonial-1', _type: 'testimonial', quote: 'Impeccable.' });
    expect(doc._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(doc._updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(typeof doc._rev).toBe('string');
  });
});
