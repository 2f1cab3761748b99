import { describe, expect, it } from 'vitest';
import { cardLine, factList, NOT_STATED, recycledContent, sustainabilityRows, type QuickFacts } from './service-facts.ts';

/** Text as a visitor reads it: the no-break spaces that hold figures to their units as plain spaces. */
const read = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

const privateLabel: QuickFacts = {
  minimumOrder: { quantity: 500, unit: 'units', basis: 'per fragrance' },
  leadTime: { minWeeks: 10, maxWeeks: 14, startsFrom: 'approved artwork' },
  sizeRange: { minMl: 30, maxMl: 100 },
  neckFinishes: ['FEA 15', '13/415'],
  capacity: '2 million units a year',
};

describe('factList: the strip at the top of a service page', () => {
  it('gives every fact a buyer asks about, in the order they ask', () => {
    const facts = factList(privateLabel).map((fact) => ({ ...fact, value: read(fact.value) }));
    expect(facts).toEqual([
      { label: 'Minimum order', value: '500 units', detail: 'per fragrance' },
      { label: 'Lead time', value: '10–14 weeks', detail: 'from approved artwork' },
      { label: 'Sizes', value: '30–100 ml', detail: null },
      { label: 'Neck finishes', value: 'FEA 15, 13/415', detail: null },
      { label: 'Capacity', value: '2 million units a year', detail: null },
    ]);
  });

  it('keeps a figure on the same line as its unit', () => {
    expect(factList(privateLabel)[1]!.value).toBe('10–14\u00a0weeks');
  });

  it('leaves out what a service does not have, and writes thousands and single figures plainly', () => {
    const facts = factList({
      minimumOrder: { quantity: 10000, unit: null, basis: null },
      leadTime: { minWeeks: 1, maxWeeks: 1 },
      neckFinishes: ['FEA 15', ' '],
    });
    expect(facts.map((fact) => [fact.label, read(fact.value), fact.detail])).toEqual([
      ['Minimum order', '10,000 units', null],
      ['Lead time', '1 week', null],
      ['Neck finish', 'FEA 15', null],
    ]);
  });

  it('is empty without facts, or with an upper figure and no lower one', () => {
    expect(factList(null)).toEqual([]);
    expect(factList({ leadTime: { minWeeks: null, maxWeeks: 12 }, sizeRange: { minMl: null, maxMl: 50 } })).toEqual([]);
  });

  it('does not say "from from" when an editor starts the clock with "from"', () => {
    expect(factList({ leadTime: { minWeeks: 14, maxWeeks: 20, startsFrom: 'From approved drawing' } })[0]!.detail).toBe(
      'from approved drawing',
    );
  });
});

describe('cardLine: one line on a service card', () => {
  it('says the minimum and the lead time', () => {
    expect(read(cardLine(privateLabel))).toBe('From 500 units · 10–14 weeks');
  });

  it('names the unit editors chose, and says what it knows', () => {
    expect(read(cardLine({ minimumOrder: { quantity: 300, unit: 'candles' } }))).toBe('From 300 candles');
    expect(read(cardLine({ leadTime: { minWeeks: 12, maxWeeks: 16 } }))).toBe('12–16 weeks');
  });

  it('is null when there is nothing to say', () => {
    expect(cardLine(null)).toBeNull();
    expect(cardLine({ sizeRange: { minMl: 5, maxMl: 200 } })).toBeNull();
  });
});

describe('sustainabilityRows: a table answered in words', () => {
  it('says yes, no and not stated in words, and recycled content as a percentage or a range', () => {
    const rows = sustainabilityRows([
      {
        _key: 'a',
        name: 'Flint glass',
        recycledContent: { minPercent: 20, maxPercent: 40 },
        refillable: false,
        monoMaterial: true,
        recyclable: 'Widely recycled in UK kerbside glass collections',
        note: 'Cullet varies by furnace.',
      },
      { _key: 'b', name: 'PP pump', recycledContent: { minPercent: 0 }, refillable: true, monoMaterial: null, recyclable: ' ' },
    ]);
    expect(rows).toEqual([
      {
        key: 'a',
        name: 'Flint glass',
        recycledContent: '20–40%',
        refillable: 'No',
        monoMaterial: 'Yes',
        recyclable: 'Widely recycled in UK kerbside glass collections',
        note: 'Cullet varies by furnace.',
      },
      {
        key: 'b',
        name: 'PP pump',
        recycledContent: 'None',
        refillable: 'Yes',
        monoMaterial: NOT_STATED,
        recyclable: NOT_STATED,
        note: null,
      },
    ]);
  });

  it('drops rows without a name', () => {
    expect(sustainabilityRows([{ _key: 'x', name: ' ' }, null])).toEqual([]);
  });

  it('writes a single figure and an unknown figure plainly', () => {
    expect(recycledContent({ minPercent: 100, maxPercent: 100 })).toBe('100%');
    expect(recycledContent(null)).toBe(NOT_STATED);
  });
});
