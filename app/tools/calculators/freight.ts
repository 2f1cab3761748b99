/**
 * The freight calculator: volume, volumetric and chargeable weight of a
 * shipment of identical cartons, and the UK standard pallets it needs.
 *
 * - Volume per carton = L × W × H (cm) ÷ 1,000,000 m³.
 * - Volumetric weight = L × W × H (cm³) ÷ the mode's divisor (air 6,000,
 *   courier 5,000, road 3,000, sea 1,000, i.e. 1 m³ = 1,000 kg), for the
 *   whole shipment.
 * - Chargeable weight = the greater of actual and volumetric weight.
 * - Pallets: cartons stand upright (this way up) and may turn on the pallet
 *   (length along either side); no overhang; layers up to the stack height
 *   limit including the pallet's base; no more than the pallet's weight limit.
 */
import { formatKg, formatM3, formatQuantity, plain } from './format.ts';
import { collect, numberOr, parseChoice, parseNumber, rowsOr, textOr, type FieldErrors, type FormValues } from './parse.ts';

export interface FreightMode {
  key: string;
  name: string;
  /** cm³ per kg */
  divisor: number;
  transitTime: string | null;
}

export interface Pallet {
  name: string;
  lengthCm: number;
  widthCm: number;
  baseHeightCm: number;
  /** Including the base. */
  maxStackHeightCm: number;
  maxWeightKg: number;
}

export interface FreightRates {
  modes: FreightMode[];
  pallet: Pallet;
}

export const DEFAULT_FREIGHT_RATES: FreightRates = {
  modes: [
    { key: 'air', name: 'Air freight', divisor: 6000, transitTime: '3–5 working days' },
    { key: 'courier', name: 'Express courier', divisor: 5000, transitTime: '1–3 working days' },
    { key: 'road', name: 'Road freight', divisor: 3000, transitTime: '2–5 working days in Europe' },
    { key: 'sea', name: 'Sea freight (LCL)', divisor: 1000, transitTime: '4–6 weeks' },
  ],
  pallet: { name: 'UK standard pallet', lengthCm: 120, widthCm: 100, baseHeightCm: 15, maxStackHeightCm: 180, maxWeightKg: 1000 },
};

export const FREIGHT_LIMITS = {
  dimensionCm: { min: 1, max: 300 },
  weightKg: { min: 0.01, max: 2000 },
  cartons: { min: 1, max: 100_000 },
} as const;

const positive = (n: number) => n > 0;

export function resolveFreightRates(raw: unknown): FreightRates {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_FREIGHT_RATES;
  const pallet = (doc.pallet && typeof doc.pallet === 'object' ? doc.pallet : {}) as Record<string, unknown>;
  const resolvedPallet: Pallet = {
    name: textOr(pallet.name, d.pallet.name),
    lengthCm: numberOr(pallet.lengthCm, d.pallet.lengthCm, positive),
    widthCm: numberOr(pallet.widthCm, d.pallet.widthCm, positive),
    baseHeightCm: numberOr(pallet.baseHeightCm, d.pallet.baseHeightCm, (n) => n >= 0),
    maxStackHeightCm: numberOr(pallet.maxStackHeightCm, d.pallet.maxStackHeightCm, positive),
    maxWeightKg: numberOr(pallet.maxWeightKg, d.pallet.maxWeightKg, positive),
  };
  if (resolvedPallet.maxStackHeightCm <= resolvedPallet.baseHeightCm)
    resolvedPallet.maxStackHeightCm = resolvedPallet.baseHeightCm + (d.pallet.maxStackHeightCm - d.pallet.baseHeightCm);
  return {
    modes: rowsOr(
      doc.modes,
      (row) => {
        const key = textOr(row.key, '');
        const fallback = d.modes.find((mode) => mode.key === key);
        const divisor = numberOr(row.divisor, fallback?.divisor ?? NaN, positive);
        if (!key || Number.isNaN(divisor)) return null;
        return {
          key,
          name: textOr(row.name, fallback?.name ?? key),
          divisor,
          transitTime:
            typeof row.transitTime === 'string' && row.transitTime.trim() ? row.transitTime.trim() : (fallback?.transitTime ?? null),
        };
      },
      d.modes,
    ),
    pallet: resolvedPallet,
  };
}

export interface FreightInput {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Gross weight of one carton. */
  weightKg: number;
  cartons: number;
  mode: string;
}

export const FREIGHT_FIELDS = {
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  weightKg: 'weight',
  cartons: 'cartons',
  mode: 'mode',
} as const;

export function freightDefaults(rates: FreightRates): FormValues {
  const mode = rates.modes.find((m) => m.key === 'air') ?? rates.modes[0]!;
  return { length: '60', width: '40', height: '40', weight: '10', cartons: '1', mode: mode.key };
}

