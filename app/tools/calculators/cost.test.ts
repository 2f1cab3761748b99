import { describe, expect, test } from 'vitest';
import { calculateCost, costDefaults, DEFAULT_COST_RATES, parseCost, resolveCostRates, runCost, tierFor, type CostInput } from './cost.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_COST_RATES;
const stock = { glass: 'stock', cap: 'stock', pump: 'standard', box: 'stock', filling: 'standard', assembly: 'standard' };

describe('worked example: 2,500 × 50 ml at 18 %, oil £95/kg, stock glass, cap and box', () => {
  const result = calculateCost({ bottleMl: 50, quantity: 2500, concentrationPercent: 18, oilPricePencePerKg: 9500, choices: stock }, rates);

  test('2,500 reaches the 88 % tier', () => {
    expect(result.tier?.unitPricePercent).toBe(88);
  });

  test('per unit, hand-checked to the penny', () => {
    // oil 9 ml × 0.95 g/ml = 8.55 g × 9,500p/kg = 81.225p → 81p
    // alcohol 41 ml × 450p/l = 18.45p → 18p
    // glass 145p × 88 % = 127.6 → 128p; cap 65 → 57.2 → 57p; pump 48 → 42.24 → 42p
    // box 55 → 48.4 → 48p; filling 35 → 30.8 → 31p; assembly 28 → 24.64 → 25p
    expect(result.lines.map((line) => [line.key, line.unitPence])).toEqual([
      ['oil', 81],
      ['alcohol', 18],
      ['glass-stock', 128],
      ['cap-stock', 57],
      ['pump-standard', 42],
      ['box-stock', 48],
      ['filling-standard', 31],
      ['assembly-standard', 25],
    ]);
    expect(result.unitPence).toBe(430);
    expect(result.oilGPerUnit).toBeCloseTo(8.55, 9);
  });

  test('totals: £10,750 of units, £600 set-up (box £350, filling £250), £11,350 in all, £4.54 a unit all in', () => {
    expect(result.variablePence).toBe(1_075_000);
    expect(result.setupPence).toBe(60_000);
    expect(result.totalPence).toBe(1_135_000);
    expect(result.allInUnitPence).toBe(454);
    expect(result.notices).toEqual([]);
  });

  test('the tier table prices each tier’s first quantity and marks the current tier', () => {
    expect(result.tiers.map((t) => t.minQuantity)).toEqual([500, 1000, 2500, 5000, 10000, 25000]);
    expect(result.tiers.filter((t) => t.current).map((t) => t.minQuantity)).toEqual([2500]);
    // At 500 (list price): 81 + 18 + 145 + 65 + 48 + 55 + 35 + 28 = 475p; (475 × 500 + 60,000) ÷ 500 = 595p
    expect(result.tiers[0]).toMatchObject({ unitPence: 475, allInUnitPence: 595 });
    expect(result.tiers[2]).toMatchObject({ unitPence: 430, allInUnitPence: 454 });
    for (let i = 1; i < result.tiers.length; i += 1)
      expect(result.tiers[i]!.allInUnitPence).toBeLessThanOrEqual(result.tiers[i - 1]!.allInUnitPence);
  });
});

test('bespoke glass below its minimum carries its tooling and a notice', () => {
  const result = calculateCost(
    { bottleMl: 100, quantity: 1000, concentrationPercent: 20, oilPricePencePerKg: 12000, choices: { ...stock, glass: 'bespoke' } },
    rates,
  );
  expect(result.setupPence).toBe(2_800_000 + 35_000 + 25_000);
  expect(result.notices).toEqual(['Bespoke glass bottle: usually from 10,000 units.']);
});

test('below the first tier: list prices and a notice', () => {
  const result = calculateCost(
    { bottleMl: 50, quantity: 100, concentrationPercent: 18, oilPricePencePerKg: 9500, choices: { ...stock, box: 'none' } },
    rates,
  );
  expect(result.tier).toBeNull();
  expect(result.tiers.some((t) => t.current)).toBe(false);
  expect(result.notices[0]).toContain('500 units');
  expect(tierFor(25_000, rates.quantityTiers)?.unitPricePercent).toBe(70);
  expect(tierFor(24_999, rates.quantityTiers)?.unitPricePercent).toBe(76);
});

