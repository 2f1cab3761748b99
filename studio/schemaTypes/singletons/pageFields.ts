import { defineArrayMember, defineField } from 'sanity';
import { imageField } from '../lib/fields';

// The fixed-address pages: /about, /glass and /creative.
export function commonFields() {
  return [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (rule) => rule.required() }),
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', group: 'content' }),
    defineField({
      name: 'heroTitle',
      title: 'Hero headline',
      type: 'string',
      group: 'content',
      description: 'The title is used when empty.',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'The introduction under the headline; also used in search results.',
      validation: (rule) => rule.required().max(400),
    }),
    imageField({ name: 'heroImage', title: 'Hero image', required: true, group: 'content' }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', group: 'content' }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'pageSection' })],
    }),
  ];
}

export const groups = [
  { name: 'content', title: 'Content', default: true },
  { name: 'more', title: 'More' },
  { name: 'seo', title: 'SEO' },
];
