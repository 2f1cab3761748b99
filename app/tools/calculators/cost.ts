/**
 * The cost calculator: cost per unit of a finished fragrance (oil, alcohol,
 * glass, cap, pump, box, filling, assembly), the one-off set-up costs, the
 * total, and how the unit cost falls across the quantity tiers.
 *
 * Money is whole pence throughout (money.ts):
 * - the oil for the run = ml × concentration × oil density × units × price
 *   per kg, rounded half up once; the alcohol = the rest of each bottle ×
 *   units × price per litre, likewise (water is not priced);
 * - a run is never smaller than the first tier's quantity (the smallest run
 *   we make): below it, the smallest run is priced and the page says so;
 * - each component is bought at the larger of the run and its own minimum
 *   order; its price each is its list price × the percentage of the highest
 *   tier that quantity reaches, rounded to the penny;
 * - line total = price each × quantity bought, so the lines add up exactly;
 *   set-up costs are added once; the all-in unit cost is the total ÷ the run.
 */
import { DENSITY } from './densities.ts';
import { formatPence, formatPercent, formatQuantity, plain } from './format.ts';
import { penceFromProduct, percentOf, perUnit, sumPence, times } from './money.ts';
import {
  collect,
  numberOr,
  parseChoice,
  parseNumber,
  parsePence,
  rowsOr,
  textOr,
  type FieldErrors,
  type FormValues,
  type Parsed,
} from './parse.ts';

