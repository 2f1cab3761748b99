import { defineField, defineType, type SlugValue } from 'sanity';
import { pageSlugProblem, policyPages } from '../../../app/urls.ts';
import { seoField } from '../lib/fields';
import { sectionsField } from '../objects/sections';

const isPolicy = (document: Record<string, unknown> | undefined) =>
  policyPages.some(({ path }) => path === `/${(document?.slug as SlugValue | undefined)?.current ?? ''}`);

/**
 * A page at an address of the editor's choosing (`/{slug}`, nested like events/luxe-pack-2026), built from sections;
 * or one of the policies at its fixed address, which is rich text with a table of contents.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: 'Where the page is: the part after the site’s address, like luxe-pack-monaco-2026 or events/luxe-pack-2026.',
      options: { source: 'title', maxLength: 200 },
      validation: (rule) =>
        rule.required().custom((value: SlugValue | undefined) => {
          const current = value?.current;
          return current ? (pageSlugProblem(current) ?? true) : true;
        }),
    }),
    defineField({ name: 'description', title: 'Summary', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    sectionsField({ hidden: ({ document }) => isPolicy(document) }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      hidden: ({ document }) => !isPolicy(document),
      validation: (rule) => rule.custom((value, context) => (isPolicy(context.document) && !value ? 'A policy needs its text.' : true)),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      hidden: ({ document }) => !isPolicy(document),
      validation: (rule) =>
        rule.custom((value, context) => (isPolicy(context.document) && !value ? 'Say when the policy last changed.' : true)),
    }),
    seoField(),
  ],
  validation: (rule) =>
    rule.custom((document) =>
      document && !isPolicy(document) && !(Array.isArray(document.sections) && document.sections.length > 0)
        ? 'Add at least one section: the page shows nothing else.'
        : true,
    ),
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : 'No address yet' }),
  },
});
