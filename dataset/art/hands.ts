// Hands at work, close up: a perfumer's hand with a blotter, gloved hands
// capping a bottle or tying a cord, a bottle held up to a daylight lamp, a
// pipette over a beaker. Hands are built from a palm and jointed fingers,
// drawn as one soft silhouette through a mask, then lightly modelled.
import { drawBottle, randomBottle, type BottleSpec } from './bottle.ts';
import { lightLayer, vignette } from './light.ts';
import { darken, lighten, LIQUIDS, METALS, mix } from './palette.ts';
import { backdrop, contactShadow, plinth } from './scene.ts';
import { circle, ellipse, n, path, rect, roundRect, type Svg } from './svg.ts';

type Pt = [number, number];

export interface HandOpts {
  /** Mirror for a left hand. */
  left?: boolean;
  glove?: boolean;
  skin?: string;
  /** Sleeve colour at the wrist, or none. */
  sleeve?: string | null;
  /** Degrees to rotate the whole hand. */
  rotate?: number;
}

const SKINS = ['#D9B49A', '#C69878', '#A87A5C', '#E3C4AD', '#8C5F45'];

function smoothLine(pts: Pt[]): string {
  let d = `M${r3(pts[0]![0])} ${r3(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i]!;
    const q = pts[i + 1]!;
    const mid: Pt = i === pts.length - 2 ? q : [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    d += `Q${r3(p[0])} ${r3(p[1])} ${r3(mid[0])} ${r3(mid[1])}`;
  }
  if (pts.length === 2) d += `L${r3(pts[1]![0])} ${r3(pts[1]![1])}`;
  return d;
}

function r3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** Out-of-focus lights behind a close-up: soft discs in the palette. */
function bokeh(s: Svg, colours: string[], count: number, region: [number, number, number, number]): string {
  const { rng } = s;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = region[0] + rng.next() * region[2];
    const y = region[1] + rng.next() * region[3];
    const r = Math.min(s.w, s.h) * rng.range(0.03, 0.09);
    const c = rng.pick(colours);
    out += circle(
      x,
      y,
      r,
      `fill="${s.radial([
        [0, c, 0.35],
        [0.8, c, 0.22],
        [1, c, 0],
      ])}"`,
    );
  }
  return out;
}

function blotter(s: Svg, x: number, y: number, len: number, angle: number, tint: string): string {
  const bw = len * 0.07;
  const tr = `rotate(${n(angle)} ${n(x)} ${n(y)})`;
  let out = `<g transform="${tr}">`;
  out += path(
    `M${n(x - bw / 2)} ${n(y)}V${n(y - len + bw)}L${n(x)} ${n(y - len)}L${n(x + bw / 2)} ${n(y - len + bw)}V${n(y)}Z`,
    `fill="${s.across([
      [0, '#FFFFFF'],
      [0.7, '#F4F0E8'],
      [1, '#DCD5C9'],
    ])}"`,
  );
  out += path(
    `M${n(x - bw / 2)} ${n(y - len * 0.72)}V${n(y - len + bw)}L${n(x)} ${n(y - len)}L${n(x + bw / 2)} ${n(y - len + bw)}V${n(y - len * 0.72)}Z`,
    `fill="${s.linear([
      [0, tint, 0.5],
      [1, tint, 0.05],
    ])}"`,
  );
  out += rect(x - bw * 0.3, y - len * 0.35, bw * 0.6, len * 0.002 + 1, `fill="#8F8A84" fill-opacity="0.4"`);
  out += '</g>';
  return out;
}

/** A closed smooth outline through points (Catmull–Rom as cubic Béziers). */
export function smoothClosed(pts: Pt[], tension = 1): string {
  const count = pts.length;
  const at = (i: number) => pts[(i + count) % count]!;
  let d = `M${r3(at(0)[0])} ${r3(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${r3(c1[0])} ${r3(c1[1])} ${r3(c2[0])} ${r3(c2[1])} ${r3(p2[0])} ${r3(p2[1])}`;
  }
  return d + 'Z';
}

