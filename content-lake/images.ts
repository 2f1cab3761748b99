import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { apiError, badRequest } from './errors.ts';
import { ImageCache } from './image-cache.ts';
import { normaliseImageParams, snapUp, type ImageParams, type OutputFormat } from './image-params.ts';
import type { AssetFile, Logger } from './types.ts';

export interface RenderedImage {
  data: Buffer;
  contentType: string;
  /** The cache key, also usable as an ETag. */
  key: string;
}

const contentTypes: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

const sourceFormats: Record<string, OutputFormat> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'png',
};

/** The format to answer with: `auto=format` follows the browser's `Accept`, then `fm`, then the source's own. */
export function chooseFormat(params: ImageParams, asset: AssetFile, accept: string): OutputFormat {
  if (params.autoFormat) {
    if (/image\/avif/.test(accept)) return 'avif';
    if (/image\/webp/.test(accept)) return 'webp';
  }
  return params.fm ?? sourceFormats[asset.mimeType] ?? 'jpg';
}

export interface ImageServiceOptions {
  cacheDir: string;
  maxDimension: number;
  /** The disk budget of the resized images, in bytes. */
  cacheBytes: number;
  /** Large renders (a million pixels or more) at once; more wait their turn. */
  largeRenders: number;
  logger?: Logger;
}

// Results are cached on disk; libvips' own cache of operations in memory would only add a few hundred MB under load.
sharp.cache(false);

/** A render of this many output pixels or more takes its turn in the queue of large renders. */
export const largeRenderPixels = 1_000_000;
const maxWaitingRenders = 100;

/**
 * Resizes and re-encodes images as Sanity's image pipeline does, at a bounded
 * set of sizes, caching every result on disk within a budget, with
 * concurrent requests for the same result sharing one rendering and large
 * renders taking turns so that they cannot take every core at once.
 */
export class ImageService {
  private readonly maxDimension: number;
  private readonly cache: ImageCache;
  private readonly largeRenders: LimitFunction;
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(options: ImageServiceOptions) {
    this.maxDimension = options.maxDimension;
    this.cache = new ImageCache({ dir: options.cacheDir, maxBytes: options.cacheBytes, logger: options.logger });
    this.largeRenders = pLimit(options.largeRenders);
  }

