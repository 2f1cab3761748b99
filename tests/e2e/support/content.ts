/**
 * What the demo dataset holds, read from dataset/data.ndjson (published
 * documents only): the slugs of the route table and the site settings the
 * footer and structured data show.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Doc {
  _id: string;
  _type: string;
  slug?: { current?: string };
  placement?: string;
  [field: string]: unknown;
}

const file = fileURLToPath(new URL('../../../dataset/data.ndjson', import.meta.url));

const docs: Doc[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.includes('.'));

const slugsOf = (type: string, filter: (doc: Doc) => boolean = () => true) =>
  docs
    .filter((doc) => doc._type === type && filter(doc))
    .map((doc) => doc.slug?.current)
    .filter((slug): slug is string => Boolean(slug))
    .sort();

export const slugs = {
  portfolio: slugsOf('portfolioBrand'),
  posts: slugsOf('post'),
  galleries: slugsOf('gallery'),
  videos: slugsOf('video'),
  tools: slugsOf('tool'),
  services: slugsOf('servicePage', (doc) => doc.placement !== 'landing'),
  parts: slugsOf('component'),
};

/** Slugs of drafts that were never published: their pages must not exist. */
export const unpublishedPostSlugs = (() => {
  const all = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
  const published = new Set(slugs.posts);
  return all
    .filter((doc) => doc._type === 'post' && doc._id.startsWith('drafts.'))
    .map((doc) => doc.slug?.current)
    .filter((slug): slug is string => Boolean(slug) && !published.has(slug!));
})();

export interface SiteSettings {
  companyName: string;
  legalName?: string;
  description: string;
  phone: string;
  email: string;
  address: { streetAddress: string; locality: string; region?: string; postalCode: string; country?: string };
  socialLinks: { platform: string; url: string }[];
}

export const siteSettings = docs.find((doc) => doc._type === 'siteSettings') as unknown as SiteSettings;

/** The pages of SPEC.md §2's route table without a slug, in its order. */
export const fixedRoutes = [
  '/',
  '/about',
  '/services',
  '/uk-fragrance-manufacturer',
  '/manufacturing-facilities',
  '/private-label-fragrance',
  '/fragrance-filling-assembly',
  '/launch-my-fragrance',
  '/glass',
  '/catalogue',
  '/catalogue/compare',
  '/catalogue/shortlist',
  '/creative',
  '/portfolio',
  '/blog',
  '/posts',
  '/tools',
  '/galleries',
  '/videos',
  '/testimonials-demo',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/quality-policy',
  '/faq',
  '/search',
];

/** The six service pages of SPEC.md §2. */
export const specServices = [
  'fragrance-creation',
  'fragrance-componentry',
  'skincare-componentry',
  'home-fragrance',
  'secondary-packaging',
  'gift-with-purchase',
];

/** The landing pages listed in the Services menu beside the six services (issue 16: findable), by their menu titles. */
export const manufacturingPages = [
  { title: 'Our factory', path: '/uk-fragrance-manufacturer' },
  { title: 'Private label', path: '/private-label-fragrance' },
  { title: 'Filling & assembly', path: '/fragrance-filling-assembly' },
];

/**
 * Glass and Creative: top-level in the navigation (SPEC.md §2) and listed with the services too (issue 39), under the
 * same names; and the stock catalogue beside them (issue 52).
 */
export const pageServices = [
  { title: 'Glass', path: '/glass' },
  { title: 'Creative', path: '/creative' },
  { title: 'Stock catalogue', path: '/catalogue' },
];

/** The tool pages of SPEC.md §2. */
export const specTools = ['cost-calculator', 'fragrance-calculator', 'freight-calculator', 'inclusion-rates', 'development-process'];

/** The portfolio cases SPEC.md §2 names ({name} is a placeholder in the spec: the dataset's own case stands in). */
export const specPortfolio = [
  'roja-parfums',
  'ormonde-jayne',
  'house-of-vision',
  'boadicea',
  'bdxy',
  'house-of-brandt',
  'fragrance-du-bois',
  'flannels',
];

/** Every page address of the route table, with every slug the dataset has. */
export const allRoutes: string[] = [
  ...fixedRoutes,
  ...[...new Set([...specServices, ...slugs.services])].map((slug) => `/services/${slug}`),
  ...slugs.portfolio.map((slug) => `/portfolio/${slug}`),
  ...slugs.posts.map((slug) => `/blog/${slug}`),
  ...[...new Set([...specTools, ...slugs.tools])].map((slug) => `/tools/${slug}`),
  ...slugs.galleries.map((slug) => `/gallery/${slug}`),
  ...slugs.videos.map((slug) => `/video/${slug}`),
  // One part of the catalogue's 60-odd: they share one template and one query (the catalogue spec opens others).
  `/catalogue/${slugs.parts[0]}`,
];

