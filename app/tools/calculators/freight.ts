/**
 * The freight calculator: a shipment of identical cartons from our facility
 * to a destination chosen by country. Its volume, volumetric and chargeable
 * weight; the typical transit and an indicative cost band for the mode and the
 * destination's region; whether it travels as loose cartons or on pallets, and
 * how many; and what in the figures a buyer should check.
 *
 * - Volume per carton = L × W × H (cm) ÷ 1,000,000 m³.
 * - Volumetric weight = L × W × H (cm³) ÷ the mode's divisor (air 6,000,
 *   courier 5,000, road 3,000, sea 1,000, i.e. 1 m³ = 1,000 kg), for the
 *   whole shipment.
 * - Chargeable weight = the greater of actual and volumetric weight.
 * - Indicative cost, each end of the lane's band = the greater of the minimum
 *   charge and chargeable kg × the rate per kg, in whole pence, rounded half
 *   up once (money.ts: no floating pounds).
 * - Pallets: only for modes that take them, and only from palletFromKg or
 *   palletFromM3 (below both, cartons travel loose). Cartons stand upright
 *   (this way up) and may turn on the pallet (length along either side); no
 *   overhang; layers up to the lower of the pallet's stacking limit and the
 *   mode's, base included; no more than the pallet's load.
 */
import { formatKg, formatM3, formatNumber, formatPence, formatQuantity, plain } from './format.ts';
import { penceFromProduct } from './money.ts';
import { collect, parseChoice, parseNumber, type FieldErrors, type FormValues } from './parse.ts';

export interface FreightMode {
  key: string;
  name: string;
  /** cm³ per kg, a whole number. */
  divisor: number;
  /** Shown only when the destination's lane gives no transit days. */
  transitTime: string | null;
  /** The tallest built pallet the mode takes, base included; null: no pallets (cartons go as parcels). */
  maxPalletHeightCm: number | null;
  /** One parcel's limits (express courier); null: none of the mode's own. */
  maxPieceKg: number | null;
  /** On the carton's longest side. */
  maxPieceLengthCm: number | null;
  /** Shown with the result, e.g. the dangerous-goods fee. */
  note: string | null;
}

export interface Country {
  /** ISO 3166 alpha-2, upper case: what the address carries. */
  code: string;
  /** As content writes it (no Intl: server and browser must write the same). */
  name: string;
}

export interface FreightZone {
  key: string;
  name: string;
  countries: Country[];
}

/** An indicative price and transit for one mode to one zone. */
export interface FreightLane {
  zone: string;
  mode: string;
  /** Working days; both or neither (then the mode's transit text stands in). */
  transitMinDays: number | null;
  transitMaxDays: number | null;
  /** Whole pence per chargeable kg. */
  ratePerKgLowPence: number;
  ratePerKgHighPence: number;
  minimumChargePence: number;
}

export interface Pallet {
  name: string;
  lengthCm: number;
  widthCm: number;
  baseHeightCm: number;
  /** Including the base. */
  maxStackHeightCm: number;
  /** The load of cartons it may carry (its own weight not included). */
  maxWeightKg: number;
  /** The pallet's own weight (tare). */
  weightKg: number;
}

export interface FreightRates {
  /** Where shipments leave from, as it reads after "from": "our facility in Hertfordshire, UK". */
  origin: string;
  modes: FreightMode[];
  zones: FreightZone[];
  lanes: FreightLane[];
  pallet: Pallet;
  /** A shipment under both (actual kg, total m³) travels as loose cartons. */
  palletFromKg: number;
  palletFromM3: number;
  /** What one person should lift (HSE guidance). */
  manualHandlingKg: number;
  /** Above this a packed carton's figures are a typing slip. */
  maxDensityKgPerM3: number;
}

/** Heavier per m³ than glass itself: said plainly in the warning. */
const SOLID_GLASS_KG_PER_M3 = 2500;

export const FREIGHT_LIMITS = {
  dimensionCm: { min: 1, max: 300 },
  weightKg: { min: 0.01, max: 2000 },
  cartons: { min: 1, max: 100_000 },
} as const;

/**
 * A name as it reads inside a sentence: "Sea freight (LCL)" → "sea freight
 * (LCL)". Only the first letter is lowered, and not when the first word is an
 * acronym or a name with capitals inside it ("UK standard pallet", "FedEx").
 */
