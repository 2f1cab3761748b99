import { defineField, type Rule, type SlugValue } from 'sanity';

// Shared field builders. Images are plain `image` fields (stored as
// `_type: "image"`, the way `sanity dataset export` writes them) with a
// required `alt`, rather than a named image type, so every image in the
// dataset has one shape.

interface ImageFieldOptions {
  name: string;
  title: string;
  description?: string;
  required?: boolean;
  /** Not required, but the Studio warns with this message while there is none. */
  recommended?: string;
  caption?: boolean;
  group?: string;
  fieldset?: string;
}

export function altField() {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description: 'Describe what the image shows for people who cannot see it (screen readers, search engines).',
    validation: (rule) => rule.required().min(3).max(200),
  });
}

export function captionField() {
  return defineField({
    name: 'caption',
    title: 'Caption',
    type: 'string',
    validation: (rule) => rule.max(240),
  });
}

export function imageField(options: ImageFieldOptions) {
  return defineField({
    name: options.name,
    title: options.title,
    description: options.description,
    group: options.group,
    fieldset: options.fieldset,
    type: 'image',
    options: { hotspot: true },
    fields: options.caption ? [altField(), captionField()] : [altField()],
    validation: options.required
      ? (rule) => rule.required().assetRequired()
      : options.recommended
        ? (rule) => rule.custom((value) => (value?.asset ? true : options.recommended!)).warning()
        : undefined,
  });
}

export function slugField(source = 'title', group?: string) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    group,
    description: 'The last part of the address. Lowercase letters, digits and hyphens.',
    options: { source, maxLength: 96 },
    validation: (rule) =>
      rule.required().custom((value: SlugValue | undefined) => {
        const current = value?.current;
        if (!current) return true;
        return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current) ? true : 'Use lowercase letters, digits and single hyphens only';
      }),
  });
}

export function displayOrderField(group?: string) {
  return defineField({
    name: 'displayOrder',
    title: 'Display order',
    type: 'number',
    group,
    description: 'Lower numbers are shown first.',
    initialValue: 100,
    validation: (rule) => rule.required().integer().min(0),
  });
}

export function seoField(group?: string) {
  return defineField({ name: 'seo', title: 'SEO and sharing', type: 'seo', group });
}

export function requiredString(rule: Rule) {
  return rule.required();
}

export const displayOrderOrdering = {
  title: 'Display order',
  name: 'displayOrderAsc',
  by: [{ field: 'displayOrder', direction: 'asc' as const }],
};

// The portfolio card rule of PRODUCT.md, as the site applies it.
export { portfolioSlug } from '../../../app/urls.ts';
