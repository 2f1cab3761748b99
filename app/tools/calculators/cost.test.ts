import { describe, expect, test } from 'vitest';
import {
  calculateCost,
  costDefaults,
  costSummary,
  DEFAULT_COST_RATES,
  parseCost,
  resolveCostRates,
  runCost,
  tierFor,
  type CostInput,
} from './cost.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_COST_RATES;
const stock = { glass: 'stock', cap: 'stock', pump: 'standard', box: 'stock', filling: 'standard', assembly: 'standard' };

describe('worked example: 2,500 × 50 ml at 18 %, oil £95/kg, stock glass, cap and box', () => {
  const result = calculateCost({ bottleMl: 50, quantity: 2500, concentrationPercent: 18, oilPricePencePerKg: 9500, choices: stock }, rates);

  test('2,500 reaches the 88 % tier, and is above the 500-unit minimum', () => {
    expect(result.tier?.unitPricePercent).toBe(88);
    expect(result).toMatchObject({ requestedQuantity: 2500, quantity: 2500, minimumRun: 500, belowMinimum: false });
  });

  test('each line: quantity × price each, rounded once, hand-checked to the penny', () => {
    // oil: 9 ml × 0.95 g/ml = 8.55 g a unit × 2,500 = 21.375 kg × 9,500p/kg = 203,062.5p → 203,063p
    // alcohol: 41 ml a unit × 2,500 = 102.5 litres × 450p/l = 46,125p
    // glass 145p × 88 % = 127.6 → 128p; cap 65 → 57.2 → 57p; pump 48 → 42.24 → 42p
    // box 55 → 48.4 → 48p (its minimum, 1,000, is below the run); filling 35 → 30.8 → 31p; assembly 28 → 24.64 → 25p
    expect(result.lines.map((line) => [line.key, line.unit, line.quantity, line.eachPence, line.totalPence])).toEqual([
      ['oil', 'kg', 21.375, 9500, 203_063],
      ['alcohol', 'l', 102.5, 450, 46_125],
      ['glass-stock', 'unit', 2500, 128, 320_000],
      ['cap-stock', 'unit', 2500, 57, 142_500],
      ['pump-standard', 'unit', 2500, 42, 105_000],
      ['box-stock', 'unit', 2500, 48, 120_000],
      ['filling-standard', 'unit', 2500, 31, 77_500],
      ['assembly-standard', 'unit', 2500, 25, 62_500],
    ]);
    expect(result.lines.every((line) => line.surplus === 0)).toBe(true);
    expect(result.oilGPerUnit).toBeCloseTo(8.55, 9);
  });

  test('totals that add up: £10,766.88 subtotal + £600 set-up (box £350, filling £250) = £11,366.88; ÷ 2,500 = £4.55 all in', () => {
    // 203,063 + 46,125 + 320,000 + 142,500 + 105,000 + 120,000 + 77,500 + 62,500
    expect(result.subtotalPence).toBe(1_076_688);
    expect(result.setupPence).toBe(60_000);
    expect(result.totalPence).toBe(1_136_688);
    // 454.6752p → 455p
    expect(result.allInUnitPence).toBe(455);
    expect(result.notices).toEqual([]);
  });

  test('the tier table prices a run of each tier’s first quantity, each part at its own minimum, and marks the current tier', () => {
    expect(result.tiers.map((t) => t.minQuantity)).toEqual([500, 1000, 2500, 5000, 10000, 25000]);
    expect(result.tiers.filter((t) => t.current).map((t) => t.minQuantity)).toEqual([2500]);
    // A run of 500 (list price) still buys 1,000 boxes, at the 1,000 tier: 55p × 94 % = 51.7 → 52p, £520.
    // Oil 4.275 kg × 9,500p = 40,612.5 → 40,613p; alcohol 20.5 l × 450p = 9,225p;
    // parts 145 + 65 + 48 + 35 + 28 = 321p × 500 = 160,500p; with the boxes and £600 set-up, 322,338p → 644.676 → £6.45.
    expect(result.tiers[0]).toMatchObject({ totalPence: 322_338, allInUnitPence: 645 });
    // 1,000 at 94 %: oil 81,225p, alcohol 18,450p, parts 136 + 61 + 45 + 52 + 33 + 26 = 353p × 1,000; + £600 = 512,675p → £5.13.
    expect(result.tiers[1]).toMatchObject({ totalPence: 512_675, allInUnitPence: 513 });
    expect(result.tiers[2]).toMatchObject({ totalPence: 1_136_688, allInUnitPence: 455 });
    // 25,000 at 70 %: oil 213.75 kg = 2,030,625p, alcohol 1,025 l = 461,250p,
    // parts 102 + 46 + 34 + 39 + 25 + 20 = 266p × 25,000 = 6,650,000p; + £600 = 9,201,875p → 368.075 → £3.68.
    expect(result.tiers[5]).toMatchObject({ totalPence: 9_201_875, allInUnitPence: 368 });
    for (let i = 1; i < result.tiers.length; i += 1)
      expect(result.tiers[i]!.allInUnitPence).toBeLessThanOrEqual(result.tiers[i - 1]!.allInUnitPence);
  });
});

