import { defineArrayMember, defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField } from '../lib/fields';

// A single piece of work (a product, a launch) within a portfolio case. It has
// no page of its own: it appears on its brand's case page, and search links it
// to /portfolio/{brand slug}.
export const portfolioItem = defineType({
  name: 'portfolioItem',
  title: 'Portfolio project',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'brand',
      title: 'Portfolio case',
      type: 'reference',
      to: [{ type: 'portfolioBrand' }],
      validation: (rule) => rule.required(),
    }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    defineField({
      name: 'components',
      title: 'Components',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'servicePage' }] })],
    }),
    defineField({ name: 'year', title: 'Year', type: 'number', validation: (rule) => rule.integer().min(1990).max(2100) }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'title', subtitle: 'brand.name', media: 'image' } },
});
