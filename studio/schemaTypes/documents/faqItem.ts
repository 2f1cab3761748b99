import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, slugField } from '../lib/fields';

export const FAQ_CATEGORIES = [
  { title: 'Getting started', value: 'getting-started' },
  { title: 'Minimums and pricing', value: 'pricing' },
  { title: 'Fragrance', value: 'fragrance' },
  { title: 'Packaging and components', value: 'packaging' },
  { title: 'Production and delivery', value: 'production' },
  { title: 'Compliance', value: 'compliance' },
];

// A question of /faq. The answer is stored as `description` (rich text), the
// field the site search reads for every type.
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Question', type: 'string', validation: (rule) => rule.required() }),
    slugField('title'),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: FAQ_CATEGORIES },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Answer', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({
      name: 'alsoAskedAs',
      title: 'Also asked as',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
      description:
        'The words a buyer may search with that the question does not use (MOQ, lead time, price): the site search finds the question by them.',
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'title', subtitle: 'category' } },
});
