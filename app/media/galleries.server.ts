/**
 * The galleries' loaders: the cards of /galleries and the page of
 * /gallery/{slug}, with every image in two sizes built here on the server
 * (the grid's thumbnail and the lightbox's large image), and the page's
 * ImageGallery structured data.
 */
import { data } from 'react-router';
import type { Crumb } from '../ui/page-header.tsx';
import { siteConfig } from '../env.server.ts';
import { queryOr, requireDocument } from '../sanity/fetch.server.ts';
import { contentAvailability } from '../request.server.ts';
import { image } from '../sanity/image.server.ts';
import type { ImageProps, SanityImage } from '../sanity/images.ts';
import { galleriesQuery, galleryQuery } from '../sanity/queries.ts';
import { galleryJsonLd } from '../seo/json-ld.ts';
import { seoData, type SeoData } from '../seo/seo.server.ts';
import { titleFromSlug } from '../ui/format.ts';
import { documentPath } from '../urls.ts';

/** Portrait galleries show 4:5 thumbnails in four columns, landscape ones 3:2 in three. */
export type Orientation = 'portrait' | 'landscape';

export interface GalleryCard {
  to: string;
  title: string;
  description: string | null;
  count: number;
  image: ImageProps | null;
}

export interface GalleryImage {
  /** The grid's cropped thumbnail. */
  thumb: ImageProps;
  /** The lightbox's image, uncropped, up to 1600 px wide; its `src` is the link without JavaScript. */
  full: ImageProps;
  caption: string | null;
}

/** A gallery as the card projections of galleriesQuery and galleryQuery's `others` give it. */
interface GalleryRow {
  title?: string | null;
  slug?: string | null;
  description?: string | null;
  count?: number | null;
  image?: SanityImage | null;
}

const coverFormats = {
  /** /galleries: one gallery a row, the cover beside its text. */
  feature: { width: 800, height: 533, sizes: '(min-width: 80rem) 44rem, (min-width: 64rem) 55vw, 100vw' },
  /** The other galleries under a gallery: two or three cards a row. */
  compact: { width: 640, height: 427, sizes: '(min-width: 80rem) 39rem, (min-width: 48rem) 50vw, 100vw' },
} as const;

const thumbFormats: Record<Orientation, { width: number; height: number; sizes: string }> = {
  landscape: { width: 640, height: 427, sizes: '(min-width: 80rem) 26rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw' },
  portrait: { width: 480, height: 600, sizes: '(min-width: 80rem) 19rem, (min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw' },
};

/** The largest the lightbox shows an image. */
export const LIGHTBOX_WIDTH = 1600;

/** A gallery is portrait when its first measurable image is clearly taller than wide. */
export function orientationOf(images: readonly (SanityImage | null | undefined)[]): Orientation {
  const asset = images.find((item) => item?.asset?.width && item.asset.height)?.asset;
  return asset && asset.height! > asset.width! * 1.05 ? 'portrait' : 'landscape';
}

/**
 * The lightbox image's `sizes`: the whole width of a narrow screen, and on a
 * screen wider than the image's own shape the height it may take (the
 * viewport less the lightbox's bars) times its aspect ratio.
 */
export function lightboxSizes(width: number, height: number): string {
  if (!(width > 0 && height > 0)) return '100vw';
  const ratio = width / height;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return `(min-aspect-ratio: ${width}/${height}) calc((100vh - 9rem) * ${round(ratio)}), 100vw`;
}

function galleryCard(row: GalleryRow & { slug: string }, format: keyof typeof coverFormats): GalleryCard {
  return {
    to: documentPath({ _type: 'gallery', slug: row.slug }),
    title: row.title ?? titleFromSlug(row.slug),
    description: row.description ?? null,
    count: row.count ?? 0,
    image: image(row.image, coverFormats[format]),
  };
}

export function galleryImage(value: SanityImage | null | undefined, orientation: Orientation): GalleryImage | null {
  const thumb = image(value, thumbFormats[orientation]);
  if (!thumb || !value?.asset) return null;
  const width = value.asset.width ?? LIGHTBOX_WIDTH;
  const height = value.asset.height ?? Math.round(width * 0.75);
  const full = image(value, { width: LIGHTBOX_WIDTH, sizes: lightboxSizes(width, height), quality: 80 });
  if (!full) return null;
  return { thumb, full, caption: value.caption?.trim() || null };
}

/** A gallery's images as its grid shows them, portrait or landscape as its first image is; those without a picture left out. */
export function galleryImages(sources: readonly (SanityImage | null | undefined)[]): { orientation: Orientation; images: GalleryImage[] } {
  const orientation = orientationOf(sources);
  return { orientation, images: sources.flatMap((value) => galleryImage(value, orientation) ?? []) };
}

function cards(rows: (GalleryRow | null)[], format: keyof typeof coverFormats): GalleryCard[] {
  return rows.flatMap((row) => (row?.slug ? [galleryCard({ ...row, slug: row.slug }, format)] : []));
}

/** /galleries: the cards, in the editors' order; none while the content service is unreachable. */
export async function loadGalleries(): Promise<{ items: GalleryCard[]; unavailable: boolean }> {
  const { value: rows, unavailable } = await contentAvailability(() => queryOr('galleries', galleriesQuery, {}, []));
  return { items: cards(rows, 'feature'), unavailable };
}

/** The galleries as small cards, for the pages that point to them (the About page). */
export async function loadGalleryCards(): Promise<GalleryCard[]> {
  return cards(await queryOr('gallery cards', galleriesQuery, {}, []), 'compact');
}

export interface GalleryPage {
  path: string;
  trail: Crumb[];
  unavailable: boolean;
  title: string;
  intro: string | null;
  orientation: Orientation;
  images: GalleryImage[];
  others: GalleryCard[];
  seo: SeoData;
  jsonLd: ReturnType<typeof galleryJsonLd> | null;
}

/** /gallery/{slug}: 404 for an unknown slug; the page's header and a notice (503) while the content service is unreachable. */
export async function loadGallery(slug: string) {
  const path = documentPath({ _type: 'gallery', slug });
  const { content, unavailable } = await requireDocument(`gallery ${slug}`, galleryQuery, { slug });
  const title = content?.title ?? titleFromSlug(slug);
  const sources = content?.images ?? [];
  const { orientation, images } = galleryImages(sources);
  const seo = seoData(content?.seo, title, content?.description ?? null);
  if (!seo.image) seo.image = image(sources[0], { width: 1200, height: 630 })?.src ?? null;
  const intro = content?.description ?? null;
  const page: GalleryPage = {
    path,
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Galleries', path: '/galleries' },
      { name: title, path },
    ],
    unavailable,
    title,
    intro,
    orientation,
    images,
    others: cards(content?.others ?? [], 'compact'),
    seo,
    jsonLd: content
      ? galleryJsonLd(siteConfig().siteUrl, { title, description: intro, path, publishedAt: content.publishedAt, images })
      : null,
  };
  return data(page, { status: unavailable ? 503 : 200 });
}
