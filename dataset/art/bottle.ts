// A perfume bottle seen from the front: thick glass body with liquid, base,
// dip tube and highlights; a glass neck, a metal collar and a cap.
import { drawActuator, drawCap, drawCollar, type CapSpec, type CapStyle } from './cap.ts';
import { metal, randomMaterial, type Material } from './material.ts';
import { darken, lighten, luminance, METALS, mix, type Metal, type MetalName, type Palette } from './palette.ts';
import type { Rng } from './random.ts';
import { ellipse, escapeXml, n, path, r2, rect, roundRect, type Svg } from './svg.ts';

export type BodyShape = 'rect' | 'square' | 'cylinder' | 'round' | 'flask' | 'bell' | 'arch' | 'tapered' | 'facet' | 'oval';
export const BODY_SHAPES: readonly BodyShape[] = [
  'rect',
  'square',
  'cylinder',
  'round',
  'flask',
  'bell',
  'arch',
  'tapered',
  'facet',
  'oval',
];

/** Proportions are fractions of the body height (= 1). */
export interface BottleSpec {
  shape: BodyShape;
  /** Body width. */
  bodyW: number;
  shoulder: number;
  corner: number;
  /** Tapered: top width / bottom width; flask, bell: width at the top of the shoulder. */
  taper: number;
  neckW: number;
  neckH: number;
  collar: { w: number; h: number; metal: Metal; ribbed: boolean } | null;
  cap: { style: CapStyle; w: number; h: number; material: Material } | null;
  /** Actuator finish when there is no cap. */
  actuator: Material;
  base: number;
  wall: number;
  tint: string;
  liquid: string | null;
  level: number;
  frosted: boolean;
  /** An unfinished flacon: no collar or cap, a bare neck with a rim. */
  bare: boolean;
  /** A bare neck with a screw thread (a GCMI finish) rather than a crimp bead. */
  threaded?: boolean;
  /** Whether a dip tube shows inside (spray bottles). */
  tube: boolean;
  /** How strongly the glass itself is coloured (0.1 clear … 0.5 coloured glass). */
  glassStrength: number;
  /** An opaque lacquered body (the colour), or clear glass. */
  lacquer?: string | null;
  /** A printed paper label on the front, carrying the picture's label text. */
  paperLabel?: boolean;
}

export interface BottleOpts {
  shape?: BodyShape;
  capStyle?: CapStyle;
  /** Metal for the collar and a metal cap. */
  metal?: MetalName;
  liquid?: string | null;
  empty?: boolean;
  capless?: boolean;
  bare?: boolean;
  tint?: string;
}

const ASPECT: Record<BodyShape, [number, number]> = {
  rect: [0.62, 0.86],
  square: [0.95, 1.15],
  cylinder: [0.38, 0.55],
  round: [1.09, 1.09],
  flask: [0.7, 0.9],
  bell: [0.72, 0.92],
  arch: [0.6, 0.78],
  tapered: [0.62, 0.82],
  facet: [0.68, 0.9],
  oval: [0.62, 0.78],
};

const CAPS_FOR: Record<BodyShape, CapStyle[]> = {
  rect: ['cube', 'cylinder', 'tall', 'facet', 'sphere', 'stepped', 'disc'],
  square: ['cube', 'cube', 'disc', 'sphere', 'stepped', 'pebble'],
  cylinder: ['cylinder', 'tall', 'sphere', 'dome', 'disc'],
  round: ['sphere', 'cylinder', 'dome', 'tall', 'disc'],
  flask: ['cylinder', 'tall', 'sphere', 'stepped'],
  bell: ['sphere', 'dome', 'tall', 'cylinder'],
  arch: ['cylinder', 'sphere', 'tall', 'dome', 'cube'],
  tapered: ['cube', 'facet', 'tall', 'cylinder'],
  facet: ['facet', 'cube', 'stepped', 'tall'],
  oval: ['pebble', 'sphere', 'dome', 'cylinder'],
};

const GLASS_TINTS = ['#F4F2EC', '#EEF0EA', '#F2ECE2', '#E9EEEC', '#EFE6E3'];

