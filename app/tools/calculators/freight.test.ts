import { describe, expect, test } from 'vitest';
import {
  calculateFreight,
  cartonsPerLayer,
  DEFAULT_FREIGHT_RATES,
  freightDefaults,
  parseFreight,
  planPallets,
  resolveFreightRates,
  runFreight,
  type FreightInput,
} from './freight.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_FREIGHT_RATES;
const carton = (over: Partial<FreightInput> = {}): FreightInput => ({
  lengthCm: 60,
  widthCm: 40,
  heightCm: 40,
  weightKg: 10,
  cartons: 1,
  mode: 'air',
  ...over,
});

describe('worked example: one carton 60 × 40 × 40 cm, 10 kg, by air', () => {
  const result = calculateFreight(carton(), rates);
  test('0.096 m³, volumetric 16 kg (96,000 cm³ ÷ 6,000), chargeable 16 kg', () => {
    expect(result.cartonVolumeM3).toBeCloseTo(0.096, 12);
    expect(result.totalVolumeM3).toBeCloseTo(0.096, 12);
    expect(result.volumetricKg).toBe(16);
    expect(result.actualKg).toBe(10);
    expect(result.chargeableKg).toBe(16);
    expect(result.chargeableBasis).toBe('volumetric');
  });
  test('one pallet: 4 cartons a layer (2 × 2), 4 layers in 165 cm, 16 a pallet', () => {
    expect(result.palletPlan).toEqual({
      fits: true,
      perLayer: 4,
      layers: 4,
      perPallet: 16,
      limitedBy: 'space',
      pallets: 1,
      heightCm: 55,
      weightKg: 10,
    });
  });
});

test('the same carton by courier, road and sea: 19.2 kg, 32 kg and 96 kg volumetric', () => {
  expect(calculateFreight(carton({ mode: 'courier' }), rates).volumetricKg).toBeCloseTo(19.2, 12);
  expect(calculateFreight(carton({ mode: 'road' }), rates).volumetricKg).toBe(32);
  expect(calculateFreight(carton({ mode: 'sea' }), rates).volumetricKg).toBe(96);
});

test('heavy cartons are charged by actual weight', () => {
  const result = calculateFreight(carton({ weightKg: 25, mode: 'road' }), rates);
  expect(result.chargeableKg).toBe(32);
  const heavy = calculateFreight(carton({ weightKg: 40, mode: 'road' }), rates);
  expect(heavy.chargeableKg).toBe(40);
  expect(heavy.chargeableBasis).toBe('actual');
});

test('worked example: 50 cartons 40 × 30 × 30 cm, 12 kg, by sea: 1.8 m³, 1,800 kg chargeable, 2 pallets of up to 45', () => {
  const result = calculateFreight(carton({ lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 12, cartons: 50, mode: 'sea' }), rates);
  expect(result.cartonVolumeM3).toBeCloseTo(0.036, 12);
  expect(result.totalVolumeM3).toBeCloseTo(1.8, 12);
  expect(result.actualKg).toBe(600);
  expect(result.volumetricKg).toBeCloseTo(1800, 9);
  expect(result.chargeableKg).toBeCloseTo(1800, 9);
  // 3 × 3 = 9 a layer (4 × 2 = 8 turned), 5 layers of 30 cm in 165 cm
  expect(result.palletPlan).toEqual({
    fits: true,
    perLayer: 9,
    layers: 5,
    perPallet: 45,
    limitedBy: 'space',
    pallets: 2,
    heightCm: 165,
    weightKg: 540,
  });
});

test('pallets: the weight limit can decide, and oversized cartons do not fit', () => {
  // 30 × 20 × 20 cm at 25 kg: 20 a layer, 8 layers = 160 by space, but 1,000 kg ÷ 25 kg = 40
  expect(planPallets(carton({ lengthCm: 30, widthCm: 20, heightCm: 20, weightKg: 25, cartons: 100 }), rates.pallet)).toMatchObject({
    perLayer: 20,
    layers: 8,
    perPallet: 40,
    limitedBy: 'weight',
    pallets: 3,
  });
  expect(planPallets(carton({ lengthCm: 130, widthCm: 110 }), rates.pallet)).toEqual({ fits: false, reason: 'footprint' });
  expect(planPallets(carton({ heightCm: 170 }), rates.pallet)).toEqual({ fits: false, reason: 'height' });
  expect(planPallets(carton({ weightKg: 1200 }), rates.pallet)).toEqual({ fits: false, reason: 'weight' });
  // A carton turned to fit: 110 × 90 fits only along the pallet (120 × 100).
  expect(cartonsPerLayer(90, 110, rates.pallet)).toBe(1);
});

