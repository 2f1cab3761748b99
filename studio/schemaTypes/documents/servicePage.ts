import { defineArrayMember, defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField, seoField, slugField } from '../lib/fields';
import { sustainabilityFields } from '../objects/sustainabilityFact';

// A service page. The six services live under /services/{slug}; landing
// pages with the same layout (private label, filling and assembly, …) live at
// the site root, /{slug}. Sections are serviceSection documents that point
// back here; the home carousel card is the serviceImage with the same slug.
export const servicePage = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'facts', title: 'Facts' },
    { name: 'links', title: 'Related' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (rule) => rule.required() }),
    slugField('title', 'content'),
    defineField({
      name: 'placement',
      title: 'Address',
      type: 'string',
      group: 'content',
      options: {
        list: [
          { title: 'Service: /services/{slug}, listed in the Services menu', value: 'service' },
          { title: 'Landing page: /{slug}, listed in the Services menu under Manufacturing when it has a menu title', value: 'landing' },
        ],
        layout: 'radio',
      },
      initialValue: 'service',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'menuTitle',
      title: 'Menu title',
      type: 'string',
      group: 'content',
      description:
        'Shorter title for menus; the title is used when empty. A landing page with a menu title is listed in the Services menu and the services overview.',
    }),
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', group: 'content' }),
    defineField({
      name: 'heroTitle',
      title: 'Hero headline',
      type: 'string',
      group: 'content',
      description: 'The title is used when empty.',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'The introduction under the headline; also used in search results and the services overview.',
      validation: (rule) => rule.required().max(400),
    }),
    imageField({ name: 'heroImage', title: 'Hero image', required: true, group: 'content' }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'highlights',
      title: 'Key figures',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'quickFacts',
      title: 'Quick facts',
      type: 'serviceFacts',
      group: 'facts',
      description: 'Minimum order, lead time, sizes, neck finishes and capacity: shown at the top of the page and on its cards.',
    }),
    ...sustainabilityFields('facts'),
    defineField({
      name: 'catalogueRanges',
      title: 'Catalogue ranges',
      type: 'array',
      group: 'facts',
      description: 'The component ranges this service offers: the page links to the catalogue filtered to them.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'componentRange' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'capabilities',
      title: 'Capabilities',
      type: 'array',
      group: 'content',
      of: [{ type: 'string' }],
    }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'object',
      group: 'content',
      fields: [
        defineField({ name: 'title', title: 'Title', type: 'string' }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
        defineField({ name: 'buttonText', title: 'Button text', type: 'string' }),
        defineField({
          name: 'link',
          title: 'Where the button goes',
          type: 'link',
          description: 'Empty: the brief, with this service’s kind chosen. The button’s words are the field above.',
        }),
      ],
    }),
    defineField({
      name: 'relatedCases',
      title: 'Related portfolio cases',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'portfolioBrand' }] })],
      validation: (rule) => rule.unique().max(6),
    }),
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faqItem' }] })],
      validation: (rule) => rule.unique(),
    }),
    displayOrderField('content'),
    seoField('seo'),
  ],
  orderings: [displayOrderOrdering],
  preview: {
    select: { title: 'title', slug: 'slug.current', placement: 'placement', media: 'heroImage' },
    prepare: ({ title, slug, placement, media }) => ({
      title,
      subtitle: placement === 'landing' ? `/${slug ?? ''}` : `/services/${slug ?? ''}`,
      media,
    }),
  },
});