export function randomBottle(rng: Rng, pal: Palette, o: BottleOpts = {}): BottleSpec {
  const shape =
    o.shape ??
    rng.weighted<BodyShape>([
      ['rect', 3],
      ['square', 2],
      ['cylinder', 2],
      ['round', 1.2],
      ['flask', 1.3],
      ['bell', 1],
      ['arch', 1.6],
      ['tapered', 1.4],
      ['facet', 1.3],
      ['oval', 1],
    ]);
  const [a0, a1] = ASPECT[shape];
  const bodyW = rng.range(a0, a1);
  const neckW = Math.min(bodyW * 0.45, rng.range(0.13, 0.19));
  const style = o.capStyle ?? rng.pick(CAPS_FOR[shape]);
  const tint = o.tint ?? (rng.chance(0.15) ? mix(rng.pick(pal.liquids), '#FFFFFF', 0.6) : rng.pick(GLASS_TINTS));
  const metalName = o.metal ?? rng.pick(pal.metals);
  let material = randomMaterial(rng, pal.metals, tint);
  if (rng.chance(0.35) || o.metal) material = metal(metalName);
  let capW = neckW * 1.6;
  let capH = 0.3;
  switch (style) {
    case 'cube':
      capW = Math.min(bodyW * 0.62, rng.range(0.3, 0.46));
      capH = capW * rng.range(0.85, 1.1);
      break;
    case 'cylinder':
      capW = rng.range(0.2, 0.3);
      capH = capW * rng.range(1.0, 1.6);
      break;
    case 'tall':
      capW = rng.range(0.15, 0.22);
      capH = rng.range(0.38, 0.55);
      break;
    case 'sphere':
      capW = Math.min(bodyW * 0.55, rng.range(0.26, 0.38));
      capH = capW * 0.96;
      break;
    case 'disc':
      capW = Math.min(bodyW * 0.8, rng.range(0.36, 0.5));
      capH = rng.range(0.1, 0.16);
      break;
    case 'facet':
      capW = Math.min(bodyW * 0.6, rng.range(0.28, 0.4));
      capH = capW * rng.range(0.9, 1.25);
      break;
    case 'dome':
      capW = Math.min(bodyW * 0.7, rng.range(0.26, 0.4));
      capH = capW * rng.range(0.6, 0.85);
      break;
    case 'pebble':
      capW = Math.min(bodyW * 0.7, rng.range(0.3, 0.44));
      capH = capW * rng.range(0.55, 0.75);
      break;
    case 'stepped':
      capW = rng.range(0.24, 0.34);
      capH = capW * rng.range(0.95, 1.3);
      break;
  }
  capW = Math.max(capW, neckW * 1.25);
  const hasCollar = o.metal ? true : rng.chance(0.72);
  const cap = o.capless || o.bare ? null : { style, w: capW, h: capH, material };
  return {
    shape,
    bodyW,
    shoulder: rng.range(0.04, shape === 'square' || shape === 'rect' ? 0.12 : 0.2),
    corner: rng.range(0.03, 0.1),
    taper: shape === 'tapered' ? (rng.chance(0.7) ? rng.range(0.72, 0.86) : rng.range(1.12, 1.22)) : rng.range(0.3, 0.42),
    neckW,
    neckH: rng.range(0.03, 0.06),
    collar: o.bare
      ? null
      : hasCollar || !cap
        ? { w: neckW * rng.range(1.15, 1.35), h: rng.range(0.06, 0.12), metal: METALS[metalName], ribbed: rng.chance(0.4) }
        : null,
    cap,
    actuator: rng.chance(0.5) ? metal(metalName) : material,
    base: rng.range(0.07, 0.15),
    wall: rng.range(0.025, 0.04),
    tint,
    liquid: o.empty ? null : o.liquid !== undefined ? o.liquid : rng.pick(pal.liquids),
    level: rng.range(0.6, 0.9),
    frosted: !o.empty && rng.chance(0.1),
    bare: o.bare ?? false,
    tube: true,
    glassStrength: o.tint ? 0.5 : 0.15,
  };
}

