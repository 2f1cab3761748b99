import { describe, expect, it } from 'vitest';
import { cleanFeature, filterPortfolio, outcomeLine, portfolioCard, portfolioFilters, portfolioListClass } from './portfolio.ts';

describe('feature cleaning and filters', () => {
  it('trims, collapses spaces and writes sentence case, as every label of the site (issue 16)', () => {
    expect(cleanFeature('  Secondary  packaging ')).toBe('Secondary packaging');
    expect(cleanFeature('FRAGRANCE CREATION')).toBe('Fragrance creation');
    expect(cleanFeature('filling & assembly')).toBe('Filling & assembly');
    expect(cleanFeature('Gift With Purchase')).toBe('Gift with purchase');
    expect(cleanFeature('gift with purchase')).toBe('Gift with purchase');
    expect(cleanFeature('GWP sets')).toBe('GWP sets');
  });

  it('gives one sorted filter per distinct cleaned feature', () => {
    const cards = [
      { features: ['bespoke glass ', 'Decoration'] },
      { features: ['Bespoke Glass', 'Caps  &  Closures'] },
      { features: ['', 'caps & closures'] },
    ];
    expect(portfolioFilters(cards)).toEqual(['Bespoke glass', 'Caps & closures', 'Decoration']);
  });

  it('filters by a cleaned feature, and shows everything without one', () => {
    const cards = [
      { id: 1, features: ['Stock glass'] },
      { id: 2, features: ['Bespoke Glass'] },
    ];
    expect(filterPortfolio(cards, 'Stock glass').map((c) => c.id)).toEqual([1]);
    expect(filterPortfolio(cards, 'Decoration')).toEqual([]);
    expect(filterPortfolio(cards, null)).toHaveLength(2);
  });

  it('derives the card: slug from the name, alt text, cleaned features', () => {
    expect(portfolioCard({ _id: 'p1', name: 'Ormonde Jayne', features: ['bespoke glass '], description: 'Glass.' }, null)).toEqual({
      id: 'p1',
      slug: 'ormonde-jayne',
      title: 'Ormonde Jayne',
      features: ['Bespoke glass'],
      image: null,
      alt: 'Ormonde Jayne portfolio image',
      description: 'Glass.',
      outcome: null,
    });
  });
});

describe('portfolioListClass', () => {
  it('marks a grid of an odd number of cards, whose first leads the full width on a phone', () => {
    const classes = (count: number) => portfolioListClass(count).split(' ');
    expect(classes(9)).toEqual(['portfolio-grid__list', 'balanced', 'portfolio-grid__list--lead']);
    expect(classes(1)).toContain('portfolio-grid__list--lead');
    // Wide, every grid is balanced (no hole in its last row, issue 39).
    expect(classes(8)).toEqual(['portfolio-grid__list', 'balanced']);
    expect(classes(0)).toEqual(['portfolio-grid__list', 'balanced']);
  });
});

describe("a case card's outcome line", () => {
  it('reads the figure, then what it counts', () => {
    expect(outcomeLine({ figure: '12,000', counts: 'units in the first run' })).toBe('12,000 units in the first run');
    expect(outcomeLine({ figure: ' 6 weeks ', counts: ' from approval to shelf' })).toBe('6 weeks from approval to shelf');
  });

  it('is left out when half of it is missing (a draft)', () => {
    expect(outcomeLine({ figure: '12,000', counts: '  ' })).toBeNull();
    expect(outcomeLine({ counts: 'units in the first run' })).toBeNull();
    expect(outcomeLine(null)).toBeNull();
  });

  it('is the first outcome on the card', () => {
    const card = portfolioCard({ _id: 'p2', name: 'BDXY', outcome: { figure: '38 g', counts: 'of board saved on every order' } }, null);
    expect(card.outcome).toBe('38 g of board saved on every order');
  });
});
