/**
 * Inclusion rates: the recommended fragrance load by product category, and
 * for a chosen category and batch the grams of fragrance to add. Loads are
 * by weight of the finished batch (a 10 kg candle batch at 10 % holds 1 kg of
 * fragrance and 9 kg of wax). IFRA limits for the specific fragrance apply.
 */
import { formatMass, formatPercent, plain } from './format.ts';
import { collect, numberOr, parseChoice, parseNumber, rowsOr, textOr, type FieldErrors, type FormValues } from './parse.ts';

export type InclusionGroup = 'fine-fragrance' | 'home' | 'personal-care';

export const INCLUSION_GROUPS: { key: InclusionGroup; name: string }[] = [
  { key: 'fine-fragrance', name: 'Fine fragrance' },
  { key: 'home', name: 'Home fragrance' },
  { key: 'personal-care', name: 'Personal care' },
];

export interface InclusionCategory {
  key: string;
  name: string;
  group: InclusionGroup;
  minPercent: number;
  maxPercent: number;
  typicalPercent: number;
  note: string | null;
}

export interface InclusionRates {
  categories: InclusionCategory[];
  complianceNote: string;
}

export const DEFAULT_COMPLIANCE_NOTE =
  'These are typical ranges. The maximum for your fragrance in each product type is set by its IFRA Certificate of Conformity, which always takes precedence.';

export const DEFAULT_INCLUSION_RATES: InclusionRates = {
  categories: [
    { key: 'extrait', name: 'Extrait de parfum', group: 'fine-fragrance', minPercent: 20, maxPercent: 30, typicalPercent: 25, note: null },
    {
      key: 'eau-de-parfum',
      name: 'Eau de parfum',
      group: 'fine-fragrance',
      minPercent: 15,
      maxPercent: 20,
      typicalPercent: 18,
      note: null,
    },
    {
      key: 'eau-de-toilette',
      name: 'Eau de toilette',
      group: 'fine-fragrance',
      minPercent: 5,
      maxPercent: 15,
      typicalPercent: 10,
      note: null,
    },
    { key: 'eau-de-cologne', name: 'Eau de cologne', group: 'fine-fragrance', minPercent: 2, maxPercent: 5, typicalPercent: 4, note: null },
    { key: 'body-mist', name: 'Body mist', group: 'fine-fragrance', minPercent: 1, maxPercent: 3, typicalPercent: 2, note: null },
    {
      key: 'candle',
      name: 'Candle',
      group: 'home',
      minPercent: 6,
      maxPercent: 12,
      typicalPercent: 10,
      note: 'Depends on wax and wick: burn-test every change.',
    },
    { key: 'reed-diffuser', name: 'Reed diffuser', group: 'home', minPercent: 15, maxPercent: 25, typicalPercent: 20, note: null },
    { key: 'room-spray', name: 'Room spray', group: 'home', minPercent: 5, maxPercent: 15, typicalPercent: 10, note: null },
    { key: 'wax-melt', name: 'Wax melt', group: 'home', minPercent: 8, maxPercent: 15, typicalPercent: 10, note: null },
    {
      key: 'body-lotion',
      name: 'Body lotion and cream',
      group: 'personal-care',
      minPercent: 0.5,
      maxPercent: 2,
      typicalPercent: 1,
      note: null,
    },
    {
      key: 'wash-off',
      name: 'Shower gel and shampoo',
      group: 'personal-care',
      minPercent: 0.5,
      maxPercent: 2,
      typicalPercent: 1,
      note: 'Wash-off products.',
    },
    { key: 'soap', name: 'Bar soap', group: 'personal-care', minPercent: 1, maxPercent: 3, typicalPercent: 2, note: null },
  ],
  complianceNote: DEFAULT_COMPLIANCE_NOTE,
};

export const INCLUSION_LIMITS = {
  batchKg: { min: 0.01, max: 100_000 },
} as const;

const isPercent = (n: number) => n >= 0 && n <= 100;
const groups = INCLUSION_GROUPS.map((group) => group.key) as string[];

