import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_CHARACTERS } from '../constants.ts';
import { rankResults, resultSummary, searchParams, searchText, searchTypes, typeLabels, type SearchHit } from './search.ts';

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

  it('searches the 13 types of the spec, not testimonials', () => {
    expect(searchTypes).toHaveLength(13);
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
    ]);
  });
});

describe('ranking', () => {
  const hit = (id: string): SearchHit => ({ _id: id, _type: 'post', slug: id });
  it('puts title matches first, drops repeats, keeps at most 10', () => {
    const ranked = rankResults({
      titleMatches: [hit('t1'), hit('t2')],
      otherMatches: [hit('t2'), ...Array.from({ length: 12 }, (_, i) => hit(`o${i}`))],
    });
    expect(ranked.map((h) => h._id).slice(0, 4)).toEqual(['t1', 't2', 'o0', 'o1']);
    expect(ranked).toHaveLength(10);
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
