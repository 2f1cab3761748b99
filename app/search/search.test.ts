import { describe, expect, it } from 'vitest';
import { rankResults, resultSummary, resultUrl, searchParams, searchTypes, typeLabels, type SearchHit } from './search.ts';

describe('when the search runs', () => {
  it('needs at least 2 characters', () => {
    expect(searchParams('')).toBeNull();
    expect(searchParams(' o ')).toBeNull();
    expect(searchParams('ou')).toEqual({ types: searchTypes, term: 'ou*' });
  });

  it('sends the trimmed text with a trailing wildcard', () => {
    expect(searchParams('  amber   glass ')?.term).toBe('amber glass*');
  });

  it('searches the 13 types of the spec, not testimonials', () => {
    expect(searchTypes).toHaveLength(13);
    expect(searchTypes).not.toContain('testimonial');
  });
});

describe('result links and labels (SPEC.md §2)', () => {
  it.each([
    [{ _type: 'post', slug: 'on-oud' }, '/blog/on-oud'],
    [{ _type: 'portfolioItem', slug: 'roja-parfums' }, '/portfolio/roja-parfums'],
    [{ _type: 'portfolioBrand', slug: 'bdxy' }, '/portfolio/bdxy'],
    [{ _type: 'servicePage', slug: 'home-fragrance', placement: 'service' }, '/services/home-fragrance'],
    [{ _type: 'servicePage', slug: 'private-label-fragrance', placement: 'landing' }, '/private-label-fragrance'],
    [{ _type: 'serviceImage', slug: 'gift-with-purchase' }, '/services/gift-with-purchase'],
    [{ _type: 'serviceSection', slug: 'fragrance-componentry', placement: 'service' }, '/services/fragrance-componentry'],
    [{ _type: 'tool', slug: 'freight-calculator' }, '/tools/freight-calculator'],
    [{ _type: 'gallery', slug: 'inside-the-factory' }, '/gallery/inside-the-factory'],
    [{ _type: 'creativePage' }, '/creative'],
    [{ _type: 'aboutPage' }, '/about'],
    [{ _type: 'homePage' }, '/'],
    [{ _type: 'glassPage' }, '/glass'],
    [{ _type: 'faqItem', slug: 'minimum-order' }, '/faq#minimum-order'],
  ] as const)('%j → %s', (hit, url) => {
    expect(resultUrl(hit)).toBe(url);
  });

  it('labels every type as the spec does', () => {
    expect(Object.values(typeLabels)).toEqual([
      'Blog Post', 'Portfolio Item', 'Portfolio Brand', 'Service Page', 'Service', 'Service Section', 'Tool', 'Gallery', 'Creative Page', 'About Page', 'Home Page', 'Glass Page', 'FAQ',
    ]);
  });
});

describe('ranking', () => {
  const hit = (id: string): SearchHit => ({ _id: id, _type: 'post', slug: id });
  it('puts title matches first, drops repeats, keeps at most 10', () => {
    const ranked = rankResults({ titleMatches: [hit('t1'), hit('t2')], otherMatches: [hit('t2'), ...Array.from({ length: 12 }, (_, i) => hit(`o${i}`))] });
    expect(ranked.map((h) => h._id).slice(0, 4)).toEqual(['t1', 't2', 'o0', 'o1']);
    expect(ranked).toHaveLength(10);
  });
});

describe('summary', () => {
  it('shortens at a word with an ellipsis', () => {
    const summary = resultSummary({ description: 'Extra-flint glass flatters a fragrance: it is clearer, heavier and catches the light in a way soda-lime glass never quite does, which matters on a shelf.' }, 80);
    expect(summary.length).toBeLessThanOrEqual(81);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).not.toMatch(/\s…$/);
  });
  it('prefers the excerpt', () => {
    expect(resultSummary({ excerpt: 'Short.', description: 'Long description.' })).toBe('Short.');
  });
});
