import { defineArrayMember, defineField, defineType } from 'sanity';
import { seoField } from '../lib/fields';
import { commonFields, groups } from './pageFields';

export const creativePage = defineType({
  name: 'creativePage',
  title: 'Creative page',
  type: 'document',
  groups,
  fields: [
    ...commonFields(),
    defineField({
      name: 'disciplines',
      title: 'Disciplines',
      type: 'array',
      group: 'more',
      of: [
        defineArrayMember({
          name: 'discipline',
          title: 'Discipline',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'featuredCases',
      title: 'Featured portfolio cases',
      type: 'array',
      group: 'more',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'portfolioBrand' }] })],
      validation: (rule) => rule.unique(),
    }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Creative page' }) },
});
