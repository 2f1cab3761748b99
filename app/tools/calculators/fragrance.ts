/**
 * The fragrance calculator: fragrance oil, perfumer's alcohol and water for a
 * bottle size, a number of units and a concentration, per unit and per batch,
 * in millilitres and grams, with a filling overage.
 *
 * Concentrations are by volume of the finished product (50 ml at 20 % holds
 * 10 ml of oil); water is the product type's share of the finished product;
 * the rest is alcohol. Grams are millilitres × density.
 */
import { DENSITY } from './densities.ts';
import { formatMass, formatPercent, formatQuantity, formatVolume, plain } from './format.ts';
import { collect, numberOr, parseChoice, parseNumber, rowsOr, textOr, type FieldErrors, type FormValues } from './parse.ts';

export interface ProductType {
  key: string;
  name: string;
  minPercent: number;
  maxPercent: number;
  defaultPercent: number;
  /** Water as a share of the finished product. */
  waterPercent: number;
}

export interface FragranceRates {
  productTypes: ProductType[];
  /** g/ml */
  oilDensity: number;
  alcoholDensity: number;
  waterDensity: number;
  defaultOveragePercent: number;
}

export const DEFAULT_FRAGRANCE_RATES: FragranceRates = {
  productTypes: [
    { key: 'extrait', name: 'Extrait de parfum', minPercent: 20, maxPercent: 30, defaultPercent: 25, waterPercent: 0 },
    { key: 'eau-de-parfum', name: 'Eau de parfum', minPercent: 15, maxPercent: 20, defaultPercent: 18, waterPercent: 3 },
    { key: 'eau-de-toilette', name: 'Eau de toilette', minPercent: 5, maxPercent: 15, defaultPercent: 10, waterPercent: 5 },
    { key: 'eau-de-cologne', name: 'Eau de cologne', minPercent: 2, maxPercent: 5, defaultPercent: 4, waterPercent: 10 },
    { key: 'body-mist', name: 'Body mist', minPercent: 1, maxPercent: 3, defaultPercent: 2, waterPercent: 20 },
  ],
  oilDensity: DENSITY.oil,
  alcoholDensity: DENSITY.alcohol,
  waterDensity: DENSITY.water,
  defaultOveragePercent: 3,
};

/** Limits of the inputs: anything outside is a typing slip or an absurd size. */
export const FRAGRANCE_LIMITS = {
  bottleMl: { min: 1, max: 1000 },
  units: { min: 1, max: 1_000_000 },
  concentrationPercent: { min: 0.1, max: 100 },
  overagePercent: { min: 0, max: 50 },
} as const;

const isPercent = (n: number) => n >= 0 && n <= 100;
const isDensity = (n: number) => n >= 0.5 && n <= 1.5;

/** The rates of the tool's content document, each missing or unusable value replaced by its default. */
export function resolveFragranceRates(raw: unknown): FragranceRates {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_FRAGRANCE_RATES;
  return {
    productTypes: rowsOr(
      doc.productTypes,
      (row) => {
        const key = textOr(row.key, '');
        const fallback = d.productTypes.find((type) => type.key === key);
        const min = numberOr(row.minPercent, fallback?.minPercent ?? NaN, isPercent);
        const max = numberOr(row.maxPercent, fallback?.maxPercent ?? NaN, isPercent);
        if (!key || Number.isNaN(min) || Number.isNaN(max) || min > max || max === 0) return null;
        const suggested = numberOr(row.defaultPercent, fallback?.defaultPercent ?? (min + max) / 2, isPercent);
        const water = numberOr(row.waterPercent, fallback?.waterPercent ?? 0, isPercent);
        if (max + water > 100) return null;
        return {
          key,
          name: textOr(row.name, fallback?.name ?? key),
          minPercent: min,
          maxPercent: max,
          defaultPercent: Math.min(max, Math.max(min, suggested)),
          waterPercent: water,
        };
      },
      d.productTypes,
    ),
    oilDensity: numberOr(doc.oilDensity, d.oilDensity, isDensity),
    alcoholDensity: numberOr(doc.alcoholDensity, d.alcoholDensity, isDensity),
    waterDensity: numberOr(doc.waterDensity, d.waterDensity, isDensity),
    defaultOveragePercent: numberOr(
      doc.defaultOveragePercent,
      d.defaultOveragePercent,
      (n) => n >= FRAGRANCE_LIMITS.overagePercent.min && n <= FRAGRANCE_LIMITS.overagePercent.max,
    ),
  };
}

