import { defineArrayMember, defineField, defineType, type SchemaTypeDefinition } from 'sanity';
import { imageField } from '../lib/fields';
import { pageSection } from './pageSection';

// The library of sections an editor builds a page from (`page.sections`): each one kind of block the site already
// has, in the brand's design. The site renders each from app/pages/page-sections/; `SECTION_KINDS` is the list, in the
// order the Studio offers them.

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    imageField({ name: 'image', title: 'Image', recommended: 'A hero reads best with a picture behind it.' }),
    defineField({ name: 'primary', title: 'Main button', type: 'link' }),
    defineField({ name: 'secondary', title: 'Second button', type: 'link' }),
  ],
  preview: {
    select: { title: 'title', eyebrow: 'eyebrow', media: 'image' },
    prepare: ({ title, eyebrow, media }) => ({ title, subtitle: ['Hero', eyebrow].filter(Boolean).join(' · '), media }),
  },
});

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({ name: 'body', title: 'Text', type: 'blockContent', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'title', body: 'body' },
    prepare: ({ title, body }) => ({
      title: title || ((body as { children?: { text?: string }[] }[] | undefined)?.[0]?.children?.[0]?.text ?? 'Text'),
      subtitle: 'Rich text',
    }),
  },
});

export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'link', title: 'Button', type: 'link', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title, subtitle: 'Call to action' }) },
});

export const briefStartSection = defineType({
  name: 'briefStartSection',
  title: 'The brief’s first question',
  type: 'object',
  fields: [
    defineField({
      name: 'intro',
      title: 'A line before the question',
      type: 'string',
      description: 'Optional. The question itself (“What would you like us to make?”) and its answers come from the brief.',
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: { prepare: () => ({ title: 'What would you like us to make?', subtitle: 'The brief’s first question' }) },
});

export const cardsSection = defineType({
  name: 'cardsSection',
  title: 'Cards',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'card',
          title: 'Card',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(200) }),
            imageField({ name: 'image', title: 'Image', description: 'Shown at 4:5, like the site’s other cards.' }),
            defineField({
              name: 'link',
              title: 'Link',
              type: 'link',
              description: 'Where the card goes. Its title is the link’s words, so the label can stay empty.',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
        }),
      ],
      // Three a row on a wide screen: up to four rows.
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: {
    select: { title: 'title', cards: 'cards', media: 'cards.0.image' },
    prepare: ({ title, cards, media }) => ({ title, subtitle: `Cards · ${(cards as unknown[] | undefined)?.length ?? 0}`, media }),
  },
});

export const figuresSection = defineType({
  name: 'figuresSection',
  title: 'Figures',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({
      name: 'figures',
      title: 'Figures',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      // One row of up to four, or two full rows.
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: {
    select: { title: 'title', first: 'figures.0.value', label: 'figures.0.label' },
    prepare: ({ title, first, label }) => ({
      title: title || [first, label].filter(Boolean).join(' ') || 'Figures',
      subtitle: 'Figures',
    }),
  },
});

/** A reference to one of the documents a section shows: weak, so retiring the document leaves the page (which then leaves the section out) as it was. */
const documentReference = (name: string, title: string, type: string, description?: string) =>
  defineField({ name, title, type: 'reference', to: [{ type }], weak: true, description, validation: (rule) => rule.required() });

/** An item of a list of references to documents of one type (weak, as above). */
const documentReferences = (type: string) => defineArrayMember({ type: 'reference', to: [{ type }], weak: true });

export const quoteSection = defineType({
  name: 'quoteSection',
  title: 'Quote',
  type: 'object',
  fields: [documentReference('testimonial', 'Testimonial', 'testimonial')],
  preview: {
    select: { name: 'testimonial.name', company: 'testimonial.company', quote: 'testimonial.quote', media: 'testimonial.image' },
    prepare: ({ name, company, quote, media }) => ({
      title: quote || 'A testimonial',
      subtitle: ['Quote', [name, company].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
      media,
    }),
  },
});

export const logosSection = defineType({
  name: 'logosSection',
  title: 'Client logos',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({
      name: 'logos',
      title: 'Logos',
      type: 'array',
      of: [documentReferences('logo')],
      description: 'Leave empty for every client logo, in their display order.',
      validation: (rule) => rule.unique().max(30),
    }),
  ],
  preview: {
    select: { title: 'title', logos: 'logos' },
    prepare: ({ title, logos }) => ({
      title: title || 'Client logos',
      subtitle: (logos as unknown[] | undefined)?.length ? `Client logos · ${(logos as unknown[]).length}` : 'Client logos · all',
    }),
  },
});

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Questions',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [documentReferences('faqItem')],
      validation: (rule) => rule.required().min(1).max(20).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', first: 'questions.0.title' },
    prepare: ({ title, first }) => ({ title: title || first || 'Questions', subtitle: 'Questions' }),
  },
});

export const videoSection = defineType({
  name: 'videoSection',
  title: 'Video',
  type: 'object',
  fields: [documentReference('video', 'Video', 'video', 'Shown as its poster: the player loads only when the visitor presses play.')],
  preview: {
    select: { title: 'video.title', media: 'video.poster' },
    prepare: ({ title, media }) => ({ title: title || 'A video', subtitle: 'Video', media }),
  },
});

export const gallerySection = defineType({
  name: 'gallerySection',
  title: 'Gallery',
  type: 'object',
  fields: [documentReference('gallery', 'Gallery', 'gallery', 'Every image of the gallery, each opening larger.')],
  preview: {
    select: { title: 'gallery.title', media: 'gallery.images.0' },
    prepare: ({ title, media }) => ({ title: title || 'A gallery', subtitle: 'Gallery', media }),
  },
});

export const partsSection = defineType({
  name: 'partsSection',
  title: 'Catalogue parts',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({
      name: 'parts',
      title: 'Parts',
      type: 'array',
      of: [documentReferences('component')],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', first: 'parts.0.name', parts: 'parts' },
    prepare: ({ title, first, parts }) => ({
      title: title || first || 'Catalogue parts',
      subtitle: `Catalogue parts · ${(parts as unknown[] | undefined)?.length ?? 0}`,
    }),
  },
});

/** The section types, and their names in the order the Studio offers them. */
export const sectionTypes: SchemaTypeDefinition[] = [
  heroSection,
  richTextSection,
  ctaSection,
  briefStartSection,
  cardsSection,
  figuresSection,
  quoteSection,
  logosSection,
  faqSection,
  videoSection,
  gallerySection,
  partsSection,
];
export const SECTION_KINDS = [
  'heroSection',
  'richTextSection',
  'pageSection',
  'cardsSection',
  'figuresSection',
  'quoteSection',
  'logosSection',
  'faqSection',
  'videoSection',
  'gallerySection',
  'partsSection',
  'ctaSection',
  'briefStartSection',
];

/** A page's sections: any of the kinds, in the order the editor puts them. */
export const sectionsField = (options: { hidden?: (context: { document?: Record<string, unknown> }) => boolean } = {}) =>
  defineField({
    name: 'sections',
    title: 'Sections',
    type: 'array',
    of: SECTION_KINDS.map((type) => defineArrayMember({ type })),
    hidden: options.hidden,
  });

// (The text-beside-an-image section is the about and glass pages' own section type.)
export { pageSection };
