import { expect, test } from 'vitest';
import {
  calculateInclusion,
  DEFAULT_INCLUSION_RATES,
  inclusionDefaults,
  parseInclusion,
  resolveInclusionRates,
  runInclusion,
} from './inclusion-rates.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_INCLUSION_RATES;

test('worked example: a 10 kg candle batch at 6–12 % (typical 10 %) takes 600 g to 1,200 g, typically 1,000 g', () => {
  const result = calculateInclusion({ category: 'candle', batchKg: 10 }, rates);
  expect(result.batchG).toBe(10000);
  expect(result.min).toEqual({ percent: 6, fragranceG: 600, baseG: 9400 });
  expect(result.typical).toEqual({ percent: 10, fragranceG: 1000, baseG: 9000 });
  expect(result.max).toEqual({ percent: 12, fragranceG: 1200, baseG: 8800 });
  expect(result.complianceNote).toContain('IFRA');
});

test('worked example: 2.5 kg of body lotion at 0.5–2 % takes 12.5 g to 50 g', () => {
  const result = calculateInclusion({ category: 'body-lotion', batchKg: 2.5 }, rates);
  expect(result.min.fragranceG).toBeCloseTo(12.5, 9);
  expect(result.typical.fragranceG).toBeCloseTo(25, 9);
  expect(result.max.fragranceG).toBeCloseTo(50, 9);
});

test('validation: category and batch size', () => {
  expect(parseInclusion(inclusionDefaults(rates), rates).errors).toEqual({});
  expect(parseInclusion({ category: 'paint', batch: '0' }, rates).errors).toEqual({
    category: 'Choose a product category from the list',
    batch: 'The batch size must be more than 0',
  });
  expect(parseInclusion({ category: 'soap', batch: '250000' }, rates).errors).toEqual({
    batch: 'The batch size must be 100,000 kg or less',
  });
  expect(parseInclusion({ category: 'soap', batch: 'ten' }, rates).errors).toEqual({ batch: 'The batch size must be a number, like 10' });
  expect(runInclusion({ category: 'soap', batch: '-1' }, rates).result).toBeNull();
});

test('the summary names the range and the grams', () => {
  const run = runInclusion({ category: 'candle', batch: '10' }, rates);
  expect(run.summary?.replaceAll('\u00a0', ' ')).toBe(
    'Inclusion rates: candle, batch of 10 kg. Recommended 6–12 % (typical 10 %): 600 g to 1.2 kg of fragrance, typically 1 kg.',
  );
});

test('rates from content: unusable rows are skipped, an empty list falls back to the defaults', () => {
  expect(resolveInclusionRates(null)).toEqual(rates);
  const custom = resolveInclusionRates({
    categories: [
      { key: 'incense', name: 'Incense', group: 'home', minPercent: 5, maxPercent: 10, typicalPercent: 50 },
      { key: 'bad', minPercent: 10, maxPercent: 5 },
    ],
    complianceNote: '',
  });
  expect(custom.categories).toEqual([
    { key: 'incense', name: 'Incense', group: 'home', minPercent: 5, maxPercent: 10, typicalPercent: 10, note: null },
  ]);
  expect(custom.complianceNote).toBe(rates.complianceNote);
});

test('property: grams are never negative, fragrance + base = batch, min ≤ typical ≤ max', () => {
  const random = seeded(3);
  for (let i = 0; i < 1000; i += 1) {
    const category = random.pick(rates.categories);
    const result = calculateInclusion({ category: category.key, batchKg: random.number(0.01, 100_000, 2) }, rates);
    for (const load of [result.min, result.typical, result.max]) {
      expect(load.fragranceG).toBeGreaterThanOrEqual(0);
      expect(load.baseG).toBeGreaterThanOrEqual(0);
      expect(load.fragranceG + load.baseG).toBeCloseTo(result.batchG, 6);
    }
    expect(result.min.fragranceG).toBeLessThanOrEqual(result.typical.fragranceG);
    expect(result.typical.fragranceG).toBeLessThanOrEqual(result.max.fragranceG);
  }
});
