/**
 * The freight calculator's built-in rates, and content's rates resolved
 * against them. Apart from the calculator (freight.ts) because only the
 * server needs them: the browser gets the resolved rates from the loader, and
 * the tables would be dead weight in every visitor's download.
 */
import type { Country, FreightLane, FreightMode, FreightRates, FreightZone, Pallet } from './freight.ts';
import { numberOr, rowsOr, textOr } from './parse.ts';

const DANGEROUS_GOODS_NOTE =
  'Perfume travels as dangerous goods (UN 1266, class 3): a dangerous-goods fee is added to the carrier’s price.';

const lane = (
  zone: string,
  mode: string,
  [transitMinDays, transitMaxDays]: [number, number],
  [ratePerKgLowPence, ratePerKgHighPence]: [number, number],
  minimumChargePence: number,
): FreightLane => ({ zone, mode, transitMinDays, transitMaxDays, ratePerKgLowPence, ratePerKgHighPence, minimumChargePence });

export const DEFAULT_FREIGHT_RATES: FreightRates = {
  origin: 'our facility in Hertfordshire, UK',
  modes: [
    {
      key: 'air',
      name: 'Air freight',
      divisor: 6000,
      transitTime: '3–5 working days',
      maxPalletHeightCm: 160,
      maxPieceKg: null,
      maxPieceLengthCm: null,
      note: DANGEROUS_GOODS_NOTE,
    },
    {
      key: 'courier',
      name: 'Express courier',
      divisor: 5000,
      transitTime: '1–3 working days',
      maxPalletHeightCm: null,
      maxPieceKg: 70,
      maxPieceLengthCm: 120,
      note: DANGEROUS_GOODS_NOTE,
    },
    {
      key: 'road',
      name: 'Road freight',
      divisor: 3000,
      transitTime: '2–5 working days in Europe',
      maxPalletHeightCm: 220,
      maxPieceKg: null,
      maxPieceLengthCm: null,
      note: null,
    },
    {
      key: 'sea',
      name: 'Sea freight (LCL)',
      divisor: 1000,
      transitTime: '4–6 weeks',
      maxPalletHeightCm: 220,
      maxPieceKg: null,
      maxPieceLengthCm: null,
      note: null,
    },
  ],
  zones: [
    { key: 'uk', name: 'United Kingdom', countries: [{ code: 'GB', name: 'United Kingdom' }] },
    {
      key: 'europe',
      name: 'Europe',
      countries: [
        { code: 'AT', name: 'Austria' },
        { code: 'BE', name: 'Belgium' },
        { code: 'DK', name: 'Denmark' },
        { code: 'FR', name: 'France' },
        { code: 'DE', name: 'Germany' },
        { code: 'IE', name: 'Ireland' },
        { code: 'IT', name: 'Italy' },
        { code: 'NL', name: 'Netherlands' },
        { code: 'NO', name: 'Norway' },
        { code: 'PL', name: 'Poland' },
        { code: 'PT', name: 'Portugal' },
        { code: 'ES', name: 'Spain' },
        { code: 'SE', name: 'Sweden' },
        { code: 'CH', name: 'Switzerland' },
      ],
    },
    {
      key: 'middle-east',
      name: 'Middle East',
      countries: [
        { code: 'BH', name: 'Bahrain' },
        { code: 'KW', name: 'Kuwait' },
        { code: 'OM', name: 'Oman' },
        { code: 'QA', name: 'Qatar' },
        { code: 'SA', name: 'Saudi Arabia' },
        { code: 'AE', name: 'United Arab Emirates' },
      ],
    },
    {
      key: 'north-america',
      name: 'North America',
      countries: [
        { code: 'CA', name: 'Canada' },
        { code: 'US', name: 'United States' },
      ],
    },
    {
      key: 'asia',
      name: 'Asia',
      countries: [
        { code: 'CN', name: 'China' },
        { code: 'HK', name: 'Hong Kong' },
        { code: 'JP', name: 'Japan' },
        { code: 'SG', name: 'Singapore' },
        { code: 'KR', name: 'South Korea' },
        { code: 'TW', name: 'Taiwan' },
      ],
    },
    {
      key: 'oceania',
      name: 'Australia and New Zealand',
      countries: [
        { code: 'AU', name: 'Australia' },
        { code: 'NZ', name: 'New Zealand' },
      ],
    },
  ],
  // Indicative 2026 door-to-door figures per chargeable kg, before duties and the dangerous-goods fee.
  lanes: [
    lane('uk', 'courier', [1, 2], [120, 200], 1200),
    lane('uk', 'road', [1, 3], [35, 60], 4500),
    lane('europe', 'courier', [1, 3], [350, 550], 2500),
    lane('europe', 'road', [3, 6], [40, 80], 9000),
    lane('europe', 'air', [2, 4], [250, 400], 9000),
    lane('middle-east', 'courier', [2, 4], [550, 850], 4000),
    lane('middle-east', 'air', [3, 5], [300, 480], 11_000),
    lane('middle-east', 'sea', [20, 30], [30, 55], 32_000),
    lane('north-america', 'courier', [2, 4], [600, 900], 4500),
    lane('north-america', 'air', [3, 6], [350, 550], 12_000),
    lane('north-america', 'sea', [25, 35], [35, 60], 35_000),
    lane('asia', 'courier', [2, 5], [650, 1000], 5000),
    lane('asia', 'air', [3, 6], [380, 600], 13_000),
    lane('asia', 'sea', [30, 42], [35, 60], 38_000),
    lane('oceania', 'courier', [3, 6], [800, 1200], 6000),
    lane('oceania', 'air', [4, 7], [450, 700], 15_000),
    lane('oceania', 'sea', [40, 55], [40, 70], 42_000),
  ],
  pallet: {
    name: 'UK standard pallet',
    lengthCm: 120,
    widthCm: 100,
    baseHeightCm: 15,
    maxStackHeightCm: 180,
    maxWeightKg: 1000,
    weightKg: 25,
  },
  palletFromKg: 150,
  palletFromM3: 1,
  manualHandlingKg: 25,
  // Packed bottles of liquid weigh far less; solid glass is about 2,500 kg per m³.
  maxDensityKgPerM3: 1500,
};

