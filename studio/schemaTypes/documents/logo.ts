import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField } from '../lib/fields';

// A client logo of the home page's logo strip.
export const logo = defineType({
  name: 'logo',
  title: 'Client logo',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    imageField({ name: 'image', title: 'Logo', description: 'A transparent PNG or SVG, shown at 160×80.', required: true }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'url',
      description: 'Optional; the logo links here when the client has no case study.',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'caseStudy',
      title: 'Case study',
      type: 'reference',
      to: [{ type: 'portfolioBrand' }],
      description:
        'Our work for this client: the logo opens it, so a prospect sees what we made rather than leaving for the client’s site.',
    }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'name', subtitle: 'url', media: 'image' } },
});
