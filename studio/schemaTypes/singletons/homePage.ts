import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

// The home page's texts. Every field has a built-in default on the site, so a
// half-filled document never breaks the page.
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'sections', title: 'Sections' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'seoTitle', title: 'Meta title', type: 'string', group: 'seo', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'seoDescription',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      group: 'seo',
      validation: (rule) => rule.required().max(170).warning('Search engines show about 155 characters'),
    }),
    imageField({ name: 'shareImage', title: 'Sharing image', description: '1200×630 works best.', group: 'seo' }),
    defineField({ name: 'heroEyebrow', title: 'Eyebrow', type: 'string', group: 'hero' }),
    defineField({ name: 'heroTitle', title: 'Headline', type: 'string', group: 'hero', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'heroSubtitle', title: 'Subtitle', type: 'text', rows: 2, group: 'hero', validation: (rule) => rule.max(240) }),
    imageField({
      name: 'heroBackgroundImage',
      title: 'Hero background',
      description: 'At least 2700×1336. Set the hotspot on the products: a phone shows a square around it, below the headline.',
      required: true,
      group: 'hero',
    }),
    defineField({
      name: 'heroPrimaryLink',
      title: 'Main button',
      type: 'link',
      group: 'hero',
      description: 'Empty: “Start Your Project”, to the launch page.',
    }),
    defineField({
      name: 'heroSecondaryLink',
      title: 'Second button',
      type: 'link',
      group: 'hero',
      description: 'Empty: “Our Services”, to the services.',
    }),
    defineField({
      name: 'trustTiles',
      title: 'Trust tiles',
      type: 'array',
      group: 'sections',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.max(4),
    }),
    defineField({ name: 'servicesTitle', title: 'Services title', type: 'string', group: 'sections' }),
    defineField({ name: 'servicesDescription', title: 'Services description', type: 'text', rows: 2, group: 'sections' }),
    defineField({ name: 'portfolioTitle', title: 'Portfolio title', type: 'string', group: 'sections' }),
    defineField({ name: 'portfolioDescription', title: 'Portfolio description', type: 'text', rows: 2, group: 'sections' }),
    defineField({
      name: 'portfolioFallbackText',
      title: 'Portfolio text when there are no cases',
      type: 'string',
      group: 'sections',
    }),
    defineField({ name: 'contactCtaTitle', title: 'Closing call to action: title', type: 'string', group: 'sections' }),
    defineField({ name: 'contactCtaDescription', title: 'Closing call to action: text', type: 'text', rows: 2, group: 'sections' }),
    defineField({ name: 'contactCtaButtonText', title: 'Closing call to action: button', type: 'string', group: 'sections' }),
    defineField({
      name: 'contactCtaLink',
      title: 'Closing call to action: where the button goes',
      type: 'link',
      group: 'sections',
      description: 'Empty: the contact page. The button’s words are the field above.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
