import sharp from 'sharp';

export const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  txt: 'text/plain',
  json: 'application/json',
};

export interface ImageInfo {
  /** The extension Sanity uses for the format: jpg, png, webp, gif, avif, svg, tiff. */
  format: string;
  mimeType: string;
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** What sharp reads of an image (dimensions as displayed, after EXIF rotation), or null if it is not one it can read. */
export async function readImage(input: Buffer | string): Promise<ImageInfo | null> {
  const info = await sharp(input)
    .metadata()
    .catch(() => null);
  if (!info?.format) return null;
  const format = info.format === 'jpeg' ? 'jpg' : info.format === 'heif' ? 'avif' : info.format;
  const width = info.autoOrient?.width ?? info.width;
  const height = info.autoOrient?.height ?? info.height;
  if (!width || !height || !mimeTypes[format]?.startsWith('image/')) return null;
  return { format, mimeType: mimeTypes[format]!, width, height, hasAlpha: info.hasAlpha ?? false };
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Sanity's `sanity.imageMetadata`: dimensions with aspect ratio, a 20 px
 * wide blurred placeholder (LQIP), alpha, and (when asked) the dominant
 * colour as a palette.
 */
export async function imageMetadata(
  input: Buffer | string,
  info: ImageInfo,
  options: { palette?: boolean; exactOpacity?: boolean } = {},
): Promise<Record<string, unknown>> {
  const lqip = await sharp(input, { sequentialRead: true }).rotate().resize(20).jpeg({ quality: 50 }).toBuffer();
  let isOpaque = !info.hasAlpha;
  let palette: Record<string, unknown> | undefined;
  if (options.exactOpacity || options.palette) {
    const stats = await sharp(input).stats();
    if (options.exactOpacity) isOpaque = stats.isOpaque;
    if (options.palette) {
      const { r, g, b } = stats.dominant;
      const background = `#${hex(r)}${hex(g)}${hex(b)}`;
      // Light text on dark colours and the reverse, by perceived luminance.
      const foreground = 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000' : '#fff';
      palette = {
        _type: 'sanity.imagePalette',
        dominant: { _type: 'sanity.imagePaletteSwatch', background, foreground, title: foreground, population: 1 },
      };
    }
  }
  return {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width: info.width, height: info.height, aspectRatio: info.width / info.height },
    hasAlpha: info.hasAlpha,
    isOpaque,
    lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
    ...(palette ? { palette } : {}),
  };
}

export interface AssetFacts {
  kind: 'image' | 'file';
  sha1: string;
  extension: string;
  mimeType: string;
  size: number;
  /** The served file's name: `{sha1}-{w}x{h}.{ext}` for images, `{sha1}.{ext}` for files. */
  name: string;
  projectId: string;
  dataset: string;
  /** The origin the lake serves assets from. */
  publicUrl: string;
  /** `sanity.imageMetadata` of an image. */
  metadata?: Record<string, unknown>;
}

/** The asset's id as Sanity makes it: `image-{sha1}-{w}x{h}-{ext}` or `file-{sha1}-{ext}`. */
export function assetId(facts: Pick<AssetFacts, 'kind' | 'sha1' | 'extension' | 'name'>): string {
  if (facts.kind === 'file') return `file-${facts.sha1}-${facts.extension}`;
  return `image-${facts.name.replace(/\.[^.]+$/, '')}-${facts.extension}`;
}

/** A `sanity.imageAsset` / `sanity.fileAsset` document; `extra` (originalFilename, title, …) goes under the computed fields. */
export function assetDocument(facts: AssetFacts, extra: Record<string, unknown> = {}) {
  const folder = facts.kind === 'image' ? 'images' : 'files';
  return {
    ...extra,
    _id: assetId(facts),
    _type: facts.kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: facts.sha1,
    sha1hash: facts.sha1,
    extension: facts.extension,
    mimeType: facts.mimeType,
    size: facts.size,
    path: `${folder}/${facts.projectId}/${facts.dataset}/${facts.name}`,
    url: `${facts.publicUrl}/${folder}/${facts.projectId}/${facts.dataset}/${facts.name}`,
    ...(facts.metadata ? { metadata: facts.metadata } : {}),
  };
}