// A right hand in profile from the thumb side, fingers up: the body (palm,
// index finger, curled fingers) and the thumb drawn over what it holds.
const PROFILE_BODY: Pt[] = [
  [-0.3, 0.3],
  [-0.34, -0.05],
  [-0.37, -0.45],
  [-0.34, -0.85],
  [-0.24, -1.12],
  [-0.1, -1.36],
  [0.05, -1.57],
  [0.2, -1.74],
  [0.36, -1.86],
  [0.5, -1.9],
  [0.58, -1.84],
  [0.56, -1.76],
  [0.45, -1.7],
  [0.32, -1.6],
  [0.22, -1.46],
  [0.2, -1.32],
  [0.34, -1.26],
  [0.47, -1.14],
  [0.46, -1.0],
  [0.5, -0.9],
  [0.46, -0.76],
  [0.44, -0.64],
  [0.34, -0.5],
  [0.28, -0.3],
  [0.26, 0.0],
  [0.28, 0.3],
];
const PROFILE_THUMB: Pt[] = [
  [-0.02, -0.55],
  [0.1, -0.86],
  [0.26, -1.16],
  [0.42, -1.42],
  [0.54, -1.6],
  [0.62, -1.7],
  [0.67, -1.66],
  [0.65, -1.56],
  [0.57, -1.42],
  [0.47, -1.24],
  [0.4, -1.04],
  [0.36, -0.82],
  [0.3, -0.62],
  [0.16, -0.5],
];
/** Creases and the curled fingers' separations, as open strokes. */
const PROFILE_LINES: Pt[][] = [
  [
    [0.2, -1.32],
    [0.3, -1.22],
    [0.4, -1.14],
  ],
  [
    [0.3, -1.02],
    [0.4, -0.98],
    [0.48, -0.92],
  ],
  [
    [0.28, -0.8],
    [0.38, -0.76],
    [0.46, -0.74],
  ],
];

/** Where a profile hand pinches, in hand units. */
const PINCH: Pt = [0.6, -1.74];

export interface HandParts {
  /** The hand behind what it holds. */
  back: string;
  /** The thumb, over what it holds. */
  front: string;
}

/**
 * A hand in profile, placed so that the pinch between thumb and index lands
 * on `pinch`; `size` pixels per unit (about the palm's width), `rotate`
 * degrees (0: fingers up, wrist below).
 */
