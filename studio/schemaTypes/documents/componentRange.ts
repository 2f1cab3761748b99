import { defineField, defineType } from 'sanity';
import { displayOrderField, displayOrderOrdering, imageField, slugField } from '../lib/fields';

// A family of stock components sold together (a bottle shape in its sizes, a
// closure system): the catalogue filters by it, and the glass and service
// pages link to the catalogue filtered to theirs.
export const componentRange = defineType({
  name: 'componentRange',
  title: 'Component range',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
    slugField('name'),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences a buyer reads on the catalogue: what the range is for and what sets it apart.',
      validation: (rule) => rule.required().max(300),
    }),
    imageField({ name: 'image', title: 'Image' }),
    displayOrderField(),
  ],
  orderings: [displayOrderOrdering],
  preview: { select: { title: 'name', subtitle: 'description', media: 'image' } },
});
