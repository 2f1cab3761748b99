import { defineArrayMember, defineField, defineType } from 'sanity';

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

export const freightRates = defineType({
  name: 'freightRates',
  title: 'Freight calculator rates',
  type: 'object',
  fields: [
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
              validation: (rule) => rule.required().positive(),
            }),
            defineField({ name: 'transitTime', title: 'Typical transit time', type: 'string' }),
          ],
          preview: {
            select: { title: 'name', divisor: 'divisor' },
            prepare: ({ title, divisor }) => ({ title, subtitle: `1:${divisor}` }),
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
          title: 'Maximum gross weight (kg)',
          type: 'number',
          validation: (rule) => rule.required().positive(),
        }),
      ],
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
      name: 'defaultOilPricePencePerKg',
      title: 'Default fragrance oil price (pence per kg)',
      type: 'number',
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
      description: 'Unit prices of components and services are multiplied by the factor of the highest tier the quantity reaches.',
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

export const developmentStages = defineType({
  name: 'developmentStages',
  title: 'Development stages',
  type: 'object',
  fields: [
    defineField({
      name: 'stages',
      title: 'Stages',
      type: 'array',
      description: 'In order; each starts when the previous one ends. Work that runs in parallel belongs to one stage.',
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
            defineField({
              name: 'weeks',
              title: 'Typical duration (working weeks)',
              type: 'number',
              validation: (rule) => rule.required().min(0),
            }),
            defineField({ name: 'minWeeks', title: 'Shortest (working weeks)', type: 'number', validation: (rule) => rule.min(0) }),
            defineField({ name: 'maxWeeks', title: 'Longest (working weeks)', type: 'number', validation: (rule) => rule.min(0) }),
            defineField({ name: 'deliverable', title: 'What you receive', type: 'string' }),
          ],
          preview: { select: { title: 'name', weeks: 'weeks' }, prepare: ({ title, weeks }) => ({ title, subtitle: `${weeks} weeks` }) },
        }),
      ],
    }),
  ],
});
