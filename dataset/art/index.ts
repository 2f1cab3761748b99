// Art-directed demo imagery for the fragrance site, drawn as SVG by code and
// rendered with sharp (librsvg) to progressive mozjpeg JPEG, or palette PNG
// for logos. Deterministic: the same request always gives the same bytes.
//
//   index.ts        the API: drawArt(), artSvg(), dispatch by kind
//   random.ts       seeded PRNG (cyrb128 + sfc32)
//   palette.ts      brand colours, tone moods, metals, liquids
//   svg.ts          document builder: ids, gradients, clips, path helpers
//   light.ts        soft light (pools, window light, vignettes) as a tiny computed PNG
//   scene.ts        the set: seamless backdrop, arches, plinths, cast/contact shadows
//   material.ts     finishes: polished metal, lacquer, wood, clear resin, ceramic, stone
//   cap.ts          caps, collars (ferrules), actuators and pumps
//   bottle.ts       the perfume bottle: body shapes, glass, liquid, base, highlights
//   still-life.ts   kinds 'bottle', 'bottle-group', 'hero'
//   glass.ts        kind 'glass'        componentry.ts  kind 'cap'
//   box.ts          kind 'box'          candle.ts       kind 'candle'
//   swatch.ts       kind 'swatch'       studio.ts       kind 'studio'
//   factory.ts      kind 'factory'      lab.ts          kind 'lab'
//   logo.ts         kind 'logo'         pattern.ts      kind 'pattern'
//   direction.ts    a request's `variant`: words naming what the picture shows
//   space.ts        a perspective camera (boxes, cylinders, tubes) for rooms and machines
//   interior.ts     rooms: walls, floor, windows, light
//   machine.ts      kind 'machine'      warehouse.ts    kind 'warehouse'
//   skincare.ts     kind 'skincare'
//   part.ts         kind 'part' (one catalogue component)
//   encode.ts       rasterising, film grain, JPEG/PNG encoding
//   preview.ts      `node dataset/art/preview.ts OUTDIR [kinds…|--dataset]`
//
// One art direction (issue 39): every kind is a rendered set of objects in
// soft light, as the products are. No kind draws a person, a hand or a face:
// a faceless figure reads as a cartoon, and a cartoon as no real factory. A
// person is shown by name and initials on the site, never by a drawing.
import { encode } from './encode.ts';
import { palette, pickTone, type Tone } from './palette.ts';
import { Rng } from './random.ts';
import { drawBoxes } from './box.ts';
import { drawHomeFragrance } from './candle.ts';
import { drawComponents } from './componentry.ts';
import { drawFactory } from './factory.ts';
import { drawGlass } from './glass.ts';
import { drawLab } from './lab.ts';
import { drawLogo, LOGO_SUPERSAMPLE } from './logo.ts';
import { tokens } from './direction.ts';
import { drawMachine } from './machine.ts';
import { drawSkincare } from './skincare.ts';
import { drawWarehouse } from './warehouse.ts';
import { drawPart } from './part.ts';
import { drawPattern } from './pattern.ts';
import { drawGroup, drawHero, drawSingle } from './still-life.ts';
import { drawStudio } from './studio.ts';
import { drawSwatches } from './swatch.ts';
import { Svg } from './svg.ts';

export type ArtKind =
  | 'hero'
  | 'bottle'
  | 'bottle-group'
  | 'glass'
  | 'cap'
  | 'box'
  | 'candle'
  | 'swatch'
  | 'studio'
  | 'factory'
  | 'lab'
  | 'logo'
  | 'pattern'
  | 'machine'
  | 'warehouse'
  | 'skincare'
  | 'part';

export const ART_KINDS: readonly ArtKind[] = [
  'hero',
  'bottle',
  'bottle-group',
  'glass',
  'cap',
  'box',
  'candle',
  'swatch',
  'studio',
  'factory',
  'lab',
  'logo',
  'pattern',
  'machine',
  'warehouse',
  'skincare',
  'part',
];

export interface ArtRequest {
  kind: ArtKind;
  width: number;
  height: number;
  seed: string;
  label?: string;
  tone?: Tone;
  /** What the picture shows within its kind: a bottle shape, a machine, a box (see each module). */
  variant?: string;
}

export interface ArtImage {
  data: Buffer;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

export type { Tone };

function check(r: ArtRequest): void {
  if (!Number.isInteger(r.width) || !Number.isInteger(r.height) || r.width < 16 || r.height < 16 || r.width > 8000 || r.height > 8000) {
    throw new Error(`art: bad size ${r.width}×${r.height}`);
  }
  if (!ART_KINDS.includes(r.kind)) throw new Error(`art: unknown kind ${String(r.kind)}`);
}

/** The SVG source of a picture. */
export function artSvg(request: ArtRequest): string {
  check(request);
  const rng = new Rng(`${request.kind}|${request.seed}`);
  const tone = request.tone ?? pickTone(rng.fork('tone'));
  const s = new Svg(request.width, request.height, rng, palette(tone));
  const label = request.label?.trim() || undefined;
  const variant = request.variant;
  const t = tokens(variant);
  switch (request.kind) {
    case 'hero':
      return s.render(drawHero(s, undefined));
    case 'bottle':
      return s.render(drawSingle(s, label ?? (t.has('label') ? 'Maison' : undefined), t));
    case 'bottle-group':
      return s.render(drawGroup(s, label, t));
    case 'glass':
      return s.render(drawGlass(s));
    case 'box':
      return s.render(drawBoxes(s, label, t));
    case 'candle':
      return s.render(drawHomeFragrance(s, label, t));
    case 'cap':
      return s.render(drawComponents(s, t));
    case 'swatch':
      return s.render(drawSwatches(s, t));
    case 'studio':
      return s.render(drawStudio(s, t));
    case 'factory':
      return s.render(drawFactory(s));
    case 'lab':
      return s.render(drawLab(s, t));
    case 'logo':
      return s.render(drawLogo(s, label ?? 'Maison'));
    case 'pattern':
      return s.render(drawPattern(s));
    case 'machine':
      return s.render(drawMachine(s, variant));
    case 'warehouse':
      return s.render(drawWarehouse(s, variant));
    case 'skincare':
      return s.render(drawSkincare(s, variant));
    case 'part':
      return s.render(drawPart(s, t));
  }
}

const GRAIN: Partial<Record<ArtKind, number>> = { logo: 0 };

export async function drawArt(request: ArtRequest): Promise<ArtImage> {
  const svg = artSvg(request);
  const ext = request.kind === 'logo' ? 'png' : 'jpg';
  const data = await encode(svg, {
    width: request.width,
    height: request.height,
    format: ext,
    grain: GRAIN[request.kind] ?? 3.5,
    seed: request.seed,
    supersample: request.kind === 'logo' ? LOGO_SUPERSAMPLE : 1,
  });
  return { data, ext, width: request.width, height: request.height };
}