/** The outline of the body, origin at the bottom centre, y up negative. */
export function bodyPath(b: BottleSpec, w: number, h: number): string {
  const sr = b.shoulder * h;
  const cr = b.corner * h;
  const x = -w / 2;
  switch (b.shape) {
    case 'rect':
    case 'square':
    case 'cylinder':
      return roundRect(x, -h, w, h, sr, cr);
    case 'tapered': {
      const tw = w * b.taper;
      return rounded(
        [
          [-w / 2, 0],
          [w / 2, 0],
          [tw / 2, -h],
          [-tw / 2, -h],
        ],
        [cr, cr, sr, sr],
      );
    }
    case 'facet': {
      const c1 = w * 0.16;
      const c2 = w * 0.22;
      return rounded(
        [
          [-w / 2 + c1, 0],
          [w / 2 - c1, 0],
          [w / 2, -c1],
          [w / 2, -h + c2],
          [w / 2 - c2, -h],
          [-w / 2 + c2, -h],
          [-w / 2, -h + c2],
          [-w / 2, -c1],
        ],
        [cr * 0.4, cr * 0.4, cr * 0.4, cr * 0.4, cr * 0.4, cr * 0.4, cr * 0.4, cr * 0.4],
      );
    }
    case 'arch': {
      const ry = Math.min(w / 2, h * 0.4);
      return `M${n(x + cr)} 0H${n(-x - cr)}Q${n(-x)} 0 ${n(-x)} ${n(-cr)}V${n(-h + ry)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x)} ${n(-h + ry)}V${n(-cr)}Q${n(x)} 0 ${n(x + cr)} 0Z`;
    }
    case 'round':
    case 'oval': {
      const rx = w / 2;
      const ry = b.shape === 'round' ? rx : h / 1.9;
      const fb = w * 0.56;
      const cy = ry * Math.sqrt(1 - (fb / w) ** 2);
      // Centre so that the body spans 0..-h.
      const c = -(h - ry);
      const yb = c + cy;
      return `M${n(-fb / 2)} ${n(yb)}A${n(rx)} ${n(ry)} 0 1 1 ${n(fb / 2)} ${n(yb)}Q${n(fb / 2 + 1)} 0 ${n(fb / 2 - cr * 0.5)} 0H${n(-fb / 2 + cr * 0.5)}Q${n(-fb / 2 - 1)} 0 ${n(-fb / 2)} ${n(yb)}Z`;
    }
    case 'flask':
    case 'bell': {
      const tw = Math.max(b.neckW * h * 1.2, w * b.taper);
      const start = b.shape === 'flask' ? 0.55 : 0.25;
      const k = b.shape === 'flask' ? 0.85 : 0.6;
      const ym = -h * (start + (1 - start) * k);
      return (
        `M${n(x + cr)} 0H${n(-x - cr)}Q${n(-x)} 0 ${n(-x)} ${n(-cr)}V${n(-h * start)}` +
        `C${n(-x)} ${n(ym)} ${n(tw / 2 + w * 0.08)} ${n(-h)} ${n(tw / 2)} ${n(-h)}H${n(-tw / 2)}` +
        `C${n(-tw / 2 - w * 0.08)} ${n(-h)} ${n(x)} ${n(ym)} ${n(x)} ${n(-h * start)}V${n(-cr)}Q${n(x)} 0 ${n(x + cr)} 0Z`
      );
    }
  }
}

/** Polygon with each corner rounded by its own radius. */
function rounded(pts: ReadonlyArray<readonly [number, number]>, radii: readonly number[]): string {
  const count = pts.length;
  let d = '';
  for (let i = 0; i < count; i++) {
    const p = pts[i] as readonly [number, number];
    const prev = pts[(i + count - 1) % count] as readonly [number, number];
    const next = pts[(i + 1) % count] as readonly [number, number];
    const r = radii[i] ?? 0;
    const lp = Math.hypot(prev[0] - p[0], prev[1] - p[1]);
    const ln = Math.hypot(next[0] - p[0], next[1] - p[1]);
    const tp = Math.min(0.5, r / (lp || 1));
    const tn = Math.min(0.5, r / (ln || 1));
    const a: [number, number] = [p[0] + (prev[0] - p[0]) * tp, p[1] + (prev[1] - p[1]) * tp];
    const c: [number, number] = [p[0] + (next[0] - p[0]) * tn, p[1] + (next[1] - p[1]) * tn];
    d += `${i ? 'L' : 'M'}${n(a[0])} ${n(a[1])}Q${n(p[0])} ${n(p[1])} ${n(c[0])} ${n(c[1])}`;
  }
  return d + 'Z';
}