describe('validation', () => {
  const valid = freightDefaults(rates);
  test('the defaults are the worked example', () => {
    expect(valid).toEqual({ length: '60', width: '40', height: '40', weight: '10', cartons: '1', mode: 'air' });
    expect(parseFreight(valid, rates).errors).toEqual({});
  });
  test('negative, zero, non-numeric, fractional and absurd values', () => {
    const { input, errors } = parseFreight(
      { length: '-60', width: '0', height: 'forty', weight: '5000', cartons: '1.5', mode: 'rail' },
      rates,
    );
    expect(input).toBeNull();
    expect(errors).toEqual({
      length: 'The length cannot be negative',
      width: 'The width must be more than 0',
      height: 'The height must be a number, like 40',
      weight: 'The weight per carton must be 2,000 kg or less',
      cartons: 'The number of cartons must be a whole number',
      mode: 'Choose a freight mode from the list',
    });
    expect(parseFreight({ ...valid, length: '1200' }, rates).errors).toEqual({ length: 'The length must be 300 cm or less' });
  });
  test('the summary carries inputs and result', () => {
    expect(runFreight(valid, rates).summary?.replaceAll('\u00a0', ' ')).toBe(
      'Freight calculator: 1 × carton 60 × 40 × 40 cm, 10 kg each, by air freight. Volume 0.096 m³, actual 10 kg, volumetric 16 kg, chargeable 16 kg, 1 pallet.',
    );
  });
});

test('rates from content: defaults for anything missing', () => {
  expect(resolveFreightRates({})).toEqual(rates);
  const custom = resolveFreightRates({
    modes: [{ key: 'air', divisor: 6000 }, { key: 'rail' }],
    pallet: { lengthCm: 120, widthCm: 80, maxStackHeightCm: 10 },
  });
  expect(custom.modes).toEqual([{ key: 'air', name: 'Air freight', divisor: 6000, transitTime: '3–5 working days' }]);
  expect(custom.pallet.widthCm).toBe(80);
  // A stack limit below the base height is unusable: the default clearance above the base.
  expect(custom.pallet.maxStackHeightCm).toBe(180);
});

test('property: never negative, chargeable ≥ actual and ≥ volumetric, total = carton × count, every carton has a pallet place', () => {
  const random = seeded(11);
  for (let i = 0; i < 2000; i += 1) {
    const input: FreightInput = {
      lengthCm: random.number(1, 300, 1),
      widthCm: random.number(1, 300, 1),
      heightCm: random.number(1, 300, 1),
      weightKg: random.number(0.01, 2000, 2),
      cartons: random.int(1, 100_000),
      mode: random.pick(rates.modes).key,
    };
    const r = calculateFreight(input, rates);
    for (const value of [r.cartonVolumeM3, r.totalVolumeM3, r.actualKg, r.volumetricKg, r.chargeableKg])
      expect(value).toBeGreaterThanOrEqual(0);
    expect(r.chargeableKg).toBeGreaterThanOrEqual(r.actualKg);
    expect(r.chargeableKg).toBeGreaterThanOrEqual(r.volumetricKg);
    expect(r.totalVolumeM3).toBeCloseTo(r.cartonVolumeM3 * input.cartons, 6);
    expect(r.volumetricKg).toBeCloseTo(r.volumetricPerCartonKg * input.cartons, 4);
    const plan = r.palletPlan;
    if (plan.fits) {
      expect(plan.pallets * plan.perPallet).toBeGreaterThanOrEqual(input.cartons);
      expect((plan.pallets - 1) * plan.perPallet).toBeLessThan(input.cartons);
      expect(plan.heightCm).toBeLessThanOrEqual(rates.pallet.maxStackHeightCm);
      expect(plan.weightKg).toBeLessThanOrEqual(rates.pallet.maxWeightKg + 1e-9);
    }
  }
});
