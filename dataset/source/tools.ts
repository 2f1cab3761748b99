import { BUILT_IN_PROVENANCE } from '../../app/tools/provenance.ts';
import type { ToolKind } from '../../app/tools/catalogue.ts';
import { DEFAULT_DEVELOPMENT_RATES } from '../../app/tools/calculators/development-rates.ts';
import { DEFAULT_FREIGHT_RATES } from '../../app/tools/calculators/freight-rates.ts';
import { id } from './ids.ts';
import { md, seo, slug, type Doc } from './lib.ts';

const ESTIMATE = 'Results are estimates for planning. Your quotation confirms the actual quantities, prices and dates.';

const range = (key: string, name: string, minPercent: number, maxPercent: number, extra: Record<string, unknown>) => ({
  key,
  name,
  minPercent,
  maxPercent,
  ...extra,
});

const fragranceRates = {
  _type: 'fragranceRates',
  productTypes: [
    range('extrait', 'Extrait de parfum', 20, 30, { defaultPercent: 25, waterPercent: 0 }),
    range('eau-de-parfum', 'Eau de parfum', 15, 20, { defaultPercent: 18, waterPercent: 3 }),
    range('eau-de-toilette', 'Eau de toilette', 5, 15, { defaultPercent: 10, waterPercent: 5 }),
    range('eau-de-cologne', 'Eau de cologne', 2, 5, { defaultPercent: 4, waterPercent: 10 }),
    range('body-mist', 'Body mist', 1, 3, { defaultPercent: 2, waterPercent: 20 }),
  ].map((productType) => ({ _type: 'productType', ...productType })),
  oilDensity: 0.95,
  alcoholDensity: 0.789,
  waterDensity: 1,
  defaultOveragePercent: 3,
};

const inclusionRates = {
  _type: 'inclusionRates',
  categories: [
    range('extrait', 'Extrait de parfum', 20, 30, { group: 'fine-fragrance', typicalPercent: 25 }),
    range('eau-de-parfum', 'Eau de parfum', 15, 20, { group: 'fine-fragrance', typicalPercent: 18 }),
    range('eau-de-toilette', 'Eau de toilette', 5, 15, { group: 'fine-fragrance', typicalPercent: 10 }),
    range('eau-de-cologne', 'Eau de cologne', 2, 5, { group: 'fine-fragrance', typicalPercent: 4 }),
    range('body-mist', 'Body mist', 1, 3, { group: 'fine-fragrance', typicalPercent: 2 }),
    range('candle', 'Candle', 6, 12, { group: 'home', typicalPercent: 10, note: 'Depends on wax and wick: burn-test every change.' }),
    range('reed-diffuser', 'Reed diffuser', 15, 25, { group: 'home', typicalPercent: 20 }),
    range('room-spray', 'Room spray', 5, 15, { group: 'home', typicalPercent: 10 }),
    range('wax-melt', 'Wax melt', 8, 15, { group: 'home', typicalPercent: 10 }),
    range('body-lotion', 'Body lotion and cream', 0.5, 2, { group: 'personal-care', typicalPercent: 1 }),
    range('wash-off', 'Shower gel and shampoo', 0.5, 2, { group: 'personal-care', typicalPercent: 1, note: 'Wash-off products.' }),
    range('soap', 'Bar soap', 1, 3, { group: 'personal-care', typicalPercent: 2 }),
  ].map((category) => ({ _type: 'inclusionCategory', ...category })),
  complianceNote:
    'These are typical ranges. The maximum for your fragrance in each product type is set by its IFRA Certificate of Conformity, which always takes precedence.',
};

// The demo's freight rates are the calculator's built-in ones, typed for the Studio.
const freightRates = {
  _type: 'freightRates',
  ...DEFAULT_FREIGHT_RATES,
  modes: DEFAULT_FREIGHT_RATES.modes.map((mode) => ({ _type: 'freightMode', ...withoutNulls(mode) })),
  zones: DEFAULT_FREIGHT_RATES.zones.map((zone) => ({
    _type: 'freightZone',
    ...zone,
    countries: zone.countries.map((country) => ({ _type: 'freightCountry', ...country })),
  })),
  lanes: DEFAULT_FREIGHT_RATES.lanes.map((lane) => ({ _type: 'freightLane', ...withoutNulls(lane) })),
};

/** Content leaves a field out rather than storing null. */
function withoutNulls<T extends object>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as Partial<T>;
}

const component = (
  key: string,
  componentName: string,
  option: string,
  name: string,
  unitPricePence: number,
  extra: { setupPence?: number; minimumQuantity?: number } = {},
) => ({
  _type: 'componentPrice',
  key,
  component: componentName,
  option,
  name,
  unitPricePence,
  ...extra,
});

