import { describe, expect, test } from 'vitest';
import {
  calculateFragrance,
  DEFAULT_FRAGRANCE_RATES,
  fragranceDefaults,
  parseFragrance,
  resolveFragranceRates,
  runFragrance,
  type FragranceInput,
} from './fragrance.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_FRAGRANCE_RATES;
const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 9);

describe('worked example: 100 × 50 ml eau de parfum at 20 %, 3 % overage', () => {
  const result = calculateFragrance(
    { productType: 'eau-de-parfum', bottleMl: 50, units: 100, concentrationPercent: 20, overagePercent: 3 },
    rates,
  );

  test('1,000 ml of oil before overage', () => {
    close(result.batch.oil.ml, 1000);
  });

  test('per unit: 10 ml oil (9.5 g), 1.5 ml water (3 %), 38.5 ml alcohol (30.3765 g at 0.789 g/ml)', () => {
    close(result.perUnit.oil.ml, 10);
    close(result.perUnit.oil.g, 9.5);
    close(result.perUnit.water.ml, 1.5);
    close(result.perUnit.water.g, 1.5);
    close(result.perUnit.alcohol.ml, 38.5);
    close(result.perUnit.alcohol.g, 30.3765);
    close(result.perUnit.total.ml, 50);
  });

  test('batch before overage: 950 g oil, 3,850 ml alcohol, 150 ml water, 5,000 ml in all', () => {
    close(result.batch.oil.g, 950);
    close(result.batch.alcohol.ml, 3850);
    close(result.batch.water.ml, 150);
    close(result.batch.total.ml, 5000);
  });

  test('with 3 % overage: 1,030 ml oil (978.5 g), 3,965.5 ml alcohol, 154.5 ml water; 150 ml extra', () => {
    close(result.batchWithOverage.oil.ml, 1030);
    close(result.batchWithOverage.oil.g, 978.5);
    close(result.batchWithOverage.alcohol.ml, 3965.5);
    close(result.batchWithOverage.water.ml, 154.5);
    close(result.overageMl, 150);
  });

  test('20 % is within eau de parfum’s 15–20 %', () => {
    expect(result.inUsualRange).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.percentages).toEqual({ oil: 20, water: 3, alcohol: 77 });
  });
});

test('extrait has no water: 30 ml at 25 % is 7.5 ml oil and 22.5 ml alcohol', () => {
  const result = calculateFragrance({ productType: 'extrait', bottleMl: 30, units: 1, concentrationPercent: 25, overagePercent: 0 }, rates);
  close(result.perUnit.oil.ml, 7.5);
  close(result.perUnit.alcohol.ml, 22.5);
  close(result.perUnit.water.ml, 0);
  close(result.overageMl, 0);
});

test('a concentration outside the type’s range comes with a warning to read before the figures, naming the type it would make', () => {
  const result = calculateFragrance(
    { productType: 'eau-de-toilette', bottleMl: 100, units: 10, concentrationPercent: 20, overagePercent: 0 },
    rates,
  );
  expect(result.inUsualRange).toBe(false);
  const warning = result.warnings.join(' ').replaceAll('\u00a0', ' ');
  expect(warning).toContain('Eau de toilette is usually 5–15 %');
  expect(warning).toContain('20 % is outside that range');
  expect(warning).toContain('extrait de parfum (20–30 %)');
  // The enquiry made from these figures says so too.
  const summary = runFragrance({ type: 'eau-de-toilette', size: '100', units: '10', concentration: '20', overage: '0' }, rates).summary;
  expect(summary).toContain('outside the usual range for eau de toilette');
});

test('a concentration no product type uses asks for a check', () => {
  const result = calculateFragrance(
    { productType: 'body-mist', bottleMl: 100, units: 1, concentrationPercent: 45, overagePercent: 0 },
    rates,
  );
  expect(result.warnings).toHaveLength(1);
  expect(result.warnings[0]).toContain('Check the concentration');
});

test('the batch reads in litres and kilograms, the bottle in millilitres and grams', () => {
  const { result, summary } = runFragrance({ type: 'eau-de-parfum', size: '50', units: '1000', concentration: '18', overage: '3' }, rates);
  const text = summary!.replaceAll('\u00a0', ' ');
  // 1,000 × 50 ml at 18 % with 3 % overage: 9,270 ml of oil (8,806.5 g), 40,685 ml of alcohol.
  expect(text).toContain('oil 9.27 L (8.81 kg)');
  expect(text).toContain('alcohol 40.69 L (32.1 kg)');
  expect(text).not.toMatch(/\d,\d{3}\.\d ml/);
  close(result!.perUnit.oil.ml, 9);
});