describe('worked example: bespoke glass below its own minimum is priced at its minimum', () => {
  // 1,000 × 100 ml at 20 %, oil £120/kg, bespoke glass, stock cap and box.
  const result = calculateCost(
    { bottleMl: 100, quantity: 1000, concentrationPercent: 20, oilPricePencePerKg: 12000, choices: { ...stock, glass: 'bespoke' } },
    rates,
  );

  test('the glass: 10,000 bottles at the 10,000 tier (240p × 76 % = 182.4 → 182p), £18,200, 9,000 of them kept', () => {
    const glass = result.lines.find((line) => line.key === 'glass-bespoke')!;
    expect(glass).toMatchObject({ quantity: 10_000, eachPence: 182, totalPence: 1_820_000, surplus: 9000, setupPence: 2_800_000 });
    expect(result.notices).toEqual([
      'Bespoke glass bottle: the minimum order is 10,000, so 10,000 are priced; the 9,000 beyond your run are kept for your next one.',
    ]);
  });

  test('the rest at the run’s 94 % tier, and totals that add up', () => {
    // oil 20 ml × 0.95 = 19 g a unit × 1,000 = 19 kg × 12,000p/kg = 228,000p; alcohol 80 ml × 1,000 = 80 l × 450p = 36,000p
    // cap 61p, pump 45p, box 52p, filling 33p, assembly 26p (94 % of list, to the penny)
    expect(result.lines.filter((line) => line.key !== 'glass-bespoke').map((line) => [line.key, line.quantity, line.eachPence])).toEqual([
      ['oil', 19, 12_000],
      ['alcohol', 80, 450],
      ['cap-stock', 1000, 61],
      ['pump-standard', 1000, 45],
      ['box-stock', 1000, 52],
      ['filling-standard', 1000, 33],
      ['assembly-standard', 1000, 26],
    ]);
    // (228 + 36 + 61 + 45 + 52 + 33 + 26)p × 1,000 = £4,810, + £18,200 of glass = £23,010
    expect(result.subtotalPence).toBe(2_301_000);
    // mould £28,000 + box plates £350 + filling set-up £250
    expect(result.setupPence).toBe(2_860_000);
    expect(result.totalPence).toBe(5_161_000);
    expect(result.allInUnitPence).toBe(5161);
  });
});

describe('worked example: below the smallest run, the smallest run is priced', () => {
  // 100 × 50 ml at 18 %, oil £95/kg, stock glass and cap, no box.
  const result = calculateCost(
    { bottleMl: 50, quantity: 100, concentrationPercent: 18, oilPricePencePerKg: 9500, choices: { ...stock, box: 'none' } },
    rates,
  );

  test('priced at 500, the first tier, and says so', () => {
    expect(result).toMatchObject({ requestedQuantity: 100, quantity: 500, minimumRun: 500, belowMinimum: true });
    expect(result.tier?.minQuantity).toBe(500);
    expect(result.tiers.filter((t) => t.current).map((t) => t.minQuantity)).toEqual([500]);
  });

  test('oil 40,613p + alcohol 9,225p + parts (145 + 65 + 48 + 35 + 28) × 500 = £2,103.38, + £250 set-up = £2,353.38, £4.71 a unit', () => {
    expect(result.lines.map((line) => line.key)).not.toContain('box-none');
    expect(result.subtotalPence).toBe(210_338);
    expect(result.setupPence).toBe(25_000);
    expect(result.totalPence).toBe(235_338);
    // 470.676p → 471p
    expect(result.allInUnitPence).toBe(471);
  });

  test('the summary names both quantities', () => {
    const input = { bottleMl: 50, quantity: 100, concentrationPercent: 18, oilPricePencePerKg: 9500, choices: { ...stock, box: 'none' } };
    expect(costSummary(input, result, rates).replaceAll('\u00a0', ' ')).toBe(
      'Cost calculator: 100 × 50 ml at 18 %, oil £95.00/kg; stock glass bottle, decorated; stock cap; no box. ' +
        'For 100 units asked for, priced at our 500-unit minimum: £2,353.38 in total including £250.00 set-up, £4.71 per unit all in (GBP, ex VAT, ex works).',
    );
  });
});