export interface DrawnBottle {
  svg: string;
  /** Silhouette in local coordinates (origin at the base centre). */
  d: string;
  /** Width of the body and total height, in pixels. */
  w: number;
  h: number;
}

export function bottleUnits(b: BottleSpec): number {
  const collarH = b.collar ? b.collar.h : 0;
  const top = b.cap ? b.cap.h : b.bare ? 0.1 : 0.14;
  return 1 + b.neckH * 0.4 + collarH + top;
}

/** Width in pixels of a bottle drawn at the given total height. */
export function bottleWidth(b: BottleSpec, height: number): number {
  const k = height / bottleUnits(b);
  return Math.max(b.bodyW, b.cap ? b.cap.w : 0) * k;
}

export interface DrawBottleOpts {
  side: -1 | 1;
  label?: string;
  /** Colour seen behind the glass (for refraction tints). */
  behind?: string;
  /** The wall/floor line behind the bottle, seen displaced through empty glass. */
  horizon?: number;
}

/** Draw a bottle standing at (x, y) with the given total height in pixels. */
export function drawBottle(s: Svg, b: BottleSpec, x: number, y: number, height: number, o: DrawBottleOpts): DrawnBottle {
  const { pal } = s;
  const k = height / bottleUnits(b);
  const h = k;
  const w = b.bodyW * k;
  const side = o.side;
  const behind = o.behind ?? mix(pal.wallBottom, pal.floorFar, 0.5);
  const body = bodyPath(b, w, h);
  const clip = s.clip(body);
  const lw = Math.max(0.7, w * 0.009);
  const dark = pal.dark;
  const glassEdge = dark
    ? lighten(mix(behind, b.tint, 0.4), 0.25)
    : darken(mix(b.tint, pal.shadow, b.glassStrength > 0.3 ? 0.2 : 0.35), b.glassStrength > 0.3 ? 0.3 : 0.15);
  let out = '';

  // 1. The glass seen against the set: darker, tinted edges where the light bends.
  out += path(
    body,
    `fill="${s.across([
      [0, glassEdge, dark ? 0.5 : 0.62],
      [0.07, glassEdge, 0.28],
      [0.2, b.tint, (dark ? 0.4 : 1.2) * b.glassStrength],
      [0.5, b.tint, (dark ? 0.3 : 0.7) * b.glassStrength],
      [0.8, b.tint, (dark ? 0.4 : 1.2) * b.glassStrength],
      [0.93, glassEdge, 0.3],
      [1, glassEdge, dark ? 0.5 : 0.65],
    ])}"`,
  );
  if (b.frosted) out += path(body, `fill="${mix(b.tint, '#FFFFFF', 0.4)}" fill-opacity="${dark ? 0.25 : 0.55}"`);
  if (b.lacquer) {
    // An opaque sprayed lacquer: a rounded sheen across the body.
    const c = b.lacquer;
    out += path(
      body,
      `fill="${s.across(
        side < 0
          ? [
              [0, darken(c, 0.3)],
              [0.15, lighten(c, 0.12)],
              [0.4, c],
              [0.85, darken(c, 0.22)],
              [1, darken(c, 0.35)],
            ]
          : [
              [0, darken(c, 0.35)],
              [0.15, darken(c, 0.22)],
              [0.6, c],
              [0.85, lighten(c, 0.12)],
              [1, darken(c, 0.3)],
            ],
      )}"`,
    );
  }

  let inner = '';
  const base = b.base * h;
  const wall = b.wall * h;
  const innerH = h - base - wall;
  const sx = (w - 2 * wall) / w;
  const sy = innerH / h;
  const liquidShape = `<path d="${body}" transform="translate(0 ${n(-base)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(sy * 1000) / 1000})"`;

  // 2. Liquid.
  if (b.lacquer) {
    // Nothing shows through a lacquered body.
  } else if (b.liquid) {
    const liq = b.liquid;
    const fillTop = -base - innerH * b.level;
    const lclip = s.clip(`M${n(-w)} ${n(fillTop)}H${n(w)}V${n(wall)}H${n(-w)}Z`);
    const hi = lighten(liq, dark ? 0.35 : 0.28);
    const lo = darken(liq, dark ? 0.35 : 0.28);
    const grad =
      side < 0
        ? ([
            [0, lo],
            [0.12, liq],
            [0.35, hi],
            [0.62, liq],
            [0.82, lighten(liq, 0.12)],
            [1, darken(lo, 0.1)],
          ] as const)
        : ([
            [0, darken(lo, 0.1)],
            [0.18, lighten(liq, 0.12)],
            [0.38, liq],
            [0.65, hi],
            [0.88, liq],
            [1, lo],
          ] as const);
    inner += `<g clip-path="${lclip}">`;
    inner += `${liquidShape} fill="${s.across(grad)}" fill-opacity="${b.frosted ? 0.55 : luminance(liq) > 0.8 ? 0.7 : 0.9}"/>`;
    inner += `${liquidShape} fill="${s.linear([
      [0, '#FFFFFF', 0.12],
      [0.5, '#FFFFFF', 0],
      [1, pal.shadow, 0.14],
    ])}"/>`;
    // Light gathered by the liquid near the far side: a caustic glow.
    inner += ellipse(
      -side * w * 0.12,
      -base - innerH * 0.16,
      w * 0.3,
      innerH * 0.22,
      `fill="${s.radial([
        [0, lighten(liq, 0.6), 0.55],
        [1, lighten(liq, 0.6), 0],
      ])}"`,
    );
    inner += '</g>';
    // Meniscus.
    inner += rect(
      -w / 2,
      fillTop - Math.max(0.6, h * 0.004),
      w,
      Math.max(1, h * 0.007),
      `fill="${lighten(liq, 0.55)}" fill-opacity="0.85"`,
    );
    inner += rect(-w / 2, fillTop + Math.max(0.6, h * 0.004), w, Math.max(0.8, h * 0.005), `fill="${darken(liq, 0.3)}" fill-opacity="0.3"`);
  } else {
    if (o.horizon !== undefined && o.horizon > y - h && o.horizon < y) {
      // The set behind, bent by the glass: the floor line appears lifted and the floor tinted.
      const hy = o.horizon - y - h * 0.08;
      inner += rect(
        -w / 2,
        hy,
        w,
        -hy,
        `fill="${s.linear([
          [0, pal.floorFar, 0.0],
          [0.15, pal.floorFar, 0.55],
          [1, mix(pal.floorNear, b.tint, 0.3), 0.4],
        ])}"`,
      );
      inner += rect(-w / 2, hy, w, Math.max(1, h * 0.006), `fill="${pal.shadow}" fill-opacity="0.12"`);
    }
    // Empty glass: inner wall lines give it depth.
    inner += `${liquidShape} fill="none" stroke="${glassEdge}" stroke-opacity="${dark ? 0.25 : 0.3}" stroke-width="${n((lw * 1.1) / Math.min(sx, sy))}"/>`;
    inner += `${liquidShape} fill="${s.across([
      [0, '#FFFFFF', 0],
      [0.3, '#FFFFFF', dark ? 0.03 : 0.12],
      [0.7, '#FFFFFF', 0],
    ])}"/>`;
  }

  // 3. The thick glass base.
  if (b.lacquer)
    inner += rect(-w / 2, -b.base * h * 0.35, w, b.base * h * 0.35, `fill="${mix(b.lacquer, b.tint, 0.5)}" fill-opacity="0.5"`);
  else {
    const baseTint = b.liquid ? mix(b.liquid, b.tint, 0.55) : mix(b.tint, behind, 0.5);
    inner += rect(
      -w / 2,
      -base,
      w,
      base + 1,
      `fill="${s.linear([
        [0, lighten(baseTint, 0.2), dark ? 0.35 : 0.6],
        [1, darken(baseTint, 0.1), dark ? 0.3 : 0.45],
      ])}"`,
    );
    inner += rect(
      -w / 2,
      -base - Math.max(0.6, h * 0.003),
      w,
      Math.max(1, h * 0.007),
      `fill="#FFFFFF" fill-opacity="${dark ? 0.45 : 0.7}"`,
    );
    inner += rect(-w / 2, -base + Math.max(1, h * 0.006), w, Math.max(0.8, h * 0.004), `fill="${pal.shadow}" fill-opacity="0.12"`);
    inner += rect(-w / 2, -Math.max(1.2, h * 0.012), w, Math.max(1.2, h * 0.012), `fill="#FFFFFF" fill-opacity="${dark ? 0.18 : 0.4}"`);
  }

  // 4. Dip tube.
  if (b.liquid && b.tube && b.shape !== 'round' && !b.lacquer) {
    const tx = side * w * 0.015;
    const td = `M${n(tx)} ${n(-h + wall)}V${n(-base - innerH * 0.12)}Q${n(tx)} ${n(-base - 1)} ${n(tx + w * 0.06)} ${n(-base - 1)}`;
    inner += path(td, `fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${n(Math.max(0.8, w * 0.018))}"`);
    inner += path(td, `fill="none" stroke="${pal.shadow}" stroke-opacity="0.12" stroke-width="${n(Math.max(0.4, w * 0.005))}"`);
  }

  // 5. Highlights: the softbox reflected in the glass.
  inner += highlights(s, b, w, h, side);

  // 6. Engraving, or a printed paper label.
  if (o.label && b.paperLabel) inner += paperLabel(s, b, o.label, w, h, base);
  else if (o.label) inner += engraving(s, b, o.label, w, h, base);

  out += `<g clip-path="${clip}">${inner}</g>`;
  // Acid-etched glass diffuses everything behind its surface.
  if (b.frosted)
    out += path(
      body,
      `fill="${s.linear([
        [0, '#FFFFFF', dark ? 0.18 : 0.42],
        [1, '#FFFFFF', dark ? 0.1 : 0.28],
      ])}"`,
    );
  out += path(body, `fill="none" stroke="${glassEdge}" stroke-opacity="${dark ? 0.5 : 0.55}" stroke-width="${n(lw)}"`);

  // Neck, collar and cap.
  const neckW = b.neckW * k;
  const neckTop = -h - b.neckH * k * 0.4;
  let d = body;
  const neck = rect(
    -neckW / 2,
    neckTop - 1,
    neckW,
    -neckTop - h + 2,
    `fill="${s.across([
      [0, glassEdge, 0.6],
      [0.3, b.tint, 0.35],
      [0.7, b.tint, 0.3],
      [1, glassEdge, 0.6],
    ])}"`,
  );
  out += neck;
  d += roundRect(-neckW / 2, neckTop - 1, neckW, -neckTop - h + 2, 0, 0);
  let capBottom = neckTop;
  if (b.collar) {
    const c = drawCollar(s, b.collar.metal, 0, neckTop + 1, b.collar.w * k, b.collar.h * k + 1, side, b.collar.ribbed);
    out += c.svg;
    d += c.d;
    capBottom = neckTop - b.collar.h * k;
  }
  if (b.bare) {
    // Neck finish: a rim bead on a slightly taller neck.
    const rimH = 0.035 * k;
    const neckH2 = 0.065 * k;
    const top = neckTop - neckH2;
    const nd = roundRect(-neckW / 2, top, neckW, neckTop - top + 2, neckW * 0.08, 0);
    out += path(
      nd,
      `fill="${s.across([
        [0, glassEdge, 0.6],
        [0.25, b.tint, 0.3],
        [0.75, b.tint, 0.25],
        [1, glassEdge, 0.6],
      ])}"`,
    );
    const rd = roundRect(-neckW * 0.6, top, neckW * 1.2, rimH, rimH * 0.45, rimH * 0.45);
    out += path(
      rd,
      `fill="${s.across([
        [0, glassEdge, 0.7],
        [0.3, '#FFFFFF', 0.5],
        [0.7, b.tint, 0.35],
        [1, glassEdge, 0.75],
      ])}"`,
    );
    out += path(nd + rd, `fill="none" stroke="${glassEdge}" stroke-opacity="0.5" stroke-width="${n(lw)}"`);
    out += rect(side * neckW * 0.25 - neckW * 0.04, top + rimH, neckW * 0.08, neckTop - top - rimH, `fill="#FFFFFF" fill-opacity="0.5"`);
    if (b.threaded) {
      // The thread's turns, seen as slanted ridges across the neck.
      const pitch = (-h - top - rimH) / 3;
      let thread = '';
      for (let i = 0; i < 2; i++) {
        const ty = top + rimH + pitch * (i + 0.8);
        thread += `M${n(-neckW / 2)} ${n(ty + pitch * 0.25)}L${n(neckW / 2)} ${n(ty - pitch * 0.25)}`;
      }
      out += path(thread, `fill="none" stroke="${glassEdge}" stroke-opacity="0.55" stroke-width="${n(Math.max(1, rimH * 0.35))}"`);
      out += path(
        thread,
        `fill="none" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="${n(Math.max(0.6, rimH * 0.12))}" transform="translate(0 ${n(-rimH * 0.2)})"`,
      );
    }
    d += nd + rd;
  } else if (b.cap) {
    const spec: CapSpec = { style: b.cap.style, w: b.cap.w * k, h: b.cap.h * k, material: b.cap.material };
    const c = drawCap(s, spec, 0, capBottom + (b.collar ? 0.5 : 1), side);
    out += c.svg;
    d += c.d;
  } else {
    const a = drawActuator(s, b.actuator, 0, capBottom + 0.5, neckW * 1.05, 0.14 * k, side);
    out += a.svg;
    d += a.d;
  }
  return { svg: `<g transform="translate(${n(x)} ${n(y)})">${out}</g>`, d, w, h: height };
}