  async get(name: string, asset: AssetFile, requested: ImageParams, accept: string): Promise<RenderedImage> {
    const format = chooseFormat(requested, asset, accept);
    const params = boundedParams(requested, asset, this.maxDimension);
    const normalised = normaliseImageParams(params, format);
    const key = createHash('sha1').update(`${name}?${normalised}`).digest('hex');
    const untouched = normalised === `fit=clip&format=${format}` && sourceFormats[asset.mimeType] === format;
    if (untouched) return { data: await readFile(asset.path), contentType: asset.mimeType, key };

    const file = `${key}.${format === 'pjpg' ? 'jpg' : format}`;
    const contentType = contentTypes[format];
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const cached = await this.cache.read(file);
        if (cached) return { data: cached, contentType, key };
        const data = await this.render(asset, params, format);
        await this.cache.write(file, data);
        return { data, contentType, key };
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Large renders running, and waiting their turn. */
  get largeRenderLoad(): { running: number; waiting: number } {
    return { running: this.largeRenders.activeCount, waiting: this.largeRenders.pendingCount };
  }

  private render(asset: AssetFile, params: ImageParams, format: OutputFormat): Promise<Buffer> {
    if (outputPixels(asset, params, this.maxDimension) < largeRenderPixels) return render(asset, params, format, this.maxDimension);
    if (this.largeRenders.pendingCount >= maxWaitingRenders) {
      const error = apiError(503, 'serviceUnavailable', 'Too many large images are being resized: try again shortly');
      error.headers = { 'Retry-After': '2' };
      throw error;
    }
    return this.largeRenders(() => render(asset, params, format, this.maxDimension));
  }
}

/** The source as the resize sees it: turned by `or`, cut by `rect`; null when the rect lies outside (render says so). */
function sourceBox(asset: AssetFile, params: ImageParams): Box | null {
  let box: Box = { width: asset.width, height: asset.height };
  if (params.orientation && params.orientation !== 180) box = { width: box.height, height: box.width };
  if (params.rect) {
    const [x, y, w, h] = params.rect;
    const width = Math.min(w, box.width - Math.min(x, box.width));
    const height = Math.min(h, box.height - Math.min(y, box.height));
    if (width < 1 || height < 1) return null;
    box = { width, height };
  }
  return box;
}

/**
 * The parameters with the output size worked out (dpr, min and max applied)
 * and rounded up to the size steps: a width alone or a height alone to its
 * step, a width and height together by the width's step with the height in
 * proportion, so the aspect ratio asked for is kept.
 */
export function boundedParams(params: ImageParams, asset: AssetFile, maxDimension: number): ImageParams {
  const box = sourceBox(asset, params);
  if (!box) return params;
  const size = targetSize(box, params, maxDimension);
  const sized: ImageParams = {
    ...params,
    w: undefined,
    h: undefined,
    maxW: undefined,
    maxH: undefined,
    minW: undefined,
    minH: undefined,
    dpr: 1,
  };
  if (!size) return sized;
  let { width, height } = size;
  if (width !== undefined) {
    const snapped = snapUp(width, [box.width, asset.width]);
    if (height !== undefined) height = Math.max(1, Math.round((height * snapped) / width));
    width = snapped;
  } else if (height !== undefined) {
    height = snapUp(height, [box.height, asset.height]);
  }
  const largest = Math.max(width ?? 0, height ?? 0);
  if (largest > maxDimension) {
    const scale = maxDimension / largest;
    if (width !== undefined) width = Math.max(1, Math.round(width * scale));
    if (height !== undefined) height = Math.max(1, Math.round(height * scale));
  }
  return { ...sized, w: width, h: height };
}

/** The pixels a render will write (a missing dimension follows the source's proportions). */
function outputPixels(asset: AssetFile, params: ImageParams, maxDimension: number): number {
  const box = sourceBox(asset, params) ?? { width: 1, height: 1 };
  const size = targetSize(box, params, maxDimension) ?? box;
  const width = size.width ?? ((size.height ?? box.height) * box.width) / box.height;
  const height = size.height ?? ((size.width ?? box.width) * box.height) / box.width;
  return width * height;
}

interface RGBA {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

interface Box {
  width: number;
  height: number;
}

/** The output size the parameters ask for, or null to keep the source size. */
export function targetSize(source: Box, params: ImageParams, maxDimension: number): { width?: number; height?: number } | null {
  let width = params.w;
  let height = params.h;
  if (width === undefined && height === undefined) {
    if (params.maxW !== undefined && source.width > params.maxW) width = params.maxW;
    if (params.maxH !== undefined && source.height > params.maxH) height = params.maxH;
    if (width === undefined && height === undefined) return null;
  }
  if (width !== undefined) {
    if (params.maxW !== undefined) width = Math.min(width, params.maxW);
    if (params.minW !== undefined) width = Math.max(width, params.minW);
    width = Math.round(width * params.dpr);
  }
  if (height !== undefined) {
    if (params.maxH !== undefined) height = Math.min(height, params.maxH);
    if (params.minH !== undefined) height = Math.max(height, params.minH);
    height = Math.round(height * params.dpr);
  }
  // Requests beyond the cap are scaled down as a whole, keeping their proportions.
  const largest = Math.max(width ?? 0, height ?? 0);
  if (largest > maxDimension) {
    const scale = maxDimension / largest;
    if (width !== undefined) width = Math.max(1, Math.round(width * scale));
    if (height !== undefined) height = Math.max(1, Math.round(height * scale));
  }
  return { width, height };
}

function colour(bg: string | undefined, fallback: RGBA): RGBA {
  if (!bg) return fallback;
  const hex = bg.length <= 4 ? [...bg].map((c) => c + c).join('') : bg;
  const [a, rgb] = hex.length === 8 ? [parseInt(hex.slice(0, 2), 16) / 255, hex.slice(2)] : [1, hex];
  return { r: parseInt(rgb.slice(0, 2), 16), g: parseInt(rgb.slice(2, 4), 16), b: parseInt(rgb.slice(4, 6), 16), alpha: a };
}

const gravities: Record<string, string> = {
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
  'top,left': 'northwest',
  'top,right': 'northeast',
  'bottom,left': 'southwest',
  'bottom,right': 'southeast',
};

function cropPosition(crop: string[]): string | number {
  if (crop.includes('entropy')) return sharp.strategy.entropy;
  const vertical = crop.find((c) => c === 'top' || c === 'bottom');
  const horizontal = crop.find((c) => c === 'left' || c === 'right');
  const key = [vertical, horizontal].filter(Boolean).join(',');
  return gravities[key] ?? 'centre';
}

export async function render(asset: AssetFile, params: ImageParams, format: OutputFormat, maxDimension: number): Promise<Buffer> {
  let input: string | Buffer = asset.path;
  let source: Box = { width: asset.width, height: asset.height };
  if (params.orientation) {
    input = await sharp(asset.path, { autoOrient: true }).rotate(params.orientation).toBuffer();
    if (params.orientation !== 180) source = { width: source.height, height: source.width };
  }
  let image: Sharp = sharp(input, { autoOrient: true, failOn: 'none' });

  if (params.rect) {
    const [x, y, w, h] = params.rect;
    const left = Math.min(x, source.width);
    const top = Math.min(y, source.height);
    const width = Math.min(w, source.width - left);
    const height = Math.min(h, source.height - top);
    if (width < 1 || height < 1)
      throw badRequest(`Image parameter rect ${params.rect.join(',')} lies outside the ${source.width}x${source.height} image`);
    image = image.extract({ left, top, width, height });
    source = { width, height };
  }

  const size = targetSize(source, params, maxDimension);
  const hasAlphaOutput = format === 'png' || format === 'webp' || format === 'avif';
  const background = colour(params.bg, hasAlphaOutput ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 });