export function profileHand(s: Svg, pinch: Pt, size: number, o: HandOpts = {}): HandParts {
  const skin = o.glove ? '#F4F2ED' : (o.skin ?? s.rng.pick(SKINS));
  const dark = darken(skin, o.glove ? 0.2 : 0.24);
  const light = lighten(skin, o.glove ? 0.6 : 0.2);
  const th = ((o.rotate ?? 0) * Math.PI) / 180;
  const lx = (o.left ? -1 : 1) * PINCH[0] * size;
  const ly = PINCH[1] * size;
  const x = pinch[0] - (lx * Math.cos(th) - ly * Math.sin(th));
  const y = pinch[1] - (lx * Math.sin(th) + ly * Math.cos(th));
  const tr = `translate(${n(x)} ${n(y)}) rotate(${n(o.rotate ?? 0)}) scale(${o.left ? -r3(size) : r3(size)} ${r3(size)})`;
  const bodyD = smoothClosed(PROFILE_BODY);
  const thumbD = smoothClosed(PROFILE_THUMB);
  const lw = 1.2 / size;
  // Light falls from the upper left of the picture whatever the hand's turn.
  const g = (stops: Array<[number, string, number]>) =>
    s.linear(stops, { x1: 0, y1: 0, x2: Math.cos(-th) * (o.left ? -1 : 1), y2: Math.sin(-th) * 0.6 });
  let back = `<g transform="${tr}">`;
  if (o.sleeve) {
    back += `<path d="M-0.46 0.02Q-0.05 0.12 0.4 0.0L0.5 1.4L-0.56 1.4Z" fill="${s.linear(
      [
        [0, lighten(o.sleeve, 0.12)],
        [0.6, o.sleeve],
        [1, darken(o.sleeve, 0.2)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`;
  }
  back += `<path d="${bodyD}" fill="${skin}"/>`;
  back += `<path d="${bodyD}" fill="${g([
    [0, light, 0.5],
    [0.35, light, 0.08],
    [0.7, dark, 0.1],
    [1, dark, 0.45],
  ])}"/>`;
  back += `<path d="${bodyD}" fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="${r3(lw)}"/>`;
  for (const line of PROFILE_LINES)
    back += `<path d="${smoothLine(line)}" fill="none" stroke="${dark}" stroke-opacity="0.45" stroke-width="${r3(lw * 1.4)}" stroke-linecap="round"/>`;
  if (!o.glove)
    back += `<ellipse cx="0.5" cy="-1.86" rx="0.06" ry="0.035" transform="rotate(30 0.5 -1.86)" fill="${lighten(skin, 0.3)}" fill-opacity="0.8"/>`;
  if (o.sleeve) {
    back += `<path d="M-0.46 0.02Q-0.05 0.12 0.4 0.0L0.42 0.2Q-0.05 0.3 -0.48 0.2Z" fill="${lighten(o.sleeve, 0.05)}"/>`;
    back += `<path d="M-0.48 0.2Q-0.05 0.3 0.42 0.2" fill="none" stroke="${darken(o.sleeve, 0.25)}" stroke-width="${r3(lw * 2)}"/>`;
  }
  back += '</g>';
  let front = `<g transform="${tr}">`;
  front += `<path d="${thumbD}" transform="translate(0.03 0.04)" fill="${dark}" fill-opacity="0.25"/>`;
  front += `<path d="${thumbD}" fill="${skin}"/>`;
  front += `<path d="${thumbD}" fill="${g([
    [0, light, 0.45],
    [0.5, light, 0.05],
    [1, dark, 0.3],
  ])}"/>`;
  front += `<path d="${thumbD}" fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="${r3(lw)}"/>`;
  if (!o.glove)
    front += `<ellipse cx="0.62" cy="-1.64" rx="0.05" ry="0.03" transform="rotate(-55 0.62 -1.64)" fill="${lighten(skin, 0.3)}" fill-opacity="0.8"/>`;
  front += '</g>';
  return { back, front };
}

// ---------------------------------------------------------------------------
// Scenes

function warmSet(s: Svg): string {
  const { w, h, pal } = s;
  const warm = pal.dark ? mix(pal.wallTop, '#3A2E22', 0.4) : mix(pal.wallBottom, '#D8C3A2', 0.3);
  return rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, lighten(warm, 0.05)],
      [1, darken(warm, 0.12)],
    ])}"`,
  );
}

/** The perfumer's hand: a blotter held up, the organ of vials glowing behind. */
function blotterScene(s: Svg): string {
  const { w, h, rng, pal } = s;
  let out = warmSet(s);
  const vialColours = ['#B9804A', '#8A5A2B', '#E9CF96', '#F4EEE2', '#C98B3E'];
  for (let row = 0; row < 3; row++) {
    const y = h * (0.14 + row * 0.26);
    out += rect(0, y + h * 0.075, w, h * 0.018, `fill="${darken(pal.wallBottom, 0.35)}" fill-opacity="0.3"`);
    out += bokeh(s, vialColours, 12, [0, y - h * 0.05, w, h * 0.1]);
  }
  out += lightLayer(s, {
    glows: [{ x: w * 0.3, y: h * 0.2, rx: w * 0.8, ry: h * 0.8, color: '#FFF3DC', alpha: 0.35, power: 1.6 }],
    resolution: 64,
  });
  const left = rng.chance(0.5);
  const size = Math.min(w, h) * 0.36;
  const pinch: Pt = [w * (left ? 0.56 : 0.44), h * 0.5];
  const tint = rng.pick([LIQUIDS.amber, LIQUIDS.rose, LIQUIDS.champagne, LIQUIDS.cognac]);
  const hand = profileHand(s, pinch, size, { left, sleeve: rng.pick(['#F3F0EA', '#2B2B30', '#3A4A42']), rotate: left ? 6 : -6 });
  out += hand.back;
  out += blotter(s, pinch[0], pinch[1] + size * 0.25, size * 1.75, left ? -4 : 4, tint);
  out += hand.front;
  out += vignette(s, pal.shadow, 0.2);
  return out;
}

