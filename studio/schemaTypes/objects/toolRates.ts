import { defineArrayMember, defineField, defineType } from 'sanity';
import { ROUTE_QUESTIONS } from '../../../app/tools/calculators/development-process.ts';

// The rates each calculator reads. The website has built-in defaults for all
// of them, so a missing value never breaks a tool; these let the team change
// a rate without a release.

const percent = (name: string, title: string, required = true) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => (required ? rule.required().min(0).max(100) : rule.min(0).max(100)),
  });

const key = defineField({
  name: 'key',
  title: 'Key',
  type: 'string',
  description: 'Stable identifier used by the calculator and in shared links. Do not change it once published.',
  validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase-with-hyphens'),
});

export const fragranceRates = defineType({
  name: 'fragranceRates',
  title: 'Fragrance calculator rates',
  type: 'object',
  fields: [
    defineField({
      name: 'productTypes',
      title: 'Product types',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'productType',
          title: 'Product type',
          type: 'object',
          fields: [
            key,
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            percent('minPercent', 'Minimum concentration (%)'),
            percent('maxPercent', 'Maximum concentration (%)'),
            percent('defaultPercent', 'Suggested concentration (%)'),
            percent('waterPercent', 'Water (% of the finished product)'),
          ],
          preview: {
            select: { title: 'name', min: 'minPercent', max: 'maxPercent' },
            prepare: ({ title, min, max }) => ({ title, subtitle: `${min}–${max} %` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'oilDensity',
      title: 'Fragrance oil density (g/ml)',
      type: 'number',
      validation: (rule) => rule.required().min(0.5).max(1.5),
    }),
    defineField({
      name: 'alcoholDensity',
      title: 'Perfumer’s alcohol density (g/ml)',
      type: 'number',
      validation: (rule) => rule.required().min(0.5).max(1.5),
    }),
    defineField({
      name: 'waterDensity',
      title: 'Water density (g/ml)',
      type: 'number',
      validation: (rule) => rule.required().min(0.5).max(1.5),
    }),
    percent('defaultOveragePercent', 'Default filling overage (%)'),
  ],
});

export const inclusionRates = defineType({
  name: 'inclusionRates',
  title: 'Inclusion rates',
  type: 'object',
  fields: [
    defineField({
      name: 'categories',
      title: 'Product categories',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'inclusionCategory',
          title: 'Category',
          type: 'object',
          fields: [
            key,
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'group',
              title: 'Group',
              type: 'string',
              options: {
                list: [
                  { title: 'Fine fragrance', value: 'fine-fragrance' },
                  { title: 'Home fragrance', value: 'home' },
                  { title: 'Personal care', value: 'personal-care' },
                ],
              },
              validation: (rule) => rule.required(),
            }),
            percent('minPercent', 'Minimum load (%)'),
            percent('maxPercent', 'Maximum load (%)'),
            percent('typicalPercent', 'Typical load (%)'),
            defineField({ name: 'note', title: 'Note', type: 'string' }),
          ],
          preview: {
            select: { title: 'name', min: 'minPercent', max: 'maxPercent' },
            prepare: ({ title, min, max }) => ({ title, subtitle: `${min}–${max} %` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'complianceNote',
      title: 'Compliance note',
      type: 'text',
      rows: 3,
      description: 'Shown with every result (IFRA limits apply).',
      validation: (rule) => rule.required(),
    }),
  ],
});

/** The keys of a list in the document's freight rates, for lanes that must name one. */
function freightKeys(document: unknown, list: 'zones' | 'modes'): string[] {
  const rates = (document as { freightRates?: Record<string, unknown> } | undefined)?.freightRates;
  const rows = Array.isArray(rates?.[list]) ? (rates[list] as { key?: unknown }[]) : [];
  return rows.map((row) => row.key).filter((key): key is string => typeof key === 'string');
}

const pence = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'number', description, validation: (rule) => rule.required().integer().min(0) });

const optionalCm = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'number', description, validation: (rule) => rule.positive() });

