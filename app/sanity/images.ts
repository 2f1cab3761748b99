/**
 * The only place image addresses are built: responsive `srcset` from the
 * image service (AVIF/WebP by `auto=format`), width and height for layout,
 * and the blurred low-quality placeholder.
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import { packSrcSet } from './srcset.ts';

/**
 * An image as the queries project it (queries.ts: crop, hotspot, dimensions
 * and the placeholder). Any field may be missing: a draft's image may have
 * no asset yet, an editor may never have cropped it.
 */
export interface SanityImage {
  alt?: string | null;
  caption?: string | null;
  crop?: { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null } | null;
  hotspot?: { x?: number | null; y?: number | null; height?: number | null; width?: number | null } | null;
  asset?: { _id?: string | null; lqip?: string | null; width?: number | null; height?: number | null } | null;
}

/** A crop or hotspot the image service can use: every number present, or none at all. */
function complete<T extends Record<string, number | null | undefined>>(
  value: T | null | undefined,
): { [K in keyof T]: number } | undefined {
  if (!value) return undefined;
  const numbers = Object.entries(value).filter(([key]) => !key.startsWith('_'));
  return numbers.length > 0 && numbers.every(([, n]) => typeof n === 'number')
    ? (Object.fromEntries(numbers) as { [K in keyof T]: number })
    : undefined;
}

/** Everything an <img> needs; plain data, so loaders can hand it to components. */
export interface ImageProps {
  src: string;
  /** Packed (srcset.ts): read it with srcSetOf(). */
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  /** A tiny blurred JPEG as a data URL, shown until the image arrives. */
  placeholder?: string;
}

export interface ImageSource {
  projectId: string;
  dataset: string;
  /** The image service's origin; `/` for the embedded lake, served through the site's own origin. */
  baseUrl: string;
}

export interface ImageOptions {
  /** The widest the image is shown, in CSS pixels; the srcset goes up to twice that for dense screens. */
  width: number;
  /** With `height`, the image is cropped to this aspect ratio (respecting the editor's crop and hotspot). */
  height?: number;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  quality?: number;
}

const candidateWidths = [160, 320, 480, 640, 800, 1080, 1280, 1600, 2000, 2700, 3200];

export function imageProps(image: SanityImage | null | undefined, options: ImageOptions, source: ImageSource): ImageProps | null {
  const asset = image?.asset;
  if (!image || !asset?._id) return null;
  const builder = createImageUrlBuilder(source).image({
    asset: { _ref: asset._id },
    crop: complete(image.crop),
    hotspot: complete(image.hotspot),
  });
  const originalWidth = asset.width ?? options.width * 2;
  const originalHeight = asset.height ?? Math.round(originalWidth * 0.75);
  const ratio = options.height ? options.height / options.width : originalHeight / originalWidth;
  const quality = options.quality ?? 75;
  const largest = Math.min(options.width * 2, originalWidth);
  const widths = [...new Set([...candidateWidths.filter((w) => w < largest), largest, Math.min(options.width, originalWidth)])].sort(
    (a, b) => a - b,
  );
  const url = (w: number) => {
    let b = builder.width(w).auto('format').quality(quality);
    if (options.height) b = b.height(Math.round(w * ratio)).fit('crop');
    return b.url();
  };
  const shown = Math.min(options.width, originalWidth);
  return {
    src: url(shown),
    srcSet: packSrcSet(
      url(shown),
      widths.map((w) => ({ url: url(w), width: w })),
    ),
    sizes: options.sizes ?? `(min-width: ${options.width}px) ${options.width}px, 100vw`,
    width: shown,
    height: Math.round(shown * ratio),
    alt: image?.alt ?? '',
    // The blurred JPEG placeholder has no transparency: behind a transparent PNG (a logo) it would show.
    placeholder: asset._id.endsWith('-png') ? undefined : (asset.lqip ?? undefined),
  };
}
