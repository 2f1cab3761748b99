// The demo dataset against the Studio schema (studio/schema.json, committed),
// and the content every route needs. Runs without the studio package.

import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { calculateDevelopment, type DevelopmentRoute } from '../app/tools/calculators/development-process.ts';
import { resolveDevelopmentRates } from '../app/tools/calculators/development-rates.ts';
import { validateCoverage } from './coverage.ts';
import { REAL_BRAND_CASES } from './source/portfolio.ts';
import {
  formatIssue,
  loadNdjson,
  loadSchema,
  validateContentRules,
  validateDocuments,
  type FieldFormats,
  type Issue,
  type SanityDocument,
  type SchemaEntry,
} from './validate.ts';

const datasetDir = dirname(fileURLToPath(import.meta.url));
const studioDir = join(datasetDir, '..', 'studio');
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

let documents: SanityDocument[];
let schema: SchemaEntry[];
let formats: FieldFormats;

beforeAll(async () => {
  documents = await loadNdjson(join(datasetDir, 'data.ndjson'));
  schema = await loadSchema(join(studioDir, 'schema.json'));
  formats = JSON.parse(await readFile(join(studioDir, 'schema-formats.json'), 'utf8')) as FieldFormats;
});

const report = (issues: Issue[]) => issues.map(formatIssue).join('\n');

