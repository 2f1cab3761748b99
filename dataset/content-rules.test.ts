// The editorial rules of issue 16 over the demo dataset, and proof that each
// rule notices a broken document.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  pageOf,
  validateAltText,
  validateCaseImages,
  validateCategories,
  validateExhibitions,
  validateGalleryCaptions,
  validateImageReuse,
  validatePostLengths,
  validateSentenceCase,
  validateTestimonials,
  validateTypography,
} from './content-rules.ts';
import { POST_CATEGORIES } from '../app/blog/categories.ts';
import { documents as sourceDocuments } from './source/index.ts';
import type { ArtRequest } from './source/lib.ts';
import { formatIssue, loadNdjson, type Issue, type SanityDocument } from './validate.ts';

const datasetDir = dirname(fileURLToPath(import.meta.url));
/** About three minutes’ reading at 220 words a minute. */
const MIN_POST_WORDS = 650;

let documents: SanityDocument[];
let studioCategories: { title: string; value: string }[];

beforeAll(async () => {
  documents = await loadNdjson(join(datasetDir, 'data.ndjson'));
  // The Studio's list of categories (it imports the site's list).
  studioCategories = POST_CATEGORIES.map((category) => ({ ...category }));
});

const report = (issues: Issue[]) => issues.map(formatIssue).join('\n');
const clone = (id: string): SanityDocument => {
  const doc = documents.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`no document ${id}`);
  return structuredClone(doc);
};
const replacing = (...changed: SanityDocument[]) => {
  const ids = new Set(changed.map((doc) => doc._id));
  return [...documents.filter((doc) => !ids.has(doc._id)), ...changed];
};
const assetOf = (image: unknown) => (image as { _sanityAsset: string })._sanityAsset;

describe('the demo content', () => {
  it('shows no picture on more than two pages', () => {
    expect(report(validateImageReuse(documents))).toBe('');
  });

  it('never repeats a picture within a portfolio case', () => {
    expect(report(validateCaseImages(documents))).toBe('');
  });

  it('describes every picture in its alt text, and captions every gallery picture uniquely', () => {
    expect(report(validateAltText(documents))).toBe('');
    expect(report(validateGalleryCaptions(documents))).toBe('');
  });

  it('retires every exhibition after the show', () => {
    expect(report(validateExhibitions(documents))).toBe('');
  });

  it('uses blog categories that have human titles in the Studio', () => {
    expect(studioCategories.length).toBeGreaterThan(5);
    expect(report(validateCategories(documents, studioCategories))).toBe('');
  });

  it(`gives every post a real body of at least ${MIN_POST_WORDS} words`, () => {
    expect(report(validatePostLengths(documents, MIN_POST_WORDS))).toBe('');
  });

  it('has testimonials that fill their rows, each with a portrait or a company to show', () => {
    expect(report(validateTestimonials(documents))).toBe('');
  });

  it('is typeset: curly quotes, a true minus, en-dash ranges, units kept with their numbers', () => {
    expect(report(validateTypography(documents))).toBe('');
  });

  it('writes titles and labels in sentence case', () => {
    expect(report(validateSentenceCase(documents))).toBe('');
  });
});

/** What each picture was drawn as (kind and variant), from the sources, by page. */
function compositions(docs: SanityDocument[]): { page: string; doc: string; art: ArtRequest }[] {
  const found: { page: string; doc: string; art: ArtRequest }[] = [];
  const walk = (value: unknown, doc: SanityDocument) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, doc));
    else if (typeof value === 'object' && value !== null) {
      const art = (value as { __art?: ArtRequest }).__art;
      if (art) found.push({ page: pageOf(doc), doc: doc._id, art });
      else Object.values(value).forEach((child) => walk(child, doc));
    }
  };
  for (const doc of docs) walk(doc, doc);
  return found;
}

const isSketch = (art: ArtRequest) => art.kind === 'studio' && (art.variant ?? 'sketch') === 'sketch';

describe('the art direction', () => {
  const sources = sourceDocuments as SanityDocument[];

  it('shows the sketch on a desk on at most two pages', () => {
    const pages = new Set(
      compositions(sources)
        .filter(({ art }) => isSketch(art))
        .map(({ page }) => page),
    );
    expect([...pages].length, [...pages].join(', ')).toBeLessThanOrEqual(2);
  });

  it('draws every picture of a gallery as a different composition', () => {
    for (const gallery of sources.filter((doc) => doc._type === 'gallery')) {
      const drawn = compositions([gallery]).map(({ art }) => `${art.kind}/${art.variant ?? ''}`);
      expect(
        drawn.filter((key, index) => drawn.indexOf(key) !== index),
        gallery._id,
      ).toEqual([]);
    }
  });

  it('notices a third sketch and a gallery that repeats itself', () => {
    const about = structuredClone(sources.find((doc) => doc._id === 'aboutPage')!);
    (about.heroImage as { __art: ArtRequest }).__art = { kind: 'studio', width: 2400, height: 1350, seed: 'about-sketch' };
    const pages = new Set(
      compositions([...sources.filter((doc) => doc._id !== 'aboutPage'), about])
        .filter(({ art }) => isSketch(art))
        .map(({ page }) => page),
    );
    expect(pages.size).toBe(3);
    const gallery = structuredClone(sources.find((doc) => doc._type === 'gallery')!);
    const images = gallery.images as { __art: ArtRequest }[];
    images[1]!.__art = { ...images[1]!.__art, kind: images[0]!.__art.kind, variant: images[0]!.__art.variant };
    const drawn = compositions([gallery]).map(({ art }) => `${art.kind}/${art.variant ?? ''}`);
    expect(drawn.filter((key, index) => drawn.indexOf(key) !== index)).toHaveLength(1);
  });
});