export const COMPONENT_TYPES = ['glass', 'cap', 'pump', 'box', 'filling', 'assembly'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const COMPONENT_LABELS: Record<ComponentType, string> = {
  glass: 'Glass bottle',
  cap: 'Cap',
  pump: 'Pump',
  box: 'Box',
  filling: 'Filling',
  assembly: 'Assembly',
};

export const OPTION_LABELS: Record<string, string> = { none: 'None', stock: 'Stock', bespoke: 'Bespoke', standard: 'Standard' };

export interface ComponentPrice {
  key: string;
  component: ComponentType;
  option: string;
  name: string;
  unitPricePence: number;
  setupPence: number;
  minimumQuantity: number;
}

export interface QuantityTier {
  minQuantity: number;
  unitPricePercent: number;
  label: string | null;
}

export interface CostRates {
  currency: 'GBP';
  /** What the prices include, said beside every total. */
  priceBasis: string;
  defaultOilPricePencePerKg: number;
  /** A kilogram of a fragrance from the company's library (a private label buyer's, who has no oil price to give). */
  libraryOilPricePencePerKg: number;
  alcoholPricePencePerLitre: number;
  /** g/ml, to price oil by weight (from the fragrance calculator's defaults). */
  oilDensity: number;
  components: ComponentPrice[];
  /** Ascending by minQuantity. */
  quantityTiers: QuantityTier[];
}

/** Prices in the one currency the calculator knows, before tax and delivery. */
export const DEFAULT_PRICE_BASIS = 'GBP, ex VAT, ex works';

export const DEFAULT_COST_RATES: CostRates = {
  currency: 'GBP',
  priceBasis: DEFAULT_PRICE_BASIS,
  defaultOilPricePencePerKg: 9500,
  libraryOilPricePencePerKg: 7000,
  alcoholPricePencePerLitre: 450,
  oilDensity: DENSITY.oil,
  components: [
    {
      key: 'glass-stock',
      component: 'glass',
      option: 'stock',
      name: 'Stock glass bottle, decorated',
      unitPricePence: 145,
      setupPence: 0,
      minimumQuantity: 500,
    },
    {
      key: 'glass-bespoke',
      component: 'glass',
      option: 'bespoke',
      name: 'Bespoke glass bottle',
      unitPricePence: 240,
      setupPence: 2_800_000,
      minimumQuantity: 10_000,
    },
    { key: 'cap-stock', component: 'cap', option: 'stock', name: 'Stock cap', unitPricePence: 65, setupPence: 0, minimumQuantity: 500 },
    {
      key: 'cap-bespoke',
      component: 'cap',
      option: 'bespoke',
      name: 'Bespoke zamac cap',
      unitPricePence: 310,
      setupPence: 450_000,
      minimumQuantity: 3000,
    },
    {
      key: 'pump-standard',
      component: 'pump',
      option: 'standard',
      name: 'Crimp pump and collar',
      unitPricePence: 48,
      setupPence: 0,
      minimumQuantity: 0,
    },
    { key: 'box-none', component: 'box', option: 'none', name: 'No box', unitPricePence: 0, setupPence: 0, minimumQuantity: 0 },
    {
      key: 'box-stock',
      component: 'box',
      option: 'stock',
      name: 'Printed folding carton',
      unitPricePence: 55,
      setupPence: 35_000,
      minimumQuantity: 1000,
    },
    {
      key: 'box-bespoke',
      component: 'box',
      option: 'bespoke',
      name: 'Rigid box with pulp insert',
      unitPricePence: 420,
      setupPence: 120_000,
      minimumQuantity: 1000,
    },
    {
      key: 'filling-standard',
      component: 'filling',
      option: 'standard',
      name: 'Filling and crimping',
      unitPricePence: 35,
      setupPence: 25_000,
      minimumQuantity: 0,
    },
    {
      key: 'assembly-standard',
      component: 'assembly',
      option: 'standard',
      name: 'Capping, boxing and cellophane wrapping',
      unitPricePence: 28,
      setupPence: 0,
      minimumQuantity: 0,
    },
  ],
  quantityTiers: [
    { minQuantity: 500, unitPricePercent: 100, label: 'Limited edition' },
    { minQuantity: 1000, unitPricePercent: 94, label: null },
    { minQuantity: 2500, unitPricePercent: 88, label: null },
    { minQuantity: 5000, unitPricePercent: 82, label: null },
    { minQuantity: 10_000, unitPricePercent: 76, label: null },
    { minQuantity: 25_000, unitPricePercent: 70, label: 'Volume' },
  ],
};

export const COST_LIMITS = {
  bottleMl: { min: 1, max: 1000 },
  quantity: { min: 1, max: 1_000_000 },
  concentrationPercent: { min: 0.1, max: 100 },
  oilPricePencePerKg: { min: 1, max: 1_000_000 },
} as const;

const wholePence = (n: number) => Number.isSafeInteger(n) && n >= 0;
/** A part's price above £10,000 a unit, or a set-up above £10 million, is a slip in the content (and would overflow exact pence at volume). */
const partPence = (n: number) => wholePence(n) && n <= 1_000_000;
const setupPence = (n: number) => wholePence(n) && n <= 1_000_000_000;

export function resolveCostRates(raw: unknown): CostRates {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_COST_RATES;
  const components = rowsOr<ComponentPrice>(
    doc.components,
    (row) => {
      const component = row.component as ComponentType;
      const option = typeof row.option === 'string' ? row.option.trim() : '';
      if (!COMPONENT_TYPES.includes(component) || !option) return null;
      const unitPricePence = numberOr(row.unitPricePence, NaN, partPence);
      if (Number.isNaN(unitPricePence)) return null;
      return {
        key: typeof row.key === 'string' && row.key ? row.key : `${component}-${option}`,
        component,
        option,
        name:
          typeof row.name === 'string' && row.name.trim()
            ? row.name.trim()
            : `${OPTION_LABELS[option] ?? option} ${COMPONENT_LABELS[component].toLowerCase()}`,
        unitPricePence,
        setupPence: numberOr(row.setupPence, 0, setupPence),
        minimumQuantity: numberOr(row.minimumQuantity, 0, (n) => Number.isInteger(n) && n >= 0),
      };
    },
    d.components,
  );
  // One option per component and option: the first wins.
  const seen = new Set<string>();
  const unique = components.filter((c) =>
    seen.has(`${c.component}:${c.option}`) ? false : (seen.add(`${c.component}:${c.option}`), true),
  );
  const tiers = rowsOr<QuantityTier>(
    doc.quantityTiers,
    (row) => {
      const minQuantity = numberOr(row.minQuantity, NaN, (n) => Number.isInteger(n) && n >= 1);
      const unitPricePercent = numberOr(row.unitPricePercent, NaN, (n) => n >= 1 && n <= 100);
      if (Number.isNaN(minQuantity) || Number.isNaN(unitPricePercent)) return null;
      return { minQuantity, unitPricePercent, label: typeof row.label === 'string' && row.label.trim() ? row.label.trim() : null };
    },
    d.quantityTiers,
  ).sort((a, b) => a.minQuantity - b.minQuantity);
  return {
    currency: 'GBP',
    priceBasis: textOr(doc.priceBasis, d.priceBasis),
    defaultOilPricePencePerKg: numberOr(doc.defaultOilPricePencePerKg, d.defaultOilPricePencePerKg, (n) => partPence(n) && n > 0),
    libraryOilPricePencePerKg: numberOr(doc.libraryOilPricePencePerKg, d.libraryOilPricePencePerKg, (n) => partPence(n) && n > 0),
    alcoholPricePencePerLitre: numberOr(doc.alcoholPricePencePerLitre, d.alcoholPricePencePerLitre, partPence),
    oilDensity: d.oilDensity,
    components: unique,
    quantityTiers: tiers.filter((tier, index) => index === 0 || tier.minQuantity !== tiers[index - 1]!.minQuantity),
  };
}

/** The options offered for each component, in the order of COMPONENT_TYPES (components without any are left out). */
export function componentOptions(rates: CostRates): { component: ComponentType; options: ComponentPrice[] }[] {
  return COMPONENT_TYPES.map((component) => ({ component, options: rates.components.filter((c) => c.component === component) })).filter(
    (entry) => entry.options.length > 0,
  );
}

/** Where the fragrance comes from: one of the company's library (priced by its rates) or the buyer's own (priced by them). */
export const FRAGRANCE_SOURCES = [
  { value: 'own', label: 'Your own, or one composed for you' },
  { value: 'library', label: 'One from our library' },
] as const;
export type FragranceSource = (typeof FRAGRANCE_SOURCES)[number]['value'];

export interface CostInput {
  bottleMl: number;
  quantity: number;
  concentrationPercent: number;
  /** Own when not said. */
  fragrance?: FragranceSource;
  /** The buyer's price, or the library's when the fragrance is from it. */
  oilPricePencePerKg: number;
  /** The chosen option of each component (stock, bespoke …). */
  choices: Partial<Record<ComponentType, string>>;
}

export const COST_FIELDS = {
  bottleMl: 'size',
  quantity: 'quantity',
  concentrationPercent: 'concentration',
  oilPricePencePerKg: 'oil',
} as const;

/** Pounds as a form shows them: 9500 → "95.00". */
export const penceToInput = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

export function costDefaults(rates: CostRates): FormValues {
  const values: FormValues = {
    size: '50',
    quantity: '2500',
    concentration: '18',
    oil: penceToInput(rates.defaultOilPricePencePerKg),
    // After the figures, so the addresses shared before the choice existed still read as they did.
    fragrance: 'own',
  };
  // Only real choices go in the form and the address; a component with one option is simply included.
  for (const { component, options } of componentOptions(rates)) {
    if (options.length > 1)
      values[component] = (options.find((o) => o.option === 'stock') ?? options.find((o) => o.option === 'standard') ?? options[0]!).option;
  }
  return values;
}

export function parseCost(values: FormValues, rates: CostRates): { input: CostInput | null; errors: FieldErrors } {
  const f = COST_FIELDS;
  const L = COST_LIMITS;
  const { input, errors } = collect<Omit<CostInput, 'choices'>>(
    {
      bottleMl: parseNumber(values[f.bottleMl], { what: 'the bottle size', unit: 'ml', example: '50', ...L.bottleMl }),
      quantity: parseNumber(values[f.quantity], { what: 'the quantity', integer: true, example: '2500', ...L.quantity }),
      concentrationPercent: parseNumber(values[f.concentrationPercent], {
        what: 'the concentration',
        unit: '%',
        example: '18',
        ...L.concentrationPercent,
      }),
      fragrance: values.fragrance
        ? parseChoice<FragranceSource>(
            values.fragrance,
            FRAGRANCE_SOURCES.map((source) => source.value),
            'a fragrance',
          )
        : { ok: true, value: 'own' },
      // A library fragrance is priced by the library's rate: no oil price to give, and a typed one is not read.
      oilPricePencePerKg:
        values.fragrance === 'library'
          ? { ok: true, value: rates.libraryOilPricePencePerKg }
          : parsePence(values[f.oilPricePencePerKg], {
              what: 'the oil price',
              minPence: L.oilPricePencePerKg.min,
              maxPence: L.oilPricePencePerKg.max,
              example: '95.00',
            }),
    },
    { ...f, fragrance: 'fragrance' },
  );
  const choices: Partial<Record<ComponentType, string>> = {};
  for (const { component, options } of componentOptions(rates)) {
    const parsed: Parsed<string> =
      options.length === 1 && !values[component]
        ? { ok: true, value: options[0]!.option }
        : parseChoice(
            values[component],
            options.map((o) => o.option),
            `a ${COMPONENT_LABELS[component].toLowerCase()}`,
          );
    if (parsed.ok) choices[component] = parsed.value;
    else errors[component] = parsed.error;
  }
  return { input: input && Object.keys(errors).length === 0 ? { ...input, choices } : null, errors };
}

export interface CostLine {
  key: string;
  label: string;
  /** What the line is (oil, alcohol, or the component). */
  kind: 'oil' | 'alcohol' | ComponentType;
  /** What the quantity counts: parts by the unit, the oil by the kilogram, the alcohol by the litre. */
  unit: 'unit' | 'kg' | 'l';
  /** How many are bought: the run, or the part's own minimum order when that is larger; the liquids' kg or litres. */
  quantity: number;
  /** The price of one unit, kilogram or litre (a part's at the tier its own quantity reaches). */
  eachPence: number;
  /** eachPence × quantity, rounded half up once. */
  totalPence: number;
  setupPence: number;
  /** Bought beyond the run to meet the part's minimum order. */
  surplus: number;
}

export interface TierRow {
  minQuantity: number;
  unitPricePercent: number;
  label: string | null;
  /** Everything for a run of the tier's first quantity, set-up included. */
  totalPence: number;
  /** That total per unit. */
  allInUnitPence: number;
  /** The tier the priced run falls in. */
  current: boolean;
}

export interface CostResult {
  /** The quantity asked for. */
  requestedQuantity: number;
  /** The run priced: the quantity asked for, or the smallest run when it is below it. */
  quantity: number;
  /** The smallest run (the first tier's quantity), when there are tiers. */
  minimumRun: number | null;
  belowMinimum: boolean;
  tier: QuantityTier | null;
  lines: CostLine[];
  /** Sum of the lines' totals. */
  subtotalPence: number;
  setupPence: number;
  /** subtotalPence + setupPence. */
  totalPence: number;
  /** Total ÷ the run, rounded half up to the penny. */
  allInUnitPence: number;
  oilGPerUnit: number;
  tiers: TierRow[];
  notices: string[];
}

/** The highest tier the quantity reaches, or null below the first. */
export function tierFor(quantity: number, tiers: QuantityTier[]): QuantityTier | null {
  let found: QuantityTier | null = null;
  for (const tier of tiers) if (quantity >= tier.minQuantity) found = tier;
  return found;
}

/**
 * Everything for a run of `quantity`. The liquids are bought for the run; each part is bought at the larger of the
 * run and its own minimum order, at the tier that quantity reaches: a bespoke bottle made from 10,000 costs 10,000
 * bottles however small the run, and is priced at the 10,000 tier.
 */
function costAt(input: CostInput, quantity: number, rates: CostRates) {
  const alcoholPercent = Math.max(0, 100 - input.concentrationPercent);
  // Bought in bulk for the whole run, so each is priced once: the kilograms (or litres) × the price, rounded once.
  const lines: CostLine[] = [
    {
      key: 'oil',
      kind: 'oil',
      label: input.fragrance === 'library' ? 'Fragrance oil from our library' : 'Fragrance oil',
      unit: 'kg',
      quantity: (input.bottleMl * input.concentrationPercent * rates.oilDensity * quantity) / (100 * 1000),
      eachPence: input.oilPricePencePerKg,
      totalPence: penceFromProduct(
        [input.bottleMl, input.concentrationPercent, rates.oilDensity, input.oilPricePencePerKg, quantity],
        100 * 1000,
      ),
      setupPence: 0,
      surplus: 0,
    },
    {
      key: 'alcohol',
      kind: 'alcohol',
      label: 'Perfumer’s alcohol',
      unit: 'l',
      quantity: (input.bottleMl * alcoholPercent * quantity) / (100 * 1000),
      eachPence: rates.alcoholPricePencePerLitre,
      totalPence: penceFromProduct([input.bottleMl, alcoholPercent, rates.alcoholPricePencePerLitre, quantity], 100 * 1000),
      setupPence: 0,
      surplus: 0,
    },
  ];
  for (const { component, options } of componentOptions(rates)) {
    const chosen = options.find((o) => o.option === input.choices[component]);
    // "No box" buys nothing and costs nothing: no line for it.
    if (!chosen || (chosen.unitPricePence === 0 && chosen.setupPence === 0)) continue;
    const bought = Math.max(quantity, chosen.minimumQuantity);
    const each = percentOf(chosen.unitPricePence, tierFor(bought, rates.quantityTiers)?.unitPricePercent ?? 100);
    lines.push({
      key: chosen.key,
      kind: component,
      label: chosen.name,
      unit: 'unit',
      quantity: bought,
      eachPence: each,
      totalPence: times(each, bought),
      setupPence: chosen.setupPence,
      surplus: bought - quantity,
    });
  }
  const subtotalPence = sumPence(lines.map((l) => l.totalPence));
  const setupPence = sumPence(lines.map((l) => l.setupPence));
  const totalPence = sumPence([subtotalPence, setupPence]);
  return {
    tier: tierFor(quantity, rates.quantityTiers),
    lines,
    subtotalPence,
    setupPence,
    totalPence,
    allInUnitPence: perUnit(totalPence, quantity),
  };
}

export function calculateCost(input: CostInput, rates: CostRates): CostResult {
  const minimumRun = rates.quantityTiers[0]?.minQuantity ?? null;
  const belowMinimum = minimumRun !== null && input.quantity < minimumRun;
  // Below the smallest run the figures are the smallest run's: a price for 100 units that cannot be ordered helps no one.
  const quantity = belowMinimum ? minimumRun : input.quantity;
  const at = costAt(input, quantity, rates);
  const tiers: TierRow[] = rates.quantityTiers.map((tier) => {
    const row = costAt(input, tier.minQuantity, rates);
    return {
      minQuantity: tier.minQuantity,
      unitPricePercent: tier.unitPricePercent,
      label: tier.label,
      totalPence: row.totalPence,
      allInUnitPence: row.allInUnitPence,
      current: at.tier === tier,
    };
  });
  const notices = at.lines
    .filter((line) => line.surplus > 0)
    .map(
      (line) =>
        `${line.label}: the minimum order is ${formatQuantity(line.quantity)}, so ${formatQuantity(line.quantity)} are priced; ` +
        `the ${formatQuantity(line.surplus)} beyond your run are kept for your next one.`,
    );
  return {
    requestedQuantity: input.quantity,
    quantity,
    minimumRun,
    belowMinimum,
    ...at,
    oilGPerUnit: (input.bottleMl * input.concentrationPercent * rates.oilDensity) / 100,
    tiers,
    notices,
  };
}

export function costSummary(input: CostInput, result: CostResult, rates: CostRates): string {
  // Each choice by the name a buyer chose it by ("printed folding carton"), not as component and option ("box stock").
  const chosen = componentOptions(rates)
    .filter((entry) => entry.options.length > 1)
    .map(({ component, options }) => {
      const option = options.find((candidate) => candidate.option === input.choices[component]);
      const name =
        option?.name ?? `${COMPONENT_LABELS[component]} ${OPTION_LABELS[input.choices[component] ?? ''] ?? input.choices[component] ?? ''}`;
      return name.charAt(0).toLowerCase() + name.slice(1);
    })
    .join('; ');
  const units = (n: number) => `${formatQuantity(n)} ${n === 1 ? 'unit' : 'units'}`;
  const run = result.belowMinimum
    ? `${units(result.requestedQuantity)} asked for, priced at our ${formatQuantity(result.quantity)}-unit minimum`
    : units(result.quantity);
  const inputs = [
    `${formatQuantity(input.quantity)} × ${plain(input.bottleMl, 2)} ml at ${formatPercent(input.concentrationPercent)}`,
    input.fragrance === 'library'
      ? `a fragrance from our library (${formatPence(input.oilPricePencePerKg)}/kg)`
      : `oil ${formatPence(input.oilPricePencePerKg)}/kg`,
  ];
  return (
    `Cost calculator: ${inputs.join(', ')}${chosen ? `; ${chosen}` : ''}. ` +
    `For ${run}: ${formatPence(result.totalPence)} in total including ${formatPence(result.setupPence)} set-up, ` +
    `${formatPence(result.allInUnitPence)} per unit all in (${rates.priceBasis}).`
  );
}

export function runCost(values: FormValues, rates: CostRates) {
  const { input, errors } = parseCost(values, rates);
  const result = input ? calculateCost(input, rates) : null;
  return { input, errors, result, summary: input && result ? costSummary(input, result, rates) : null };
}