describe('the demo dataset', () => {
  it('matches the Studio schema', async () => {
    const issues = await validateDocuments(documents, schema, { datasetDir, formats });
    expect(report(issues)).toBe('');
  });

  it('follows the rules the Studio checks with custom validation', () => {
    expect(report(validateContentRules(documents))).toBe('');
  });

  it('has the content every route of SPEC.md §2 needs', () => {
    expect(report(validateCoverage(documents))).toBe('');
  });

  it('keeps its image files under 25 MB, each one used and listed in assets.json', async () => {
    const files = await readdir(join(datasetDir, 'images'));
    let bytes = 0;
    for (const file of files) bytes += (await stat(join(datasetDir, 'images', file))).size;
    expect(bytes, `images/ holds ${(bytes / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(MAX_IMAGE_BYTES);

    const text = await readFile(join(datasetDir, 'data.ndjson'), 'utf8');
    const used = new Set([...text.matchAll(/image@file:\/\/\.\/images\/([^"]+)/g)].map((match) => match[1]));
    expect(
      files.filter((file) => !used.has(file)),
      'files no document uses',
    ).toEqual([]);

    const assets = JSON.parse(await readFile(join(datasetDir, 'assets.json'), 'utf8')) as Record<string, { originalFilename?: string }>;
    // The files made by code (certificates' PDFs) are listed the same way, each used by a document.
    const pdfs = existsSync(join(datasetDir, 'files')) ? await readdir(join(datasetDir, 'files')) : [];
    const usedFiles = new Set([...text.matchAll(/file@file:\/\/\.\/files\/([^"]+)/g)].map((match) => match[1]));
    expect(
      pdfs.filter((file) => !usedFiles.has(file)),
      'files/ no document uses',
    ).toEqual([]);
    const expected = [...files.map((file) => `image-${file.split('-')[0]}`), ...pdfs.map((file) => `file-${file.split('.')[0]}`)].sort();
    expect(Object.keys(assets).sort()).toEqual(expected);
    for (const [id, asset] of Object.entries(assets))
      expect(asset.originalFilename, id).toMatch(id.startsWith('file-') ? /\.pdf$/ : /\.(jpg|png)$/);
  });

  it('is sorted by _id, one document per line', async () => {
    const ids = documents.map((doc) => doc._id);
    expect(ids).toEqual([...ids].sort());
  });
});

// A broken edit must fail with the document id and the field path.
describe('the development process says what the rest of the site says', () => {
  const plan = (route: DevelopmentRoute) => {
    const tool = documents.find((doc) => doc._id === 'tool-development-process') as { developmentStages?: unknown } | undefined;
    return calculateDevelopment({ ...route, start: null }, resolveDevelopmentRates(tool?.developmentStages));
  };
  const text = (id: string) => JSON.stringify(documents.find((doc) => doc._id === id) ?? '');

  it('private label in about ten weeks, as the FAQ and the private-label page say', () => {
    expect(text('faq-what-is-the-difference-between-private-label-and-bespoke')).toContain('Private label can launch in around ten weeks');
    expect(text('service-private-label-fragrance')).toContain('as little as ten weeks');
    const privateLabel = plan({ fragrance: 'library', glass: 'stock', decoration: 'decorated', packaging: 'carton', markets: 'uk' });
    expect(privateLabel.totalWeeks).toBe(10);
  });

  it('bespoke in six to nine months (26 to 39 weeks) in bespoke glass, as the FAQ says; about five months in stock glass, as the blog says', () => {
    expect(text('faq-what-is-the-difference-between-private-label-and-bespoke')).toContain('bespoke usually takes six to nine months');
    for (const route of [
      { fragrance: 'bespoke', glass: 'stock', decoration: 'decorated', packaging: 'rigid', markets: 'uk-eu' },
      { fragrance: 'bespoke', glass: 'bespoke', decoration: 'decorated', packaging: 'rigid', markets: 'uk-eu' },
    ] as const) {
      const weeks = plan(route).totalWeeks;
      expect(weeks, JSON.stringify(route)).toBeGreaterThanOrEqual(route.glass === 'bespoke' ? 26 : 20);
      expect(weeks, JSON.stringify(route)).toBeLessThanOrEqual(39);
    }
  });

  it('says nothing invented of a real house: no outcome, no quote, no percentage on its case', () => {
    for (const slug of REAL_BRAND_CASES) {
      const doc = documents.find(
        (candidate) => candidate._type === 'portfolioBrand' && (candidate.slug as { current?: string })?.current === slug,
      );
      expect(doc, slug).toBeDefined();
      expect(doc!.outcomes ?? [], slug).toEqual([]);
      expect(doc!.clientQuote, slug).toBeUndefined();
      expect(doc!.launchDateMet, slug).toBeUndefined();
      expect(JSON.stringify(doc), slug).not.toMatch(/\d\s?%|\d+ in [\d,]+\b/);
    }
  });
});

describe('validateDocuments on broken documents', () => {
  const clone = <T>(value: T): T => structuredClone(value);
  const find = (id: string) => {
    const doc = documents.find((candidate) => candidate._id === id);
    if (!doc) throw new Error(`no document ${id} in the dataset`);
    return clone(doc);
  };
  const validate = async (...changed: SanityDocument[]) => {
    const ids = new Set(changed.map((doc) => doc._id));
    const all = [...documents.filter((doc) => !ids.has(doc._id)), ...changed];
    return (await validateDocuments(all, schema, { datasetDir, formats })).map(formatIssue);
  };

  it('names a missing required field', async () => {
    const post = find('post-bespoke-or-stock-glass');
    delete post.title;
    expect(await validate(post)).toEqual(['post-bespoke-or-stock-glass title: required field is missing']);
  });

  it('names a field of the wrong type', async () => {
    const tool = find('tool-freight-calculator');
    (tool.freightRates as { pallet: { lengthCm: unknown } }).pallet.lengthCm = '120 cm';
    expect(await validate(tool)).toEqual([
      'tool-freight-calculator freightRates.pallet.lengthCm: expected a number, got the string "120 cm"',
    ]);
  });

  it('names a field the schema does not know', async () => {
    const logo = find('logo-bdxy');
    logo.link = 'https://example.com';
    expect(await validate(logo)).toEqual(['logo-bdxy link: unknown field (not in the schema)']);
  });

  it('names a value outside a list of options', async () => {
    const video = find('video-decorating-glass');
    video.provider = 'dailymotion';
    const issues = await validate(video);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^video-decorating-glass provider: must be one of "youtube", "vimeo"/);
  });

  it('names a reference that does not resolve, and one to the wrong type', async () => {
    const post = find('post-ifra-compliance-explained');
    post.author = { _type: 'reference', _ref: 'author-nobody' };
    const item = find('portfolio-item-bdxy-mailer-carton');
    item.brand = { _type: 'reference', _ref: 'author-clara-hensley' };
    expect(await validate(post, item)).toEqual([
      'post-ifra-compliance-explained author._ref: references "author-nobody", which does not exist',
      'portfolio-item-bdxy-mailer-carton brand._ref: references "author-clara-hensley" of type author; expected portfolioBrand',
    ]);
  });

  it('names a reference inside an array', async () => {
    const service = find('service-home-fragrance');
    (service.relatedCases as { _ref: string }[])[1] = {
      ...(service.relatedCases as { _ref: string; _key: string }[])[1]!,
      _ref: 'portfolio-missing',
    };
    expect(await validate(service)).toEqual([
      'service-home-fragrance relatedCases[1]._ref: references "portfolio-missing", which does not exist',
    ]);
  });

  it('names a duplicate slug', async () => {
    const gallery = find('gallery-glass-and-closures');
    gallery.slug = { _type: 'slug', current: 'inside-the-factory' };
    const issues = await validate(gallery);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(
      /^gallery-(glass-and-closures|inside-the-factory) slug\.current: slug "inside-the-factory" is also used by gallery-/,
    );
  });

  it('names an image without alt text', async () => {
    const brand = find('portfolio-roja-parfums');
    (brand.image as { alt: string }).alt = '  ';
    const logo = find('logo-flannels');
    delete (logo.image as { alt?: string }).alt;
    expect(await validate(brand, logo)).toEqual([
      'portfolio-roja-parfums image.alt: alt text is empty',
      'logo-flannels image.alt: required field is missing',
    ]);
  });

  it('names an image whose file is missing or misnamed', async () => {
    const logo = find('logo-roja-parfums');
    (logo.image as { _sanityAsset: string })._sanityAsset = `image@file://./images/${'0'.repeat(40)}-600x300.png`;
    const post = find('post-inside-the-filling-room');
    const asset = (post.mainImage as { _sanityAsset: string })._sanityAsset;
    (post.mainImage as { _sanityAsset: string })._sanityAsset = asset.replace(/-(\d+)x(\d+)\./, '-800x600.');
    const issues = await validate(logo, post);
    expect(issues).toHaveLength(2);
    expect(issues[0]).toBe(`logo-roja-parfums image._sanityAsset: images/${'0'.repeat(40)}-600x300.png does not exist`);
    expect(issues[1]).toMatch(/^post-inside-the-filling-room mainImage\._sanityAsset: images\/[0-9a-f]{40}-800x600\.jpg does not exist$/);
  });

  it('names an array item without a _key or with a repeated one', async () => {
    const faq = find('faq-are-you-iso-certified');
    const blocks = faq.description as { _key?: string }[];
    blocks.push(clone(blocks[0]!));
    const settings = find('siteSettings');
    delete (settings.socialLinks as { _key?: string }[])[2]!._key;
    const issues = await validate(faq, settings);
    expect(issues).toEqual([
      `faq-are-you-iso-certified description[${blocks.length - 1}]._key: _key ${JSON.stringify(blocks[0]!._key)} is also used by item 0`,
      'siteSettings socialLinks[2]._key: array items need a _key',
    ]);
  });

  it('names a date in the wrong format and an unknown _type', async () => {
    const page = find('page-quality-policy');
    page.updatedAt = '3 February 2025';
    const stray = { ...find('page-privacy-policy'), _id: 'stray', _type: 'landingPage' };
    expect(await validate(page, stray as SanityDocument)).toEqual([
      'page-quality-policy updatedAt: expected a date (YYYY-MM-DD), got the string "3 February 2025"',
      'stray _type: unknown document type "landingPage"',
    ]);
  });

  it('names a Portable Text block with a style the schema does not allow', async () => {
    const post = find('post-designing-secondary-packaging');
    (post.body as { style?: string }[])[0]!.style = 'h1';
    const issues = await validate(post);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^post-designing-secondary-packaging body\[0\]\.style: must be one of "normal", "h2"/);
  });

  it('lets a draft reference published documents but not a published document reference a draft', async () => {
    const post = find('post-perfume-concentrations-explained');
    post.author = { _type: 'reference', _ref: 'drafts.author-clara-hensley' };
    expect(await validate(post)).toEqual([
      'post-perfume-concentrations-explained author._ref: references the draft id "drafts.author-clara-hensley"; reference the published id',
    ]);
  });
});

describe('validateContentRules on broken documents', () => {
  it('names a portfolio slug that breaks the card rule and a service card without a service page', () => {
    const brand = structuredClone(documents.find((doc) => doc._id === 'portfolio-house-of-vision')!);
    brand.slug = { _type: 'slug', current: 'vision' };
    const card = structuredClone(documents.find((doc) => doc._id === 'service-card-home-fragrance')!);
    card.slug = { _type: 'slug', current: 'candles' };
    expect(validateContentRules([brand, card]).map(formatIssue)).toEqual([
      'portfolio-house-of-vision slug.current: must be "house-of-vision", the slug rule applied to the name',
      'service-card-home-fragrance slug.current: no servicePage has the slug "candles"',
    ]);
  });
});

describe('validateCoverage', () => {
  it('names the route that lost its content', () => {
    const withoutFlannels = documents.filter((doc) => doc._id !== 'portfolio-flannels');
    expect(validateCoverage(withoutFlannels).map(formatIssue)).toContain(
      '/portfolio/flannels portfolioBrand: needs a portfolioBrand with slug "flannels"',
    );
  });
});