export function inSentence(name: string): string {
  const first = name.split(/\s/, 1)[0] ?? '';
  return /\p{Lu}/u.test(first.slice(1)) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** Countries whose English name takes "the": the United States, the Netherlands. */
const WITH_THE =
  /^(united|republic|federated|kingdom)\b|\b(republic|kingdom|emirates|states|islands|netherlands|philippines|bahamas|gambia|maldives|seychelles)$/i;

/** A country's name after "to": "the United States", "Germany". */
export function countryInSentence(name: string): string {
  if (/^the\s/i.test(name)) return `the${name.slice(3)}`;
  return WITH_THE.test(name) ? `the ${name}` : name;
}

/** "a", "a or b", "a, b or c". */
const orList = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** Working days as a buyer plans them: "3–6 working days"; from 15 days also in weeks of five working days. */
export function formatTransit(minDays: number, maxDays: number): { days: string; weeks: string | null } {
  const range = (a: number, b: number) => (a === b ? formatQuantity(a) : `${formatQuantity(a)}–${formatQuantity(b)}`);
  const days = `${range(minDays, maxDays)} working ${maxDays === 1 ? 'day' : 'days'}`;
  if (maxDays < 15) return { days, weeks: null };
  // Half up to the nearest week: 18 working days is about 4 weeks.
  const toWeeks = (d: number) => Math.floor(d / 5 + 0.5);
  const [low, high] = [toWeeks(minDays), toWeeks(maxDays)];
  return { days, weeks: `${range(low, high)} ${high === 1 ? 'week' : 'weeks'}` };
}

export interface FreightInput {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Gross weight of one carton. */
  weightKg: number;
  cartons: number;
  mode: string;
  /** The destination country's code. */
  to: string;
}

export const FREIGHT_FIELDS = {
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  weightKg: 'weight',
  cartons: 'cartons',
  mode: 'mode',
  to: 'to',
} as const;

export function freightDefaults(rates: FreightRates): FormValues {
  const mode = rates.modes.find((m) => m.key === 'air') ?? rates.modes[0]!;
  const countries = rates.zones.flatMap((zone) => zone.countries);
  const to = countries.find((c) => c.code === 'US') ?? countries[0]!;
  return { length: '60', width: '40', height: '40', weight: '10', cartons: '1', mode: mode.key, to: to.code };
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
      to: parseChoice(
        values[f.to],
        rates.zones.flatMap((zone) => zone.countries.map((c) => c.code)),
        'a destination country',
      ),
    },
    f,
  );
}

/** The country with that code and the zone it is in, or null. */
export function destinationOf(code: string, rates: FreightRates): { country: Country; zone: FreightZone } | null {
  for (const zone of rates.zones) {
    const country = zone.countries.find((c) => c.code === code);
    if (country) return { country, zone };
  }
  return null;
}

export type PalletPlan =
  | {
      fits: true;
      perLayer: number;
      layers: number;
      /** Cartons on one pallet: the smaller of what fits and what the load allows. */
      perPallet: number;
      limitedBy: 'space' | 'weight';
      pallets: number;
      fullPallets: number;
      /** Cartons on the last, partly filled pallet; 0 when every pallet is full. */
      lastPalletCartons: number;
      /** The height the layers were counted in, base included. */
      stackHeightCm: number;
      /** Height of the fullest pallet, including its base. */
      heightCm: number;
      /** The cartons on the heaviest pallet. */
      weightKg: number;
      /** The heaviest pallet with its own weight. */
      grossWeightKg: number;
    }
  | { fits: false; reason: 'footprint' | 'height' | 'weight' };

export type FittingPallets = Extract<PalletPlan, { fits: true }>;

/** How the cartons travel: loose because of the mode, the size of the shipment or the cartons, or on pallets. */
export type Shipping =
  { as: 'pallets'; plan: FittingPallets } | { as: 'loose'; because: 'mode' | 'small' | Extract<PalletPlan, { fits: false }>['reason'] };

export interface OnPallets {
  /** The built pallets' heights added up, bases included. */
  heightsCm: number;
  /** Their outer volume: the pallet's footprint × those heights. */
  volumeM3: number;
  /** The cartons and the pallets' own weight. */
  grossKg: number;
}

