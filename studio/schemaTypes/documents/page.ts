import { defineField, defineType } from 'sanity';
import { seoField, slugField } from '../lib/fields';

// A simple text page at /{slug}: the policies and similar.
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField('title'),
    defineField({ name: 'description', title: 'Summary', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({ name: 'updatedAt', title: 'Last updated', type: 'date', validation: (rule) => rule.required() }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