export interface FragranceInput {
  productType: string;
  bottleMl: number;
  units: number;
  concentrationPercent: number;
  overagePercent: number;
}

/** The form's fields, as they appear in the address. */
export const FRAGRANCE_FIELDS = {
  productType: 'type',
  bottleMl: 'size',
  units: 'units',
  concentrationPercent: 'concentration',
  overagePercent: 'overage',
} as const;

const DEFAULT_TYPE = 'eau-de-parfum';

export function defaultProductType(rates: FragranceRates): ProductType {
  return rates.productTypes.find((type) => type.key === DEFAULT_TYPE) ?? rates.productTypes[0]!;
}

export function fragranceDefaults(rates: FragranceRates): FormValues {
  const type = defaultProductType(rates);
  return {
    type: type.key,
    size: '50',
    units: '1000',
    concentration: plain(type.defaultPercent, 2),
    overage: plain(rates.defaultOveragePercent, 2),
  };
}

/** Reads and checks the form; `input` is null while any field has an error (errors are keyed by field name). */
export function parseFragrance(values: FormValues, rates: FragranceRates): { input: FragranceInput | null; errors: FieldErrors } {
  const f = FRAGRANCE_FIELDS;
  const L = FRAGRANCE_LIMITS;
  const parsed = {
    productType: parseChoice(
      values[f.productType],
      rates.productTypes.map((type) => type.key),
      'a product type',
    ),
    bottleMl: parseNumber(values[f.bottleMl], { what: 'the bottle size', unit: 'ml', example: '50', ...L.bottleMl }),
    units: parseNumber(values[f.units], { what: 'the number of units', integer: true, example: '1000', ...L.units }),
    concentrationPercent: parseNumber(values[f.concentrationPercent], {
      what: 'the concentration',
      unit: '%',
      example: '18',
      ...L.concentrationPercent,
    }),
    overagePercent: parseNumber(values[f.overagePercent], { what: 'the overage', unit: '%', example: '3', ...L.overagePercent }),
  };
  // Oil and water together cannot be more than the bottle holds.
  if (parsed.productType.ok && parsed.concentrationPercent.ok) {
    const key = parsed.productType.value;
    const type = rates.productTypes.find((t) => t.key === key)!;
    if (parsed.concentrationPercent.value + type.waterPercent > 100) {
      parsed.concentrationPercent = {
        ok: false,
        error: `The concentration must be ${plain(100 - type.waterPercent, 2)} % or less: ${type.name.toLowerCase()} is ${plain(type.waterPercent, 2)} % water`,
      };
    }
  }
  return collect<FragranceInput>(parsed, f);
}

export interface Amount {
  ml: number;
  g: number;
}

export interface Parts {
  oil: Amount;
  alcohol: Amount;
  water: Amount;
  total: Amount;
}

export interface FragranceResult {
  productType: ProductType;
  /** Shares of the finished product by volume; they add up to 100. */
  percentages: { oil: number; alcohol: number; water: number };
  perUnit: Parts;
  /** units × per unit, before the overage. */
  batch: Parts;
  /** The batch to make: batch × (1 + overage). */
  batchWithOverage: Parts;
  overageMl: number;
  /** Whether the concentration is in the product type's usual range. */
  inUsualRange: boolean;
  /**
   * What must be read before the figures (issue 16): a concentration outside
   * the product type's range, and which type it would make instead.
   */
  warnings: string[];
}