export interface CostBand {
  lowPence: number;
  highPence: number;
  /** The minimum charge decides that end of the band. */
  lowIsMinimum: boolean;
  highIsMinimum: boolean;
}

export interface FreightResult {
  mode: FreightMode;
  origin: string;
  country: Country;
  zone: FreightZone;
  /** The mode's price and transit to the zone; null when the mode does not go there. */
  lane: FreightLane | null;
  /** Why there is no cost or transit: the modes that do go there. */
  noLane: string | null;
  transit: { days: string; weeks: string | null } | null;
  cost: CostBand | null;
  cartonVolumeM3: number;
  totalVolumeM3: number;
  actualKg: number;
  volumetricPerCartonKg: number;
  volumetricKg: number;
  /** The built pallets, when the cartons travel on them: what the carrier then weighs and measures. */
  onPallets: (OnPallets & { volumetricKg: number }) | null;
  /** The greater of the actual and volumetric weight of what travels (the cartons, or the built pallets). */
  chargeableKg: number;
  /** Which weight the carrier charges. */
  chargeableBasis: 'actual' | 'volumetric';
  pallet: Pallet;
  /** The cartons on pallets within the mode's height (whether or not the shipment uses them). */
  palletPlan: PalletPlan;
  shipping: Shipping;
  /** What to check before relying on the figures, each a sentence with its figures. */
  warnings: string[];
}

/** How many cartons of the given footprint fit on one layer, turned either way. */
export function cartonsPerLayer(lengthCm: number, widthCm: number, pallet: Pallet): number {
  const along = Math.floor(pallet.lengthCm / lengthCm) * Math.floor(pallet.widthCm / widthCm);
  const across = Math.floor(pallet.lengthCm / widthCm) * Math.floor(pallet.widthCm / lengthCm);
  return Math.max(along, across);
}

/** The stack height a mode allows on the pallet, base included. */
export const stackLimitCm = (pallet: Pallet, mode: FreightMode) => Math.min(pallet.maxStackHeightCm, mode.maxPalletHeightCm ?? Infinity);

type Carton = Pick<FreightInput, 'lengthCm' | 'widthCm' | 'heightCm' | 'weightKg' | 'cartons'>;

export function planPallets(input: Carton, pallet: Pallet, stackHeightCm = pallet.maxStackHeightCm): PalletPlan {
  const perLayer = cartonsPerLayer(input.lengthCm, input.widthCm, pallet);
  if (perLayer === 0) return { fits: false, reason: 'footprint' };
  const layers = Math.max(0, Math.floor((stackHeightCm - pallet.baseHeightCm) / input.heightCm));
  if (layers === 0) return { fits: false, reason: 'height' };
  const byWeight = Math.floor(pallet.maxWeightKg / input.weightKg);
  if (byWeight === 0) return { fits: false, reason: 'weight' };
  const bySpace = perLayer * layers;
  const perPallet = Math.min(bySpace, byWeight);
  const fullest = Math.min(perPallet, input.cartons);
  const fullPallets = Math.floor(input.cartons / perPallet);
  const lastPalletCartons = input.cartons % perPallet;
  return {
    fits: true,
    perLayer,
    layers,
    perPallet,
    limitedBy: byWeight < bySpace ? 'weight' : 'space',
    pallets: fullPallets + (lastPalletCartons > 0 ? 1 : 0),
    fullPallets,
    lastPalletCartons,
    stackHeightCm,
    heightCm: pallet.baseHeightCm + Math.ceil(fullest / perLayer) * input.heightCm,
    weightKg: fullest * input.weightKg,
    grossWeightKg: fullest * input.weightKg + pallet.weightKg,
  };
}

const cm = (value: number) => `${plain(value, 1)}\u00a0cm`;
const cartonsText = (n: number) => `${formatQuantity(n)} ${n === 1 ? 'carton' : 'cartons'}`;

/** Full pallets and the last partly filled one: "2 pallets: 1 full of 16 cartons, 1 with 4". */
export function palletCount(plan: FittingPallets): string {
  const { pallets, fullPallets, perPallet, lastPalletCartons: last } = plan;
  if (last === 0) return `${formatQuantity(pallets)} full ${pallets === 1 ? 'pallet' : 'pallets'} of ${cartonsText(perPallet)}`;
  if (fullPallets === 0) return `1 pallet with ${cartonsText(last)}`;
  return `${formatQuantity(pallets)} pallets: ${formatQuantity(fullPallets)} full of ${cartonsText(perPallet)}, 1 with ${formatQuantity(last)}`;
}

