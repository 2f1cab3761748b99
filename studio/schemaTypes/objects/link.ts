import { defineField, defineType } from 'sanity';
import { linkablePages, redirectTargetProblem } from '../../../app/urls.ts';

/** The documents a link may point at: each has an address of its own (app/urls.ts `documentPath`). */
export const LINKABLE_TYPES = [
  'page',
  'post',
  'portfolioBrand',
  'servicePage',
  'tool',
  'gallery',
  'video',
  'component',
  'faqItem',
  'aboutPage',
  'glassPage',
  'creativePage',
  'homePage',
];

interface LinkValue {
  document?: { _ref?: string };
  sitePage?: string;
  url?: string;
}

/**
 * A link in content (a card, a call to action, a footer link, a redirect's target): to a document, which it follows
 * wherever its slug moves; to one of the route table's pages, whose addresses never move; or to a https address.
 * Exactly one of the three.
 */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words of the link or button.',
      hidden: ({ document }) => document?._type === 'redirect',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'document',
      title: 'A page of the content',
      type: 'reference',
      to: LINKABLE_TYPES.map((type) => ({ type })),
      weak: true,
      description: 'Follows the page wherever its address moves.',
    }),
    defineField({
      name: 'sitePage',
      title: 'Or one of the site’s own pages',
      type: 'string',
      options: { list: linkablePages.map(({ title, path }) => ({ title: `${title} (${path})`, value: path })) },
    }),
    defineField({
      name: 'url',
      title: 'Or an address elsewhere',
      type: 'url',
      description: 'A https:// address, such as a trade show’s registration page.',
      validation: (rule) =>
        rule
          .uri({ scheme: ['https'] })
          .custom((value) => (typeof value !== 'string' || redirectTargetProblem(value) === null ? true : redirectTargetProblem(value)!)),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: LinkValue | undefined) => {
      if (!value) return true;
      const chosen = [value.document?._ref, value.sitePage, value.url].filter(Boolean).length;
      if (chosen === 0) return 'Choose where the link goes: a page of the content, one of the site’s pages, or an address.';
      if (chosen > 1) return 'Choose one place for the link to go, not several.';
      return true;
    }),
  preview: {
    select: { label: 'label', document: 'document.title', name: 'document.name', sitePage: 'sitePage', url: 'url' },
    prepare: ({ label, document, name, sitePage, url }) => ({
      title: label || document || name || sitePage || url || 'A link',
      subtitle: document || name ? `to ${document ?? name}` : (sitePage ?? url),
    }),
  },
});