  if (size) {
    const { width, height } = size;
    const both = width !== undefined && height !== undefined;
    const fit = both ? params.fit : params.fit === 'max' || params.fit === 'fillmax' || params.fit === 'min' ? 'max' : 'clip';
    switch (fit) {
      case 'clip':
        image = image.resize(width, height, { fit: 'inside' });
        break;
      case 'max':
        image = image.resize(width, height, { fit: 'inside', withoutEnlargement: true });
        break;
      case 'scale':
        image = image.resize(width, height, { fit: 'fill' });
        break;
      case 'fill':
        image = image.resize(width, height, { fit: 'contain', background });
        break;
      case 'fillmax': {
        const fitsInside = source.width <= width! && source.height <= height!;
        image = fitsInside
          ? image.extend(padding(source, width!, height!, background))
          : image.resize(width, height, { fit: 'contain', background });
        break;
      }
      case 'min':
      case 'crop': {
        let box = { width: width!, height: height! };
        if (fit === 'min' && (box.width > source.width || box.height > source.height)) {
          const scale = Math.min(source.width / box.width, source.height / box.height);
          box = { width: Math.max(1, Math.round(box.width * scale)), height: Math.max(1, Math.round(box.height * scale)) };
        }
        if (params.crop.includes('focalpoint') || params.fpX !== undefined || params.fpY !== undefined) {
          image = cropAroundFocalPoint(image, source, box, params.fpX ?? 0.5, params.fpY ?? 0.5);
        } else {
          image = image.resize(box.width, box.height, { fit: 'cover', position: cropPosition(params.crop) });
        }
        break;
      }
    }
  }

  if (params.flip?.includes('h')) image = image.flop();
  if (params.flip?.includes('v')) image = image.flip();
  if (params.blur) image = image.blur(Math.min(1000, Math.max(0.3, params.blur / 20)));
  if (params.sharpen) image = image.sharpen({ sigma: 0.5 + params.sharpen / 50 });
  if (params.sat !== undefined) image = image.modulate({ saturation: Math.max(0, 1 + params.sat / 100) });
  if (params.invert) image = image.negate({ alpha: false });
  if (!hasAlphaOutput || params.bg) image = image.flatten({ background });

  // Sanity takes q=0; sharp's encoders start at 1.
  const quality = Math.max(1, params.q ?? 75);
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'pjpg':
      return image.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      // A low effort keeps a cold encode quick; the result is cached for good.
      return image.avif({ quality: Math.round(quality * 0.75), effort: 2 }).toBuffer();
  }
}

function padding(source: Box, width: number, height: number, background: RGBA) {
  const left = Math.floor((width - source.width) / 2);
  const top = Math.floor((height - source.height) / 2);
  return { left, right: width - source.width - left, top, bottom: height - source.height - top, background };
}

/** Scales to cover the box, then cuts the box out centred on the focal point (as far as the edges allow). */
function cropAroundFocalPoint(image: Sharp, source: Box, box: Box, fpX: number, fpY: number): Sharp {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const scaledWidth = Math.max(box.width, Math.round(source.width * scale));
  const scaledHeight = Math.max(box.height, Math.round(source.height * scale));
  const left = Math.min(Math.max(0, Math.round(fpX * scaledWidth - box.width / 2)), scaledWidth - box.width);
  const top = Math.min(Math.max(0, Math.round(fpY * scaledHeight - box.height / 2)), scaledHeight - box.height);
  return image.resize(scaledWidth, scaledHeight, { fit: 'fill' }).extract({ left, top, width: box.width, height: box.height });
}
