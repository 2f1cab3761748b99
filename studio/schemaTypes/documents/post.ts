import { defineField, defineType } from 'sanity';
import { imageField, seoField, slugField } from '../lib/fields';
import { futureDateWarning } from '../lib/warnings';
import { POST_CATEGORIES } from '../../../app/blog/categories.ts';

export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'meta', title: 'Details' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (rule) => rule.required().max(120) }),
    slugField('title', 'content'),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'One or two sentences for the blog list, search results and link previews.',
      validation: (rule) => rule.required().max(300),
    }),
    imageField({ name: 'mainImage', title: 'Main image', required: true, group: 'content' }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'meta',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      group: 'meta',
      validation: (rule) => [rule.required(), rule.custom((value) => futureDateWarning(value)).warning()],
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      group: 'meta',
      of: [{ type: 'string' }],
      options: { list: [...POST_CATEGORIES] },
    }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', date: 'publishedAt', author: 'author.name', media: 'mainImage' },
    prepare: ({ title, date, author, media }) => ({
      title,
      subtitle: [date ? String(date).slice(0, 10) : 'No date', author].filter(Boolean).join(' · '),
      media,
    }),
  },
});
