/**
 * The loaders of the content pages: /services and each service, the landing
 * pages with the service layout, /about, /glass and /creative, the policies
 * and the FAQ. Each runs its query through the typed fetch and shapes the
 * result for its page, with built-in defaults when the content service
 * cannot be reached.
 */
import { data } from 'react-router';
import { loadGalleryCards } from '../media/galleries.server.ts';
import { caseCards } from '../portfolio/portfolio.server.ts';
import { queryOr, requireDocument, type QueryResult } from '../sanity/fetch.server.ts';
import { contentAvailability } from '../request.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';
import { faqItemsQuery, pageBySlugQuery, servicePageQuery, servicesOverviewQuery, singletonPageQuery } from '../sanity/queries.ts';
import { serviceJsonLd } from '../seo/json-ld.ts';
import { seoData } from '../seo/seo.server.ts';
import { siteConfig } from '../env.server.ts';
import { figures } from './figure-facts.ts';
import { indicativePrice } from './indicative-price.ts';
import { cardLine, factList, sustainabilityRows } from './service-facts.ts';
import type { CardItem } from '../ui/card-grid.tsx';
import { defaultCta } from '../ui/contact-cta.tsx';
import { formatDate, titleFromSlug } from '../ui/format.ts';
import type { Crumb } from '../ui/page-header.tsx';
import { tableOfContents } from '../ui/portable-text.ts';
import { defaultServices, serviceGroups } from '../shell/shell.ts';
import {
  catalogueRangesPath,
  documentPath,
  linkHref,
  privateLabelPath,
  singletonPages,
  type ContentLink,
  type SingletonPath,
} from '../urls.ts';
import type { ContentPageData } from './content-page.tsx';
import type { Question } from './sections.tsx';

type ServiceDoc = QueryResult<typeof servicePageQuery>;
type SingletonDoc = QueryResult<typeof singletonPageQuery>;

/** What the ContentPage layout needs of a service or singleton document (the fields both queries project). */
type ContentDoc = Partial<
  Pick<
    NonNullable<ServiceDoc>,
    | 'title'
    | 'eyebrow'
    | 'heroTitle'
    | 'description'
    | 'heroImage'
    | 'body'
    | 'highlights'
    | 'capabilities'
    | 'cta'
    | 'relatedCases'
    | 'faqs'
    | 'catalogueFacts'
    | 'quickFacts'
  >
> &
  Partial<Pick<NonNullable<SingletonDoc>, 'stats' | 'featuredCases'>> & {
    sections?:
      | ({
          _key?: string | null;
          _id?: string | null;
          eyebrow?: string | null;
          title?: string | null;
          description?: string | null;
          body?: unknown;
          points?: (string | null)[] | null;
          imagePosition?: string | null;
          image?: SanityImage | null;
        } | null)[]
      | null;
  };

/** A question as the accordions show it (the `question` projection of queries.ts), or null without its words or anchor. */
export function question(row: { title?: string | null; slug?: string | null; description?: unknown } | null | undefined): Question | null {
  return row?.slug && row.title ? { title: row.title, slug: row.slug, answer: prepareRichText(row.description) } : null;
}

const strings = (items: (string | null)[] | null | undefined) => (items ?? []).filter((item): item is string => Boolean(item));

/** A service or singleton document shaped for the ContentPage layout, with defaults for anything missing. */
function contentPageData(
  doc: ContentDoc | null,
  fallback: { title: string; intro: string | null; trail: Crumb[]; cta?: ContentPageData['cta'] },
): ContentPageData {
  const cta = fallback.cta ?? defaultCta;
  return {
    title: doc?.heroTitle ?? doc?.title ?? fallback.title,
    eyebrow: doc?.eyebrow ?? null,
    intro: doc?.description ?? fallback.intro,
    image: image(doc?.heroImage, { width: 720, height: 900, sizes: '(min-width: 64rem) 40vw, 100vw' }),
    trail: fallback.trail,
    body: prepareRichText(doc?.body),
    figures: figures(doc?.highlights ?? doc?.stats, { catalogue: doc?.catalogueFacts, quickFacts: doc?.quickFacts }),
    aside: strings(doc?.capabilities),
    rows: (doc?.sections ?? []).flatMap((section, index) =>
      section?.title
        ? [
            {
              key: section._key ?? section._id ?? String(index),
              eyebrow: section.eyebrow ?? null,
              title: section.title,
              text: section.description ?? null,
              body: prepareRichText(section.body),
              points: section.points ? strings(section.points) : null,
              image: image(section.image, { width: 720, height: 480, sizes: '(min-width: 64rem) 45vw, 100vw' }),
              imagePosition: section.imagePosition ?? (index % 2 ? 'left' : 'right'),
            },
          ]
        : [],
    ),
    cases: caseCards(doc?.relatedCases ?? doc?.featuredCases),
    questions: (doc?.faqs ?? []).flatMap((faq) => question(faq) ?? []),
    cta: {
      title: doc?.cta?.title ?? cta.title,
      text: doc?.cta?.text ?? cta.text,
      buttonText: doc?.cta?.buttonText ?? cta.buttonText,
      to: linkHref((doc?.cta as { link?: ContentLink | null } | null | undefined)?.link) ?? '/contact',
    },
  };
}

