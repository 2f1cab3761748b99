import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField } from '../lib/fields';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'title', title: 'Job title', type: 'string' }),
    defineField({ name: 'company', title: 'Company', type: 'string' }),
    defineField({
      name: 'case',
      title: 'Portfolio case',
      type: 'reference',
      to: [{ type: 'portfolioBrand' }],
      description: 'The case of the work quoted: the card links to it.',
    }),
    imageField({
      name: 'image',
      title: 'Portrait',
      description: "Shown round at 80×80. Without one the card shows the company's client logo, or its initials.",
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'name', subtitle: 'company', media: 'image' } },
});
