import { describe, expect, it } from 'vitest';
import { atLeast, figures } from './figure-facts.ts';

describe('figures shown from where their facts are kept', () => {
  it('claims a count no higher than it is: exact when small, else rounded down to its first digit', () => {
    expect([7, 19, 20, 63, 100, 254, 999, 1000, 1240].map(atLeast)).toEqual([
      '7',
      '19',
      '20',
      '60+',
      '100',
      '200+',
      '900+',
      '1,000',
      '1,000+',
    ]);
  });

  it("shows the catalogue's counts and sizes, a service's own minimum and lead time, and a typed value as typed", () => {
    const shown = figures(
      [
        { fact: 'catalogueParts', label: 'Stock components' },
        { fact: 'catalogueBottles', value: '300+', label: 'Stock bottle shapes' },
        { fact: 'bottleCapacities', label: 'Bottle sizes' },
        { fact: 'minimumOrder', label: 'units minimum' },
        { fact: 'leadTime', label: 'to launch' },
        { value: '300+', label: 'Bespoke moulds' },
      ],
      {
        catalogue: { parts: 63, bottles: 20, smallestMl: 5, largestMl: 100 },
        quickFacts: { minimumOrder: { quantity: 1500, unit: 'units' }, leadTime: { minWeeks: 10, maxWeeks: 14 } },
      },
    );
    expect(shown).toEqual([
      { value: '60+', label: 'Stock components' },
      { value: '20', label: 'Stock bottle shapes' },
      { value: '5–100\u00a0ml', label: 'Bottle sizes' },
      { value: '1,500', label: 'units minimum' },
      { value: '10–14\u00a0weeks', label: 'to launch' },
      { value: '300+', label: 'Bespoke moulds' },
    ]);
  });

  it('leaves out a figure whose fact has no source and no value of its own, and keeps a typed fallback', () => {
    expect(
      figures(
        [
          { fact: 'catalogueParts', label: 'Stock components' },
          { fact: 'minimumOrder', value: '500', label: 'units minimum' },
          { fact: 'somethingElse', label: 'Unknown' },
        ],
        {},
      ),
    ).toEqual([{ value: '500', label: 'units minimum' }]);
  });
});
