import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { searchQuery } from '../sanity/queries.ts';
import { SEARCH_MAX_CHARACTERS } from '../constants.ts';
import {
  rankResults,
  resultCount,
  resultRange,
  SEARCH_PARTS_LIMIT,
  SEARCH_SLICE_LIMIT,
  searchCapped,
  resultSummary,
  searchParams,
  searchText,
  searchTypes,
  typeLabels,
  type SearchHit,
  type SearchResponse,
} from './search.ts';

/** The site's search query run by groq-js over the demo dataset, as the content service runs it. */
async function searchDataset(input: string, limit?: number): Promise<SearchHit[]> {
  const documents = readFileSync(new URL('../../dataset/data.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string })
    .filter((doc) => !doc._id.startsWith('drafts.'));
  const params = searchParams(input)!;
  const result = await evaluate(parse(searchQuery, { params }), { dataset: documents, params });
  return rankResults((await result.get()) as SearchResponse, limit);
}

describe('when the search runs', () => {
  it('needs at least 2 characters', () => {
    expect(searchParams('')).toBeNull();
    expect(searchParams(' o ')).toBeNull();
    expect(searchParams('ou')).toEqual({ types: searchTypes, term: 'ou*' });
  });

  it('sends the trimmed text with a trailing wildcard', () => {
    expect(searchParams('  amber   glass ')?.term).toBe('amber glass*');
  });

  it('runs at most SEARCH_MAX_CHARACTERS of what was typed', () => {
    expect(searchText('glass '.repeat(100))).toBe(`${'glass '.repeat(16)}glas`);
    expect(SEARCH_MAX_CHARACTERS).toBe(100);
    expect(searchParams('a'.repeat(5000))?.term).toBe(`${'a'.repeat(SEARCH_MAX_CHARACTERS)}*`);
  });

  it('searches the 13 types of the spec, the catalogue’s parts (issue 38) and the editors’ pages (issue 50), not testimonials', () => {
    expect(searchTypes).toHaveLength(15);
    expect(searchTypes).toContain('component');
    expect(searchTypes).toContain('page');
    expect(searchTypes).not.toContain('testimonial');
  });
});

describe('result labels (SPEC.md §2)', () => {
  it('labels every type as the spec does', () => {
    expect(Object.values(typeLabels)).toEqual([
      'Blog Post',
      'Portfolio Item',
      'Portfolio Brand',
      'Service Page',
      'Service',
      'Service Section',
      'Tool',
      'Gallery',
      'Creative Page',
      'About Page',
      'Home Page',
      'Glass Page',
      'FAQ',
      'Component',
      'Page',
    ]);
  });
});

describe('ranking', () => {
  const hit = (id: string, type: SearchHit['_type'] = 'post'): SearchHit => ({ _id: id, _type: type, slug: id });
  it('within a kind, puts title matches first, drops repeats, keeps at most 10', () => {
    const ranked = rankResults({
      titleMatches: [hit('t1'), hit('t2')],
      otherMatches: [hit('t2'), ...Array.from({ length: 12 }, (_, i) => hit(`o${i}`))],
    });
    expect(ranked.map((h) => h._id).slice(0, 4)).toEqual(['t1', 't2', 'o0', 'o1']);
    expect(ranked).toHaveLength(10);
  });

  it('ranks pages above FAQ answers, even answers whose title matches', () => {
    const ranked = rankResults({
      titleMatches: [hit('faq1', 'faqItem'), hit('faq2', 'faqItem'), hit('post1'), hit('glass', 'glassPage')],
      otherMatches: [hit('faq3', 'faqItem'), hit('service', 'servicePage'), hit('section', 'serviceSection')],
    });
    expect(ranked.map((h) => h._id)).toEqual(['glass', 'service', 'post1', 'section', 'faq1', 'faq2', 'faq3']);
  });

  it('“glass” on the demo content: the glass page and service pages come first, FAQ answers never crowd them out', async () => {
    const ranked = await searchDataset('glass');
    expect(ranked).toHaveLength(10);
    const types = ranked.map((h) => h._type);
    // The page about glass and the gallery of glass (title matches) lead.
    expect(ranked.slice(0, 2).map((h) => h._type)).toContain('glassPage');
    const firstFaq = types.indexOf('faqItem');
    const lastPage = Math.max(
      ...['glassPage', 'servicePage', 'portfolioBrand', 'post'].map((t) => types.lastIndexOf(t as SearchHit['_type'])),
    );
    if (firstFaq >= 0) expect(firstFaq).toBeGreaterThan(lastPage);
    expect(types.filter((t) => t === 'faqItem').length).toBeLessThanOrEqual(2);
    expect(types.filter((t) => t === 'servicePage').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the results page (issue 39)', () => {
  it('pages on past the overlay’s 10: the ranking can keep every hit', async () => {
    const all = await searchDataset('glass', Infinity);
    expect(all.length).toBeGreaterThan(10);
    expect(all.slice(0, 10)).toEqual(await searchDataset('glass'));
  });

  it('finds a case by its features: the Roja case, bespoke glass, for “glass”', async () => {
    const names = (await searchDataset('glass', Infinity)).map((hit) => hit.title);
    expect(names).toContain('Roja Parfums');
  });

  it('knows the query’s limits: a slice that full may have had more', () => {
    expect(searchQuery).toContain(`[0...${SEARCH_SLICE_LIMIT}]`);
    expect(searchQuery).toContain(`[0...${SEARCH_PARTS_LIMIT}]`);
    const full = Array.from({ length: SEARCH_SLICE_LIMIT }, (_, i) => ({ _id: `d${i}`, _type: 'post' }));
    expect(searchCapped({ titleMatches: full })).toBe(true);
    expect(searchCapped({ titleMatches: full.slice(1) })).toBe(false);
  });

  it('says which results a page shows, of how many', () => {
    expect(resultRange({ page: 1, total: 7, capped: false })).toBe('7 results');
    expect(resultRange({ page: 1, total: 1, capped: false })).toBe('1 result');
    expect(resultRange({ page: 1, total: 10, capped: false })).toBe('10 results');
    expect(resultRange({ page: 1, total: 23, capped: false })).toBe('Results 1–10 of 23');
    expect(resultRange({ page: 3, total: 23, capped: false })).toBe('Results 21–23 of 23');
    expect(resultRange({ page: 2, total: 90, capped: true })).toBe('Results 11–20 of 90+');
  });
});

describe('the count a visitor reads', () => {
  it('never says “10 results” when 10 is only the cap', () => {
    expect(resultCount(10)).toBe('Top 10 results');
    expect(resultCount(3)).toBe('3 results');
    expect(resultCount(1)).toBe('1 result');
  });
});

describe('summary', () => {
  it('shortens at a word with an ellipsis', () => {
    const summary = resultSummary(
      {
        description:
          'Extra-flint glass flatters a fragrance: it is clearer, heavier and catches the light in a way soda-lime glass never quite does, which matters on a shelf.',
      },
      80,
    );
    expect(summary.length).toBeLessThanOrEqual(81);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).not.toMatch(/\s…$/);
  });
  it('prefers the excerpt', () => {
    expect(resultSummary({ excerpt: 'Short.', description: 'Long description.' })).toBe('Short.');
  });
});