export const freightRates = defineType({
  name: 'freightRates',
  title: 'Freight calculator rates',
  type: 'object',
  fields: [
    defineField({
      name: 'origin',
      title: 'Shipments leave from',
      type: 'string',
      description: 'As it reads after “from”, e.g. “our facility in Hertfordshire, UK”.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'modes',
      title: 'Freight modes',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'freightMode',
          title: 'Mode',
          type: 'object',
          fields: [
            key,
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'divisor',
              title: 'Volumetric divisor (cm³ per kg)',
              type: 'number',
              description: 'Air 6000, express courier 5000, road 3000, sea 1000 (1 m³ = 1,000 kg).',
              validation: (rule) => rule.required().integer().positive(),
            }),
            defineField({
              name: 'transitTime',
              title: 'Typical transit time',
              type: 'string',
              description: 'Shown only where a destination’s lane has no transit days.',
            }),
            optionalCm(
              'maxPalletHeightCm',
              'Tallest pallet taken (cm, base included)',
              'Leave empty if this mode takes no pallets (cartons travel as parcels).',
            ),
            defineField({
              name: 'maxPieceKg',
              title: 'Heaviest parcel (kg)',
              type: 'number',
              description: 'For parcel services such as express couriers.',
              validation: (rule) => rule.positive(),
            }),
            optionalCm('maxPieceLengthCm', 'Longest parcel (cm, longest side)', 'For parcel services such as express couriers.'),
            defineField({ name: 'note', title: 'Note shown with results', type: 'text', rows: 2 }),
          ],
          preview: {
            select: { title: 'name', divisor: 'divisor' },
            prepare: ({ title, divisor }) => ({ title, subtitle: `1:${divisor}` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'zones',
      title: 'Destinations',
      type: 'array',
      description: 'Regions, each with the countries a visitor can choose. A country belongs to one region.',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'freightZone',
          title: 'Region',
          type: 'object',
          fields: [
            key,
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'countries',
              title: 'Countries',
              type: 'array',
              validation: (rule) => rule.required().min(1),
              of: [
                defineArrayMember({
                  name: 'freightCountry',
                  title: 'Country',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'code',
                      title: 'ISO code',
                      type: 'string',
                      description: 'Two capital letters (ISO 3166), e.g. FR. It is what shared links carry.',
                      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, 'two capital letters'),
                    }),
                    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
                  ],
                  preview: { select: { title: 'name', subtitle: 'code' } },
                }),
              ],
            }),
          ],
          preview: {
            select: { title: 'name', countries: 'countries' },
            prepare: ({ title, countries }) => ({ title, subtitle: `${Array.isArray(countries) ? countries.length : 0} countries` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'lanes',
      title: 'Rates by mode and region',
      type: 'array',
      description:
        'An indicative band per chargeable kilogram, with a minimum charge. A mode with no lane to a region is shown as not going there.',
      of: [
        defineArrayMember({
          name: 'freightLane',
          title: 'Lane',
          type: 'object',
          fields: [
            defineField({
              name: 'zone',
              title: 'Region key',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .custom((value, context) =>
                    typeof value === 'string' && !freightKeys(context.document, 'zones').includes(value) ? 'No region has this key' : true,
                  ),
            }),
            defineField({
              name: 'mode',
              title: 'Mode key',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .custom((value, context) =>
                    typeof value === 'string' && !freightKeys(context.document, 'modes').includes(value) ? 'No mode has this key' : true,
                  ),
            }),
            defineField({
              name: 'transitMinDays',
              title: 'Transit from (working days)',
              type: 'number',
              validation: (rule) => rule.integer().min(0).max(365),
            }),
            defineField({
              name: 'transitMaxDays',
              title: 'Transit up to (working days)',
              type: 'number',
              validation: (rule) => rule.integer().min(rule.valueOfField('transitMinDays')).max(365),
            }),
            pence('ratePerKgLowPence', 'From (pence per chargeable kg)'),
            defineField({
              name: 'ratePerKgHighPence',
              title: 'Up to (pence per chargeable kg)',
              type: 'number',
              validation: (rule) => rule.required().integer().min(rule.valueOfField('ratePerKgLowPence')),
            }),
            pence('minimumChargePence', 'Minimum charge (pence)'),
          ],
          preview: {
            select: { zone: 'zone', mode: 'mode', low: 'ratePerKgLowPence', high: 'ratePerKgHighPence' },
            prepare: ({ zone, mode, low, high }) => ({ title: `${mode} to ${zone}`, subtitle: `${low}–${high}p per kg` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'pallet',
      title: 'Pallet',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'lengthCm', title: 'Length (cm)', type: 'number', validation: (rule) => rule.required().positive() }),
        defineField({ name: 'widthCm', title: 'Width (cm)', type: 'number', validation: (rule) => rule.required().positive() }),
        defineField({
          name: 'baseHeightCm',
          title: 'Pallet base height (cm)',
          type: 'number',
          validation: (rule) => rule.required().min(0),
        }),
        defineField({
          name: 'maxStackHeightCm',
          title: 'Maximum stacked height, including the base (cm)',
          type: 'number',
          validation: (rule) => rule.required().positive(),
        }),
        defineField({
          name: 'maxWeightKg',
          title: 'Maximum load of cartons (kg)',
          type: 'number',
          description: 'The cartons only; the pallet’s own weight is below.',
          validation: (rule) => rule.required().positive(),
        }),
        defineField({ name: 'weightKg', title: 'The pallet’s own weight (kg)', type: 'number', validation: (rule) => rule.min(0) }),
      ],
    }),
    defineField({
      name: 'palletFromKg',
      title: 'Palletise from (kg)',
      type: 'number',
      description: 'A shipment lighter than this and smaller than the volume below travels as loose cartons.',
      validation: (rule) => rule.min(0),
    }),
    defineField({ name: 'palletFromM3', title: 'Palletise from (m³)', type: 'number', validation: (rule) => rule.min(0) }),
    defineField({
      name: 'manualHandlingKg',
      title: 'Heaviest carton one person should lift (kg)',
      type: 'number',
      description: 'The HSE’s guideline is 25 kg.',
      validation: (rule) => rule.positive(),
    }),
    defineField({
      name: 'maxDensityKgPerM3',
      title: 'Heaviest plausible carton (kg per m³)',
      type: 'number',
      description: 'Above this, a carton’s weight and sizes are taken for a typing slip and the visitor is asked to check them.',
      validation: (rule) => rule.positive(),
    }),
  ],
});

export const costRates = defineType({
  name: 'costRates',
  title: 'Cost calculator rates',
  type: 'object',
  fields: [
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      options: { list: ['GBP'] },
      initialValue: 'GBP',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'priceBasis',
      title: 'What the prices include',
      type: 'string',
      description: 'Said beside every total, e.g. “GBP, ex VAT, ex works”.',
      initialValue: 'GBP, ex VAT, ex works',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'defaultOilPricePencePerKg',
      title: 'Default fragrance oil price (pence per kg)',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'libraryOilPricePencePerKg',
      title: 'A fragrance from our library (pence per kg of oil)',
      type: 'number',
      description: 'What a buyer who chooses “One from our library” pays, asked for no oil price of their own (private label).',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'alcoholPricePencePerLitre',
      title: 'Perfumer’s alcohol (pence per litre)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'components',
      title: 'Components and services',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'componentPrice',
          title: 'Component price',
          type: 'object',
          fields: [
            key,
            defineField({
              name: 'component',
              title: 'Component',
              type: 'string',
              options: {
                list: [
                  { title: 'Glass bottle', value: 'glass' },
                  { title: 'Cap', value: 'cap' },
                  { title: 'Pump', value: 'pump' },
                  { title: 'Box', value: 'box' },
                  { title: 'Filling', value: 'filling' },
                  { title: 'Assembly', value: 'assembly' },
                ],
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'option',
              title: 'Option',
              type: 'string',
              options: { list: ['none', 'stock', 'bespoke', 'standard'] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'unitPricePence',
              title: 'Unit price (pence)',
              type: 'number',
              validation: (rule) => rule.required().integer().min(0),
            }),
            defineField({
              name: 'setupPence',
              title: 'One-off set-up or tooling (pence)',
              type: 'number',
              validation: (rule) => rule.integer().min(0),
            }),
            defineField({
              name: 'minimumQuantity',
              title: 'Minimum order quantity',
              type: 'number',
              description: 'A smaller run still buys this many (at the tier this quantity reaches); the rest are kept for the next run.',
              validation: (rule) => rule.integer().min(0),
            }),
          ],
          preview: {
            select: { title: 'name', pence: 'unitPricePence' },
            prepare: ({ title, pence }) => ({ title, subtitle: `${pence}p per unit` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'quantityTiers',
      title: 'Quantity tiers',
      type: 'array',
      description:
        'Unit prices of components and services are multiplied by the factor of the highest tier the quantity reaches. The first tier’s quantity is the smallest run: below it, the calculator prices the smallest run and says so.',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'quantityTier',
          title: 'Tier',
          type: 'object',
          fields: [
            defineField({
              name: 'minQuantity',
              title: 'From quantity',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1),
            }),
            defineField({
              name: 'unitPricePercent',
              title: 'Unit price (% of list price)',
              type: 'number',
              validation: (rule) => rule.required().min(1).max(100),
            }),
            defineField({ name: 'label', title: 'Label', type: 'string' }),
          ],
          preview: {
            select: { q: 'minQuantity', p: 'unitPricePercent' },
            prepare: ({ q, p }) => ({ title: `From ${q} units`, subtitle: `${p} %` }),
          },
        }),
      ],
    }),
  ],
});

