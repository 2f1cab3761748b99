import { defineArrayMember, defineField, defineType, type SlugValue } from 'sanity';
import { caseFeatures } from '../../../app/portfolio/features.ts';
import { altField, captionField, displayOrderField, displayOrderOrdering, imageField, portfolioSlug, seoField } from '../lib/fields';

// One portfolio case: a client brand and the work done for it. Drives the
// portfolio grid (card) and the case page /portfolio/{slug}.
export const portfolioBrand = defineType({
  name: 'portfolioBrand',
  title: 'Portfolio case (brand)',
  type: 'document',
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'case', title: 'Case page' },
    { name: 'results', title: 'Results' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'name', title: 'Brand name', type: 'string', group: 'card', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'card',
      description: 'Generated from the name: lowercased, every run of other characters one hyphen. The portfolio links use this rule.',
      options: { source: 'name', slugify: (input: string) => portfolioSlug(input) },
      validation: (rule) =>
        rule.required().custom((value: SlugValue | undefined, context) => {
          const name = (context.document as { name?: string } | undefined)?.name;
          if (!value?.current || !name) return true;
          const expected = portfolioSlug(name);
          return value.current === expected ? true : `Must be "${expected}" (generated from the name); press Generate`;
        }),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      group: 'card',
      description:
        'The kinds of work we did for the brand. Each distinct feature becomes a filter on the portfolio grid: choose from the list, so the filters stay few and each shows several cases.',
      of: [{ type: 'string' }],
      options: { list: caseFeatures.map((feature) => ({ title: feature, value: feature })), layout: 'grid' },
      validation: (rule) => [
        rule.required().min(1).unique(),
        rule
          .custom((features: string[] | undefined) => {
            const known = new Set<string>(caseFeatures.map((feature) => feature.toLowerCase()));
            const other = (features ?? []).filter((feature) => !known.has(feature.trim().replace(/\s+/g, ' ').toLowerCase()));
            return other.length === 0 ? true : `Not in the list, so a filter of its own: ${other.join(', ')}`;
          })
          .warning(),
      ],
    }),
    imageField({ name: 'image', title: 'Card image', description: 'Portrait (4:5) works best.', required: true, group: 'card' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      group: 'card',
      description: 'Shown on the card and at the top of the case page.',
      validation: (rule) => rule.required().max(600),
    }),
    displayOrderField('card'),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'case' }),
    imageField({ name: 'heroImage', title: 'Hero image', description: 'Landscape (3:2).', group: 'case' }),
    defineField({ name: 'body', title: 'The story', type: 'blockContent', group: 'case' }),
    defineField({
      name: 'gallery',
      title: 'Gallery',
      type: 'array',
      group: 'case',
      of: [defineArrayMember({ type: 'image', options: { hotspot: true }, fields: [altField(), captionField()] })],
      options: { layout: 'grid' },
    }),
    defineField({
      name: 'services',
      title: 'Services used',
      type: 'array',
      group: 'case',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'servicePage' }] })],
    }),
    defineField({ name: 'year', title: 'Year', type: 'number', group: 'case', validation: (rule) => rule.integer().min(1990).max(2100) }),
    defineField({ name: 'website', title: 'Brand website', type: 'url', group: 'case' }),
    // Results as fields, not only prose in the story: the card shows the first
    // outcome, the case page a strip a buyer can scan (issue 37).
    defineField({
      name: 'outcomes',
      title: 'Outcomes',
      type: 'array',
      group: 'results',
      description: 'A figure and what it counts, e.g. "12,000" + "units in the first run". The first is shown on the card.',
      of: [
        defineArrayMember({
          name: 'outcome',
          title: 'Outcome',
          type: 'object',
          fields: [
            defineField({
              name: 'figure',
              title: 'Figure',
              type: 'string',
              description: 'For example 12,000, 6 weeks or 0.4%',
              validation: (rule) => rule.required().max(24),
            }),
            defineField({
              name: 'counts',
              title: 'What it counts',
              type: 'string',
              description: 'Reads on after the figure: "units in the first run"',
              validation: (rule) => rule.required().max(80),
            }),
          ],
          preview: { select: { title: 'figure', subtitle: 'counts' } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'launchDateMet',
      title: 'Launched on the agreed date',
      type: 'boolean',
      group: 'results',
      description: 'Leave empty when there was no launch date to meet.',
    }),
    defineField({
      name: 'retailers',
      title: 'Retailers',
      type: 'array',
      group: 'results',
      description: 'Where the product is sold.',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'awards',
      title: 'Awards',
      type: 'array',
      group: 'results',
      description: 'The award and its year, e.g. "Pentawards Silver 2024, luxury".',
      of: [{ type: 'string' }],
    }),
    defineField({
      name: 'clientQuote',
      title: 'Client quote',
      type: 'object',
      group: 'results',
      description: 'Words the client has agreed to be quoted with.',
      fields: [
        defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
        defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'role', title: 'Role', type: 'string', description: 'For example Founder' }),
      ],
    }),
    seoField('seo'),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'name', subtitle: 'slug.current', media: 'image' } },
});
