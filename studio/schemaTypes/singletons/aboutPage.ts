import { defineArrayMember, defineField, defineType } from 'sanity';
import { seoField } from '../lib/fields';
import { commonFields, groups } from './pageFields';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  groups,
  fields: [
    ...commonFields(),
    defineField({ name: 'stats', title: 'Key figures', type: 'array', group: 'more', of: [defineArrayMember({ type: 'stat' })] }),
    defineField({
      name: 'milestones',
      title: 'Milestones',
      type: 'array',
      group: 'more',
      of: [
        defineArrayMember({
          name: 'milestone',
          title: 'Milestone',
          type: 'object',
          fields: [
            defineField({ name: 'year', title: 'Year', type: 'number', validation: (rule) => rule.required().integer() }),
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
          ],
          preview: { select: { title: 'title', year: 'year' }, prepare: ({ title, year }) => ({ title: `${year} · ${title}` }) },
        }),
      ],
    }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
