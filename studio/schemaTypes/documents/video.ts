import { defineField, defineType } from 'sanity';
import { displayOrderField, imageField, seoField, slugField } from '../lib/fields';

// A video at /video/{slug}. The player loads the provider's embed only after
// the visitor clicks the poster.
export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField('title'),
    defineField({
      name: 'provider',
      title: 'Provider',
      type: 'string',
      options: {
        list: [
          { title: 'YouTube', value: 'youtube' },
          { title: 'Vimeo', value: 'vimeo' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'externalId',
      title: 'Video id',
      type: 'string',
      description: 'YouTube: the 11 characters after watch?v=. Vimeo: the number in the address.',
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => {
          if (!value) return true;
          const provider = (context.document as { provider?: string } | undefined)?.provider;
          if (provider === 'youtube' && !/^[A-Za-z0-9_-]{11}$/.test(value)) return 'A YouTube id is 11 letters, digits, - or _';
          if (provider === 'vimeo' && !/^\d{6,12}$/.test(value)) return 'A Vimeo id is a number';
          return true;
        }),
    }),
    imageField({ name: 'poster', title: 'Poster image', required: true }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'duration',
      title: 'Duration (seconds)',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({ name: 'publishedAt', title: 'Published at', type: 'datetime', validation: (rule) => rule.required() }),
    displayOrderField(),
    seoField(),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'provider', media: 'poster' } },
});
