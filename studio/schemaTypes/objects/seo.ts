import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

export const seo = defineType({
  name: 'seo',
  title: 'SEO and sharing',
  type: 'object',
  description: 'Overrides for search engines and link previews. Empty fields fall back to the page title, description and main image.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Meta title',
      type: 'string',
      validation: (rule) => rule.max(70).warning('Search engines show about 60 characters'),
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(170).warning('Search engines show about 155 characters'),
    }),
    imageField({ name: 'image', title: 'Sharing image', description: '1200×630 works best.' }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
});
