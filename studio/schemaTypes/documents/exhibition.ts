import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

// The home page's exhibition banner. The banner shows the published
// exhibition that is not past its "hide after" time.
export const exhibition = defineType({
  name: 'exhibition',
  title: 'Exhibition',
  type: 'document',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      initialValue: "We're Exhibiting",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'name', title: 'Event name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'dates',
      title: 'Dates as shown',
      type: 'string',
      description: 'For example: 15 & 16 October 2025',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'startDate', title: 'First day', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'endDate',
      title: 'Last day',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const start = (context.document as { startDate?: string } | undefined)?.startDate;
          return value && start && value < start ? 'The last day is before the first day' : true;
        }),
    }),
    defineField({ name: 'venue', title: 'Venue', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'stand', title: 'Stand', type: 'string', description: 'As shown, for example: Stand D82' }),
    defineField({
      name: 'registerUrl',
      title: 'Registration link',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({ name: 'registerLabel', title: 'Registration button text', type: 'string', initialValue: 'Register To Attend' }),
    defineField({
      name: 'hideAfter',
      title: 'Hide after',
      type: 'datetime',
      description: 'The banner disappears from this moment on. Leave empty to hide it at the end of the last day (UK time).',
    }),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: { select: { title: 'name', subtitle: 'dates' } },
});