describe('the content rules on broken documents', () => {
  it('name a picture used on a third page', () => {
    const post = clone('post-bespoke-or-stock-glass');
    const page = clone('aboutPage');
    const hero = clone('glassPage').heroImage;
    post.mainImage = { ...(post.mainImage as object), _sanityAsset: assetOf(hero) };
    page.heroImage = { ...(page.heroImage as object), _sanityAsset: assetOf(hero) };
    const issues = validateImageReuse(replacing(post, page)).map(formatIssue);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/is on 3 pages \(at most 2\)/);
  });

  it('count a picture twice on one page once, and a section’s picture on its service page', () => {
    const service = clone('service-home-fragrance');
    const section = clone('service-section-home-fragrance-1');
    const other = clone('post-inside-the-filling-room');
    (section.image as { _sanityAsset: string })._sanityAsset = assetOf(service.heroImage);
    other.mainImage = { ...(other.mainImage as object), _sanityAsset: assetOf(service.heroImage) };
    expect(validateImageReuse(replacing(section, other))).toEqual([]);
  });

  it('name a piece of a case that repeats the case’s gallery', () => {
    const brand = clone('portfolio-roja-parfums');
    const item = clone('portfolio-item-roja-parfums-lacquered-coffret');
    (item.image as { _sanityAsset: string })._sanityAsset = assetOf((brand.gallery as unknown[])[0]);
    expect(validateCaseImages(replacing(item)).map(formatIssue)).toEqual([
      'portfolio-item-roja-parfums-lacquered-coffret image: repeats the picture of portfolio-roja-parfums gallery[0] in the same case',
    ]);
  });

  it('name placeholder alt text and a repeated gallery caption', () => {
    const brand = clone('portfolio-bdxy');
    (brand.image as { alt: string }).alt = 'BDXY portfolio image';
    const gallery = clone('gallery-glass-and-closures');
    const images = gallery.images as { caption: string }[];
    images[1]!.caption = images[0]!.caption;
    expect(validateAltText(replacing(brand)).map(formatIssue)).toEqual([
      'portfolio-bdxy image.alt: alt text "BDXY portfolio image" names the file, not what it shows',
    ]);
    expect(validateGalleryCaptions(replacing(gallery)).map(formatIssue)[0]).toMatch(
      /^gallery-glass-and-closures images\[1\]\.caption: caption ".*" is also used at gallery-glass-and-closures images\[0\]$/,
    );
  });

  it('name an exhibition without hideAfter', () => {
    const exhibition = structuredClone(documents.find((doc) => doc._type === 'exhibition')!);
    delete exhibition.hideAfter;
    expect(validateExhibitions([exhibition]).map(formatIssue)).toEqual([
      `${exhibition._id} hideAfter: is empty: the banner would advertise the show after it is over`,
    ]);
  });

  it('name a category the Studio does not list, and a title that is a slug', () => {
    const post = clone('post-ifra-compliance-explained');
    post.categories = ['regulation', 'candles'];
    const issues = validateCategories([post], [...studioCategories, { title: 'home-fragrance', value: 'home-fragrance-2' }]).map(
      formatIssue,
    );
    expect(issues).toEqual([
      'studio POST_CATEGORIES.home-fragrance-2: title "home-fragrance" is not a sentence-case label',
      'post-ifra-compliance-explained categories[1]: "candles" is not a Studio category, so it has no title to show',
    ]);
  });

  it('name a post that is too short to be read', () => {
    const post = clone('post-designing-refillable-fragrance');
    post.body = (post.body as unknown[]).slice(0, 3);
    expect(validatePostLengths([post], MIN_POST_WORDS).map(formatIssue)[0]).toMatch(
      /^post-designing-refillable-fragrance body: has \d+ words; a post needs at least 650$/,
    );
  });

  it('name a seventh testimonial and one with neither a portrait nor a company', () => {
    const extra: SanityDocument = { ...clone('testimonial-priya-raman'), _id: 'testimonial-extra' };
    delete extra.image;
    delete extra.company;
    const issues = validateTestimonials([...documents, extra]).map(formatIssue);
    expect(issues).toEqual([
      'testimonial (document): there are 9; 6, 8 or 12 fill every row',
      'testimonial-extra image: has no portrait and no company: the card would show an empty circle',
    ]);
  });

  it('name straight quotes, a hyphen for a minus, a hyphen in a range and a unit that can break away', () => {
    const faq = clone('faq-are-you-iso-certified');
    const page = clone('aboutPage');
    page.description = "It's chilled to -5 °C";
    faq.title = 'Delivered in 2-4 weeks';
    const service = clone('service-gift-with-purchase');
    service.description = 'Miniatures of 5 ml each';
    const issues = validateTypography([page, faq, service]).map(formatIssue);
    expect(issues).toEqual([
      `aboutPage description: has a straight quote or apostrophe: "It's chilled to -5 °C"`,
      'faq-are-you-iso-certified title: has a hyphen in a range where an en dash (–) belongs: "Delivered in 2-4 weeks"',
      'service-gift-with-purchase description: breaks a number from its unit: use a non-breaking space in "5 ml": "Miniatures of 5 ml each"',
    ]);
  });

  it('name a title in title case', () => {
    const service = clone('service-gift-with-purchase');
    service.title = 'Gift With Purchase';
    expect(validateSentenceCase([service]).map(formatIssue)).toEqual([
      'service-gift-with-purchase title: "Gift With Purchase" is not in sentence case (With, Purchase)',
    ]);
  });
});