/** What the carrier weighs and measures: the cartons, or the built pallets with their own weight and outer size. */
interface Charged {
  kg: number;
  /** The factors whose product is the volume in cm³ (kept apart so the charge is rounded once). */
  volumeFactors: number[];
}

/** Each end of the band: the greater of the minimum charge and chargeable kg × rate, rounded half up once. */
function costAt(charged: Charged, mode: FreightMode, ratePence: number, minimumPence: number) {
  // Rounding keeps order, so the greater of the two rounded charges is the rounded charge of the greater weight.
  const byActual = penceFromProduct([charged.kg, ratePence], 1);
  const byVolume = penceFromProduct([...charged.volumeFactors, ratePence], mode.divisor);
  const charge = Math.max(byActual, byVolume);
  return { pence: Math.max(charge, minimumPence), isMinimum: charge < minimumPence };
}

/**
 * Built pallets as a carrier charges them: their outer size (the pallet's footprint × each pallet's height, the full
 * ones and the last) and their gross weight, the pallets' own included.
 */
export function builtPallets(input: Carton, plan: FittingPallets, pallet: Pallet): OnPallets {
  const heightOf = (cartons: number) => pallet.baseHeightCm + Math.ceil(cartons / plan.perLayer) * input.heightCm;
  const heightsCm = plan.fullPallets * heightOf(plan.perPallet) + (plan.lastPalletCartons > 0 ? heightOf(plan.lastPalletCartons) : 0);
  const cm3 = pallet.lengthCm * pallet.widthCm * heightsCm;
  return {
    heightsCm,
    volumeM3: cm3 / 1_000_000,
    grossKg: input.weightKg * input.cartons + plan.pallets * pallet.weightKg,
  };
}

function noLaneNotice(mode: FreightMode, country: Country, zone: FreightZone, rates: FreightRates): string {
  const serving = rates.modes.filter((m) => rates.lanes.some((l) => l.zone === zone.key && l.mode === m.key));
  const to = countryInSentence(country.name);
  if (serving.length === 0) return `We have no indicative prices to ${to}: ask us for a quotation.`;
  return `${mode.name} does not go to ${to}: choose ${orList(serving.map((m) => inSentence(m.name)))}.`;
}