/** /services: a card per service, then the manufacturing pages (landing pages with a menu title); their names alone while the content service cannot be reached. */
export async function loadServices(): Promise<{ groups: { key: string; title: string; items: CardItem[] }[]; unavailable: boolean }> {
  const { value: rows, unavailable } = await contentAvailability(() => queryOr('services', servicesOverviewQuery, {}, []));
  const card = (row: NonNullable<(typeof rows)[number]> & { slug: string }): CardItem => ({
    to: documentPath({ _type: 'servicePage', slug: row.slug, placement: row.placement }),
    title: row.title ?? row.slug,
    meta: cardLine(row.quickFacts),
    text: row.description ?? null,
    image: image(row.heroImage, { width: 480, height: 600, sizes: '(min-width: 64rem) 30vw, (min-width: 40rem) 50vw, 7rem' }),
  });
  const addressed = rows.flatMap((row) => (row?.slug ? [{ ...row, slug: row.slug }] : []));
  // The content service unreachable: the same pages as the menu's defaults, by name, so the overview still leads somewhere.
  if (addressed.length === 0) {
    return {
      unavailable,
      groups: serviceGroups.map((group) => ({
        key: group.key,
        title: group.title,
        items: defaultServices
          .filter((service) => service.group === group.key)
          .map((service) => ({ to: service.path, title: service.title })),
      })),
    };
  }
  return {
    unavailable,
    groups: serviceGroups
      .map((group) => ({
        key: group.key,
        title: group.title,
        items: addressed.filter((row) => (row.placement === 'landing' ? 'manufacturing' : 'services') === group.key).map(card),
      }))
      .filter((group) => group.items.length > 0),
  };
}

/** /services/{slug}, and a landing page with the same layout (`landing` is the service page a landing address shows). */
export async function loadService(slug: string | undefined, landing: string | undefined) {
  const page = landing ?? slug;
  if (!page) throw data(null, { status: 404 });
  const placement = landing ? 'landing' : 'service';
  const path = documentPath({ _type: 'servicePage', slug: page, placement });
  const { content, unavailable } = await requireDocument(`service ${page}`, servicePageQuery, { slug: page, placement });
  const title = content?.title ?? titleFromSlug(page);
  const trail = landing
    ? [
        { name: 'Home', path: '/' },
        { name: title, path },
      ]
    : [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: title, path },
      ];
  return data(
    {
      path,
      trail,
      unavailable,
      seo: seoData(content?.seo, title, content?.description),
      page: contentPageData(content, { title, intro: null, trail }),
      // Private label says what a unit costs at its minimum (issue 52), as the cost calculator works it out.
      facts: [
        ...factList(content?.quickFacts),
        ...(path === privateLabelPath ? [indicativePrice(content?.quickFacts, content?.costTool)].filter((fact) => fact !== null) : []),
      ],
      catalogueRanges: (content?.catalogueRanges ?? []).flatMap((range) =>
        range?.name && range.slug ? [{ name: range.name, slug: range.slug }] : [],
      ),
      sustainability: { rows: sustainabilityRows(content?.sustainability), note: content?.sustainabilityNote ?? null },
      jsonLd: content
        ? serviceJsonLd(siteConfig().siteUrl, {
            path,
            title,
            description: content.description ?? null,
            facts: content.quickFacts ?? null,
          })
        : null,
    },
    { status: unavailable ? 503 : 200 },
  );
}

/** What /about, /glass and /creative say when their document is missing. */
const singletonDescriptions: Record<SingletonPath, string> = {
  '/about': 'Two decades of fragrance and packaging manufacturing for luxury and niche brands, from the United Kingdom.',
  '/glass': 'Stock and bespoke glass bottles, flacons and vessels, decorated to order.',
  '/creative': 'Our design studio: brand, bottle and packaging design from first sketch to finished pack.',
};

/**
 * The closing call to action of /about, /glass and /creative (their documents have no field for one): what a
 * buyer on each page gets next, not the site's generic ending.
 */
const singletonCtas: Record<SingletonPath, ContentPageData['cta']> = {
  '/about': {
    title: 'Meet the team who would make it',
    text: 'Tell us what you are making. Within two working days we reply, and introduce the account manager, perfumer and engineer who would run it.',
    buttonText: 'Start a brief',
  },
  '/glass': {
    title: 'Samples of the glass that fits',
    text: 'Tell us the capacity, the neck and the quantity. We send samples of the stock bottles that fit, or cost a mould of your own.',
    buttonText: 'Request glass samples',
  },
  '/creative': {
    title: 'A design proposal for your brand',
    text: 'Send us the brand, your references and the launch date. The studio replies within two working days with its approach, its stages and their cost.',
    buttonText: 'Brief the studio',
  },
};

