import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField } from '../lib/fields';

// An image-and-text block of a service page, shown in displayOrder.
export const serviceSection = defineType({
  name: 'serviceSection',
  title: 'Service section',
  type: 'document',
  fields: [
    defineField({
      name: 'service',
      title: 'Service page',
      type: 'reference',
      to: [{ type: 'servicePage' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string' }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', title: 'Text', type: 'text', rows: 5, validation: (rule) => rule.required() }),
    defineField({ name: 'points', title: 'Points', type: 'array', of: [{ type: 'string' }] }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({
      name: 'imagePosition',
      title: 'Image position',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'title', subtitle: 'service.title', media: 'image' } },
});