function freightWarnings(
  input: FreightInput,
  mode: FreightMode,
  zone: FreightZone,
  rates: FreightRates,
  cartonVolumeM3: number,
  shipping: Shipping,
): string[] {
  const warnings: string[] = [];
  const kg = formatKg(input.weightKg);
  const density = input.weightKg / cartonVolumeM3;
  if (density > rates.maxDensityKgPerM3)
    warnings.push(
      `${kg} in a carton of ${formatM3(cartonVolumeM3)} is ${formatNumber(density, 0)} kg per m³, ${density > SOLID_GLASS_KG_PER_M3 ? 'more than solid glass' : 'more than packed glass and liquid weigh'}: check the weight and the sizes.`,
    );
  if (input.weightKg > rates.manualHandlingKg)
    warnings.push(
      `At ${kg} a carton is over the ${formatKg(rates.manualHandlingKg)} one person should lift (HSE guidance): plan a two-person lift or pallets.`,
    );

  const alternatives = rates.modes.filter(
    (m) =>
      m !== mode &&
      m.maxPieceKg === null &&
      m.maxPieceLengthCm === null &&
      rates.lanes.some((l) => l.zone === zone.key && l.mode === m.key),
  );
  const instead = alternatives.length > 0 ? `choose ${orList(alternatives.map((m) => inSentence(m.name)))}` : 'ask us how best to send it';
  const by = inSentence(mode.name);
  if (mode.maxPieceKg !== null && input.weightKg > mode.maxPieceKg)
    warnings.push(`At ${kg} a carton is over the ${formatKg(mode.maxPieceKg)} limit for one parcel by ${by}: ${instead}.`);
  const longest = Math.max(input.lengthCm, input.widthCm, input.heightCm);
  if (mode.maxPieceLengthCm !== null && longest > mode.maxPieceLengthCm)
    warnings.push(
      `At ${cm(longest)} on its longest side a carton is over the ${cm(mode.maxPieceLengthCm)} limit for one parcel by ${by}: ${instead}.`,
    );

  const p = rates.pallet;
  const palletName = inSentence(p.name);
  const stack = stackLimitCm(p, mode);
  if (shipping.as === 'loose' && shipping.because === 'footprint')
    warnings.push(
      `At ${plain(input.lengthCm, 1)} × ${plain(input.widthCm, 1)} cm a carton is larger than the ${plain(p.lengthCm, 1)} × ${plain(p.widthCm, 1)} cm of the ${palletName}, even turned: it travels loose, not on a pallet.`,
    );
  if (shipping.as === 'loose' && shipping.because === 'height') {
    const where = stack < p.maxStackHeightCm ? `a pallet carries by ${by}` : `the ${palletName} carries`;
    warnings.push(
      `At ${cm(input.heightCm)} high a carton is taller than the ${cm(stack - p.baseHeightCm)} ${where} (${cm(stack)} high, base included): it travels loose, not on a pallet.`,
    );
  }
  if (shipping.as === 'loose' && shipping.because === 'weight')
    warnings.push(
      `At ${kg} a carton is heavier than the ${formatKg(p.maxWeightKg)} load of the ${palletName}: it travels loose, not on a pallet.`,
    );
  if (shipping.as === 'pallets' && stack < p.maxStackHeightCm) {
    // Said only when the lower stack changes the loading: one carton on a pallet loses nothing.
    const plan = shipping.plan;
    const unlimited = planPallets(input, p);
    if (unlimited.fits && unlimited.layers > plan.layers && unlimited.perPallet > plan.perPallet && input.cartons > plan.perPallet)
      warnings.push(
        `${mode.name} takes pallets up to ${cm(stack)} high, base included: ${formatQuantity(plan.layers)} ${plan.layers === 1 ? 'layer' : 'layers'} a pallet instead of ${formatQuantity(unlimited.layers)}.`,
      );
  }
  return warnings;
}

export function calculateFreight(input: FreightInput, rates: FreightRates): FreightResult {
  const mode = rates.modes.find((m) => m.key === input.mode) ?? rates.modes[0]!;
  const { country, zone } = destinationOf(input.to, rates) ?? { country: rates.zones[0]!.countries[0]!, zone: rates.zones[0]! };
  const cartonCm3 = input.lengthCm * input.widthCm * input.heightCm;
  const totalCm3 = cartonCm3 * input.cartons;
  const actualKg = input.weightKg * input.cartons;
  const volumetricKg = totalCm3 / mode.divisor;
  const cartonVolumeM3 = cartonCm3 / 1_000_000;
  const totalVolumeM3 = totalCm3 / 1_000_000;

  const palletPlan = planPallets(input, rates.pallet, stackLimitCm(rates.pallet, mode));
  const shipping: Shipping =
    mode.maxPalletHeightCm === null
      ? { as: 'loose', because: 'mode' }
      : actualKg < rates.palletFromKg && totalVolumeM3 < rates.palletFromM3
        ? { as: 'loose', because: 'small' }
        : palletPlan.fits
          ? { as: 'pallets', plan: palletPlan }
          : { as: 'loose', because: palletPlan.reason };
  const onPallets = shipping.as === 'pallets' ? builtPallets(input, shipping.plan, rates.pallet) : null;
  const charged: Charged = onPallets
    ? { kg: onPallets.grossKg, volumeFactors: [rates.pallet.lengthCm, rates.pallet.widthCm, onPallets.heightsCm] }
    : { kg: actualKg, volumeFactors: [input.lengthCm, input.widthCm, input.heightCm, input.cartons] };
  const chargedVolumetricKg = onPallets ? (onPallets.volumeM3 * 1_000_000) / mode.divisor : volumetricKg;

  const lane = rates.lanes.find((l) => l.zone === zone.key && l.mode === mode.key) ?? null;
  let cost: CostBand | null = null;
  let transit: FreightResult['transit'] = null;
  if (lane) {
    const low = costAt(charged, mode, lane.ratePerKgLowPence, lane.minimumChargePence);
    const high = costAt(charged, mode, lane.ratePerKgHighPence, lane.minimumChargePence);
    cost = { lowPence: low.pence, highPence: high.pence, lowIsMinimum: low.isMinimum, highIsMinimum: high.isMinimum };
    if (lane.transitMinDays !== null && lane.transitMaxDays !== null) transit = formatTransit(lane.transitMinDays, lane.transitMaxDays);
    else if (mode.transitTime) transit = { days: mode.transitTime, weeks: null };
  }

  return {
    mode,
    origin: rates.origin,
    country,
    zone,
    lane,
    noLane: lane ? null : noLaneNotice(mode, country, zone, rates),
    transit,
    cost,
    cartonVolumeM3,
    totalVolumeM3,
    actualKg,
    volumetricPerCartonKg: cartonCm3 / mode.divisor,
    volumetricKg,
    onPallets: onPallets && { ...onPallets, volumetricKg: chargedVolumetricKg },
    chargeableKg: Math.max(charged.kg, chargedVolumetricKg),
    chargeableBasis: chargedVolumetricKg > charged.kg ? 'volumetric' : 'actual',
    pallet: rates.pallet,
    palletPlan,
    shipping,
    warnings: freightWarnings(input, mode, zone, rates, cartonVolumeM3, shipping),
  };
}

