// Editorial rules for the demo content (issue 16): the things a visitor
// notices that the schema cannot express. Each returns issues in the shape
// of validate.ts, with the document id and the field path.

import type { Issue, SanityDocument } from './validate.ts';

interface ImageUse {
  asset: string;
  path: string;
  alt: string;
  caption?: string;
}

/** Every image field in a value, with its path. */
export function imagesIn(value: unknown, path = ''): ImageUse[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imagesIn(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const asset = typeof record._sanityAsset === 'string' ? /images\/([0-9a-f]{40})-/.exec(record._sanityAsset)?.[1] : undefined;
  if (asset) {
    const use: ImageUse = { asset, path, alt: typeof record.alt === 'string' ? record.alt : '' };
    if (typeof record.caption === 'string') use.caption = record.caption;
    return [use];
  }
  return Object.entries(record).flatMap(([key, child]) => imagesIn(child, path ? `${path}.${key}` : key));
}

const refOf = (value: unknown): string | undefined => (value as { _ref?: string } | undefined)?._ref;

/**
 * The document a visitor sees a document's content on: a project within a
 * portfolio case is shown on the case, a section on its service page, the
 * home page's parts on the home page; a draft is its published page.
 */
export function pageOf(doc: SanityDocument): string {
  const id = doc._id.replace(/^drafts\./, '');
  switch (doc._type) {
    case 'portfolioItem':
      return refOf(doc.brand) ?? id;
    case 'serviceSection':
      return refOf(doc.service) ?? id;
    case 'serviceImage':
    case 'aboutSection':
    case 'logo':
      return 'homePage';
    default:
      return id;
  }
}

/** No picture on more than `max` pages (a picture used twice on one page counts once). */
export function validateImageReuse(documents: SanityDocument[], max = 2): Issue[] {
  const pages = new Map<string, Map<string, string>>();
  for (const doc of documents) {
    for (const use of imagesIn(doc)) {
      const byPage = pages.get(use.asset) ?? new Map<string, string>();
      if (!byPage.has(pageOf(doc))) byPage.set(pageOf(doc), `${doc._id} ${use.path}`);
      pages.set(use.asset, byPage);
    }
  }
  const issues: Issue[] = [];
  for (const [asset, byPage] of pages) {
    if (byPage.size > max) {
      const [first, ...rest] = [...byPage.values()];
      const [id = '', path = ''] = (first ?? '').split(' ');
      issues.push({
        id,
        path,
        message: `image ${asset.slice(0, 8)}… is on ${byPage.size} pages (at most ${max}); also at ${rest.join(', ')}`,
      });
    }
  }
  return issues;
}

/** Within one portfolio case, the card, the hero, the gallery and the pieces never repeat a picture. */
export function validateCaseImages(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  for (const brand of documents.filter((doc) => doc._type === 'portfolioBrand' && !doc._id.startsWith('drafts.'))) {
    const seen = new Map<string, string>();
    const parts = [brand, ...documents.filter((doc) => doc._type === 'portfolioItem' && refOf(doc.brand) === brand._id)];
    for (const doc of parts) {
      for (const use of imagesIn(doc)) {
        const where = `${doc._id} ${use.path}`;
        const before = seen.get(use.asset);
        if (before) issues.push({ id: doc._id, path: use.path, message: `repeats the picture of ${before} in the same case` });
        else seen.set(use.asset, where);
      }
    }
  }
  return issues;
}

/** Alt text says what is in the picture: not empty, not a placeholder. */
export function validateAltText(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  for (const doc of documents) {
    for (const use of imagesIn(doc)) {
      const alt = use.alt.trim();
      if (alt.length < 12)
        issues.push({
          id: doc._id,
          path: `${use.path}.alt`,
          message: `alt text ${JSON.stringify(alt)} is too short to describe the picture`,
        });
      else if (/\b(portfolio|placeholder|image|photo|picture)$/i.test(alt))
        issues.push({ id: doc._id, path: `${use.path}.alt`, message: `alt text ${JSON.stringify(alt)} names the file, not what it shows` });
      if (use.caption !== undefined && use.caption.trim() === alt)
        issues.push({ id: doc._id, path: `${use.path}.caption`, message: 'caption repeats the alt text' });
    }
  }
  return issues;
}

/** Every gallery picture has a caption, and no two captions are the same. */
export function validateGalleryCaptions(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  for (const gallery of documents.filter((doc) => doc._type === 'gallery')) {
    const images = Array.isArray(gallery.images) ? (gallery.images as { caption?: string }[]) : [];
    images.forEach((item, index) => {
      const caption = (item.caption ?? '').trim();
      const where = `${gallery._id} images[${index}]`;
      if (!caption) issues.push({ id: gallery._id, path: `images[${index}].caption`, message: 'needs a caption' });
      else if (seen.has(caption.toLowerCase()))
        issues.push({
          id: gallery._id,
          path: `images[${index}].caption`,
          message: `caption ${JSON.stringify(caption)} is also used at ${seen.get(caption.toLowerCase())}`,
        });
      else seen.set(caption.toLowerCase(), where);
    });
  }
  return issues;
}

/** An exhibition retires itself: `hideAfter` is set, and not before the show ends. */
export function validateExhibitions(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  for (const doc of documents.filter((candidate) => candidate._type === 'exhibition')) {
    const hideAfter = typeof doc.hideAfter === 'string' ? doc.hideAfter : '';
    if (!hideAfter)
      issues.push({ id: doc._id, path: 'hideAfter', message: 'is empty: the banner would advertise the show after it is over' });
    else if (typeof doc.endDate === 'string' && hideAfter.slice(0, 10) < doc.endDate)
      issues.push({ id: doc._id, path: 'hideAfter', message: `${hideAfter} is before the last day (${doc.endDate})` });
  }
  return issues;
}

/**
 * Blog categories: every value a post uses is one of the Studio's categories,
 * and its title is a human label in sentence case, not a slug.
 */
export function validateCategories(documents: SanityDocument[], studio: { title: string; value: string }[]): Issue[] {
  const issues: Issue[] = [];
  const titles = new Map(studio.map((category) => [category.value, category.title]));
  for (const [value, title] of titles) {
    if (!/^[A-Z][a-z]*( [a-z]+)*$/.test(title))
      issues.push({
        id: 'studio',
        path: `POST_CATEGORIES.${value}`,
        message: `title ${JSON.stringify(title)} is not a sentence-case label`,
      });
  }
  for (const post of documents.filter((doc) => doc._type === 'post')) {
    const categories = Array.isArray(post.categories) ? (post.categories as string[]) : [];
    categories.forEach((value, index) => {
      if (!titles.has(value))
        issues.push({
          id: post._id,
          path: `categories[${index}]`,
          message: `${JSON.stringify(value)} is not a Studio category, so it has no title to show`,
        });
    });
  }
  return issues;
}

/** The plain text of Portable Text blocks. */
export function textOf(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .filter(
      (block): block is { _type: string; children?: { text?: string }[] } =>
        typeof block === 'object' && block !== null && (block as { _type?: string })._type === 'block',
    )
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join('\n');
}

export function wordCount(text: string): number {
  return text.split(/[\s\u00A0]+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Published posts have real bodies: at least `min` words (about three minutes’ reading). */
export function validatePostLengths(documents: SanityDocument[], min: number): Issue[] {
  return documents
    .filter((doc) => doc._type === 'post' && !doc._id.startsWith('drafts.'))
    .flatMap((post) => {
      const words = wordCount(textOf(post.body));
      return words >= min ? [] : [{ id: post._id, path: 'body', message: `has ${words} words; a post needs at least ${min}` }];
    });
}

/** Testimonials fill their rows (two, three or four to a row) and every card has a face: a portrait, or the company's logo or monogram. */
export function validateTestimonials(documents: SanityDocument[]): Issue[] {
  const testimonials = documents.filter((doc) => doc._type === 'testimonial' && !doc._id.startsWith('drafts.'));
  const issues: Issue[] = [];
  if (![6, 8, 12].includes(testimonials.length))
    issues.push({ id: 'testimonial', path: '', message: `there are ${testimonials.length}; 6, 8 or 12 fill every row` });
  for (const doc of testimonials)
    if (!doc.image && !(typeof doc.company === 'string' && doc.company.trim()))
      issues.push({ id: doc._id, path: 'image', message: 'has no portrait and no company: the card would show an empty circle' });
  return issues;
}

// Keys whose strings are data, not prose (as dataset/source/typeset.ts skips them).
const DATA_KEYS = new Set([
  '_id',
  '_type',
  '_ref',
  '_key',
  '_sanityAsset',
  '_createdAt',
  '_updatedAt',
  '_rev',
  'current',
  'href',
  'url',
  'registerUrl',
  'externalId',
  'provider',
  'placement',
  'calculator',
  'platform',
  'style',
  'listItem',
  'marks',
  'key',
  'group',
  'email',
  'phone',
  'postalCode',
  'country',
  'companyNumber',
  'vatNumber',
  'publishedAt',
  'startDate',
  'endDate',
  'hideAfter',
  'updatedAt',
  'imagePosition',
  'categories',
  'features',
]);

function proseIn(value: unknown, path: string, key: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') {
    if (!DATA_KEYS.has(key) && /\s/.test(value)) out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => proseIn(item, `${path}[${index}]`, key, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, child] of Object.entries(value)) if (!DATA_KEYS.has(name)) proseIn(child, path ? `${path}.${name}` : name, name, out);
  }
}

const UNITS = /\d[ ](ml|g|kg|mm|cm|°C|%|weeks?|months?|days?|units?)(?=$|[\s.,;:!?)’”])/;