function parts(oilMl: number, alcoholMl: number, waterMl: number, rates: FragranceRates): Parts {
  const oil = { ml: oilMl, g: oilMl * rates.oilDensity };
  const alcohol = { ml: alcoholMl, g: alcoholMl * rates.alcoholDensity };
  const water = { ml: waterMl, g: waterMl * rates.waterDensity };
  return { oil, alcohol, water, total: { ml: oil.ml + alcohol.ml + water.ml, g: oil.g + alcohol.g + water.g } };
}

function scale(p: Parts, factor: number, rates: FragranceRates): Parts {
  return parts(p.oil.ml * factor, p.alcohol.ml * factor, p.water.ml * factor, rates);
}

export function calculateFragrance(input: FragranceInput, rates: FragranceRates): FragranceResult {
  const type = rates.productTypes.find((t) => t.key === input.productType) ?? defaultProductType(rates);
  const oilMl = (input.bottleMl * input.concentrationPercent) / 100;
  const waterMl = (input.bottleMl * type.waterPercent) / 100;
  // What is left is alcohol (never below zero: parse checks oil + water ≤ 100 %).
  const alcoholMl = Math.max(0, input.bottleMl - oilMl - waterMl);
  const perUnit = parts(oilMl, alcoholMl, waterMl, rates);
  const batch = scale(perUnit, input.units, rates);
  const batchWithOverage = scale(batch, 1 + input.overagePercent / 100, rates);
  const inRange = (t: ProductType) => input.concentrationPercent >= t.minPercent && input.concentrationPercent <= t.maxPercent;
  const inUsualRange = inRange(type);
  const warnings: string[] = [];
  if (!inUsualRange) {
    const range = (t: ProductType) => `${plain(t.minPercent, 2)}–${formatPercent(t.maxPercent)}`;
    const instead = rates.productTypes.find((t) => t !== type && inRange(t) && input.concentrationPercent + t.waterPercent <= 100);
    warnings.push(
      `${type.name} is usually ${range(type)} fragrance oil; ${formatPercent(input.concentrationPercent)} is outside that range. ` +
        (instead
          ? `At ${formatPercent(input.concentrationPercent)} this would be ${instead.name.toLowerCase()} (${range(instead)}): check the concentration or the product type.`
          : 'Check the concentration before you plan with these figures.'),
    );
  }
  return {
    productType: type,
    percentages: {
      oil: input.concentrationPercent,
      water: type.waterPercent,
      alcohol: Math.max(0, 100 - input.concentrationPercent - type.waterPercent),
    },
    perUnit,
    batch,
    batchWithOverage,
    overageMl: batchWithOverage.total.ml - batch.total.ml,
    inUsualRange,
    warnings,
  };
}

/** One line for an enquiry: the inputs and the batch to make. */
export function fragranceSummary(input: FragranceInput, result: FragranceResult): string {
  const b = result.batchWithOverage;
  const amount = (a: Amount) => `${formatVolume(a.ml)} (${formatMass(a.g)})`;
  return (
    `Fragrance calculator: ${formatQuantity(input.units)} × ${plain(input.bottleMl, 2)} ml ${result.productType.name.toLowerCase()} at ${formatPercent(input.concentrationPercent)}, ` +
    `${formatPercent(input.overagePercent)} overage. Batch: oil ${amount(b.oil)}, alcohol ${amount(b.alcohol)}, water ${amount(b.water)}.` +
    (result.inUsualRange ? '' : ` The concentration is outside the usual range for ${result.productType.name.toLowerCase()}.`)
  );
}

export function runFragrance(values: FormValues, rates: FragranceRates) {
  const { input, errors } = parseFragrance(values, rates);
  const result = input ? calculateFragrance(input, rates) : null;
  return { input, errors, result, summary: input && result ? fragranceSummary(input, result) : null };
}
