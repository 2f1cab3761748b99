import { defineField, defineType } from 'sanity';
import { imageField, slugField } from '../lib/fields';

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    slugField('name'),
    defineField({ name: 'role', title: 'Role', type: 'string' }),
    imageField({ name: 'image', title: 'Portrait' }),
    defineField({ name: 'bio', title: 'Short biography', type: 'text', rows: 4, validation: (rule) => rule.max(600) }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});
