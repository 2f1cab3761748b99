import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, seoField, slugField } from '../lib/fields';

export const CALCULATORS = [
  { title: 'Cost calculator', value: 'cost', rates: 'costRates' },
  { title: 'Fragrance calculator', value: 'fragrance', rates: 'fragranceRates' },
  { title: 'Freight calculator', value: 'freight', rates: 'freightRates' },
  { title: 'Inclusion rates', value: 'inclusion', rates: 'inclusionRates' },
  { title: 'Development process', value: 'development', rates: 'developmentStages' },
] as const;

type Calculator = (typeof CALCULATORS)[number]['value'];

function ratesField(name: string, title: string, calculator: Calculator) {
  return defineField({
    name,
    title,
    type: name,
    group: 'rates',
    hidden: ({ document }) => document?.calculator !== calculator,
    validation: (rule) =>
      rule
        .custom((value, context) =>
          context.document?.calculator === calculator && !value
            ? 'Fill in the rates; the calculator falls back to built-in defaults without them'
            : true,
        )
        .warning(),
  });
}

// A calculator page under /tools/{slug}. The page's logic lives in the
// website; the rates it uses live here.
export const tool = defineType({
  name: 'tool',
  title: 'Tool',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'rates', title: 'Rates' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (rule) => rule.required() }),
    slugField('title', 'content'),
    defineField({
      name: 'calculator',
      title: 'Calculator',
      type: 'string',
      group: 'content',
      options: { list: CALCULATORS.map(({ title, value }) => ({ title, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'One sentence for the tools index and search results.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      group: 'content',
      options: { list: ['calculator', 'droplet', 'truck', 'percent', 'calendar'] },
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'blockContent', group: 'content' }),
    defineField({
      name: 'disclaimer',
      title: 'Estimate note',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'Shown under every result.',
    }),
    defineField({
      name: 'ratesAsOf',
      title: 'Rates as of',
      type: 'date',
      group: 'rates',
      description: 'The day these rates were last checked. Shown under every result; change it whenever you change a rate.',
      validation: (rule) =>
        rule
          .custom((value) => (value ? true : 'Visitors are not told how recent the rates are without it'))
          .warning()
          .custom((value) =>
            typeof value === 'string' && value > new Date().toISOString().slice(0, 10) ? 'This date is in the future' : true,
          ),
    }),
    defineField({
      name: 'ratesSource',
      title: 'Where the rates come from',
      type: 'string',
      group: 'rates',
      description: 'Shown under every result, e.g. “Our forwarders’ and couriers’ tariffs for shipments from our facility”.',
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'accuracy',
      title: 'Margin of error',
      type: 'text',
      rows: 2,
      group: 'rates',
      description: 'One sentence on how close results usually are to a quotation, where you know it. Shown under every result.',
      validation: (rule) => rule.max(300),
    }),
    ratesField('costRates', 'Cost rates', 'cost'),
    ratesField('fragranceRates', 'Fragrance rates', 'fragrance'),
    ratesField('freightRates', 'Freight rates', 'freight'),
    ratesField('inclusionRates', 'Inclusion rates', 'inclusion'),
    ratesField('developmentStages', 'Development stages', 'development'),
    displayOrderField('content'),
    seoField('seo'),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