function highlights(s: Svg, b: BottleSpec, w: number, h: number, side: -1 | 1): string {
  const { pal } = s;
  const k = pal.dark ? 0.75 : 1;
  const strip = s.linear([
    [0, '#FFFFFF', 0],
    [0.12, '#FFFFFF', 0.72 * k],
    [0.55, '#FFFFFF', 0.5 * k],
    [0.9, '#FFFFFF', 0.62 * k],
    [1, '#FFFFFF', 0],
  ]);
  const soft = s.linear([
    [0, '#FFFFFF', 0],
    [0.2, '#FFFFFF', 0.2 * k],
    [0.8, '#FFFFFF', 0.14 * k],
    [1, '#FFFFFF', 0],
  ]);
  const rim = s.linear([
    [0, '#FFFFFF', 0],
    [0.3, '#FFFFFF', 0.5 * k],
    [1, '#FFFFFF', 0.1],
  ]);
  const mirror = (x: number, width: number) => (side < 0 ? x : -x - width);
  let out = '';
  if (b.shape === 'round' || b.shape === 'oval') {
    const rx = w / 2;
    const ry = b.shape === 'round' ? rx : h / 1.9;
    const cy = -(h - ry);
    const hx = side * rx * 0.5;
    out += ellipse(
      hx,
      cy - ry * 0.2,
      rx * 0.13,
      ry * 0.5,
      `fill="${strip}" transform="rotate(${n(side * -18)} ${n(hx)} ${n(cy - ry * 0.2)})"`,
    );
    out += ellipse(
      -hx * 1.25,
      cy + ry * 0.05,
      rx * 0.05,
      ry * 0.55,
      `fill="${rim}" transform="rotate(${n(side * 12)} ${n(-hx * 1.25)} ${n(cy)})"`,
    );
    out += ellipse(0, cy - ry * 0.78, rx * 0.35, ry * 0.08, `fill="#FFFFFF" fill-opacity="${r2(0.3 * k)}"`);
    return out;
  }
  const top =
    b.shape === 'flask' || b.shape === 'bell'
      ? -h * 0.55
      : b.shape === 'arch'
        ? -h + Math.min(w / 2, h * 0.4) * 0.6
        : -h + b.shoulder * h * 0.7;
  const bottom = -b.base * h * 0.9;
  const span = bottom - top;
  const edge = b.shape === 'tapered' ? (1 - b.taper) * 0.25 * w : 0;
  out += rect(mirror(-w / 2 + w * 0.06 + edge, w * 0.17), top, w * 0.17, span, `fill="${soft}"`);
  out += rect(mirror(-w / 2 + w * 0.11 + edge, w * 0.045), top + span * 0.02, w * 0.045, span * 0.96, `fill="${strip}"`);
  out += rect(mirror(w / 2 - w * 0.05 - w * 0.02 - edge, w * 0.02), top + span * 0.05, w * 0.02, span * 0.9, `fill="${rim}"`);
  if (b.shape === 'cylinder') {
    out += rect(mirror(w * 0.12, w * 0.08), top, w * 0.08, span, `fill="${soft}"`);
  }
  if (b.shape === 'facet') {
    const c = w * 0.16;
    out += rect(mirror(-w / 2, c * 0.9), -h, c * 0.9, h, `fill="#FFFFFF" fill-opacity="${r2(0.12 * k)}"`);
    out += rect(mirror(w / 2 - c * 0.9, c * 0.9), -h, c * 0.9, h, `fill="${pal.shadow}" fill-opacity="0.1"`);
  }
  if (b.shape === 'flask' || b.shape === 'bell' || b.shape === 'arch') {
    out += ellipse(
      side * w * 0.2,
      top - h * 0.08,
      w * 0.16,
      h * 0.03,
      `fill="#FFFFFF" fill-opacity="${r2(0.28 * k)}" transform="rotate(${side * 20} ${n(side * w * 0.2)} ${n(top - h * 0.08)})"`,
    );
  } else {
    out += rect(
      -w * 0.3,
      -h + Math.max(1, h * 0.01),
      w * 0.6,
      Math.max(1, h * 0.012),
      `fill="${s.across([
        [0, '#FFFFFF', 0],
        [0.5, '#FFFFFF', 0.35 * k],
        [1, '#FFFFFF', 0],
      ])}"`,
    );
  }
  return out;
}