/** A cost band as a buyer reads it: "£56.00–£88.00", or one amount when both ends meet. */
export function formatBand(cost: CostBand): string {
  return cost.lowPence === cost.highPence ? formatPence(cost.lowPence) : `${formatPence(cost.lowPence)}–${formatPence(cost.highPence)}`;
}

/** How the cartons travel, in a few words: "on 2 pallets (1 full of 16 cartons, 1 with 4)", "as loose cartons". */
export function shippingText(shipping: Shipping): string {
  if (shipping.as === 'loose') return 'as loose cartons';
  const { pallets, fullPallets, perPallet, lastPalletCartons: last } = shipping.plan;
  if (last === 0 || fullPallets === 0) return `on ${palletCount(shipping.plan)}`;
  return `on ${formatQuantity(pallets)} pallets (${formatQuantity(fullPallets)} full of ${cartonsText(perPallet)}, 1 with ${formatQuantity(last)})`;
}

export function freightSummary(input: FreightInput, result: FreightResult): string {
  const band = result.cost ? `${formatBand(result.cost)}${result.cost.highIsMinimum ? ' (the minimum charge)' : ''}` : null;
  const terms = result.noLane ?? `Indicative cost ${band}${result.transit ? `, ${transitText(result.transit)}` : ''}.`;
  return (
    `Freight calculator: ${formatQuantity(input.cartons)} × carton ${plain(input.lengthCm, 1)} × ${plain(input.widthCm, 1)} × ${plain(input.heightCm, 1)} cm, ${plain(input.weightKg, 2)} kg each, ` +
    `from ${inSentence(result.origin)} to ${countryInSentence(result.country.name)} by ${inSentence(result.mode.name)}. ` +
    (result.onPallets
      ? `Volume ${formatM3(result.totalVolumeM3)} (${formatM3(result.onPallets.volumeM3)} on pallets), actual ${formatKg(result.actualKg)} (${formatKg(result.onPallets.grossKg)} with the pallets), ` +
        `volumetric ${formatKg(result.volumetricKg)} (${formatKg(result.onPallets.volumetricKg)} on pallets), chargeable ${formatKg(result.chargeableKg)}, ${shippingText(result.shipping)}. `
      : `Volume ${formatM3(result.totalVolumeM3)}, actual ${formatKg(result.actualKg)}, volumetric ${formatKg(result.volumetricKg)}, chargeable ${formatKg(result.chargeableKg)}, ${shippingText(result.shipping)}. `) +
    terms
  );
}

/** "25–35 working days (5–7 weeks)". */
export const transitText = (transit: { days: string; weeks: string | null }) =>
  transit.weeks ? `${transit.days} (${transit.weeks})` : transit.days;

export function runFreight(values: FormValues, rates: FreightRates) {
  const { input, errors } = parseFreight(values, rates);
  const result = input ? calculateFreight(input, rates) : null;
  return { input, errors, result, summary: input && result ? freightSummary(input, result) : null };
}