function benchSet(s: Svg, side: -1 | 1, top: number): string {
  const { w, h, rng, pal } = s;
  let out = backdrop(s, {
    horizon: top - h * 0.04,
    focusX: w / 2,
    focusY: h * 0.4,
    style: rng.pick(['sweep', 'window'] as const),
    lightSide: side,
  });
  out += plinth(s, { kind: 'slab', x: w / 2, top, w: w * 1.3, h: h - top + 2, color: rng.pick(pal.set), lightSide: side }).svg;
  return out;
}

/** A row of finished bottles behind, smaller and softer. */
function bottleRow(s: Svg, spec: BottleSpec, y: number, height: number, side: -1 | 1, skip: [number, number]): string {
  let out = '';
  const bw = height * spec.bodyW * 0.8;
  for (let x = s.w * 0.06; x < s.w; x += bw * 1.35) {
    if (x > skip[0] && x < skip[1]) continue;
    const d = drawBottle(s, spec, x, y, height, { side });
    out += contactShadow(s, x, y, d.w) + d.svg;
  }
  return `<g opacity="0.8">${out}</g>` + rect(0, 0, s.w, y + 2, `fill="${s.pal.wallBottom}" fill-opacity="0.25"`);
}

/** Capping by hand: a gloved hand turns a heavy cap onto a filled bottle. */
function cappingScene(s: Svg): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const top = h * 0.8;
  let out = benchSet(s, side, top);
  const base = randomBottle(rng, pal, { shape: rng.pick(['rect', 'square', 'facet'] as const) });
  const capMat = { kind: 'metal' as const, color: METALS.gold.mid, metal: rng.pick([METALS.gold, METALS.gunmetal, METALS.silver]) };
  const spec: BottleSpec = {
    ...base,
    collar: { w: base.neckW * 1.3, h: 0.09, metal: capMat.metal, ribbed: true },
    cap: { style: 'cube', w: Math.min(base.bodyW * 0.6, 0.42), h: Math.min(base.bodyW * 0.6, 0.42) * 0.95, material: capMat },
  };
  const bx = w * (0.5 - side * 0.06);
  const bh = h * 0.62;
  out += bottleRow(s, spec, top - h * 0.06, bh * 0.45, side, [bx - bh * 0.6, bx + bh * 0.6]);
  const open: BottleSpec = { ...spec, cap: null };
  const body = drawBottle(s, open, bx, top - h * 0.01, bh * 0.8, { side });
  out += contactShadow(s, bx, top - h * 0.01, body.w) + body.svg;
  // The cap, just above the collar, about to be seated.
  const k = (bh * 0.8) / (1 + spec.neckH * 0.4 + (spec.collar?.h ?? 0) + 0.14);
  const capW = (spec.cap?.w ?? 0.4) * k;
  const capH = (spec.cap?.h ?? 0.4) * k;
  const capBottom = top - h * 0.01 - k * (1 + spec.neckH * 0.4 + (spec.collar?.h ?? 0)) - capH * 0.08;
  const m = capMat.metal;
  const hand = profileHand(s, [bx + side * capW * 0.05, capBottom - capH * 0.5], capH * 1.5, {
    glove: true,
    left: side > 0,
    rotate: 180 - side * 35,
    sleeve: '#EDEAE4',
  });
  out += hand.back;
  out += path(
    roundRect(bx - capW / 2, capBottom - capH, capW, capH, capW * 0.05),
    `fill="${s.across(
      side < 0
        ? [
            [0, m.light],
            [0.3, m.mid],
            [0.75, m.dark],
            [1, m.mid],
          ]
        : [
            [0, m.mid],
            [0.25, m.dark],
            [0.7, m.mid],
            [1, m.light],
          ],
    )}"`,
  );
  out += rect(bx - capW / 2, capBottom - capH, capW, Math.max(1, capH * 0.05), `fill="${m.light}"`);
  out += hand.front;
  out += vignette(s, pal.shadow, 0.12);
  return out;
}

