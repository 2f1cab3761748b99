/**
 * Every address of the site: for the sitemap (canonical pages, with when
 * their content last changed) and for prerendering at build time.
 */
import { fetchContent } from '../sanity/fetch.server.ts';
import { contentPathsQuery } from '../sanity/queries.ts';
import { documentPath, fixedPages, landingPages, policyPages } from '../urls.ts';

export interface SitePath {
  path: string;
  lastmod?: string;
}

interface Row {
  slug: string;
  _updatedAt: string;
}

interface ContentPaths {
  portfolio: Row[];
  posts: Row[];
  services: (Row & { placement?: string })[];
  tools: Row[];
  galleries: Row[];
  videos: Row[];
  pages: Row[];
  singletons: { _type: string; _updatedAt: string }[];
  faq: string | null;
  testimonials: string | null;
}

const empty: ContentPaths = { portfolio: [], posts: [], services: [], tools: [], galleries: [], videos: [], pages: [], singletons: [], faq: null, testimonials: null };

/** The landing pages' canonical addresses (an alias shows the same page under another address). */
const canonicalLandingPages = Object.entries(landingPages).filter(([path, slug]) => path === `/${slug}`).map(([path]) => path);

const latest = (dates: (string | null | undefined)[]) => dates.filter((d): d is string => Boolean(d)).sort().at(-1);

/** The canonical, indexable pages (no duplicates, no search, no demo). */
export async function sitemapPaths(): Promise<SitePath[]> {
  const content = await fetchContent<ContentPaths>('site paths', contentPathsQuery, {}, empty);
  const singleton = (type: string) => content.singletons.find((doc) => doc._type === type)?._updatedAt;
  const pageDate = (slug: string) => content.pages.find((page) => page.slug === slug)?._updatedAt;
  const serviceDate = (slug: string) => content.services.find((service) => service.slug === slug)?._updatedAt;
  const lists: Record<string, string | undefined> = {
    '/': latest([singleton('homePage'), content.testimonials]),
    '/about': singleton('aboutPage'),
    '/glass': singleton('glassPage'),
    '/creative': singleton('creativePage'),
    '/services': latest(content.services.map((s) => s._updatedAt)),
    '/portfolio': latest(content.portfolio.map((p) => p._updatedAt)),
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
    ...content.services.filter((s) => s.placement !== 'landing').map((s) => ({ path: documentPath({ _type: 'servicePage', ...s }), lastmod: s._updatedAt })),
    ...content.portfolio.map((p) => ({ path: documentPath({ _type: 'portfolioBrand', ...p }), lastmod: p._updatedAt })),
    ...content.posts.map((p) => ({ path: documentPath({ _type: 'post', ...p }), lastmod: p._updatedAt })),
    ...content.tools.map((t) => ({ path: documentPath({ _type: 'tool', ...t }), lastmod: t._updatedAt })),
    ...content.galleries.map((g) => ({ path: documentPath({ _type: 'gallery', ...g }), lastmod: g._updatedAt })),
    ...content.videos.map((v) => ({ path: documentPath({ _type: 'video', ...v }), lastmod: v._updatedAt })),
  ];
}

/** Everything to write as HTML at build time: the sitemap's pages, their duplicates, and the resource routes. */
export async function prerenderPaths(): Promise<string[]> {
  const pages = await sitemapPaths();
  // The contact page is rendered per request: its form carries a fresh signed timestamp.
  const aliases = Object.keys(landingPages).filter((path) => !canonicalLandingPages.includes(path));
  return [...pages.map((page) => page.path).filter((path) => path !== '/contact'), '/posts', ...aliases, '/testimonials-demo', '/search', '/sitemap.xml', '/robots.txt', '/blog/rss.xml'];
}