export function resolveInclusionRates(raw: unknown): InclusionRates {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_INCLUSION_RATES;
  return {
    categories: rowsOr(
      doc.categories,
      (row) => {
        const key = textOr(row.key, '');
        const fallback = d.categories.find((category) => category.key === key);
        const min = numberOr(row.minPercent, fallback?.minPercent ?? NaN, isPercent);
        const max = numberOr(row.maxPercent, fallback?.maxPercent ?? NaN, isPercent);
        if (!key || Number.isNaN(min) || Number.isNaN(max) || min > max || max === 0) return null;
        const group =
          typeof row.group === 'string' && groups.includes(row.group) ? (row.group as InclusionGroup) : (fallback?.group ?? 'home');
        const typical = numberOr(row.typicalPercent, fallback?.typicalPercent ?? (min + max) / 2, isPercent);
        return {
          key,
          name: textOr(row.name, fallback?.name ?? key),
          group,
          minPercent: min,
          maxPercent: max,
          typicalPercent: Math.min(max, Math.max(min, typical)),
          note: typeof row.note === 'string' && row.note.trim() ? row.note.trim() : null,
        };
      },
      d.categories,
    ),
    complianceNote: textOr(doc.complianceNote, d.complianceNote),
  };
}

export interface InclusionInput {
  category: string;
  batchKg: number;
}

export const INCLUSION_FIELDS = { category: 'category', batchKg: 'batch' } as const;

export function inclusionDefaults(rates: InclusionRates): FormValues {
  const category = rates.categories.find((c) => c.key === 'candle') ?? rates.categories[0]!;
  return { category: category.key, batch: '10' };
}

export function parseInclusion(values: FormValues, rates: InclusionRates): { input: InclusionInput | null; errors: FieldErrors } {
  const f = INCLUSION_FIELDS;
  return collect<InclusionInput>(
    {
      category: parseChoice(
        values[f.category],
        rates.categories.map((c) => c.key),
        'a product category',
      ),
      batchKg: parseNumber(values[f.batchKg], { what: 'the batch size', unit: 'kg', example: '10', ...INCLUSION_LIMITS.batchKg }),
    },
    f,
  );
}

export interface Load {
  percent: number;
  /** Grams of fragrance in the batch. */
  fragranceG: number;
  /** Grams of everything else (wax, base, alcohol). */
  baseG: number;
}

export interface InclusionResult {
  category: InclusionCategory;
  batchG: number;
  min: Load;
  typical: Load;
  max: Load;
  complianceNote: string;
}

function load(batchG: number, percent: number): Load {
  const fragranceG = (batchG * percent) / 100;
  return { percent, fragranceG, baseG: batchG - fragranceG };
}

export function calculateInclusion(input: InclusionInput, rates: InclusionRates): InclusionResult {
  const category = rates.categories.find((c) => c.key === input.category) ?? rates.categories[0]!;
  const batchG = input.batchKg * 1000;
  return {
    category,
    batchG,
    min: load(batchG, category.minPercent),
    typical: load(batchG, category.typicalPercent),
    max: load(batchG, category.maxPercent),
    complianceNote: rates.complianceNote,
  };
}

export function inclusionSummary(input: InclusionInput, result: InclusionResult): string {
  const c = result.category;
  return (
    `Inclusion rates: ${c.name.toLowerCase()}, batch of ${plain(input.batchKg, 3)} kg. Recommended ${plain(c.minPercent, 2)}–${formatPercent(c.maxPercent)} ` +
    `(typical ${formatPercent(c.typicalPercent)}): ${formatMass(result.min.fragranceG)} to ${formatMass(result.max.fragranceG)} of fragrance, typically ${formatMass(result.typical.fragranceG)}.`
  );
}

export function runInclusion(values: FormValues, rates: InclusionRates) {
  const { input, errors } = parseInclusion(values, rates);
  const result = input ? calculateInclusion(input, rates) : null;
  return { input, errors, result, summary: input && result ? inclusionSummary(input, result) : null };
}
