/**
 * An editor's page at the address of their choosing (`/{slug}`, nested like
 * events/luxe-pack-2026), built from sections (page-sections/). An address the
 * rule of app/urls.ts refuses (a fixed page's, a reserved folder's) is no
 * page, whatever the dataset holds; two pages with one address: the first
 * made is the page, and the others are said once in the log.
 */
import { LRUCache } from 'lru-cache';
import { data } from 'react-router';
import { siteConfig } from '../env.server.ts';
import { query } from '../sanity/fetch.server.ts';
import { editorPageQuery } from '../sanity/queries.ts';
import { webPageJsonLd } from '../seo/json-ld.ts';
import { seoData } from '../seo/seo.server.ts';
import { documentPath, pageSlugProblem, policyPages } from '../urls.ts';
import { pageSections } from './page-sections/page-sections.server.ts';

const policySlugs = policyPages.map(({ path }) => path.slice(1));

/** Addresses already said to have several pages: each is logged once (bounded: the oldest is forgotten). */
const saidTwice = new LRUCache<string, true>({ max: 500 });

export async function loadEditorPage(slug: string) {
  if (pageSlugProblem(slug) !== null || policySlugs.includes(slug)) throw data(null, { status: 404 });
  const path = documentPath({ _type: 'page', slug });
  const found = await query(`page ${slug}`, editorPageQuery, { slug, policySlugs });
  if (!found.ok) {
    // The content could not be read: the page's address with its notice (a 503 no cache keeps: root.tsx).
    return data(
      {
        path,
        title: '',
        intro: null,
        trail: [{ name: 'Home', path: '/' }],
        sections: [],
        seo: seoData(null, ''),
        jsonLd: null,
        unavailable: true,
      },
      { status: 503 },
    );
  }
  const [page, ...others] = found.data ?? [];
  if (!page?.title) throw data(null, { status: 404 });
  if (others.length > 0 && !saidTwice.has(slug)) {
    saidTwice.set(slug, true);
    console.warn(`page: ${others.length + 1} pages have the address /${slug}; the site shows ${page._id}, the first made`);
  }
  const trail = [
    { name: 'Home', path: '/' },
    { name: page.title, path },
  ];
  return {
    path,
    title: page.title,
    intro: page.description ?? null,
    trail,
    sections: pageSections(page.sections, page.catalogueFacts),
    seo: seoData(page.seo, page.title, page.description),
    jsonLd: webPageJsonLd(siteConfig().siteUrl, {
      path,
      title: page.title,
      description: page.description ?? null,
      updatedAt: page._updatedAt ?? null,
    }),
    unavailable: false,
  };
}
