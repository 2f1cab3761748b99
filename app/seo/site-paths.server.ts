/**
 * Every address of the site: for the sitemap (canonical pages, with when
 * their content last changed), robots.txt, and prerendering at build time.
 */
import { siteConfig } from '../env.server.ts';
import { query, queryOr, type QueryResult } from '../sanity/fetch.server.ts';
import { contentPathsQuery } from '../sanity/queries.ts';
import {
  canonicalUrl,
  documentPath,
  fixedPages,
  landingPages,
  pageSlugProblem,
  policyPages,
  publishedAddress,
  redirectFromProblem,
} from '../urls.ts';
import { escapeXml } from './xml.ts';

export interface SitePath {
  path: string;
  lastmod?: string;
}

/** A document with an address, as contentPathsQuery lists it. */
interface Row {
  slug: string;
  _updatedAt?: string | null;
  placement?: string | null;
}

/** The rows that have a slug: a draft or a broken document without one has no address. */
const addressed = (
  rows: ({ slug?: string | null; _updatedAt?: string | null; placement?: string | null } | null)[] | null | undefined,
): Row[] => (rows ?? []).flatMap((row) => (row?.slug ? [{ ...row, slug: row.slug }] : []));

/** The landing pages' canonical addresses (an alias shows the same page under another address). */
const canonicalLandingPages = Object.entries(landingPages)
  .filter(([path, slug]) => path === `/${slug}`)
  .map(([path]) => path);

const latest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
const lastmod = (row: { _updatedAt?: string | null }) => row._updatedAt ?? undefined;

/** The canonical, indexable pages (no duplicates, no search, no demo); without content, the fixed ones. */
export async function sitemapPaths(): Promise<SitePath[]> {
  return sitePaths(await queryOr('site paths', contentPathsQuery, {}, null));
}

function sitePaths(found: QueryResult<typeof contentPathsQuery> | null): SitePath[] {
  const content = {
    portfolio: addressed(found?.portfolio),
    posts: addressed(found?.posts),
    services: addressed(found?.services),
    tools: addressed(found?.tools),
    galleries: addressed(found?.galleries),
    videos: addressed(found?.videos),
    components: addressed(found?.components),
    pages: addressed(found?.pages),
    singletons: found?.singletons ?? [],
    faq: found?.faq ?? null,
    testimonials: found?.testimonials ?? null,
  };
  const singleton = (type: string) => content.singletons.find((doc) => doc?._type === type)?._updatedAt ?? undefined;
  const pageDate = (slug: string) => content.pages.find((page) => page.slug === slug)?._updatedAt ?? undefined;
  const serviceDate = (slug: string) => content.services.find((service) => service.slug === slug)?._updatedAt ?? undefined;
  const lists: Record<string, string | undefined> = {
    '/': latest([singleton('homePage'), content.testimonials]),
    '/about': singleton('aboutPage'),
    '/glass': singleton('glassPage'),
    '/creative': singleton('creativePage'),
    '/services': latest(content.services.map((s) => s._updatedAt)),
    '/portfolio': latest(content.portfolio.map((p) => p._updatedAt)),
    '/catalogue': latest(content.components.map((c) => c._updatedAt)),
    '/blog': latest(content.posts.map((p) => p._updatedAt)),
    '/tools': latest(content.tools.map((t) => t._updatedAt)),
    '/galleries': latest(content.galleries.map((g) => g._updatedAt)),
    '/videos': latest(content.videos.map((v) => v._updatedAt)),
    '/faq': content.faq ?? undefined,
    '/contact': singleton('siteSettings'),
  };
  return [
    ...fixedPages.map((path) => ({ path, lastmod: lists[path] })),
    ...canonicalLandingPages.map((path) => ({ path, lastmod: serviceDate(path.slice(1)) })),
    ...policyPages.map(({ path }) => ({ path, lastmod: pageDate(path.slice(1)) })),
    ...content.services
      .filter((s) => s.placement !== 'landing')
      .map((s) => ({ path: documentPath({ _type: 'servicePage', ...s }), lastmod: lastmod(s) })),
    ...content.portfolio.map((p) => ({ path: documentPath({ _type: 'portfolioBrand', ...p }), lastmod: lastmod(p) })),
    ...content.posts.map((p) => ({ path: documentPath({ _type: 'post', ...p }), lastmod: lastmod(p) })),
    ...content.tools.map((t) => ({ path: documentPath({ _type: 'tool', ...t }), lastmod: lastmod(t) })),
    ...content.galleries.map((g) => ({ path: documentPath({ _type: 'gallery', ...g }), lastmod: lastmod(g) })),
    ...content.videos.map((v) => ({ path: documentPath({ _type: 'video', ...v }), lastmod: lastmod(v) })),
    ...content.components.map((c) => ({ path: documentPath({ _type: 'component', ...c }), lastmod: lastmod(c) })),
    // Editors' pages at their own addresses (the policies are above); an address the rule refuses is no page.
    ...uniquePaths(
      content.pages
        .filter((p) => pageSlugProblem(p.slug) === null && !policyPages.some(({ path }) => path === `/${p.slug}`))
        .map((p) => ({ path: documentPath({ _type: 'page', ...p }), lastmod: lastmod(p) })),
    ),
  ];
}

