import { describe, expect, test } from 'vitest';
import {
  calculateFreight,
  cartonsPerLayer,
  countryInSentence,
  formatTransit,
  freightDefaults,
  inSentence,
  palletCount,
  parseFreight,
  planPallets,
  runFreight,
  type FittingPallets,
  type FreightInput,
} from './freight.ts';
import { DEFAULT_FREIGHT_RATES, resolveFreightRates } from './freight-rates.ts';
import { seeded } from './random.test-helper.ts';

const rates = DEFAULT_FREIGHT_RATES;
const carton = (over: Partial<FreightInput> = {}): FreightInput => ({
  lengthCm: 60,
  widthCm: 40,
  heightCm: 40,
  weightKg: 10,
  cartons: 1,
  mode: 'air',
  to: 'US',
  ...over,
});
/** Figures as a test writes them: ordinary spaces for the no-break spaces that join figures to units. */
const text = (value: string | null | undefined) => value?.replaceAll('\u00a0', ' ');
const warningsOf = (over: Partial<FreightInput>) => calculateFreight(carton(over), rates).warnings.map(text);

describe('worked example: one carton 60 × 40 × 40 cm, 10 kg, by air to the United States', () => {
  const result = calculateFreight(carton(), rates);
  test('0.096 m³, volumetric 16 kg (96,000 cm³ ÷ 6,000), chargeable 16 kg', () => {
    expect(result.cartonVolumeM3).toBeCloseTo(0.096, 12);
    expect(result.totalVolumeM3).toBeCloseTo(0.096, 12);
    expect(result.volumetricKg).toBe(16);
    expect(result.actualKg).toBe(10);
    expect(result.chargeableKg).toBe(16);
    expect(result.chargeableBasis).toBe('volumetric');
  });
  test('North America by air: 3–6 working days; 16 kg × £3.50 = £56.00 and × £5.50 = £88.00, both under the £120.00 minimum', () => {
    expect(result.zone.name).toBe('North America');
    expect(result.country).toEqual({ code: 'US', name: 'United States' });
    expect(result.transit).toEqual({ days: '3–6 working days', weeks: null });
    expect(result.cost).toEqual({ lowPence: 12_000, highPence: 12_000, lowIsMinimum: true, highIsMinimum: true });
    expect(result.noLane).toBeNull();
  });
  test('10 kg under 150 kg and 0.096 m³ under 1 m³: loose cartons, no warnings', () => {
    expect(result.shipping).toEqual({ as: 'loose', because: 'small' });
    expect(result.warnings).toEqual([]);
  });
  test('on pallets it would take 4 a layer (2 × 2), 3 layers in the 145 cm air freight leaves above the base', () => {
    expect(result.palletPlan).toEqual({
      fits: true,
      perLayer: 4,
      layers: 3,
      perPallet: 12,
      limitedBy: 'space',
      pallets: 1,
      fullPallets: 0,
      lastPalletCartons: 1,
      stackHeightCm: 160,
      heightCm: 55,
      weightKg: 10,
      grossWeightKg: 35,
    });
  });
  test('the summary names origin, destination, mode, figures, cost and transit', () => {
    expect(text(runFreight(freightDefaults(rates), rates).summary)).toBe(
      'Freight calculator: 1 × carton 60 × 40 × 40 cm, 10 kg each, from our facility in Hertfordshire, UK to the United States by air freight. ' +
        'Volume 0.096 m³, actual 10 kg, volumetric 16 kg, chargeable 16 kg, as loose cartons. Indicative cost £120.00 (the minimum charge), 3–6 working days.',
    );
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

describe('worked example: 20 cartons 60 × 40 × 40 cm, 10 kg, by road to Germany', () => {
  const result = calculateFreight(carton({ cartons: 20, mode: 'road', to: 'DE' }), rates);
  test('cartons: 1.92 m³; actual 200 kg; volumetric 1,920,000 cm³ ÷ 3,000 = 640 kg', () => {
    expect(result.totalVolumeM3).toBeCloseTo(1.92, 12);
    expect(result.actualKg).toBe(200);
    expect(result.volumetricKg).toBe(640);
  });
  test('on pallets the carrier charges the built pallets: 175 + 55 cm high × 120 × 100 cm = 2.76 m³ ÷ 3,000 = 920 kg; 200 + 2 × 25 = 250 kg', () => {
    expect(result.onPallets).toEqual({ heightsCm: 230, volumeM3: 2.76, grossKg: 250, volumetricKg: 920 });
    expect(result.chargeableKg).toBe(920);
    expect(result.chargeableBasis).toBe('volumetric');
  });
  test('Europe by road, 3–6 working days: 920 kg × 40p = £368.00 to 920 kg × 80p = £736.00 (over the £90.00 minimum)', () => {
    expect(result.zone.key).toBe('europe');
    expect(result.transit).toEqual({ days: '3–6 working days', weeks: null });
    expect(result.cost).toEqual({ lowPence: 36_800, highPence: 73_600, lowIsMinimum: false, highIsMinimum: false });
  });
  test('200 kg from 150 kg: on pallets; 4 a layer, 4 layers in 165 cm above the base: 16 a pallet, 1 full and 1 with 4', () => {
    // Road takes 220 cm: the pallet's own 180 cm decides.
    expect(result.shipping).toEqual({
      as: 'pallets',
      plan: {
        fits: true,
        perLayer: 4,
        layers: 4,
        perPallet: 16,
        limitedBy: 'space',
        pallets: 2,
        fullPallets: 1,
        lastPalletCartons: 4,
        stackHeightCm: 180,
        // 15 cm base + 4 × 40 cm; 16 × 10 kg of cartons + the 25 kg pallet
        heightCm: 175,
        weightKg: 160,
        grossWeightKg: 185,
      },
    });
    expect(result.warnings).toEqual([]);
  });
  test('the summary counts the pallets honestly', () => {
    expect(text(freightSummaryOf({ cartons: '20', mode: 'road', to: 'DE' }))).toBe(
      'Freight calculator: 20 × carton 60 × 40 × 40 cm, 10 kg each, from our facility in Hertfordshire, UK to Germany by road freight. ' +
        'Volume 1.920 m³ (2.760 m³ on pallets), actual 200 kg (250 kg with the pallets), volumetric 640 kg (920 kg on pallets), chargeable 920 kg, ' +
        'on 2 pallets (1 full of 16 cartons, 1 with 4). Indicative cost £368.00–£736.00, 3–6 working days.',
    );
  });
});

const freightSummaryOf = (over: Record<string, string>) => runFreight({ ...freightDefaults(rates), ...over }, rates).summary;

describe('worked example: the same 20 cartons by air to the United States', () => {
  const result = calculateFreight(carton({ cartons: 20 }), rates);
  test('cartons 320 kg volumetric; on pallets 135 + 95 cm × 120 × 100 cm = 2.76 m³ ÷ 6,000 = 460 kg: £1,610.00 (× £3.50) to £2,530.00 (× £5.50)', () => {
    expect(result.volumetricKg).toBe(320);
    expect(result.onPallets).toEqual({ heightsCm: 230, volumeM3: 2.76, grossKg: 250, volumetricKg: 460 });
    expect(result.chargeableKg).toBe(460);
    expect(result.cost).toEqual({ lowPence: 161_000, highPence: 253_000, lowIsMinimum: false, highIsMinimum: false });
  });
  test('air freight takes 160 cm: 3 layers (145 ÷ 40), 12 a pallet, 1 full and 1 with 8; the warning says so', () => {
    expect(result.shipping).toMatchObject({
      as: 'pallets',
      plan: {
        layers: 3,
        perPallet: 12,
        pallets: 2,
        fullPallets: 1,
        lastPalletCartons: 8,
        heightCm: 135,
        weightKg: 120,
        grossWeightKg: 145,
      },
    });
    expect(result.warnings.map(text)).toEqual([
      'Air freight takes pallets up to 160 cm high, base included: 3 layers a pallet instead of 4.',
    ]);
  });
});

describe('worked example: 50 cartons 40 × 30 × 30 cm, 12 kg, by sea to the United States', () => {
  const input = carton({ lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 12, cartons: 50, mode: 'sea' });
  const result = calculateFreight(input, rates);
  test('cartons 1.8 m³, 600 kg actual, 1,800 kg volumetric (1 m³ = 1,000 kg); on pallets 165 + 45 cm × 120 × 100 cm = 2.52 m³, 2,520 kg', () => {
    expect(result.cartonVolumeM3).toBeCloseTo(0.036, 12);
    expect(result.totalVolumeM3).toBeCloseTo(1.8, 12);
    expect(result.actualKg).toBe(600);
    expect(result.volumetricKg).toBeCloseTo(1800, 9);
    expect(result.onPallets).toEqual({ heightsCm: 210, volumeM3: 2.52, grossKg: 650, volumetricKg: 2520 });
    expect(result.chargeableKg).toBe(2520);
  });
  test('2,520 kg × 35p = £882.00 to × 60p = £1,512.00; 25–35 working days, 5–7 weeks', () => {
    expect(result.cost).toEqual({ lowPence: 88_200, highPence: 151_200, lowIsMinimum: false, highIsMinimum: false });
    expect(result.transit).toEqual({ days: '25–35 working days', weeks: '5–7 weeks' });
  });
  test('3 × 3 = 9 a layer (4 × 2 = 8 turned), 5 layers of 30 cm in 165 cm: 45 a pallet, 1 full and 1 with 5', () => {
    expect(result.palletPlan).toEqual({
      fits: true,
      perLayer: 9,
      layers: 5,
      perPallet: 45,
      limitedBy: 'space',
      pallets: 2,
      fullPallets: 1,
      lastPalletCartons: 5,
      stackHeightCm: 180,
      heightCm: 165,
      // 45 × 12 kg + 25 kg
      weightKg: 540,
      grossWeightKg: 565,
    });
  });
  test('the summary keeps the acronym: by sea freight (LCL)', () => {
    expect(
      text(runFreight({ length: '40', width: '30', height: '30', weight: '12', cartons: '50', mode: 'sea', to: 'US' }, rates).summary),
    ).toBe(
      'Freight calculator: 50 × carton 40 × 30 × 30 cm, 12 kg each, from our facility in Hertfordshire, UK to the United States by sea freight (LCL). ' +
        'Volume 1.800 m³ (2.520 m³ on pallets), actual 600 kg (650 kg with the pallets), volumetric 1,800 kg (2,520 kg on pallets), chargeable 2,520 kg, ' +
        'on 2 pallets (1 full of 45 cartons, 1 with 5). Indicative cost £882.00–£1,512.00, 25–35 working days (5–7 weeks).',
    );
  });
});

test('worked example: 7 cartons 25 × 25 × 25 cm, 2 kg, by courier to the United States: half a penny rounds up', () => {
  const result = calculateFreight(carton({ lengthCm: 25, widthCm: 25, heightCm: 25, weightKg: 2, cartons: 7, mode: 'courier' }), rates);
  // 7 × 15,625 cm³ = 109,375 cm³ ÷ 5,000 = 21.875 kg, over 7 × 2 kg = 14 kg
  expect(result.volumetricKg).toBe(21.875);
  expect(result.actualKg).toBe(14);
  // 21.875 × 600p = 13,125p; 21.875 × 900p = 19,687.5p → 19,688p; both over the £45.00 minimum
  expect(result.cost).toEqual({ lowPence: 13_125, highPence: 19_688, lowIsMinimum: false, highIsMinimum: false });
  expect(result.transit).toEqual({ days: '2–4 working days', weeks: null });
  // An express courier takes no pallets, whatever the size of the shipment.
  expect(result.shipping).toEqual({ as: 'loose', because: 'mode' });
});

test('a mode that does not go to the destination: no cost or transit, and the modes that do', () => {
  const result = calculateFreight(carton({ mode: 'road' }), rates);
  expect(result.lane).toBeNull();
  expect(result.cost).toBeNull();
  expect(result.transit).toBeNull();
  expect(result.noLane).toBe('Road freight does not go to the United States: choose air freight, express courier or sea freight (LCL).');
  expect(calculateFreight(carton({ mode: 'sea', to: 'FR' }), rates).noLane).toBe(
    'Sea freight (LCL) does not go to France: choose air freight, express courier or road freight.',
  );
  expect(text(freightSummaryOf({ mode: 'road' }))).toMatch(
    /as loose cartons\. Road freight does not go to the United States: choose air freight, express courier or sea freight \(LCL\)\.$/,
  );
});

describe('plausibility warnings, one by one', () => {
  test('manual handling: 32 kg over the 25 kg one person should lift (32 kg ÷ 0.096 m³ = 333 kg per m³ is plausible)', () => {
    expect(warningsOf({ weightKg: 32, mode: 'road', to: 'DE' })).toEqual([
      'At 32 kg a carton is over the 25 kg one person should lift (HSE guidance): plan a two-person lift or pallets.',
    ]);
  });
  test('courier weight: 80 kg over a parcel’s 70 kg (and over 25 kg to lift); air or road freight go to Germany', () => {
    expect(warningsOf({ weightKg: 80, mode: 'courier', to: 'DE' })).toEqual([
      'At 80 kg a carton is over the 25 kg one person should lift (HSE guidance): plan a two-person lift or pallets.',
      'At 80 kg a carton is over the 70 kg limit for one parcel by express courier: choose air freight or road freight.',
    ]);
  });
  test('courier length: 130 cm on the longest side over a parcel’s 120 cm; to the United States air or sea freight instead', () => {
    expect(warningsOf({ lengthCm: 40, widthCm: 30, heightCm: 130, weightKg: 20, mode: 'courier', to: 'DE' })).toEqual([
      'At 130 cm on its longest side a carton is over the 120 cm limit for one parcel by express courier: choose air freight or road freight.',
    ]);
    expect(warningsOf({ lengthCm: 130, weightKg: 20, mode: 'courier' })).toEqual([
      'At 130 cm on its longest side a carton is over the 120 cm limit for one parcel by express courier: choose air freight or sea freight (LCL).',
    ]);
  });
  test('density: 2,000 kg ÷ 0.096 m³ = 20,833 kg per m³; the carton is also too heavy to lift and for the pallet’s 1,000 kg load', () => {
    const result = calculateFreight(carton({ weightKg: 2000 }), rates);
    expect(result.warnings.map(text)).toEqual([
      '2,000 kg in a carton of 0.096 m³ is 20,833 kg per m³, more than solid glass: check the weight and the sizes.',
      'At 2,000 kg a carton is over the 25 kg one person should lift (HSE guidance): plan a two-person lift or pallets.',
      'At 2,000 kg a carton is heavier than the 1,000 kg load of the UK standard pallet: it travels loose, not on a pallet.',
    ]);
    expect(result.shipping).toEqual({ as: 'loose', because: 'weight' });
  });
  test('density under solid glass but over 1,500: 150 kg ÷ 0.096 m³ = 1,562.5, written 1,563 kg per m³', () => {
    const result = calculateFreight(carton({ weightKg: 150 }), rates);
    expect(result.warnings.map(text)).toEqual([
      '150 kg in a carton of 0.096 m³ is 1,563 kg per m³, more than packed glass and liquid weigh: check the weight and the sizes.',
      'At 150 kg a carton is over the 25 kg one person should lift (HSE guidance): plan a two-person lift or pallets.',
    ]);
    // 150 kg reaches the pallet threshold: one pallet, one carton; air freight's lower stack changes nothing, so no word of it.
    expect(result.shipping).toMatchObject({
      as: 'pallets',
      plan: { pallets: 1, fullPallets: 0, lastPalletCartons: 1, grossWeightKg: 175 },
    });
  });
  test('footprint: 130 × 110 cm on a 120 × 100 cm pallet, either way round (4 × 50 kg = 200 kg, so pallets were due)', () => {
    expect(warningsOf({ lengthCm: 130, widthCm: 110, heightCm: 50, weightKg: 50, cartons: 4, mode: 'road', to: 'DE' })).toEqual([
      'At 50 kg a carton is over the 25 kg one person should lift (HSE guidance): plan a two-person lift or pallets.',
      'At 130 × 110 cm a carton is larger than the 120 × 100 cm of the UK standard pallet, even turned: it travels loose, not on a pallet.',
    ]);
  });
  test('height: 150 cm over the 145 cm air freight leaves above the base (4 × 0.36 m³ = 1.44 m³, so pallets were due); by road it fits', () => {
    const tall = { heightCm: 150, weightKg: 20, cartons: 4 };
    expect(warningsOf(tall)).toEqual([
      'At 150 cm high a carton is taller than the 145 cm a pallet carries by air freight (160 cm high, base included): it travels loose, not on a pallet.',
    ]);
    const road = calculateFreight(carton({ ...tall, mode: 'road', to: 'DE' }), rates);
    expect(road.warnings).toEqual([]);
    // 1 layer of 4 in 165 cm: one full pallet, 15 + 150 = 165 cm high, 4 × 20 + 25 = 105 kg
    expect(road.shipping).toMatchObject({
      as: 'pallets',
      plan: { layers: 1, pallets: 1, fullPallets: 1, heightCm: 165, grossWeightKg: 105 },
    });
    expect(warningsOf({ heightCm: 170, weightKg: 200, mode: 'road', to: 'DE' })).toContain(
      'At 170 cm high a carton is taller than the 165 cm the UK standard pallet carries (180 cm high, base included): it travels loose, not on a pallet.',
    );
  });
  test('the mode’s stack limit: said when it changes the loading (see the 20 cartons by air above), not for a single carton', () => {
    expect(warningsOf({ cartons: 20 })).toEqual([
      'Air freight takes pallets up to 160 cm high, base included: 3 layers a pallet instead of 4.',
    ]);
    expect(warningsOf({ cartons: 12, weightKg: 15 })).toEqual([]);
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
    fullPallets: 2,
    lastPalletCartons: 20,
    grossWeightKg: 1025,
  });
  expect(planPallets(carton({ lengthCm: 130, widthCm: 110 }), rates.pallet)).toEqual({ fits: false, reason: 'footprint' });
  expect(planPallets(carton({ heightCm: 170 }), rates.pallet)).toEqual({ fits: false, reason: 'height' });
  expect(planPallets(carton({ weightKg: 1200 }), rates.pallet)).toEqual({ fits: false, reason: 'weight' });
  // A carton turned to fit: 110 × 90 fits only along the pallet (120 × 100).
  expect(cartonsPerLayer(90, 110, rates.pallet)).toBe(1);
  // With the pallet's own 180 cm, 4 layers of 40 cm; with a 160 cm limit, 3.
  expect(planPallets(carton({ cartons: 16 }), rates.pallet)).toMatchObject({ layers: 4, perPallet: 16, pallets: 1, heightCm: 175 });
  expect(planPallets(carton({ cartons: 16 }), rates.pallet, 160)).toMatchObject({ layers: 3, perPallet: 12, pallets: 2, heightCm: 135 });
});

test('pallets counted honestly: full ones and the last partly filled one', () => {
  const plan = (cartons: number) => planPallets(carton({ cartons }), rates.pallet) as FittingPallets;
  expect(palletCount(plan(20))).toBe('2 pallets: 1 full of 16 cartons, 1 with 4');
  expect(palletCount(plan(32))).toBe('2 full pallets of 16 cartons');
  expect(palletCount(plan(16))).toBe('1 full pallet of 16 cartons');
  expect(palletCount(plan(1))).toBe('1 pallet with 1 carton');
  expect(palletCount(plan(49))).toBe('4 pallets: 3 full of 16 cartons, 1 with 1');
});

test('names keep their case inside a sentence', () => {
  expect(inSentence('Sea freight (LCL)')).toBe('sea freight (LCL)');
  expect(inSentence('Express courier')).toBe('express courier');
  expect(inSentence('UK standard pallet')).toBe('UK standard pallet');
  expect(inSentence('FedEx priority')).toBe('FedEx priority');
  expect(countryInSentence('United States')).toBe('the United States');
  expect(countryInSentence('United Arab Emirates')).toBe('the United Arab Emirates');
  expect(countryInSentence('Netherlands')).toBe('the Netherlands');
  expect(countryInSentence('Czech Republic')).toBe('the Czech Republic');
  expect(countryInSentence('Germany')).toBe('Germany');
  expect(countryInSentence('Hong Kong')).toBe('Hong Kong');
});

test('transit in working days, and from 15 days in weeks too (5 working days a week, half up)', () => {
  expect(formatTransit(3, 6)).toEqual({ days: '3–6 working days', weeks: null });
  expect(formatTransit(1, 1)).toEqual({ days: '1 working day', weeks: null });
  expect(formatTransit(10, 14)).toEqual({ days: '10–14 working days', weeks: null });
  expect(formatTransit(25, 35)).toEqual({ days: '25–35 working days', weeks: '5–7 weeks' });
  // 18 ÷ 5 = 3.6 → 4; 30 ÷ 5 = 6
  expect(formatTransit(18, 30)).toEqual({ days: '18–30 working days', weeks: '4–6 weeks' });
  expect(formatTransit(15, 15)).toEqual({ days: '15 working days', weeks: '3 weeks' });
});

describe('validation', () => {
  const valid = freightDefaults(rates);
  test('the defaults are the worked example', () => {
    expect(valid).toEqual({ length: '60', width: '40', height: '40', weight: '10', cartons: '1', mode: 'air', to: 'US' });
    expect(parseFreight(valid, rates).errors).toEqual({});
  });
  test('negative, zero, non-numeric, fractional and absurd values; an unknown mode or destination', () => {
    const { input, errors } = parseFreight(
      { length: '-60', width: '0', height: 'forty', weight: '5000', cartons: '1.5', mode: 'rail', to: 'XX' },
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
      to: 'Choose a destination country from the list',
    });
    expect(parseFreight({ ...valid, length: '1200' }, rates).errors).toEqual({ length: 'The length must be 300 cm or less' });
    expect(parseFreight({ ...valid, to: '' }, rates).errors).toEqual({ to: 'Choose a destination country' });
  });
});

describe('rates from content', () => {
  test('defaults for anything missing', () => {
    expect(resolveFreightRates({})).toEqual(rates);
    expect(resolveFreightRates(null)).toEqual(rates);
    const custom = resolveFreightRates({
      modes: [{ key: 'air', divisor: 6000 }, { key: 'rail' }, { key: 'barge', divisor: 4000.5 }],
      pallet: { lengthCm: 120, widthCm: 80, maxStackHeightCm: 10 },
    });
    expect(custom.modes).toEqual([rates.modes[0]]);
    expect(custom.pallet.widthCm).toBe(80);
    expect(custom.pallet.weightKg).toBe(25);
    // A stack limit below the base height is unusable: the default clearance above the base.
    expect(custom.pallet.maxStackHeightCm).toBe(180);
  });
  test('a new mode without a pallet height takes no pallets', () => {
    const custom = resolveFreightRates({ modes: [{ key: 'rail', name: 'Rail freight', divisor: 4000, note: '  ' }] });
    expect(custom.modes).toEqual([
      {
        key: 'rail',
        name: 'Rail freight',
        divisor: 4000,
        transitTime: null,
        maxPalletHeightCm: null,
        maxPieceKg: null,
        maxPieceLengthCm: null,
        note: null,
      },
    ]);
    // No lane names rail: none are left, so no mode has a price anywhere.
    expect(custom.lanes).toEqual([]);
  });
  test('zones: codes in capitals, names from the defaults when missing, a country in one zone only, invalid rows dropped', () => {
    const custom = resolveFreightRates({
      zones: [
        {
          key: 'near',
          name: 'Near',
          countries: [{ code: 'fr' }, { code: 'FRA', name: 'France' }, { code: 'XK', name: 'Kosovo' }, { code: 'ZZ' }],
        },
        {
          key: 'far',
          name: 'Far',
          countries: [
            { code: 'FR', name: 'France again' },
            { code: 'US', name: 'United States' },
          ],
        },
        { key: 'empty', name: 'Empty', countries: [] },
      ],
    });
    expect(custom.zones).toEqual([
      {
        key: 'near',
        name: 'Near',
        countries: [
          { code: 'FR', name: 'France' },
          { code: 'XK', name: 'Kosovo' },
        ],
      },
      { key: 'far', name: 'Far', countries: [{ code: 'US', name: 'United States' }] },
    ]);
  });
  test('lanes: whole pence, a band low to high, transit in working days or the mode’s text; unknown zones and modes dropped', () => {
    const custom = resolveFreightRates({
      lanes: [
        { zone: 'europe', mode: 'road', ratePerKgLowPence: 50, ratePerKgHighPence: 70, minimumChargePence: 8000 },
        { zone: 'europe', mode: 'road', ratePerKgLowPence: 1, ratePerKgHighPence: 2 },
        { zone: 'europe', mode: 'air', ratePerKgLowPence: 400, ratePerKgHighPence: 300 },
        { zone: 'europe', mode: 'courier', ratePerKgLowPence: 35.5, ratePerKgHighPence: 50 },
        { zone: 'mars', mode: 'air', ratePerKgLowPence: 1, ratePerKgHighPence: 2 },
        { zone: 'uk', mode: 'rail', ratePerKgLowPence: 1, ratePerKgHighPence: 2 },
      ],
    });
    expect(custom.lanes).toEqual([
      {
        zone: 'europe',
        mode: 'road',
        transitMinDays: null,
        transitMaxDays: null,
        ratePerKgLowPence: 50,
        ratePerKgHighPence: 70,
        minimumChargePence: 8000,
      },
    ]);
    const result = calculateFreight(carton({ mode: 'road', to: 'DE' }), custom);
    expect(result.transit).toEqual({ days: '2–5 working days in Europe', weeks: null });
    // 32 kg × 50p = £16.00 and × 70p = £22.40, under the £80.00 minimum
    expect(result.cost).toEqual({ lowPence: 8000, highPence: 8000, lowIsMinimum: true, highIsMinimum: true });
  });
});

test('property: never negative, chargeable ≥ actual and ≥ volumetric, a cost band in whole pence, every carton has a pallet place', () => {
  const random = seeded(11);
  const countries = rates.zones.flatMap((zone) => zone.countries);
  for (let i = 0; i < 2000; i += 1) {
    const input: FreightInput = {
      lengthCm: random.number(1, 300, 1),
      widthCm: random.number(1, 300, 1),
      heightCm: random.number(1, 300, 1),
      weightKg: random.number(0.01, 2000, 2),
      cartons: random.int(1, 100_000),
      mode: random.pick(rates.modes).key,
      to: random.pick(countries).code,
    };
    const r = calculateFreight(input, rates);
    for (const value of [r.cartonVolumeM3, r.totalVolumeM3, r.actualKg, r.volumetricKg, r.chargeableKg])
      expect(value).toBeGreaterThanOrEqual(0);
    expect(r.chargeableKg).toBeGreaterThanOrEqual(r.actualKg);
    expect(r.chargeableKg).toBeGreaterThanOrEqual(r.volumetricKg);
    expect(r.totalVolumeM3).toBeCloseTo(r.cartonVolumeM3 * input.cartons, 6);
    expect(r.volumetricKg).toBeCloseTo(r.volumetricPerCartonKg * input.cartons, 4);
    if (r.lane && r.cost) {
      expect(Number.isSafeInteger(r.cost.lowPence) && Number.isSafeInteger(r.cost.highPence)).toBe(true);
      expect(r.cost.lowPence).toBeLessThanOrEqual(r.cost.highPence);
      expect(r.cost.lowPence).toBeGreaterThanOrEqual(r.lane.minimumChargePence);
      expect(
        Math.abs(r.cost.highPence - Math.max(r.lane.minimumChargePence, r.chargeableKg * r.lane.ratePerKgHighPence)),
      ).toBeLessThanOrEqual(0.5 + 1e-6 * r.cost.highPence);
    } else expect(r.noLane).not.toBeNull();
    const plan = r.palletPlan;
    if (plan.fits) {
      expect(plan.pallets * plan.perPallet).toBeGreaterThanOrEqual(input.cartons);
      expect((plan.pallets - 1) * plan.perPallet).toBeLessThan(input.cartons);
      expect(plan.fullPallets * plan.perPallet + plan.lastPalletCartons).toBe(input.cartons);
      expect(plan.heightCm).toBeLessThanOrEqual(Math.min(rates.pallet.maxStackHeightCm, r.mode.maxPalletHeightCm ?? Infinity));
      expect(plan.weightKg).toBeLessThanOrEqual(rates.pallet.maxWeightKg + 1e-9);
    }
    if (r.shipping.as === 'pallets') expect(r.mode.maxPalletHeightCm).not.toBeNull();
  }
});