/** The route's options as the Studio lists them: "Fragrance: Bespoke" for `fragrance:bespoke`. */
const routeTokens = ROUTE_QUESTIONS.flatMap((question) =>
  question.options.map((option) => ({ title: `${question.label}: ${option.label}`, value: `${question.key}:${option.value}` })),
);

/** The stage keys of the document's development stages, for `after` to name. */
function stageKeys(document: unknown): string[] {
  const stages = (document as { developmentStages?: { stages?: { key?: unknown }[] } } | undefined)?.developmentStages?.stages;
  return (Array.isArray(stages) ? stages : []).map((stage) => stage.key).filter((key): key is string => typeof key === 'string');
}

const weeksField = (name: string, title: string, required = false) =>
  defineField({ name, title, type: 'number', validation: (rule) => (required ? rule.required().min(0).max(104) : rule.min(0).max(104)) });

export const developmentStages = defineType({
  name: 'developmentStages',
  title: 'Development stages',
  type: 'object',
  fields: [
    defineField({
      name: 'stages',
      title: 'Stages',
      type: 'array',
      description:
        'Each stage starts when the stages it waits for have ended, and runs only for the routes it names: the plan is the longest chain. Durations are working weeks.',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'developmentStage',
          title: 'Stage',
          type: 'object',
          fields: [
            key,
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required() }),
            weeksField('weeks', 'Typical duration (working weeks)', true),
            weeksField('minWeeks', 'Shortest (working weeks)'),
            weeksField('maxWeeks', 'Longest (working weeks)'),
            defineField({ name: 'deliverable', title: 'What you receive', type: 'string' }),
            defineField({
              name: 'after',
              title: 'Waits for',
              type: 'array',
              description: 'The keys of the stages that must end first. Leave empty for a stage that starts at the brief.',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) =>
                rule.custom((value, context) => {
                  const known = stageKeys(context.document);
                  const unknown = (Array.isArray(value) ? value : []).filter((item) => typeof item !== 'string' || !known.includes(item));
                  return unknown.length ? `No stage has the key ${unknown.join(', ')}` : true;
                }),
            }),
            defineField({
              name: 'runsWhen',
              title: 'Runs for',
              type: 'array',
              description:
                'Leave empty for every route. Options of one question are alternatives; options of different questions must all be chosen.',
              of: [defineArrayMember({ type: 'string' })],
              options: { list: routeTokens },
            }),
            defineField({
              name: 'durations',
              title: 'Durations for a route',
              type: 'array',
              description: 'The first whose option is chosen replaces the durations above.',
              of: [
                defineArrayMember({
                  name: 'stageDuration',
                  title: 'Duration',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'when',
                      title: 'When',
                      type: 'string',
                      options: { list: routeTokens },
                      validation: (rule) => rule.required(),
                    }),
                    weeksField('weeks', 'Typical (working weeks)', true),
                    weeksField('minWeeks', 'Shortest (working weeks)'),
                    weeksField('maxWeeks', 'Longest (working weeks)'),
                  ],
                  preview: {
                    select: { when: 'when', weeks: 'weeks' },
                    prepare: ({ when, weeks }) => ({
                      title: routeTokens.find((token) => token.value === when)?.title ?? when,
                      subtitle: `${weeks} weeks`,
                    }),
                  },
                }),
              ],
            }),
          ],
          preview: { select: { title: 'name', weeks: 'weeks' }, prepare: ({ title, weeks }) => ({ title, subtitle: `${weeks} weeks` }) },
        }),
      ],
    }),
    defineField({
      name: 'closures',
      title: 'Factory closures',
      type: 'array',
      description:
        'Days the factory is shut, skipped like weekends. UK bank holidays (England and Wales) are skipped already; add any one-off bank holiday here.',
      of: [
        defineArrayMember({
          name: 'closure',
          title: 'Closure',
          type: 'object',
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'from', title: 'From', type: 'date', validation: (rule) => rule.required() }),
            defineField({
              name: 'to',
              title: 'To (inclusive)',
              type: 'date',
              validation: (rule) =>
                rule.required().custom((value, context) => {
                  const from = (context.parent as { from?: string } | undefined)?.from;
                  if (typeof value !== 'string' || !from) return true;
                  const days = (Date.parse(value) - Date.parse(from)) / 86_400_000;
                  const yearly = (context.parent as { everyYear?: boolean }).everyYear;
                  if (days < 0 && !yearly) return 'Ends before it starts';
                  return days > 92 ? 'A closure of more than three months is taken for a slip and left out' : true;
                }),
            }),
            defineField({
              name: 'everyYear',
              title: 'Every year',
              type: 'boolean',
              description: 'Repeats on the same days each year (the Christmas shutdown).',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'name', from: 'from', to: 'to', everyYear: 'everyYear' },
            prepare: ({ title, from, to, everyYear }) => ({ title, subtitle: `${from} – ${to}${everyYear ? ', every year' : ''}` }),
          },
        }),
      ],
    }),
  ],
});
