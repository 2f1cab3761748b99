import { defineArrayMember, defineField, defineType, type SchemaTypeDefinition } from 'sanity';
import { imageField } from '../lib/fields';
import { pageSection } from './pageSection';

// The library of sections an editor builds a page from (`page.sections`): each one kind of block the site already
// has, in the brand's design. The site renders each from app/pages/sections/; `SECTION_KINDS` is the list, in the
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

/** The section types, and their names in the order the Studio offers them. */
export const sectionTypes: SchemaTypeDefinition[] = [heroSection, richTextSection, ctaSection, briefStartSection];
export const SECTION_KINDS = ['heroSection', 'richTextSection', 'pageSection', 'ctaSection', 'briefStartSection'];

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
