import { defineField, defineType, type SlugValue } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField } from '../lib/fields';

// A card of the home page's services carousel. Its slug is the slug of the
// service page it opens (/services/{slug}).
export const serviceImage = defineType({
  name: 'serviceImage',
  title: 'Service card',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    imageField({ name: 'image', title: 'Image', description: 'Cropped to 600×400 on the home page.', required: true }),
    defineField({
      name: 'shortDescription',
      title: 'Short description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'slug',
      title: 'Service slug',
      type: 'slug',
      description: 'The slug of the service page this card opens.',
      options: { source: 'title' },
      validation: (rule) =>
        rule.required().custom(async (value: SlugValue | undefined, context) => {
          if (!value?.current) return true;
          const client = context.getClient({ apiVersion: '2023-05-03' });
          const found = await client.fetch<number>('count(*[_type == "servicePage" && slug.current == $slug])', { slug: value.current });
          return found > 0 ? true : `No service page has the slug "${value.current}"`;
        }),
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'image' } },
});