/** Hand finishing: two gloved hands tie a silk cord around the neck of a bottle. */
function cordScene(s: Svg): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const top = h * 0.82;
  let out = benchSet(s, side, top);
  const spec = { ...randomBottle(rng, pal, { shape: rng.pick(['rect', 'square', 'round', 'flask', 'facet'] as const) }) };
  const bx = w / 2;
  const bh = h * 0.62;
  const drawn = drawBottle(s, spec, bx, top - h * 0.01, bh, { side });
  out += contactShadow(s, bx, top - h * 0.01, drawn.w) + drawn.svg;
  const k = bh / (1 + spec.neckH * 0.4 + (spec.collar?.h ?? 0) + (spec.cap?.h ?? 0.14));
  const neckY = top - h * 0.01 - k * (1 + spec.neckH * 0.2);
  const neckW = spec.neckW * k;
  const cord = rng.pick(['#5A2630', '#17171B', '#A8834A', '#0F2A22', '#C9A7A0']);
  const cw = Math.max(2, k * 0.025);
  // The loop around the neck, and the two ends drawn out to the hands.
  const lx = bx - w * 0.22;
  const rx = bx + w * 0.22;
  const ly = neckY + bh * 0.05;
  const loop = `M${n(bx - neckW * 0.6)} ${n(neckY)}Q${n(bx)} ${n(neckY + neckW * 0.35)} ${n(bx + neckW * 0.6)} ${n(neckY)}`;
  out += path(loop, `fill="none" stroke="${cord}" stroke-width="${n(cw)}" stroke-linecap="round"`);
  out += path(
    `M${n(bx - neckW * 0.6)} ${n(neckY)}C${n(bx - neckW * 2)} ${n(neckY - neckW * 0.5)} ${n(lx + w * 0.05)} ${n(ly - bh * 0.1)} ${n(lx)} ${n(ly)}`,
    `fill="none" stroke="${cord}" stroke-width="${n(cw)}" stroke-linecap="round"`,
  );
  out += path(
    `M${n(bx + neckW * 0.6)} ${n(neckY)}C${n(bx + neckW * 2)} ${n(neckY - neckW * 0.5)} ${n(rx - w * 0.05)} ${n(ly - bh * 0.1)} ${n(rx)} ${n(ly)}`,
    `fill="none" stroke="${cord}" stroke-width="${n(cw)}" stroke-linecap="round"`,
  );
  out += path(
    loop,
    `fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="${n(cw * 0.3)}" transform="translate(0 ${n(-cw * 0.2)})"`,
  );
  const size = bh * 0.3;
  const left = profileHand(s, [lx, ly], size, { glove: true, left: true, rotate: 35, sleeve: '#EDEAE4' });
  const right = profileHand(s, [rx, ly], size, { glove: true, rotate: -35, sleeve: '#EDEAE4' });
  out += left.back + left.front + right.back + right.front;
  out += vignette(s, pal.shadow, 0.12);
  return out;
}

