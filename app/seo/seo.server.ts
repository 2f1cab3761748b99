/** A page's title, description, sharing image and indexing, from its document's `seo` projection (queries.ts) with the page's fallbacks. */
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';

/** The `seo` projection of the page queries. */
export interface SeoProjection {
  title?: string | null;
  description?: string | null;
  image?: SanityImage | null;
  noIndex?: boolean | null;
}

export interface SeoData {
  title: string;
  description: string | null;
  image: string | null;
  noIndex: boolean;
}

/** The sharing image is 1200×630, as link previews show it. */
export function seoData(seo: SeoProjection | null | undefined, fallbackTitle: string, fallbackDescription: string | null = null): SeoData {
  return {
    title: seo?.title ?? fallbackTitle,
    description: seo?.description ?? fallbackDescription,
    image: image(seo?.image, { width: 1200, height: 630 })?.src ?? null,
    noIndex: seo?.noIndex ?? false,
  };
}