/** Typographic quotes and apostrophes, a true minus, en-dash ranges, numbers kept with their units. */
export function validateTypography(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  for (const doc of documents) {
    const strings: Array<[string, string]> = [];
    proseIn(doc, '', '', strings);
    for (const [path, text] of strings) {
      const problem = /["']/.test(text)
        ? 'has a straight quote or apostrophe'
        : /(^|[\s(])-\d/.test(text)
          ? 'has a hyphen where a minus (−) belongs'
          : /\d-\d/.test(text)
            ? 'has a hyphen in a range where an en dash (–) belongs'
            : / - /.test(text)
              ? 'has a spaced hyphen where a dash belongs'
              : UNITS.test(text)
                ? `breaks a number from its unit: use a non-breaking space in ${JSON.stringify(UNITS.exec(text)?.[0])}`
                : null;
      if (problem)
        issues.push({ id: doc._id, path, message: `${problem}: ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text)}` });
    }
  }
  return issues;
}

/** Words that keep their capital inside a sentence-case label. */
const PROPER = new Set([
  'UK',
  'EU',
  'US',
  'IFRA',
  'ISO',
  'FAQ',
  'London',
  'Packaging',
  'Week',
  'ExCeL',
  'Ashcombe',
  'Vale',
  'Hertfordshire',
  'Ware',
  'Portfolio',
  'A&V',
  'Halls',
  'S2',
  'S3',
  'D82',
  // The trade show of the editors' page (issue 50).
  'Luxe',
  'Pack',
  'Monaco',
  'Grimaldi',
  'Forum',
]);

/** Labels SPEC.md gives word for word (the home page's trust tiles): requirements, kept as written there. */
const SPEC_TEXTS = new Set(['Years Experience', 'Stock Components', 'Bespoke Moulds']);

/** Titles and labels in sentence case ("Gift with purchase", not "Gift With Purchase"). */
export function validateSentenceCase(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  const check = (doc: SanityDocument, path: string, value: unknown) => {
    if (typeof value !== 'string' || SPEC_TEXTS.has(value)) return;
    const words = value
      .replace(/[|:–—]/g, ' ')
      .split(/[\s\u00A0]+/)
      .filter(Boolean);
    const capitalised = words
      .slice(1)
      .filter((word, index) => /^[A-Z][a-z]/.test(word) && !PROPER.has(word.replace(/[’'.,]+$/, '')) && !/[.:|]$/.test(words[index] ?? ''));
    if (capitalised.length > 0)
      issues.push({ id: doc._id, path, message: `${JSON.stringify(value)} is not in sentence case (${capitalised.join(', ')})` });
  };
  for (const doc of documents) {
    if (['servicePage', 'serviceImage', 'gallery', 'page', 'aboutPage', 'glassPage', 'creativePage'].includes(doc._type))
      check(doc, 'title', doc.title);
    if (doc._type === 'servicePage') check(doc, 'menuTitle', doc.menuTitle);
    if (doc._type === 'exhibition') {
      check(doc, 'eyebrow', doc.eyebrow);
      check(doc, 'registerLabel', doc.registerLabel);
    }
    for (const field of ['trustTiles', 'stats', 'highlights']) {
      const stats = doc[field];
      if (Array.isArray(stats)) stats.forEach((stat, index) => check(doc, `${field}[${index}].label`, (stat as { label?: string }).label));
    }
  }
  return issues;
}
