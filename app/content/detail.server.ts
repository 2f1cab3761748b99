import { data } from 'react-router';
import type { Crumb } from '../components/page-header.tsx';
import type { SanityImage } from './images.ts';
import { heroImage, requiredContent, seoData, titleFromSlug, type PageSeoResult } from './pages.server.ts';

interface Detail {
  title?: string | null;
  name?: string | null;
  description?: string | null;
  excerpt?: string | null;
  image?: SanityImage | null;
  seo?: PageSeoResult | null;
}

/**
 * The loader of a page found by its slug (a case, a post, a tool, a gallery, a
 * video): 404 for an unknown slug, defaults and 503 while the content service
 * is unreachable.
 */
export async function loadDetail(options: { label: string; query: string; slug: string; path: string; parent: Crumb }) {
  const { label, query, slug, path, parent } = options;
  const { content, unavailable } = await requiredContent<Detail>(`${label} ${slug}`, query, { slug });
  const title = content?.title ?? content?.name ?? titleFromSlug(slug);
  return data(
    {
      path,
      unavailable,
      title,
      intro: content?.excerpt ?? content?.description ?? null,
      image: heroImage(content?.image),
      trail: [{ name: 'Home', path: '/' }, parent, { name: title, path }],
      seo: seoData(content?.seo, title, content?.description ?? content?.excerpt),
    },
    { status: unavailable ? 503 : 200 },
  );
}