/** Inspection: a gloved hand holds a bottle (or a cap) up against a daylight lamp. */
function inspectScene(s: Svg, what: 'bottle' | 'cap'): string {
  const { w, h, rng, pal } = s;
  const dark = mix(pal.shadow, pal.wallBottom, 0.35);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, darken(dark, 0.1)],
      [1, dark],
    ])}"`,
  );
  // The lamp: a tall panel of cool daylight.
  const lw = w * 0.46;
  const lh = h * 0.8;
  const lx = w * (rng.chance(0.5) ? 0.3 : 0.24);
  const ly = h * 0.08;
  out += lightLayer(s, {
    glows: [{ x: lx + lw / 2, y: ly + lh / 2, rx: lw * 1.2, ry: lh * 0.9, color: '#F2F5F4', alpha: 0.45, power: 1.5 }],
    resolution: 64,
  });
  out += path(
    roundRect(lx, ly, lw, lh, w * 0.005),
    `fill="${s.linear([
      [0, '#FDFEFD'],
      [1, '#EEF2F1'],
    ])}"`,
  );
  let tubes = '';
  for (let i = 1; i < 6; i++) tubes += rect(lx + (lw * i) / 6 - w * 0.003, ly + h * 0.02, w * 0.006, lh - h * 0.04, `fill="#FFFFFF"`);
  out +=
    tubes + path(roundRect(lx, ly, lw, lh, w * 0.005), `fill="none" stroke="#8F9894" stroke-opacity="0.5" stroke-width="${n(s.u * 0.4)}"`);
  const cx = lx + lw * 0.5;
  const cy = h * 0.6;
  if (what === 'bottle') {
    const spec = {
      ...randomBottle(rng, pal, { shape: rng.pick(['rect', 'square', 'facet', 'cylinder'] as const), bare: true }),
      liquid: rng.pick([LIQUIDS.champagne, LIQUIDS.amber, LIQUIDS.rose, LIQUIDS.citrus]),
      level: 0.85,
    };
    const bh = h * 0.5;
    const drawn = drawBottle(s, spec, cx, cy + bh * 0.55, bh, { side: -1, behind: '#F4F7F6' });
    const neckTop = cy + bh * 0.55 - bh * 0.98;
    const hand = profileHand(s, [cx, neckTop + bh * 0.03], bh * 0.24, { glove: true, rotate: 165, sleeve: '#EDEAE4' });
    const outline = `<path d="${drawn.d}" transform="translate(${n(cx)} ${n(cy + bh * 0.55)})" fill="none" stroke="${mix(pal.shadow, '#8F8A84', 0.5)}" stroke-opacity="0.55" stroke-width="${n(Math.max(1, s.u * 0.25))}"/>`;
    out += hand.back + drawn.svg + outline + hand.front;
  } else {
    const m = rng.pick([METALS.gold, METALS.rosegold, METALS.gunmetal]);
    const cw = h * 0.2;
    const chh = cw * 1.05;
    const hand = profileHand(s, [cx, cy], cw * 0.9, { glove: true, rotate: 25, sleeve: '#EDEAE4' });
    out += hand.back;
    const pts: Pt[] = [
      [cx - cw / 2, cy + chh / 2],
      [cx + cw / 2, cy + chh / 2],
      [cx + cw / 2, cy],
      [cx + cw * 0.22, cy - chh / 2],
      [cx - cw * 0.22, cy - chh / 2],
      [cx - cw / 2, cy],
    ];
    out += path(
      `M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z`,
      `fill="${s.linear(
        [
          [0, m.light],
          [0.4, m.mid],
          [1, m.dark],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"`,
    );
    out += path(
      `M${n(cx - cw / 2)} ${n(cy)}L${n(cx - cw * 0.22)} ${n(cy - chh / 2)}L${n(cx - cw * 0.1)} ${n(cy - chh * 0.4)}L${n(cx - cw * 0.26)} ${n(cy + chh / 2)}Z`,
      `fill="#FFFFFF" fill-opacity="0.35"`,
    );
    out += hand.front;
  }
  out += vignette(s, pal.shadow, 0.3);
  return out;
}

