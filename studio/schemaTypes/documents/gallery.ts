import { defineArrayMember, defineField, defineType } from 'sanity';
import { altField, captionField, displayOrderField, displayOrderOrdering, seoField, slugField } from '../lib/fields';

export const gallery = defineType({
  name: 'gallery',
  title: 'Gallery',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField('title'),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      description: 'The first image is the cover.',
      of: [defineArrayMember({ type: 'image', options: { hotspot: true }, fields: [altField(), captionField()] })],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'publishedAt', title: 'Date', type: 'date' }),
    displayOrderField(),
    seoField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'images.0' } },
});