const costRates = {
  _type: 'costRates',
  currency: 'GBP',
  priceBasis: 'GBP, ex VAT, ex works',
  defaultOilPricePencePerKg: 9500,
  libraryOilPricePencePerKg: 7000,
  alcoholPricePencePerLitre: 450,
  components: [
    component('glass-stock', 'glass', 'stock', 'Stock glass bottle, decorated', 145, { minimumQuantity: 500 }),
    component('glass-bespoke', 'glass', 'bespoke', 'Bespoke glass bottle', 240, { setupPence: 2_800_000, minimumQuantity: 10_000 }),
    component('cap-stock', 'cap', 'stock', 'Stock cap', 65, { minimumQuantity: 500 }),
    component('cap-bespoke', 'cap', 'bespoke', 'Bespoke zamac cap', 310, { setupPence: 450_000, minimumQuantity: 3_000 }),
    component('pump-standard', 'pump', 'standard', 'Crimp pump and collar', 48),
    component('box-none', 'box', 'none', 'No box', 0),
    component('box-stock', 'box', 'stock', 'Printed folding carton', 55, { setupPence: 35_000, minimumQuantity: 1_000 }),
    component('box-bespoke', 'box', 'bespoke', 'Rigid box with pulp insert', 420, { setupPence: 120_000, minimumQuantity: 1_000 }),
    component('filling-standard', 'filling', 'standard', 'Filling and crimping', 35, { setupPence: 25_000 }),
    component('assembly-standard', 'assembly', 'standard', 'Capping, boxing and cellophane wrapping', 28),
  ],
  quantityTiers: [
    { minQuantity: 500, unitPricePercent: 100, label: 'Limited edition' },
    { minQuantity: 1_000, unitPricePercent: 94 },
    { minQuantity: 2_500, unitPricePercent: 88 },
    { minQuantity: 5_000, unitPricePercent: 82 },
    { minQuantity: 10_000, unitPricePercent: 76 },
    { minQuantity: 25_000, unitPricePercent: 70, label: 'Volume' },
  ].map((tier) => ({ _type: 'quantityTier', ...tier })),
};

// The demo's stages and closures are the calculator's built-in ones, typed for the Studio.
const developmentStages = {
  _type: 'developmentStages',
  stages: DEFAULT_DEVELOPMENT_RATES.stages.map((stage) => ({
    _type: 'developmentStage',
    ...withoutNulls(stage),
    durations: stage.durations.map((duration) => ({ _type: 'stageDuration', ...duration })),
  })),
  closures: DEFAULT_DEVELOPMENT_RATES.closures.map((closure) => ({ _type: 'closure', ...closure })),
};

const TOOLS: { slug: string; calculator: ToolKind; title: string; icon: string; description: string; intro: string; rates: object }[] = [
  {
    slug: 'cost-calculator',
    calculator: 'cost',
    title: 'Cost Calculator',
    icon: 'calculator',
    description:
      'Estimate the cost per unit of your fragrance, from oil and alcohol to glass, cap, box, filling and assembly, across quantity tiers.',
    intro: `Choose a bottle size, quantity and concentration, then the components you have in mind. The calculator shows a cost per unit, the one-off set-up costs and how the price changes with quantity.`,
    rates: { costRates },
  },
  {
    slug: 'fragrance-calculator',
    calculator: 'fragrance',
    title: 'Fragrance Calculator',
    icon: 'droplet',
    description: 'Work out the fragrance oil, alcohol and water for any bottle size, quantity and concentration, with filling overage.',
    intro: `Pick a product type, a bottle size and a quantity. The calculator gives the oil, alcohol and water per bottle and per batch, in millilitres and grams, with an overage to allow for filling losses.`,
    rates: { fragranceRates },
  },
  {
    slug: 'freight-calculator',
    calculator: 'freight',
    title: 'Freight Calculator',
    icon: 'truck',
    description:
      'Turn carton sizes and weights into chargeable weight, pallets, transit time and an indicative cost from our facility to your market.',
    intro: `Enter your carton dimensions, gross weight and number of cartons, then where they are going and how. Carriers charge whichever is greater, the actual weight or the volumetric weight; the calculator adds the pallets, the transit time and an indicative cost from our facility in Hertfordshire.`,
    rates: { freightRates },
  },
  {
    slug: 'inclusion-rates',
    calculator: 'inclusion',
    title: 'Inclusion Rates',
    icon: 'percent',
    description: 'Typical fragrance loads for fine fragrance, candles, diffusers, body care and soap, and the grams you need for a batch.',
    intro: `Typical fragrance loads by product type, and for your chosen product and batch size the grams of fragrance to add. IFRA limits for the specific fragrance always apply.`,
    rates: { inclusionRates },
  },
  {
    slug: 'development-process',
    calculator: 'development',
    title: 'Development Process',
    icon: 'calendar',
    description: 'The stages of your launch, private label or bespoke, from first brief to delivery, with dates that skip holidays.',
    intro: `Tell us your route: a fragrance from our library or one composed for you, stock or bespoke glass, decoration, a box, and the markets you sell in. Choose a start date to see when each stage is likely to finish and when your fragrance could be delivered. Durations are in working weeks; dates skip UK bank holidays and our Christmas closure.`,
    rates: { developmentStages },
  },
];

export const toolSlugs = TOOLS.map((tool) => tool.slug);

export const tools: Doc[] = TOOLS.map((tool, index) => ({
  _id: id.tool(tool.slug),
  _type: 'tool',
  title: tool.title,
  slug: slug(tool.slug),
  calculator: tool.calculator,
  description: tool.description,
  icon: tool.icon,
  intro: md(tool.intro),
  disclaimer: ESTIMATE,
  // The demo's rates are the built-in ones, and so is their account.
  ratesAsOf: BUILT_IN_PROVENANCE[tool.calculator].asOf,
  ratesSource: BUILT_IN_PROVENANCE[tool.calculator].source,
  accuracy: BUILT_IN_PROVENANCE[tool.calculator].accuracy,
  ...tool.rates,
  displayOrder: (index + 1) * 10,
  seo: seo(`${tool.title} | Tools | Ashcombe & Vale`, tool.description),
}));