describe('validation', () => {
  const valid = costDefaults(rates);
  test('defaults', () => {
    expect(valid).toEqual({ size: '50', quantity: '2500', concentration: '18', oil: '95.00', glass: 'stock', cap: 'stock', box: 'stock' });
    expect(parseCost(valid, rates)).toMatchObject({
      errors: {},
      input: { bottleMl: 50, quantity: 2500, concentrationPercent: 18, oilPricePencePerKg: 9500, choices: stock },
    });
  });
  test('errors by field', () => {
    const { input, errors } = parseCost({ ...valid, size: '0', quantity: '-3', concentration: '', oil: '95.999', glass: 'crystal' }, rates);
    expect(input).toBeNull();
    expect(errors).toEqual({
      size: 'The bottle size must be more than 0',
      quantity: 'The quantity cannot be negative',
      concentration: 'Enter the concentration',
      oil: 'The oil price must be in pounds and pence, like 95.00',
      glass: 'Choose a glass bottle from the list',
    });
  });
  test('a component with one option needs no choice in the address, but a named one must exist', () => {
    expect(parseCost(valid, rates).input?.choices).toMatchObject({ pump: 'standard', filling: 'standard', assembly: 'standard' });
    expect(parseCost({ ...valid, pump: 'gold' }, rates).errors).toEqual({ pump: 'Choose a pump from the list' });
  });
  test('the summary', () => {
    expect(runCost(valid, rates).summary?.replaceAll('\u00a0', ' ')).toBe(
      'Cost calculator: 2,500 × 50 ml at 18 %, oil £95.00/kg, glass bottle stock, cap stock, box stock. About £4.30 per unit before set-up, £600.00 set-up, £11,350.00 in total (£4.54 per unit all in).',
    );
  });
});

test('rates from content: defaults when missing; tiers sorted', () => {
  expect(resolveCostRates(undefined)).toEqual(rates);
  const custom = resolveCostRates({
    defaultOilPricePencePerKg: 12.5,
    components: [
      { component: 'glass', option: 'stock', unitPricePence: 100 },
      { component: 'glass', option: 'stock', unitPricePence: 999 },
      { component: 'vase', option: 'x', unitPricePence: 1 },
    ],
    quantityTiers: [
      { minQuantity: 1000, unitPricePercent: 90 },
      { minQuantity: 100, unitPricePercent: 100 },
    ],
  });
  expect(custom.defaultOilPricePencePerKg).toBe(9500);
  expect(custom.components).toEqual([
    {
      key: 'glass-stock',
      component: 'glass',
      option: 'stock',
      name: 'Stock glass bottle',
      unitPricePence: 100,
      setupPence: 0,
      minimumQuantity: 0,
    },
  ]);
  expect(custom.quantityTiers.map((t) => t.minQuantity)).toEqual([100, 1000]);
});

test('property: money is whole pence, never negative, and totals are the sum of their parts', () => {
  const random = seeded(5);
  const choices = (): CostInput['choices'] => ({
    glass: random.pick(['stock', 'bespoke']),
    cap: random.pick(['stock', 'bespoke']),
    pump: 'standard',
    box: random.pick(['none', 'stock', 'bespoke']),
    filling: 'standard',
    assembly: 'standard',
  });
  for (let i = 0; i < 1000; i += 1) {
    const input: CostInput = {
      bottleMl: random.number(1, 1000, 1),
      quantity: random.int(1, 1_000_000),
      concentrationPercent: random.number(0.1, 100, 1),
      oilPricePencePerKg: random.int(1, 1_000_000),
      choices: choices(),
    };
    const r = calculateCost(input, rates);
    for (const line of r.lines) {
      for (const pence of [line.unitPence, line.totalPence, line.setupPence]) {
        expect(Number.isSafeInteger(pence)).toBe(true);
        expect(pence).toBeGreaterThanOrEqual(0);
      }
      expect(line.totalPence).toBe(line.unitPence * input.quantity);
    }
    expect(r.unitPence).toBe(r.lines.reduce((sum, line) => sum + line.unitPence, 0));
    expect(r.variablePence).toBe(r.lines.reduce((sum, line) => sum + line.totalPence, 0));
    expect(r.setupPence).toBe(r.lines.reduce((sum, line) => sum + line.setupPence, 0));
    expect(r.totalPence).toBe(r.variablePence + r.setupPence);
    expect(r.variablePence).toBe(r.unitPence * input.quantity);
    expect(Math.abs(r.allInUnitPence * input.quantity - r.totalPence)).toBeLessThanOrEqual(input.quantity / 2);
  }
});
