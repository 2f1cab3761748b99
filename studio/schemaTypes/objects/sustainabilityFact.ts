import { defineArrayMember, defineField, defineType } from 'sanity';

// One row of a sustainability table (issue 37): what a material or range is
// made of and what becomes of it. Shown as a table on the glass page and the
// secondary packaging page, so buyers can compare rows; a question left
// empty is shown as "Not stated", never guessed.
export const sustainabilityFact = defineType({
  name: 'sustainabilityFact',
  title: 'Material or range',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Material or range',
      type: 'string',
      description: 'For example "Flint glass (stock ranges)" or "FSC board".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'recycledContent',
      title: 'Recycled content, in per cent',
      type: 'object',
      description: 'One figure, or from–to (for example 20 to 40 for glass whose cullet varies by furnace).',
      options: { columns: 2 },
      fields: [
        defineField({ name: 'minPercent', title: 'From', type: 'number', validation: (rule) => rule.min(0).max(100) }),
        defineField({ name: 'maxPercent', title: 'To', type: 'number', validation: (rule) => rule.min(0).max(100) }),
      ],
      validation: (rule) =>
        rule.custom((value: { minPercent?: number; maxPercent?: number } | undefined) => {
          if (value?.maxPercent !== undefined && value.minPercent === undefined) return 'Fill in the lower figure too';
          if (value?.minPercent !== undefined && value.maxPercent !== undefined && value.maxPercent < value.minPercent)
            return 'The upper figure cannot be below the lower one';
          return true;
        }),
    }),
    defineField({ name: 'refillable', title: 'Refillable', type: 'boolean' }),
    defineField({
      name: 'monoMaterial',
      title: 'Mono-material',
      type: 'boolean',
      description: 'Made of one material, so it recycles without being taken apart.',
    }),
    defineField({
      name: 'recyclable',
      title: 'Recyclable',
      type: 'string',
      description:
        'Where and how, for example "Widely recycled in UK kerbside glass collections", or "Not in kerbside collections: …". Shown as "Not stated" when empty.',
      validation: (rule) => rule.max(120),
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
  ],
  preview: { select: { title: 'name', subtitle: 'recyclable' } },
});

/** The table's rows and the line under it (the UK packaging EPR note), for the pages that show one. */
export function sustainabilityFields(group?: string) {
  return [
    defineField({
      name: 'sustainability',
      title: 'Sustainability facts',
      type: 'array',
      group,
      description: 'One row per material or range, shown as a table.',
      of: [defineArrayMember({ type: 'sustainabilityFact' })],
    }),
    defineField({
      name: 'sustainabilityNote',
      title: 'Under the sustainability table',
      type: 'text',
      rows: 3,
      group,
      description: 'A line under the table, for example on UK packaging Extended Producer Responsibility (EPR).',
      validation: (rule) => rule.max(400),
    }),
  ];
}