describe('validation', () => {
  const valid = fragranceDefaults(rates);

  test('the defaults are valid', () => {
    expect(parseFragrance(valid, rates).errors).toEqual({});
    expect(valid).toEqual({ type: 'eau-de-parfum', size: '50', units: '1000', concentration: '18', overage: '3' });
  });

  test('each field reports its own error, keyed by its name in the address', () => {
    const { input, errors } = parseFragrance({ type: 'shampoo', size: '-5', units: '2.5', concentration: 'abc', overage: '80' }, rates);
    expect(input).toBeNull();
    expect(errors).toEqual({
      type: 'Choose a product type from the list',
      size: 'The bottle size cannot be negative',
      units: 'The number of units must be a whole number',
      concentration: 'The concentration must be a number, like 18',
      overage: 'The overage must be 50 % or less',
    });
  });

  test('zero and absurd sizes are refused', () => {
    expect(parseFragrance({ ...valid, size: '0' }, rates).errors.size).toBe('The bottle size must be more than 0');
    expect(parseFragrance({ ...valid, size: '250000' }, rates).errors.size).toBe('The bottle size must be 1,000 ml or less');
    expect(parseFragrance({ ...valid, units: '0' }, rates).errors.units).toBe('The number of units must be more than 0');
    expect(parseFragrance({ ...valid, units: '5000000' }, rates).errors.units).toBe('The number of units must be 1,000,000 or less');
  });

  test('oil and water together cannot exceed the bottle', () => {
    const { errors } = parseFragrance({ ...valid, type: 'body-mist', concentration: '90' }, rates);
    expect(errors.concentration).toBe('The concentration must be 80 % or less: body mist is 20 % water');
  });

  test('runFragrance gives no result while there are errors, and a summary with one', () => {
    expect(runFragrance({ ...valid, size: '' }, rates).result).toBeNull();
    const run = runFragrance({ type: 'eau-de-parfum', size: '50', units: '100', concentration: '20', overage: '3' }, rates);
    expect(run.summary?.replaceAll('\u00a0', ' ')).toBe(
      'Fragrance calculator: 100 × 50 ml eau de parfum at 20 %, 3 % overage. Batch: oil 1.03 L (978.5 g), alcohol 3.97 L (3.13 kg), water 154.5 ml (154.5 g).',
    );
  });
});

describe('rates from content', () => {
  test('missing or unusable values fall back to the defaults', () => {
    expect(resolveFragranceRates(undefined)).toEqual(rates);
    expect(resolveFragranceRates({ productTypes: [], oilDensity: 'heavy' })).toEqual(rates);
    const custom = resolveFragranceRates({
      productTypes: [{ key: 'parfum', name: 'Parfum', minPercent: 15, maxPercent: 25 }, { name: 'no key' }],
      oilDensity: 0.9,
    });
    expect(custom.productTypes).toEqual([
      { key: 'parfum', name: 'Parfum', minPercent: 15, maxPercent: 25, defaultPercent: 20, waterPercent: 0 },
    ]);
    expect(custom.oilDensity).toBe(0.9);
    expect(custom.alcoholDensity).toBe(0.789);
  });
});

test('property: amounts are never negative, parts add up to the total, the batch is units × per unit', () => {
  const random = seeded(42);
  for (let i = 0; i < 1000; i += 1) {
    const type = random.pick(rates.productTypes);
    const input: FragranceInput = {
      productType: type.key,
      bottleMl: random.number(1, 1000, 1),
      units: random.int(1, 1_000_000),
      concentrationPercent: random.number(0.1, 100 - type.waterPercent, 1),
      overagePercent: random.number(0, 50, 1),
    };
    const result = calculateFragrance(input, rates);
    for (const parts of [result.perUnit, result.batch, result.batchWithOverage]) {
      for (const amount of [parts.oil, parts.alcohol, parts.water, parts.total]) {
        expect(amount.ml).toBeGreaterThanOrEqual(0);
        expect(amount.g).toBeGreaterThanOrEqual(0);
      }
      expect(parts.oil.ml + parts.alcohol.ml + parts.water.ml).toBeCloseTo(parts.total.ml, 6);
      expect(parts.oil.g + parts.alcohol.g + parts.water.g).toBeCloseTo(parts.total.g, 6);
    }
    expect(result.perUnit.total.ml).toBeCloseTo(input.bottleMl, 9);
    expect(result.batch.oil.ml / input.units).toBeCloseTo(result.perUnit.oil.ml, 6);
    expect(result.batchWithOverage.total.ml).toBeGreaterThanOrEqual(result.batch.total.ml);
    expect(result.overageMl).toBeGreaterThanOrEqual(-1e-6);
  }
});