/** A pipette drawing concentrate from a beaker on the laboratory bench. */
function pipetteScene(s: Svg): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const top = h * 0.78;
  let out = benchSet(s, side, top);
  const bw = Math.min(w, h) * 0.28;
  const bx = w * (0.5 + side * 0.06);
  const by = top - h * 0.005;
  const bh = bw * 1.2;
  const liquid = rng.pick([LIQUIDS.amber, LIQUIDS.champagne, LIQUIDS.citrus, LIQUIDS.rose]);
  out += contactShadow(s, bx, by, bw);
  out += path(
    roundRect(bx - bw / 2, by - bh, bw, bh, 0, bw * 0.06),
    `fill="${s.across([
      [0, '#8F8A84', 0.35],
      [0.25, '#FFFFFF', 0.15],
      [1, '#8F8A84', 0.4],
    ])}"`,
  );
  const lv = bh * 0.38;
  out += rect(
    bx - bw / 2 + 2,
    by - lv,
    bw - 4,
    lv - 2,
    `fill="${s.across([
      [0, darken(liquid, 0.2)],
      [0.5, lighten(liquid, 0.15)],
      [1, darken(liquid, 0.25)],
    ])}" fill-opacity="0.85"`,
  );
  let marks = '';
  for (let i = 1; i <= 5; i++) marks += `M${n(bx + bw * 0.12)} ${n(by - (bh * i) / 6)}H${n(bx + bw * 0.32)}`;
  out += path(marks, `stroke="#5E5B57" stroke-opacity="0.45" stroke-width="${n(Math.max(0.8, bw * 0.008))}"`);
  // The pipette runs from above into the liquid.
  const tip: Pt = [bx - side * bw * 0.08, by - lv * 0.6];
  const ang = side * -18;
  const len = h * 0.62;
  const ex = tip[0] + Math.sin((ang * Math.PI) / 180) * len;
  const ey = tip[1] - Math.cos((ang * Math.PI) / 180) * len;
  const pw = Math.max(3, w * 0.007);
  out += path(
    `M${n(tip[0])} ${n(tip[1])}L${n(ex)} ${n(ey)}`,
    `stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="${n(pw)}" stroke-linecap="round"`,
  );
  out += path(
    `M${n(tip[0])} ${n(tip[1])}L${n(tip[0] + (ex - tip[0]) * 0.35)} ${n(tip[1] + (ey - tip[1]) * 0.35)}`,
    `stroke="${liquid}" stroke-opacity="0.8" stroke-width="${n(pw * 0.5)}" stroke-linecap="round"`,
  );
  out += path(
    roundRect(bx - bw / 2, by - bh, bw, bh, 0, bw * 0.06),
    `fill="none" stroke="#6E6A64" stroke-opacity="0.45" stroke-width="${n(Math.max(0.8, bw * 0.01))}"`,
  );
  out += ellipse(
    bx,
    by - bh,
    bw / 2,
    bw * 0.05,
    `fill="none" stroke="#6E6A64" stroke-opacity="0.4" stroke-width="${n(Math.max(0.8, bw * 0.01))}"`,
  );
  const bulbAt: Pt = [tip[0] + (ex - tip[0]) * 0.86, tip[1] + (ey - tip[1]) * 0.86];
  const hand = profileHand(s, bulbAt, h * 0.13, {
    rotate: ang + (side < 0 ? 10 : -10),
    left: side > 0,
    sleeve: rng.pick(['#F3F0EA', '#F3F0EA', '#2B2B30']),
  });
  out += hand.back;
  out += path(
    roundRect(ex - pw * 1.8, ey - pw * 5, pw * 3.6, pw * 6, pw * 1.6),
    `fill="${s.linear([
      [0, '#3A3733'],
      [1, '#17171B'],
    ])}" transform="rotate(${n(ang)} ${n(ex)} ${n(ey)})"`,
  );
  out += hand.front;
  out += vignette(s, pal.shadow, 0.12);
  return out;
}

export function drawHands(s: Svg, variant: string | undefined): string {
  switch (variant) {
    case 'capping':
      return cappingScene(s);
    case 'cord':
      return cordScene(s);
    case 'inspect':
      return inspectScene(s, 'bottle');
    case 'inspect-cap':
      return inspectScene(s, 'cap');
    case 'pipette':
      return pipetteScene(s);
    case 'blotter':
    default:
      return blotterScene(s);
  }
}