/** The demo's pages made by its editors, between them every kind of section. */
export const editorPagePath = '/events/luxe-pack-monaco-2026';
export const campaignPagePath = '/campaigns/decorated-glass';

/**
 * One address per page template: the mobile accessibility scan. (The six
 * service pages, the landing pages and the policies share a template each;
 * /posts and /manufacturing-facilities are the same pages as /blog and
 * /uk-fragrance-manufacturer.)
 */
export const onePerTemplate: string[] = [
  '/',
  '/about',
  '/services',
  '/services/fragrance-creation',
  '/uk-fragrance-manufacturer',
  '/glass',
  '/catalogue',
  `/catalogue/${slugs.parts[0]}`,
  '/catalogue/compare',
  '/catalogue/shortlist',
  '/creative',
  '/portfolio',
  `/portfolio/${slugs.portfolio[0]}`,
  '/blog',
  `/blog/${slugs.posts[0]}`,
  '/tools',
  ...specTools.map((slug) => `/tools/${slug}`),
  '/galleries',
  `/gallery/${slugs.galleries[0]}`,
  '/videos',
  `/video/${slugs.videos[0]}`,
  '/testimonials-demo',
  '/contact',
  '/privacy-policy',
  '/faq',
  // The editors' pages, every kind of section between them (issue 50).
  editorPagePath,
  campaignPagePath,
  '/search',
];

/** One address per route of the route table (the first slug of each kind). */
export const oneRoutePerPattern: string[] = [
  ...fixedRoutes,
  ...specServices.map((slug) => `/services/${slug}`),
  `/portfolio/${slugs.portfolio[0]}`,
  `/blog/${slugs.posts[0]}`,
  ...specTools.map((slug) => `/tools/${slug}`),
  `/gallery/${slugs.galleries[0]}`,
  `/video/${slugs.videos[0]}`,
  `/catalogue/${slugs.parts[0]}`,
  editorPagePath,
  campaignPagePath,
];

/** Every published document of a type, in display order. */
export function documentsOf(type: string): Doc[] {
  return docs.filter((doc) => doc._type === type).sort((a, b) => Number(a.displayOrder ?? 0) - Number(b.displayOrder ?? 0));
}

interface HomePageDoc {
  seoTitle: string;
  seoDescription: string;
  heroTitle: string;
  contactCtaTitle: string;
  contactCtaDescription: string;
  contactCtaButtonText: string;
  trustTiles: { value?: string; label: string; fact?: string }[];
}

export const homePage = docs.find((doc) => doc._type === 'homePage') as unknown as HomePageDoc;

/** A draft as stored (drafts.<id>), for the preview specs. */
export function draftOf(id: string): Doc | undefined {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
    .find((doc) => doc._id === `drafts.${id}`);
}

/** A part of the component catalogue (issue 38) as the dataset has it, its references read as slugs. */
export interface CataloguePart {
  slug: string;
  code: string;
  name: string;
  partType: string;
  neckFinish: string | null;
  capacityMl: number | null;
  range: string | null;
  /** What fits it: the parts it lists and the parts that list it. */
  fits: string[];
}

export const catalogueParts: CataloguePart[] = (() => {
  const slugOf = new Map(docs.map((doc) => [doc._id, doc.slug?.current ?? '']));
  const refs = (value: unknown) => (Array.isArray(value) ? value : []).map((ref: { _ref: string }) => slugOf.get(ref._ref) ?? '');
  const components = docs.filter((doc) => doc._type === 'component' && doc.slug?.current);
  return components.map((doc) => ({
    slug: doc.slug!.current!,
    code: String(doc.code),
    name: String(doc.name),
    partType: String(doc.partType),
    neckFinish: (doc.neckFinish as string | undefined) ?? null,
    capacityMl: (doc.capacityMl as number | undefined) ?? null,
    range: doc.range ? slugOf.get((doc.range as { _ref: string })._ref) || null : null,
    fits: [
      ...new Set([
        ...refs(doc.fits),
        ...components.filter((other) => refs(other.fits).includes(doc.slug!.current!)).map((other) => other.slug!.current!),
      ]),
    ].filter(Boolean),
  }));
})();
