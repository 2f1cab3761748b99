import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

// A titled block of a page with an optional image beside it (about, glass,
// creative pages).
export const pageSection = defineType({
  name: 'pageSection',
  title: 'Text beside an image',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string' }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'body', title: 'Text', type: 'blockContent', validation: (rule) => rule.required() }),
    imageField({ name: 'image', title: 'Image' }),
    defineField({
      name: 'imagePosition',
      title: 'Image position',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'eyebrow', media: 'image' } },
});

export const stat = defineType({
  name: 'stat',
  title: 'Figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'For example 20+ or Global',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});