test('tiers: the highest reached', () => {
  expect(tierFor(25_000, rates.quantityTiers)?.unitPricePercent).toBe(70);
  expect(tierFor(24_999, rates.quantityTiers)?.unitPricePercent).toBe(76);
  expect(tierFor(499, rates.quantityTiers)).toBeNull();
});

describe('validation', () => {
  const valid = costDefaults(rates);
  test('defaults', () => {
    expect(valid).toEqual({
      size: '50',
      quantity: '2500',
      fragrance: 'own',
      concentration: '18',
      oil: '95.00',
      glass: 'stock',
      cap: 'stock',
      box: 'stock',
    });
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
  test('a fragrance from the library is priced at the library rate: no oil price is asked, a typed one is not read (issue 52)', () => {
    const { oil: _oil, ...noOil } = valid;
    const library = runCost({ ...noOil, fragrance: 'library' }, rates);
    expect(library.errors).toEqual({});
    expect(library.input).toMatchObject({ fragrance: 'library', oilPricePencePerKg: rates.libraryOilPricePencePerKg });
    expect(runCost({ ...valid, fragrance: 'library', oil: 'nonsense' }, rates).input?.oilPricePencePerKg).toBe(
      rates.libraryOilPricePencePerKg,
    );
    expect(library.result?.lines[0]).toMatchObject({ label: 'Fragrance oil from our library', eachPence: 7000 });
    expect(library.summary).toContain('a fragrance from our library (£70.00/kg)');
    // Cheaper oil, the same parts: less per unit than the default's £95 a kilogram.
    expect(library.result!.allInUnitPence).toBeLessThan(runCost(valid, rates).result!.allInUnitPence);
    expect(parseCost({ ...valid, fragrance: 'mine' }, rates).errors).toEqual({ fragrance: 'Choose a fragrance from the list' });
    // An address from before the choice existed is the buyer's own oil, as it was.
    const { fragrance: _fragrance, ...before } = valid;
    expect(parseCost(before, rates).input).toMatchObject({ fragrance: 'own', oilPricePencePerKg: 9500 });
  });
  test('the summary', () => {
    expect(runCost(valid, rates).summary?.replaceAll('\u00a0', ' ')).toBe(
      'Cost calculator: 2,500 × 50 ml at 18 %, oil £95.00/kg; stock glass bottle, decorated; stock cap; printed folding carton. ' +
        'For 2,500 units: £11,366.88 in total including £600.00 set-up, £4.55 per unit all in (GBP, ex VAT, ex works).',
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
    expect(r.quantity).toBe(Math.max(input.quantity, 500));
    for (const line of r.lines) {
      for (const pence of [line.eachPence, line.totalPence, line.setupPence]) {
        expect(Number.isSafeInteger(pence)).toBe(true);
        expect(pence).toBeGreaterThanOrEqual(0);
      }
      if (line.unit === 'unit') {
        expect(line.quantity).toBe(r.quantity + line.surplus);
        expect(line.totalPence).toBe(line.eachPence * line.quantity);
      } else expect(Math.abs(line.totalPence - line.eachPence * line.quantity)).toBeLessThanOrEqual(0.5 + 1e-6 * line.totalPence);
    }
    expect(r.subtotalPence).toBe(r.lines.reduce((sum, line) => sum + line.totalPence, 0));
    expect(r.setupPence).toBe(r.lines.reduce((sum, line) => sum + line.setupPence, 0));
    expect(r.totalPence).toBe(r.subtotalPence + r.setupPence);
    expect(Math.abs(r.allInUnitPence * r.quantity - r.totalPence)).toBeLessThanOrEqual(r.quantity / 2);
  }
});

test('the summary reads well with no choices to name, and for one unit', () => {
  const single = resolveCostRates({
    components: [{ component: 'glass', option: 'stock', name: 'Stock glass bottle', unitPricePence: 100 }],
    quantityTiers: [{ minQuantity: 1, unitPricePercent: 100 }],
  });
  const { summary } = runCost({ size: '50', quantity: '1', concentration: '18', oil: '95.00' }, single);
  // oil 8.55 g × 9,500p/kg = 81.225 → 81p; alcohol 41 ml × 450p/l = 18.45 → 18p; glass 100p: 199p
  expect(summary?.replaceAll('\u00a0', ' ')).toBe(
    'Cost calculator: 1 × 50 ml at 18 %, oil £95.00/kg. For 1 unit: £1.99 in total including £0.00 set-up, £1.99 per unit all in (GBP, ex VAT, ex works).',
  );
});
