import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { generateDocuments } from '../bench/generate-dataset.ts';
import { narrowFilters } from './query-plan.ts';
import { prepareQuery, runQuery } from './query.ts';
import type { LakeDocument } from './types.ts';
import { DocumentSet } from './views.ts';

const tricky: LakeDocument[] = [
  { _id: 'eg', _type: 'post', title: 'Notes, e.g. on oud', slug: { current: 'notes-eg' } },
  {
    _id: 'split',
    _type: 'post',
    title: 'Split',
    description: [
      {
        _type: 'block',
        children: [
          { _type: 'span', text: 'Agar' },
          { _type: 'span', text: 'wood accord' },
        ],
      },
    ],
  },
  { _id: 'apostrophe', _type: 'faqItem', title: "L'eau de parfum, explained" },
  { _id: 'accent', _type: 'faqItem', title: 'Café crème and crème brûlée' },
  { _id: 'upper', _type: 'tool', title: 'FREIGHT CALCULATOR', excerpt: 'Volumetric WEIGHT.' },
  { _id: 'dots', _type: 'tool', title: 'Version v1.2 of the tool', excerpt: '... ellipsis ...' },
];
const documents = [...generateDocuments(600, 7), ...tricky];
const set = new DocumentSet(documents);
const view = set.view('published', 'public');

const search =
  '*[_type in $types && (title match $term || excerpt match $term || pt::text(description) match $term || slug.current match $term || title match lower($term))][0...10]{_id}';

const cases: [string, Record<string, unknown>][] = [
  ['*[_type == "post"]._id', {}],
  ['*[_type == $type] | order(displayOrder asc)[0...5]{_id, displayOrder}', { type: 'tool' }],
  ['*["post" == _type && displayOrder > 50]._id', {}],
  ['*[_type in ["tool", "faqItem"] || _type == "post"]._id', {}],
  ['*[_type in $types]._id', { types: ['post', 42, null] }],
  ['*[_type == ["post"]]._id', {}],
  ['*[_id == "eg"]{title}', {}],
  ['*[_id in $ids]._id', { ids: ['split', 'eg', 'nope', 'accent'] }],
  ['*[_type == "post"]{_id, "related": *[_type == ^._type && _id != ^._id && displayOrder == ^.displayOrder]._id}', {}],
  ['*[_type == "post" && author->name == "House Editor"][0..3]._id', {}],
  ['count(*[_type == "testimonial"])', {}],
  ['*[!(_type == "post") && title match "oud"]._id', {}],
  ['*[title match "oud" || _type == "tool"]._id', {}],
  ['*[@ match "oud"]._id', {}],
  ['*[[title, excerpt] match "amber"]._id', {}],
  ['*[title match ["amber", "oud"]]._id', {}],
  ['*[title match $pattern]._id', { pattern: ['amber', 3] }],
  ['*[title match 42]._id', {}],
  ['*[defined(excerpt) && !defined(slug)]._id', {}],
  ['*[_type != "post" && _type in $types && displayOrder == 7]._id', { types: ['tool', 'post'] }],
  ['*[slug.current == $slug]._id', { slug: 'notes-eg' }],
  ['*[description == null && excerpt != null]._id', {}],
  ['*[lower(title) == "split" || title == null]._id', {}],
  ['*[$text match title]._id', { text: 'oud amber' }],
  ['*[pt::text(description) match "agarwood"]._id', {}],
  ['*[(_type == "post") == true]._id', {}],
  ['*[_type == "post" && title match "oud*"][2]._id', {}],
  ['*[_type == "post" && title match "oud*"][0..3]._id', {}],
  ['*[_type == "post" && title match "oud*"][2...5]{_id, title}', {}],
  ['*[_type == "post" && title match "oud*"][-1]._id', {}],
  ['*[_type == "post" && displayOrder > 10][0...3]._id', {}],
  ['*[_type == "post"] | order(title asc)[0...3]._id', {}],
];
const terms = [
  'oud',
  'OUD',
  'amb*',
  '*wood',
  'agarwood',
  'eg',
  'e.g',
  'e.g.',
  'v1.2',
  'v1x2',
  "l'eau",
  'café',
  'CAFÉ',
  'brûlée',
  'weight',
  '!!!',
  '*',
  '',
  'ellipsis',
  'tion',
  'amber oud',
  'pump-cap',
];
for (const term of terms) cases.push([search, { types: ['post', 'tool', 'faqItem', 'portfolioItem', 'servicePage'], term }]);

async function plain(query: string, params: Record<string, unknown>) {
  const value = await evaluate(parse(query, { params }), { dataset: view.documents, params });
  return value.get();
}

describe('query planner', () => {
  it.each(cases)('gives exactly what groq-js gives: %s %j', async (query, params) => {
    const planned = await runQuery(prepareQuery(query, params), { view, params, projectId: 'p', dataset: 'd' });
    expect(await planned.get()).toEqual(await plain(query, params));
  });

  it('evaluates a filter it can compile in full, before groq-js runs', () => {
    const tree = narrowFilters(parse('*[_type == "post" && pt::text(description) match $term]'), view, { term: 'agarwood' }) as unknown as {
      type: string;
      value: LakeDocument[];
    };
    expect(tree.type).toBe('Value');
    expect(tree.value.map((doc) => doc._id)).toEqual(['split']);
  });

  it('narrows a filter it cannot compile to the type index', () => {
    const tree = narrowFilters(parse('*[_type == "post" && displayOrder > 50]'), view, {}) as unknown as {
      type: string;
      base: { type: string; value: LakeDocument[] };
    };
    expect(tree.type).toBe('Filter');
    expect(tree.base.type).toBe('Value');
    expect(tree.base.value).toBe(view.byType.get('post'));
  });

  it('leaves filters it cannot narrow as they are', () => {
    const tree = parse('*[displayOrder > 3]');
    expect(narrowFilters(tree, view, {})).toBe(tree);
  });
});
