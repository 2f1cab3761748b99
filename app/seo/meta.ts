import { stegaClean } from '@sanity/client/stega';
import type { MetaDescriptor } from 'react-router';
import type { SiteSettings } from '../shell/shell.ts';
import { absoluteUrl, canonicalUrl } from '../urls.ts';
import { breadcrumbJsonLd } from './json-ld.ts';

export interface PageSeo {
  title?: string | null;
  description?: string | null;
  /** An absolute or site-relative image address for link previews. */
  image?: string | null;
  noIndex?: boolean | null;
}

/** What the root route's loader gives every page's `meta`. */
export interface RootMetaData {
  siteUrl: string;
  site: SiteSettings;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function rootData(matches: readonly MatchLike[]): RootMetaData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootMetaData | undefined;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page.
 * `path` is the page's canonical path: duplicate routes pass the one address
 * they share.
 */
export function pageMeta(
  root: RootMetaData | undefined,
  path: string,
  seo: PageSeo,
  options: { fullTitle?: boolean; type?: 'website' | 'article' } = {},
): MetaDescriptor[] {
  const siteUrl = root?.siteUrl ?? '';
  const siteName = root?.site.companyName ?? '';
  // Editors' SEO titles often end with the company name already.
  const named = !seo.title || !siteName || seo.title.includes(siteName);
  const title = options.fullTitle || named ? (seo.title ?? siteName) : `${seo.title} | ${siteName}`;
  const description = seo.description ?? root?.site.description ?? '';
  const url = canonicalUrl(siteUrl, path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (seo.image) {
    const image = absoluteUrl(siteUrl, seo.image);
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (seo.noIndex) meta.push({ name: 'robots', content: 'noindex' });
  // In preview, content strings carry invisible edit markers: never in tags search engines or previews read.
  return stegaClean(meta as unknown[]) as MetaDescriptor[];
}

/** Meta for a page with a breadcrumb trail: the page's tags plus its BreadcrumbList. */
export function metaWithBreadcrumbs(
  matches: readonly MatchLike[],
  page: { path: string; seo: PageSeo; trail: { name: string; path: string }[] } | undefined,
  options: { type?: 'website' | 'article' } = {},
): MetaDescriptor[] {
  const root = rootData(matches);
  if (!page) return pageMeta(root, '/', {});
  return [
    ...pageMeta(root, page.path, page.seo, options),
    { 'script:ld+json': stegaClean(breadcrumbJsonLd(root?.siteUrl ?? '', page.trail)) },
  ];
}

/** The meta of a page one step below home (ui/page-header.tsx's Listing): its title, introduction and address. */
export function listingMeta(listing: { title: string; intro: string; path: string }) {
  return ({ matches }: { matches: readonly MatchLike[] }): MetaDescriptor[] =>
    pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });
}