/** £10,000 a kg: keeps the largest shipment's cost a safe integer of pence. */
const MAX_RATE_PENCE_PER_KG = 1_000_000;

const positive = (n: number) => n > 0;
const wholePence = (n: number) => Number.isSafeInteger(n) && n >= 0;
const record = (value: unknown) => (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;

/** A positive number from content; else the default mode's figure, which may be "none" (null). */
function limitOr(value: unknown, fallback: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function resolveModes(value: unknown, d: FreightRates): FreightMode[] {
  return rowsOr<FreightMode>(
    value,
    (row) => {
      const key = textOr(row.key, '');
      const fallback = d.modes.find((mode) => mode.key === key);
      // Whole cm³ per kg (every carrier's divisor is), so the cost stays an exact sum of pence.
      const divisor = numberOr(row.divisor, fallback?.divisor ?? NaN, (n) => Number.isSafeInteger(n) && n > 0);
      if (!key || Number.isNaN(divisor)) return null;
      return {
        key,
        name: textOr(row.name, fallback?.name ?? key),
        divisor,
        transitTime: textOr(row.transitTime, '') || (fallback?.transitTime ?? null),
        maxPalletHeightCm: limitOr(row.maxPalletHeightCm, fallback?.maxPalletHeightCm ?? null),
        maxPieceKg: limitOr(row.maxPieceKg, fallback?.maxPieceKg ?? null),
        maxPieceLengthCm: limitOr(row.maxPieceLengthCm, fallback?.maxPieceLengthCm ?? null),
        note: textOr(row.note, '') || (fallback?.note ?? null),
      };
    },
    d.modes,
  );
}

function resolveZones(value: unknown, d: FreightRates): FreightZone[] {
  const known = new Map(d.zones.flatMap((zone) => zone.countries.map((country) => [country.code, country.name] as const)));
  const zones = rowsOr<FreightZone>(
    value,
    (row) => {
      const key = textOr(row.key, '');
      const name = textOr(row.name, d.zones.find((zone) => zone.key === key)?.name ?? '');
      const countries = (Array.isArray(row.countries) ? row.countries : []).flatMap((entry): Country[] => {
        const country = record(entry);
        const code = textOr(country.code, '').toUpperCase();
        const countryName = textOr(country.name, known.get(code) ?? '');
        return /^[A-Z]{2}$/.test(code) && countryName ? [{ code, name: countryName }] : [];
      });
      return key && name && countries.length > 0 ? { key, name, countries } : null;
    },
    d.zones,
  );
  // A country belongs to one zone and a zone key names one zone: the first wins.
  const codes = new Set<string>();
  const keys = new Set<string>();
  const unique = zones
    .filter((zone) => (keys.has(zone.key) ? false : (keys.add(zone.key), true)))
    .map((zone) => ({ ...zone, countries: zone.countries.filter((c) => (codes.has(c.code) ? false : (codes.add(c.code), true))) }))
    .filter((zone) => zone.countries.length > 0);
  return unique.length > 0 ? unique : d.zones;
}

function resolveLanes(value: unknown, d: FreightRates, zones: FreightZone[], modes: FreightMode[]): FreightLane[] {
  const rate = (n: unknown) => numberOr(n, NaN, (x) => wholePence(x) && x <= MAX_RATE_PENCE_PER_KG);
  const days = (n: unknown) => numberOr(n, NaN, (x) => Number.isInteger(x) && x >= 0 && x <= 365);
  const lanes = rowsOr<FreightLane>(
    value,
    (row) => {
      const zone = textOr(row.zone, '');
      const mode = textOr(row.mode, '');
      const low = rate(row.ratePerKgLowPence);
      const high = rate(row.ratePerKgHighPence);
      if (!zone || !mode || Number.isNaN(low) || Number.isNaN(high) || high < low) return null;
      const min = days(row.transitMinDays);
      const max = days(row.transitMaxDays);
      const transit = Number.isNaN(min) || Number.isNaN(max) || max < min ? null : { min, max };
      return {
        zone,
        mode,
        transitMinDays: transit?.min ?? null,
        transitMaxDays: transit?.max ?? null,
        ratePerKgLowPence: low,
        ratePerKgHighPence: high,
        minimumChargePence: numberOr(row.minimumChargePence, 0, wholePence),
      };
    },
    d.lanes,
  );
  const seen = new Set<string>();
  return lanes.filter((l) => {
    const id = `${l.zone}:${l.mode}`;
    if (seen.has(id) || !zones.some((z) => z.key === l.zone) || !modes.some((m) => m.key === l.mode)) return false;
    seen.add(id);
    return true;
  });
}

export function resolveFreightRates(raw: unknown): FreightRates {
  const doc = record(raw);
  const d = DEFAULT_FREIGHT_RATES;
  const pallet = record(doc.pallet);
  const resolvedPallet: Pallet = {
    name: textOr(pallet.name, d.pallet.name),
    lengthCm: numberOr(pallet.lengthCm, d.pallet.lengthCm, positive),
    widthCm: numberOr(pallet.widthCm, d.pallet.widthCm, positive),
    baseHeightCm: numberOr(pallet.baseHeightCm, d.pallet.baseHeightCm, (n) => n >= 0),
    maxStackHeightCm: numberOr(pallet.maxStackHeightCm, d.pallet.maxStackHeightCm, positive),
    maxWeightKg: numberOr(pallet.maxWeightKg, d.pallet.maxWeightKg, positive),
    weightKg: numberOr(pallet.weightKg, d.pallet.weightKg, (n) => n >= 0),
  };
  if (resolvedPallet.maxStackHeightCm <= resolvedPallet.baseHeightCm)
    resolvedPallet.maxStackHeightCm = resolvedPallet.baseHeightCm + (d.pallet.maxStackHeightCm - d.pallet.baseHeightCm);
  const modes = resolveModes(doc.modes, d);
  const zones = resolveZones(doc.zones, d);
  return {
    origin: textOr(doc.origin, d.origin),
    modes,
    zones,
    lanes: resolveLanes(doc.lanes, d, zones, modes),
    pallet: resolvedPallet,
    palletFromKg: numberOr(doc.palletFromKg, d.palletFromKg, (n) => n >= 0),
    palletFromM3: numberOr(doc.palletFromM3, d.palletFromM3, (n) => n >= 0),
    manualHandlingKg: numberOr(doc.manualHandlingKg, d.manualHandlingKg, positive),
    maxDensityKgPerM3: numberOr(doc.maxDensityKgPerM3, d.maxDensityKgPerM3, positive),
  };
}