/** /about, /glass and /creative: one document each, shown with its defaults when missing. */
export async function loadSingletonPage(path: SingletonPath) {
  // Routes match regardless of case (`/ABOUT`); only the page's own address is the page.
  if (!Object.hasOwn(singletonPages, path)) throw data(null, { status: 404 });
  const page = { ...singletonPages[path], description: singletonDescriptions[path] };
  // The About page shows the galleries and points to the films: where a visitor looking at the company looks next.
  const [{ value: content, unavailable }, galleries] = await Promise.all([
    contentAvailability(() => queryOr(page.type, singletonPageQuery, { type: page.type }, null)),
    path === '/about' ? loadGalleryCards() : Promise.resolve([]),
  ]);
  const galleryCards = galleries.map((gallery): CardItem => ({
    to: gallery.to,
    title: gallery.title,
    meta: `${gallery.count} images`,
    text: gallery.description,
    image: gallery.image,
  }));
  const trail = [
    { name: 'Home', path: '/' },
    { name: content?.title ?? page.title, path },
  ];
  return {
    path,
    trail,
    unavailable,
    seo: seoData(content?.seo, content?.title ?? page.title, content?.description ?? page.description),
    page: {
      ...contentPageData(content, { title: page.title, intro: page.description, trail, cta: singletonCtas[path] }),
      aside: strings(content?.decorations),
      asideTitle: 'Decoration',
    },
    milestones: (content?.milestones ?? []).flatMap((milestone) =>
      milestone?.year && milestone.title
        ? [{ year: milestone.year, title: milestone.title, description: milestone.description ?? null }]
        : [],
    ),
    ranges: (content?.ranges ?? []).flatMap((range) =>
      range?._key && range.name
        ? [
            {
              _key: range._key,
              name: range.name,
              capacities: range.capacities ?? null,
              neck: range.neck ?? null,
              description: range.description ?? null,
              catalogue: range.catalogueRange ? catalogueRangesPath([range.catalogueRange]) : null,
              image: image(range.image, { width: 400, height: 500, sizes: '(min-width: 64rem) 25vw, 50vw' }),
            },
          ]
        : [],
    ),
    sustainability: { rows: sustainabilityRows(content?.sustainability), note: content?.sustainabilityNote ?? null },
    disciplines: (content?.disciplines ?? []).flatMap((discipline) =>
      discipline?.title ? [{ title: discipline.title, description: discipline.description ?? null }] : [],
    ),
    galleries: galleryCards,
  };
}

/** /privacy-policy, /terms-and-conditions and /quality-policy: `page` documents with a table of contents. */
export async function loadPolicy(slug: string) {
  const path = documentPath({ _type: 'page', slug });
  const { content, unavailable } = await requireDocument(`policy ${slug}`, pageBySlugQuery, { slug });
  const title = content?.title ?? titleFromSlug(slug);
  const body = prepareRichText(content?.body);
  return data(
    {
      path,
      trail: [
        { name: 'Home', path: '/' },
        { name: title, path },
      ],
      title,
      intro: content?.description ?? null,
      updated: formatDate(content?.updatedAt),
      updatedAt: content?.updatedAt ?? null,
      body,
      toc: tableOfContents(body),
      unavailable,
      seo: seoData(content?.seo, title, content?.description),
    },
    { status: unavailable ? 503 : 200 },
  );
}

/** The FAQ categories editors choose from (studio/schemaTypes/documents/faqItem.ts), in this order. */
const faqCategories: Record<string, string> = {
  'getting-started': 'Getting started',
  pricing: 'Minimums and pricing',
  fragrance: 'Fragrance',
  packaging: 'Packaging and components',
  production: 'Production and delivery',
  compliance: 'Compliance',
};

/** /faq: the questions grouped by category, each with an anchor that opens it (search results link to /faq#{slug}). */
export async function loadFaq() {
  const { value: rows, unavailable } = await contentAvailability(() => queryOr('faq', faqItemsQuery, {}, []));
  const order = Object.keys(faqCategories);
  const groups = new Map<string, Question[]>();
  for (const row of rows) {
    const item = question(row);
    if (!item) continue;
    const key = row?.category && row.category in faqCategories ? row.category : 'other';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(item);
  }
  const rank = (key: string) => (order.indexOf(key) === -1 ? 99 : order.indexOf(key));
  return {
    unavailable,
    groups: [...groups.entries()]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, items]) => ({ key, title: faqCategories[key] ?? 'More questions', items })),
  };
}
