import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, seoField } from '../lib/fields';
import { sustainabilityFields } from '../objects/sustainabilityFact';
import { commonFields, groups } from './pageFields';

export const glassPage = defineType({
  name: 'glassPage',
  title: 'Glass page',
  type: 'document',
  groups,
  fields: [
    ...commonFields(),
    defineField({
      name: 'ranges',
      title: 'Bottle ranges',
      type: 'array',
      group: 'more',
      of: [
        defineArrayMember({
          name: 'glassRange',
          title: 'Range',
          type: 'object',
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'capacities', title: 'Capacities', type: 'string', description: 'For example 30 ml, 50 ml, 100 ml' }),
            defineField({ name: 'neck', title: 'Neck finish', type: 'string' }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
            imageField({ name: 'image', title: 'Image' }),
            defineField({
              name: 'catalogueRange',
              title: 'In the catalogue',
              type: 'reference',
              to: [{ type: 'componentRange' }],
              description: 'The range’s parts in the component catalogue: the page links to them.',
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'capacities', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'decorations',
      title: 'Decoration options',
      type: 'array',
      group: 'more',
      of: [{ type: 'string' }],
    }),
    ...sustainabilityFields('more'),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Glass page' }) },
});
