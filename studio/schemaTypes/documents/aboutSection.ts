import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

// The About block of the home page (id "about"); the first one is shown.
export const aboutSection = defineType({
  name: 'aboutSection',
  title: 'Home: about block',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 5, validation: (rule) => rule.required() }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({ name: 'linkText', title: 'Link text', type: 'string', description: 'Links to /about; no link when empty.' }),
  ],
  preview: { select: { title: 'title', media: 'image' } },
});