function engraving(s: Svg, b: BottleSpec, label: string, w: number, h: number, base: number): string {
  const text = label.toUpperCase();
  let fs = w * 0.07;
  const est = (size: number) => text.length * size * (0.64 + 0.32);
  if (est(fs) > w * 0.7) fs = (w * 0.7) / (text.length * 0.96);
  if (fs < 6) return '';
  const lum = b.liquid ? luminance(b.liquid) : s.pal.dark ? 0.1 : 0.9;
  const gold = s.rng.chance(0.4);
  const fill = gold ? (lum > 0.55 ? '#8C6A34' : '#E8D3A4') : lum > 0.55 ? '#17171B' : '#FFFFFF';
  const y = -base - (h - base) * (b.shape === 'round' || b.shape === 'oval' ? 0.42 : 0.5);
  return `<text x="${n(fs * 0.16)}" y="${n(y)}" text-anchor="middle" font-family="DejaVu Sans" font-weight="200" font-size="${n(fs)}" letter-spacing="${n(fs * 0.32)}" fill="${fill}" fill-opacity="${gold ? 0.9 : 0.62}">${escapeXml(text)}</text>`;
}

function paperLabel(s: Svg, b: BottleSpec, label: string, w: number, h: number, base: number): string {
  const lw = w * 0.62;
  const lh = (h - base) * 0.34;
  const cy = -base - (h - base) * 0.45;
  const paper = s.rng.pick(['#FBF8F2', '#F4EEE4', '#17171B', '#E9E1D4']);
  const ink = luminance(paper) > 0.5 ? '#17171B' : '#E8D3A4';
  let out = rect(-lw / 2, cy - lh / 2, lw, lh, `fill="${paper}"`);
  out += rect(
    -lw / 2,
    cy - lh / 2,
    lw,
    lh,
    `fill="${s.across([
      [0, '#000000', 0.12],
      [0.3, '#FFFFFF', 0.08],
      [1, '#000000', 0.16],
    ])}"`,
  );
  const m = lw * 0.06;
  out += rect(
    -lw / 2 + m,
    cy - lh / 2 + m,
    lw - 2 * m,
    lh - 2 * m,
    `fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.6, lw * 0.006))}"`,
  );
  const text = label.toUpperCase();
  let fs = lh * 0.2;
  if (text.length * fs * 0.9 > lw * 0.8) fs = (lw * 0.8) / (text.length * 0.9);
  out += `<text x="${n(fs * 0.12)}" y="${n(cy + fs * 0.1)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(fs)}" letter-spacing="${n(fs * 0.24)}" fill="${ink}">${escapeXml(text)}</text>`;
  out += rect(-lw * 0.14, cy + lh * 0.18, lw * 0.28, Math.max(0.6, lh * 0.02), `fill="${ink}" fill-opacity="0.5"`);
  return out;
}
