import { defineField, defineType } from 'sanity';
import { FIGURE_FACTS } from '../../../app/pages/figure-facts.ts';
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
      name: 'fact',
      title: 'Shown from a fact',
      type: 'string',
      description:
        'Leave empty to type the value. A figure about the catalogue, or a service’s own minimum or lead time, is read from where that fact is kept, so no page claims what the catalogue or the quick facts do not say.',
      options: { list: FIGURE_FACTS.map(({ value, title }) => ({ value, title })) },
      validation: (rule) =>
        rule.custom((fact, context) =>
          FIGURE_FACTS.find((item) => item.value === fact)?.service && context.document?._type !== 'servicePage'
            ? 'Only a service page has quick facts: choose a fact of the catalogue, or type the value.'
            : true,
        ),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'For example 20+ or Global',
      hidden: ({ parent }) => Boolean((parent as { fact?: string } | undefined)?.fact),
      validation: (rule) =>
        rule.custom((value, context) =>
          value || (context.parent as { fact?: string } | undefined)?.fact ? true : 'Type a value, or choose a fact of the catalogue.',
        ),
    }),
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { value: 'value', fact: 'fact', label: 'label' },
    prepare: ({ value, fact, label }) => ({
      title: fact ? (FIGURE_FACTS.find((item) => item.value === fact)?.title ?? value) : value,
      subtitle: label,
    }),
  },
});