export function parseFreight(values: FormValues, rates: FreightRates): { input: FreightInput | null; errors: FieldErrors } {
  const f = FREIGHT_FIELDS;
  const L = FREIGHT_LIMITS;
  return collect<FreightInput>(
    {
      lengthCm: parseNumber(values[f.lengthCm], { what: 'the length', unit: 'cm', example: '60', ...L.dimensionCm }),
      widthCm: parseNumber(values[f.widthCm], { what: 'the width', unit: 'cm', example: '40', ...L.dimensionCm }),
      heightCm: parseNumber(values[f.heightCm], { what: 'the height', unit: 'cm', example: '40', ...L.dimensionCm }),
      weightKg: parseNumber(values[f.weightKg], { what: 'the weight per carton', unit: 'kg', example: '10', ...L.weightKg }),
      cartons: parseNumber(values[f.cartons], { what: 'the number of cartons', integer: true, example: '12', ...L.cartons }),
      mode: parseChoice(
        values[f.mode],
        rates.modes.map((m) => m.key),
        'a freight mode',
      ),
    },
    f,
  );
}

export type PalletPlan =
  | {
      fits: true;
      perLayer: number;
      layers: number;
      /** Cartons on one pallet: the smaller of what fits and what the weight limit allows. */
      perPallet: number;
      limitedBy: 'space' | 'weight';
      pallets: number;
      /** Height of the fullest pallet, including its base. */
      heightCm: number;
      /** Gross weight of the fullest pallet's cartons. */
      weightKg: number;
    }
  | { fits: false; reason: 'footprint' | 'height' | 'weight' };

export interface FreightResult {
  mode: FreightMode;
  cartonVolumeM3: number;
  totalVolumeM3: number;
  actualKg: number;
  volumetricPerCartonKg: number;
  volumetricKg: number;
  chargeableKg: number;
  /** Which weight the carrier charges. */
  chargeableBasis: 'actual' | 'volumetric';
  pallet: Pallet;
  palletPlan: PalletPlan;
}

/** How many cartons of the given footprint fit on one layer, turned either way. */
export function cartonsPerLayer(lengthCm: number, widthCm: number, pallet: Pallet): number {
  const along = Math.floor(pallet.lengthCm / lengthCm) * Math.floor(pallet.widthCm / widthCm);
  const across = Math.floor(pallet.lengthCm / widthCm) * Math.floor(pallet.widthCm / lengthCm);
  return Math.max(along, across);
}

export function planPallets(input: FreightInput, pallet: Pallet): PalletPlan {
  const perLayer = cartonsPerLayer(input.lengthCm, input.widthCm, pallet);
  if (perLayer === 0) return { fits: false, reason: 'footprint' };
  const layers = Math.floor((pallet.maxStackHeightCm - pallet.baseHeightCm) / input.heightCm);
  if (layers === 0) return { fits: false, reason: 'height' };
  const byWeight = Math.floor(pallet.maxWeightKg / input.weightKg);
  if (byWeight === 0) return { fits: false, reason: 'weight' };
  const bySpace = perLayer * layers;
  const perPallet = Math.min(bySpace, byWeight);
  const fullest = Math.min(perPallet, input.cartons);
  return {
    fits: true,
    perLayer,
    layers,
    perPallet,
    limitedBy: byWeight < bySpace ? 'weight' : 'space',
    pallets: Math.ceil(input.cartons / perPallet),
    heightCm: pallet.baseHeightCm + Math.ceil(fullest / perLayer) * input.heightCm,
    weightKg: fullest * input.weightKg,
  };
}

export function calculateFreight(input: FreightInput, rates: FreightRates): FreightResult {
  const mode = rates.modes.find((m) => m.key === input.mode) ?? rates.modes[0]!;
  const cartonCm3 = input.lengthCm * input.widthCm * input.heightCm;
  const totalCm3 = cartonCm3 * input.cartons;
  const actualKg = input.weightKg * input.cartons;
  const volumetricKg = totalCm3 / mode.divisor;
  return {
    mode,
    cartonVolumeM3: cartonCm3 / 1_000_000,
    totalVolumeM3: totalCm3 / 1_000_000,
    actualKg,
    volumetricPerCartonKg: cartonCm3 / mode.divisor,
    volumetricKg,
    chargeableKg: Math.max(actualKg, volumetricKg),
    chargeableBasis: volumetricKg > actualKg ? 'volumetric' : 'actual',
    pallet: rates.pallet,
    palletPlan: planPallets(input, rates.pallet),
  };
}

export function freightSummary(input: FreightInput, result: FreightResult): string {
  const plan = result.palletPlan;
  const pallets = plan.fits ? `${plan.pallets} ${plan.pallets === 1 ? 'pallet' : 'pallets'}` : 'cartons too large for a standard pallet';
  return (
    `Freight calculator: ${formatQuantity(input.cartons)} × carton ${plain(input.lengthCm, 1)} × ${plain(input.widthCm, 1)} × ${plain(input.heightCm, 1)} cm, ${plain(input.weightKg, 2)} kg each, by ${result.mode.name.toLowerCase()}. ` +
    `Volume ${formatM3(result.totalVolumeM3)}, actual ${formatKg(result.actualKg)}, volumetric ${formatKg(result.volumetricKg)}, chargeable ${formatKg(result.chargeableKg)}, ${pallets}.`
  );
}

export function runFreight(values: FormValues, rates: FreightRates) {
  const { input, errors } = parseFreight(values, rates);
  const result = input ? calculateFreight(input, rates) : null;
  return { input, errors, result, summary: input && result ? freightSummary(input, result) : null };
}
