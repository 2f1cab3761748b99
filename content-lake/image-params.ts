import { badRequest } from './errors.ts';

/**
 * The transformation parameters of Sanity's image pipeline that the lake
 * implements (those `@sanity/image-url` emits). Unknown parameters are ignored,
 * as Sanity ignores them; known ones with bad values answer 400.
 */
export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min';
export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif';

export interface ImageParams {
  w?: number;
  h?: number;
  maxW?: number;
  maxH?: number;
  minW?: number;
  minH?: number;
  fit: Fit;
  crop: string[];
  rect?: [number, number, number, number];
  fm?: OutputFormat;
  autoFormat: boolean;
  q?: number;
  dpr: number;
  bg?: string;
  blur?: number;
  sharpen?: number;
  sat?: number;
  invert: boolean;
  flip?: 'h' | 'v' | 'hv';
  orientation?: 0 | 90 | 180 | 270;
  fpX?: number;
  fpY?: number;
}

const fits: Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'];
const formats: OutputFormat[] = ['jpg', 'pjpg', 'png', 'webp', 'avif'];
const crops = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'];

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(raw)) throw badRequest(`Image parameter ${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`Image parameter ${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function decimal(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw badRequest(`Image parameter ${name} must be a number, got "${raw}"`);
  if (value < min || value > max) throw badRequest(`Image parameter ${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw))
    throw badRequest(`Image parameter ${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

const hugeDimension = 100_000;

export function parseImageParams(query: URLSearchParams): ImageParams {
  const params: ImageParams = { fit: 'clip', crop: [], autoFormat: false, dpr: 1, invert: false };
  for (const [key, raw] of query) {
    switch (key) {
      case 'w':
        params.w = integer(key, raw, 1, hugeDimension);
        break;
      case 'h':
        params.h = integer(key, raw, 1, hugeDimension);
        break;
      case 'max-w':
        params.maxW = integer(key, raw, 1, hugeDimension);
        break;
      case 'max-h':
        params.maxH = integer(key, raw, 1, hugeDimension);
        break;
      case 'min-w':
        params.minW = integer(key, raw, 1, hugeDimension);
        break;
      case 'min-h':
        params.minH = integer(key, raw, 1, hugeDimension);
        break;
      case 'fit':
        params.fit = oneOf(key, raw, fits);
        break;
      case 'crop':
        params.crop = raw.split(',').map((part) => oneOf(key, part.trim(), crops));
        break;
      case 'rect': {
        const parts = raw.split(',');
        if (parts.length !== 4) throw badRequest(`Image parameter rect must be x,y,width,height, got "${raw}"`);
        const [x, y, width, height] = parts.map((part, i) => integer('rect', part, i < 2 ? 0 : 1, hugeDimension)) as [
          number,
          number,
          number,
          number,
        ];
        params.rect = [x, y, width, height];
        break;
      }
      case 'fm':
        params.fm = oneOf(key, raw === 'jpeg' ? 'jpg' : raw, formats);
        break;
      case 'auto':
        if (raw !== 'format') throw badRequest(`Image parameter auto only supports "format", got "${raw}"`);
        params.autoFormat = true;
        break;
      case 'q':
        params.q = integer(key, raw, 0, 100);
        break;
      case 'dpr':
        params.dpr = decimal(key, raw, 1, 3);
        break;
      case 'bg':
        if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(raw))
          throw badRequest(`Image parameter bg must be a hex colour (rgb, argb, rrggbb or aarrggbb), got "${raw}"`);
        params.bg = raw.toLowerCase();
        break;
      case 'blur':
        params.blur = integer(key, raw, 0, 2000);
        break;
      case 'sharp':
        params.sharpen = integer(key, raw, 0, 100);
        break;
      case 'sat':
        params.sat = integer(key, raw, -100, 100);
        break;
      case 'invert':
        params.invert = raw === 'true' || raw === '1';
        break;
      case 'flip':
        params.flip = oneOf(key, raw, ['h', 'v', 'hv'] as const);
        break;
      case 'or':
        params.orientation = Number(oneOf(key, raw, ['0', '90', '180', '270'] as const)) as 0 | 90 | 180 | 270;
        break;
      case 'fp-x':
        params.fpX = decimal(key, raw, 0, 1);
        break;
      case 'fp-y':
        params.fpY = decimal(key, raw, 0, 1);
        break;
      default:
        // Sanity ignores parameters it does not know (dl, pad, frame, …), and so do we.
        break;
    }
  }
  return params;
}

/**
 * A stable text for the parameters that change the output, plus the chosen
 * format: the disk cache key. `?w=10&h=20` and `?h=20&w=10` share one file.
 */
export function normaliseImageParams(params: ImageParams, format: OutputFormat): string {
  const entries = Object.entries(params)
    .filter(([key, value]) => value !== undefined && key !== 'autoFormat' && key !== 'fm' && !(Array.isArray(value) && value.length === 0))
    .filter(([key, value]) => !(key === 'invert' && value === false) && !(key === 'dpr' && value === 1))
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .sort();
  return [...entries, `format=${format}`].join('&');
}

/**
 * The sizes images are rendered at. A requested width (or height, alone) is
 * rounded up to the next step, or to the source's own size, so that one image
 * has a few dozen variants, not one per pixel. The steps hold every width the
 * website asks for (`app/content/images.ts`: its srcset candidates and the
 * shown widths and their doubles), so its URLs render at exactly their size.
 */
export const sizeSteps = [
  16, 32, 48, 64, 80, 96, 100, 112, 128, 150, 160, 192, 200, 240, 250, 256, 300, 320, 360, 400, 480, 500, 540, 600, 640, 720, 750, 768, 800,
  880, 900, 960, 1000, 1024, 1080, 1200, 1280, 1350, 1440, 1500, 1536, 1600, 1760, 1800, 1920, 2000, 2048, 2400, 2560, 2700, 2880, 3000,
  3200, 3600, 3840, 4000,
];

/** The smallest step (or one of the source's own sizes) at or above `value`; past the last step, the next multiple of 400. */
export function snapUp(value: number, own: number[] = []): number {
  let best = Infinity;
  for (const candidate of [...sizeSteps, ...own]) if (candidate >= value && candidate < best) best = candidate;
  return Number.isFinite(best) ? best : Math.ceil(value / 400) * 400;
}
