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

const freightRates = {
  _type: 'freightRates',
  modes: [
    { key: 'air', name: 'Air freight', divisor: 6000, transitTime: '3–5 working days' },
    { key: 'courier', name: 'Express courier', divisor: 5000, transitTime: '1–3 working days' },
    { key: 'road', name: 'Road freight', divisor: 3000, transitTime: '2–5 working days in Europe' },
    { key: 'sea', name: 'Sea freight (LCL)', divisor: 1000, transitTime: '4–6 weeks' },
  ].map((mode) => ({ _type: 'freightMode', ...mode })),
  pallet: {
    name: 'UK standard pallet',
    lengthCm: 120,
    widthCm: 100,
    baseHeightCm: 15,
    maxStackHeightCm: 180,
    maxWeightKg: 1000,
  },
};

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
  defaultOilPricePencePerKg: 9500,
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

const developmentStages = {
  _type: 'developmentStages',
  stages: [
    {
      key: 'discovery',
      name: 'Discovery and brief',
      weeks: 2,
      minWeeks: 1,
      maxWeeks: 3,
      description: 'A workshop on your brand, customer, channels, budget and launch window.',
      deliverable: 'Launch plan and budget range',
    },
    {
      key: 'concepts',
      name: 'Fragrance directions and packaging concepts',
      weeks: 6,
      minWeeks: 4,
      maxWeeks: 8,
      description: 'Perfumers compose two to four directions while our studio sketches bottle and box concepts.',
      deliverable: 'Fragrance samples and concept boards',
    },
    {
      key: 'refinement',
      name: 'Refinement and prototypes',
      weeks: 5,
      minWeeks: 3,
      maxWeeks: 8,
      description: 'Rounds of mods on the chosen fragrance; renders, white samples and resin prototypes of the packaging.',
      deliverable: 'Approved fragrance and packaging design',
    },
    {
      key: 'testing-tooling',
      name: 'Stability testing and tooling',
      weeks: 8,
      minWeeks: 8,
      maxWeeks: 12,
      description: 'Eight weeks of stability and compatibility testing in your chosen components, while moulds are cut and boxes proofed.',
      deliverable: 'Stability report, IFRA certificate and first-off samples',
    },
    {
      key: 'compliance-artwork',
      name: 'Compliance and artwork',
      weeks: 3,
      minWeeks: 2,
      maxWeeks: 4,
      description: 'Safety assessment, allergen labelling, notification and final print-ready artwork.',
      deliverable: 'Signed-off artwork and safety report',
    },
    {
      key: 'components',
      name: 'Component production',
      weeks: 4,
      minWeeks: 3,
      maxWeeks: 8,
      description: 'Glass, caps and boxes are produced, inspected and delivered to our facility.',
      deliverable: 'Components in stock',
    },
    {
      key: 'production',
      name: 'Filling, assembly and delivery',
      weeks: 3,
      minWeeks: 2,
      maxWeeks: 4,
      description: 'Maceration, filling, assembly, final inspection and delivery to your warehouse.',
      deliverable: 'Finished goods delivered',
    },
  ].map((stage) => ({ _type: 'developmentStage', ...stage })),
};

const TOOLS = [
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
      'Turn carton sizes and weights into total volume, volumetric and chargeable weight, and the number of UK standard pallets.',
    intro: `Enter your carton dimensions, gross weight and number of cartons, and choose a freight mode. Carriers charge whichever is greater, the actual weight or the volumetric weight.`,
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
    description: 'The stages of a fragrance launch, from first brief to delivery, and an estimated launch date from your start date.',
    intro: `Every launch follows the same stages. Choose a start date to see when each one is likely to finish and when your fragrance could be on shelf. Durations are in working weeks.`,
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
  ...tool.rates,
  displayOrder: (index + 1) * 10,
  seo: seo(`${tool.title} | Tools | Ashcombe & Vale`, tool.description),
}));