/** Each address once: two pages with one slug are one page (the first made: pages/editor-page.server.ts). */
function uniquePaths(paths: SitePath[]): SitePath[] {
  const seen = new Set<string>();
  return paths.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)));
}

/**
 * Every page the page store keeps rendered: the sitemap's pages, their
 * duplicates, and the resource routes. Throws when the content service does
 * not answer: a partial list would hide the content's pages.
 */
export async function knownPagePaths(): Promise<string[]> {
  const found = await query('site paths', contentPathsQuery);
  if (!found.ok) throw new Error('the content service did not answer');
  const pages = sitePaths(found.data);
  // The addresses of the editors' redirects (and those the site made when a page moved) are kept too: their answer
  // is a redirect, kept like a page, and made again when the redirect or its page changes.
  const redirected = (found.data?.redirects ?? []).filter(
    (from): from is string => typeof from === 'string' && redirectFromProblem(from) === null,
  );
  // The contact page is rendered per request: its form carries a fresh signed timestamp.
  const aliases = Object.keys(landingPages).filter((path) => !canonicalLandingPages.includes(path));
  return [
    ...pages.map((page) => page.path).filter((path) => path !== '/contact'),
    '/posts',
    ...aliases,
    '/testimonials-demo',
    '/search',
    '/sitemap.xml',
    '/robots.txt',
    '/blog/rss.xml',
    ...redirected.filter((from) => !pages.some((page) => page.path === from)),
  ];
}

/**
 * Where each published document with an address of its own is now, by its id: the server compares it with what it
 * was to make a redirect when a page moves (server/moved-pages.ts). Null when the content service does not answer.
 */
export async function documentAddresses(): Promise<Map<string, string> | null> {
  const found = await query('document addresses', contentPathsQuery);
  if (!found.ok || !found.data) return null;
  const addresses = new Map<string, string>();
  const add = (
    _type: string,
    rows: ({ _id?: string | null; slug?: string | null; placement?: string | null } | null)[] | null | undefined,
  ) => {
    for (const row of rows ?? []) {
      if (!row?._id) continue;
      const address = publishedAddress({ _type, slug: row.slug, placement: row.placement });
      if (address) addresses.set(row._id, address);
    }
  };
  const { portfolio, posts, services, tools, galleries, videos, components, pages } = found.data;
  add('portfolioBrand', portfolio);
  add('post', posts);
  add('servicePage', services);
  add('tool', tools);
  add('gallery', galleries);
  add('video', videos);
  add('component', components);
  add('page', pages);
  return addresses;
}

/** sitemap.xml: every canonical page, with when its content last changed. */
export async function sitemapXml(): Promise<string> {
  const { siteUrl } = siteConfig();
  const entries = (await sitemapPaths()).map(
    (page) =>
      `  <url><loc>${escapeXml(canonicalUrl(siteUrl, page.path))}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but search results; the sitemap is named. */
export function robotsTxt(): string {
  const { siteUrl } = siteConfig();
  return ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
