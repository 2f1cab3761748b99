/**
 * The loaders' side of the inner pages: each function runs the page's query
 * through `tryContent` and shapes the result for the page, with built-in
 * defaults when the content service cannot be reached.
 */
import { data } from 'react-router';
import { tryContent } from './fetch.server.ts';
import { image } from './image.server.ts';
import type { ImageProps, SanityImage } from './images.ts';

export interface PageSeoResult {
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
export function seoData(seo: PageSeoResult | null | undefined, fallbackTitle: string, fallbackDescription: string | null = null): SeoData {
  return {
    title: seo?.title ?? fallbackTitle,
    description: seo?.description ?? fallbackDescription,
    image: image(seo?.image, { width: 1200, height: 630 })?.src ?? null,
    noIndex: seo?.noIndex ?? false,
  };
}

export function heroImage(value: SanityImage | null | undefined): ImageProps | null {
  return image(value, { width: 720, height: 900, sizes: '(min-width: 64rem) 40vw, 100vw' });
}

/**
 * A page that must exist: 404 when the content service says there is no such
 * document; `unavailable` when the service could not be asked, so the page
 * renders its defaults with a 503 (not cached as the truth).
 */
export async function requiredContent<T>(label: string, query: string, params: Record<string, unknown>): Promise<{ content: T | null; unavailable: boolean }> {
  const result = await tryContent<T>(label, query, params);
  if (!result.ok) return { content: null, unavailable: true };
  if (result.data === null) throw data(null, { status: 404 });
  return { content: result.data, unavailable: false };
}

/** A readable title from a slug, for pages rendered while the content service is down. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word.length > 2 || word === 'of' ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}
