import { defineArrayMember, defineField, defineType, type ObjectRule } from 'sanity';

// The figures a buyer checks before writing to us (issue 37): minimum order,
// lead time, sizes, neck finishes and capacity. Every part is optional, as
// not every service has each; the site shows what is filled in, as a strip
// at the top of the service page, one line on its cards and an Offer in its
// structured data.

/** A from–to pair: the "to" may be empty (a single figure) but never below the "from". */
function rangeRule(fromField: string, toField: string) {
  return (rule: ObjectRule) =>
    rule.custom((value: Record<string, unknown> | undefined) => {
      const from = value?.[fromField] as number | undefined;
      const to = value?.[toField] as number | undefined;
      if (to !== undefined && from === undefined) return 'Fill in the lower figure too';
      if (from !== undefined && to !== undefined && to < from) return 'The upper figure cannot be below the lower one';
      return true;
    });
}

export const serviceFacts = defineType({
  name: 'serviceFacts',
  title: 'Quick facts',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'minimumOrder',
      title: 'Minimum order',
      type: 'object',
      description: 'For example 500 units per fragrance. Shown on the service cards as "From 500 units".',
      options: { columns: 3 },
      fields: [
        defineField({ name: 'quantity', title: 'Quantity', type: 'number', validation: (rule) => rule.integer().min(1) }),
        defineField({ name: 'unit', title: 'Unit', type: 'string', description: 'units, candles, bottles…', initialValue: 'units' }),
        defineField({ name: 'basis', title: 'Per', type: 'string', description: 'per fragrance, per shape, per design… (optional)' }),
      ],
      validation: (rule) =>
        rule.custom((value: { quantity?: number; unit?: string } | undefined) =>
          value && value.quantity === undefined && value.unit ? 'Fill in the quantity too' : true,
        ),
    }),
    defineField({
      name: 'leadTime',
      title: 'Lead time, in weeks',
      type: 'object',
      description: 'From–to, for example 10 to 14. Leave "to" empty for a single figure.',
      options: { columns: 3 },
      fields: [
        defineField({ name: 'minWeeks', title: 'From', type: 'number', validation: (rule) => rule.min(0).max(104) }),
        defineField({ name: 'maxWeeks', title: 'To', type: 'number', validation: (rule) => rule.min(0).max(104) }),
        defineField({
          name: 'startsFrom',
          title: 'Counted from',
          type: 'string',
          description: 'What the clock starts from, for example "approved drawing" (optional)',
        }),
      ],
      validation: rangeRule('minWeeks', 'maxWeeks'),
    }),
    defineField({
      name: 'sizeRange',
      title: 'Sizes, in ml',
      type: 'object',
      description: 'Where it applies: the smallest and largest capacity, for example 5 to 200.',
      options: { columns: 2 },
      fields: [
        defineField({ name: 'minMl', title: 'From', type: 'number', validation: (rule) => rule.positive() }),
        defineField({ name: 'maxMl', title: 'To', type: 'number', validation: (rule) => rule.positive() }),
      ],
      validation: rangeRule('minMl', 'maxMl'),
    }),
    defineField({
      name: 'neckFinishes',
      title: 'Neck finishes',
      type: 'array',
      description: 'For example FEA 15, 13/415.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'capacity',
      title: 'Capacity',
      type: 'string',
      description: 'A short phrase, for example "2 million units a year".',
      validation: (rule) => rule.max(60),
    }),
  ],
});
