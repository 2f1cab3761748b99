// Ingredient and material swatches seen from above: colour chips, petals,
// wood slices, resin drops, deckled paper and vanilla, laid out with care.
import { pickToken, type Tokens } from './direction.ts';
import { glowAt, vignette } from './light.ts';
import { darken, lighten, mix } from './palette.ts';
import { circle, ellipse, n, path, poly, r2, rect, roundRect, type Svg } from './svg.ts';

type Item = 'chips' | 'petals' | 'wood' | 'resin' | 'paper' | 'vanilla' | 'foil';

/** Soft drop shadow from three offset copies of a shape. */
export function dropShadow(s: Svg, markup: (dx: number, dy: number) => string, lift: number): string {
  const { pal } = s;
  let out = '';
  for (const k of [1, 0.65, 0.35])
    out += `<g fill-opacity="${r2(pal.dark ? 0.16 : 0.07)}" fill="${pal.shadow}">${markup(lift * k * 0.6, lift * k)}</g>`;
  return out;
}

const CHIP_COLOURS = [
  '#A8834A',
  '#E7D2CA',
  '#0F1A17',
  '#C9B9A3',
  '#8D9466',
  '#5A2630',
  '#EDE7DE',
  '#17171B',
  '#D6C09B',
  '#B9804A',
  '#7E8C9A',
  '#C99A85',
  '#E9CF96',
  '#3C3A37',
];

export function chips(s: Svg, cx: number, cy: number, size: number, rot: number): string {
  const { rng, u } = s;
  const count = rng.int(3, 5);
  const cw = size * 0.42;
  const ch = cw * 1.45;
  let out = '';
  const colours = rng.shuffle(CHIP_COLOURS).slice(0, count);
  colours.forEach((c, i) => {
    const a = rot + (i - (count - 1) / 2) * rng.range(9, 14);
    const tr = `rotate(${n(a)} ${n(cx)} ${n(cy + ch * 0.6)})`;
    const d = roundRect(cx - cw / 2, cy - ch * 0.55, cw, ch, cw * 0.03);
    out += dropShadow(s, (dx, dy) => `<path d="${d}" transform="translate(${n(dx)} ${n(dy)}) ${tr}"/>`, u * 0.5);
    out += `<g transform="${tr}"><path d="${d}" fill="#FBF9F5"/>`;
    out += rect(cx - cw / 2 + cw * 0.06, cy - ch * 0.55 + cw * 0.06, cw * 0.88, ch * 0.64, `fill="${c}"`);
    out += rect(cx - cw / 2 + cw * 0.1, cy - ch * 0.55 + ch * 0.78, cw * 0.4, Math.max(1, ch * 0.025), `fill="#8F8A84" fill-opacity="0.5"`);
    out += rect(
      cx - cw / 2 + cw * 0.1,
      cy - ch * 0.55 + ch * 0.85,
      cw * 0.25,
      Math.max(1, ch * 0.02),
      `fill="#8F8A84" fill-opacity="0.35"`,
    );
    out += '</g>';
  });
  return out;
}

function petal(s: Svg, x: number, y: number, len: number, angle: number, color: string): string {
  const wdt = len * s.rng.range(0.7, 0.9);
  // A rose petal: pinched at the base, widest high up, a shallow notch at the lip.
  const d =
    `M0 0C${n(wdt * 0.32)} ${n(-len * 0.04)} ${n(wdt * 0.62)} ${n(-len * 0.5)} ${n(wdt * 0.5)} ${n(-len * 0.82)}` +
    `Q${n(wdt * 0.4)} ${n(-len * 1.02)} ${n(wdt * 0.12)} ${n(-len * 0.99)}Q0 ${n(-len * 0.97)} ${n(-wdt * 0.1)} ${n(-len * 1.0)}` +
    `Q${n(-wdt * 0.42)} ${n(-len * 1.02)} ${n(-wdt * 0.5)} ${n(-len * 0.8)}C${n(-wdt * 0.62)} ${n(-len * 0.5)} ${n(-wdt * 0.32)} ${n(-len * 0.04)} 0 0Z`;
  const tr = `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`;
  let out = dropShadow(s, (dx, dy) => `<path d="${d}" transform="translate(${n(dx)} ${n(dy)}) ${tr}"/>`, s.u * 0.35);
  out += `<g transform="${tr}"><path d="${d}" fill="${s.radial(
    [
      [0, darken(color, 0.12)],
      [0.5, color],
      [1, lighten(color, 0.25)],
    ],
    { cx: 0.5, cy: 1, r: 1 },
  )}"/>`;
  out += `<path d="M0 ${n(-len * 0.05)}Q${n(wdt * 0.05)} ${n(-len * 0.5)} 0 ${n(-len * 0.85)}" fill="none" stroke="${darken(color, 0.15)}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.6, len * 0.012))}"/>`;
  out += `<path d="${d}" fill="none" stroke="${lighten(color, 0.3)}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.5, len * 0.01))}"/></g>`;
  return out;
}

function petals(s: Svg, cx: number, cy: number, size: number): string {
  const { rng } = s;
  const base = rng.pick(['#E7B3A6', '#D98F8A', '#C9A7A0', '#B4526A', '#D9A08F', '#8E3B4E']);
  let out = '';
  const count = rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, 360);
    const r = size * rng.range(0.05, 0.3);
    out += petal(
      s,
      cx + Math.cos((a * Math.PI) / 180) * r,
      cy + Math.sin((a * Math.PI) / 180) * r,
      size * rng.range(0.3, 0.42),
      rng.range(0, 360),
      mix(base, '#FFFFFF', rng.range(0, 0.2)),
    );
  }
  return out;
}

function wood(s: Svg, cx: number, cy: number, size: number): string {
  const { rng } = s;
  const r = size * rng.range(0.32, 0.4);
  const c = rng.pick(['#B38B5D', '#C9AB80', '#8A623F', '#D9BE98']);
  let out = dropShadow(s, (dx, dy) => circle(cx + dx, cy + dy, r, ''), s.u * 0.6);
  out += circle(cx, cy, r, `fill="${darken(c, 0.45)}"`);
  out += circle(
    cx,
    cy,
    r * 0.93,
    `fill="${s.radial([
      [0, darken(c, 0.1)],
      [0.25, lighten(c, 0.1)],
      [1, c],
    ])}"`,
  );
  let rings = '';
  const ox = rng.range(-0.08, 0.08) * r;
  const oy = rng.range(-0.08, 0.08) * r;
  for (let i = 1; i <= 9; i++) {
    const rr = r * 0.92 * (i / 9) * rng.range(0.96, 1.02);
    rings += `<ellipse cx="${n(cx + ox * (1 - i / 9))}" cy="${n(cy + oy * (1 - i / 9))}" rx="${n(rr)}" ry="${n(rr * rng.range(0.96, 1.0))}"/>`;
  }
  out += `<g fill="none" stroke="${darken(c, 0.35)}" stroke-opacity="0.3" stroke-width="${n(Math.max(0.6, r * 0.012))}">${rings}</g>`;
  const a = rng.range(0, Math.PI * 2);
  out += path(
    `M${n(cx + ox)} ${n(cy + oy)}L${n(cx + Math.cos(a) * r * 0.85)} ${n(cy + Math.sin(a) * r * 0.85)}`,
    `stroke="${darken(c, 0.5)}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.6, r * 0.015))}"`,
  );
  return out;
}

function resin(s: Svg, cx: number, cy: number, size: number): string {
  const { rng } = s;
  const c = rng.pick(['#C98B3E', '#B9702F', '#D89A3E', '#9B5A22']);
  let out = '';
  const count = rng.int(5, 9);
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-0.32, 0.32) * size;
    const y = cy + rng.range(-0.28, 0.28) * size;
    const rx = size * rng.range(0.05, 0.1);
    const ry = rx * rng.range(0.55, 0.85);
    const a = rng.range(0, 180);
    const pts: Array<[number, number]> = [];
    for (let k = 0; k < 7; k++) {
      const t = (k / 7) * Math.PI * 2;
      const j = rng.range(0.82, 1.12);
      pts.push([x + Math.cos(t) * rx * j, y + Math.sin(t) * ry * j]);
    }
    const d = smooth(pts);
    out += `<g transform="rotate(${n(a)} ${n(x)} ${n(y)})">`;
    out += `<path d="${d}" transform="translate(${n(rx * 0.25)} ${n(ry * 0.35)})" fill="${darken(c, 0.3)}" fill-opacity="0.25"/>`;
    out += `<path d="${d}" fill="${s.radial(
      [
        [0, lighten(c, 0.45)],
        [0.45, c, 0.92],
        [1, darken(c, 0.3), 0.95],
      ],
      { cx: 0.45, cy: 0.55, r: 0.6 },
    )}"/>`;
    out += ellipse(x - rx * 0.3, y - ry * 0.35, rx * 0.22, ry * 0.14, `fill="#FFFFFF" fill-opacity="0.75"`);
    out += '</g>';
  }
  return out;
}

/** Closed smooth curve through points (quadratic midpoints). */
function smooth(pts: ReadonlyArray<readonly [number, number]>): string {
  const m = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const count = pts.length;
  const first = m(pts[count - 1] as [number, number], pts[0] as [number, number]);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < count; i++) {
    const p = pts[i] as [number, number];
    const q = m(p, pts[(i + 1) % count] as [number, number]);
    d += `Q${n(p[0])} ${n(p[1])} ${n(q[0])} ${n(q[1])}`;
  }
  return d + 'Z';
}

function deckle(s: Svg, x: number, y: number, w: number, h: number): string {
  const { rng } = s;
  const pts: Array<[number, number]> = [];
  const step = Math.max(4, Math.min(w, h) * 0.03);
  const j = step * 0.25;
  for (let t = 0; t < w; t += step) pts.push([x + t, y + rng.range(-j, j)]);
  for (let t = 0; t < h; t += step) pts.push([x + w + rng.range(-j, j), y + t]);
  for (let t = w; t > 0; t -= step) pts.push([x + t, y + h + rng.range(-j, j)]);
  for (let t = h; t > 0; t -= step) pts.push([x + rng.range(-j, j), y + t]);
  return poly(pts);
}

export function papers(s: Svg, cx: number, cy: number, size: number): string {
  const { rng, pal } = s;
  let out = '';
  const count = 3;
  const pw = size * 0.62;
  const ph = pw * 1.25;
  for (let i = 0; i < count; i++) {
    const c = mix(rng.pick(pal.papers), '#F7F3EC', rng.range(0, 0.5));
    const a = (i - 1) * rng.range(6, 12) + rng.range(-3, 3);
    const ox = (i - 1) * size * 0.1;
    const d = deckle(s, cx - pw / 2 + ox, cy - ph / 2 + (i - 1) * size * 0.04, pw, ph);
    const tr = `rotate(${n(a)} ${n(cx)} ${n(cy)})`;
    out += dropShadow(s, (dx, dy) => `<path d="${d}" transform="translate(${n(dx)} ${n(dy)}) ${tr}"/>`, s.u * 0.4);
    out += `<path d="${d}" transform="${tr}" fill="${s.linear(
      [
        [0, lighten(c, 0.04)],
        [1, darken(c, 0.04)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`;
  }
  return out;
}

function vanilla(s: Svg, cx: number, cy: number, size: number): string {
  const { rng } = s;
  let out = '';
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const len = size * rng.range(0.75, 0.95);
    const a = rng.range(-30, 30) + (i - 1) * 8;
    const bend = rng.range(-0.08, 0.08) * len;
    const x = cx + (i - 1) * size * 0.1;
    const y = cy + (i - 1) * size * 0.06;
    const d = `M${n(x - len / 2)} ${n(y)}Q${n(x)} ${n(y + bend)} ${n(x + len / 2)} ${n(y)}`;
    const tr = `rotate(${n(a)} ${n(x)} ${n(y)})`;
    const sw = size * 0.045;
    out += `<path d="${d}" transform="translate(${n(s.u * 0.4)} ${n(s.u * 0.6)}) ${tr}" fill="none" stroke="${s.pal.shadow}" stroke-opacity="0.12" stroke-width="${n(sw)}" stroke-linecap="round"/>`;
    out += `<path d="${d}" transform="${tr}" fill="none" stroke="#3A2418" stroke-width="${n(sw)}" stroke-linecap="round"/>`;
    out += `<path d="${d}" transform="translate(0 ${n(-sw * 0.2)}) ${tr}" fill="none" stroke="#7A5238" stroke-opacity="0.6" stroke-width="${n(sw * 0.25)}" stroke-linecap="round"/>`;
  }
  return out;
}

export function foil(s: Svg, cx: number, cy: number, size: number): string {
  const { rng } = s;
  const fw = size * 0.7;
  const fh = fw * 0.7;
  const a = rng.range(-8, 8);
  const tr = `rotate(${n(a)} ${n(cx)} ${n(cy)})`;
  const d = roundRect(cx - fw / 2, cy - fh / 2, fw, fh, fw * 0.01);
  let out = dropShadow(s, (dx, dy) => `<path d="${d}" transform="translate(${n(dx)} ${n(dy)}) ${tr}"/>`, s.u * 0.4);
  const base = rng.pick(['#17171B', '#F7F3EC', '#0F1A17', '#5A2630']);
  const m = rng.pick([
    ['#F6E9C8', '#C9A46A', '#7C5F2F'],
    ['#FBFBFA', '#BDBEBD', '#6A6B6C'],
    ['#F7E2D6', '#C99A85', '#7F5646'],
  ]);
  out += `<g transform="${tr}"><path d="${d}" fill="${base}"/>`;
  const inset = fw * 0.12;
  const foilFill = s.linear(
    [
      [0, m[1] ?? ''],
      [0.35, m[0] ?? ''],
      [0.6, m[1] ?? ''],
      [1, m[2] ?? ''],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  out += `<path d="${roundRect(cx - fw / 2 + inset, cy - fh / 2 + inset, fw - 2 * inset, fh - 2 * inset, 0)}" fill="none" stroke="${foilFill}" stroke-width="${n(Math.max(1, fw * 0.012))}"/>`;
  out += `<path d="${poly([
    [cx, cy - fh * 0.14],
    [cx + fh * 0.14, cy],
    [cx, cy + fh * 0.14],
    [cx - fh * 0.14, cy],
  ])}" fill="${foilFill}"/></g>`;
  return out;
}

export function drawSwatches(s: Svg, t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const surface = rng.pick([pal.set[0] ?? pal.wallBottom, pal.wallTop, pal.set[2] ?? pal.wallTop]);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(surface, 0.05)],
        [1, darken(surface, 0.04)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  const lx = rng.range(0.2, 0.8);
  out += glowAt(s, lx, 0.25, 0.9, pal.glow, pal.dark ? 0.25 : 0.5);
  const landscape = w >= h;
  const cols = landscape ? 3 : 2;
  const rows = landscape ? 2 : 3;
  const cw = (w * 0.9) / cols;
  const chh = (h * 0.9) / rows;
  const size = Math.min(cw, chh) * 1.18;
  const sets: Record<string, Item[]> = {
    ingredients: ['petals', 'wood', 'resin', 'vanilla', 'chips', 'petals'],
    foils: ['foil', 'chips', 'foil', 'paper', 'foil', 'chips'],
    papers: ['paper', 'chips', 'paper', 'foil', 'paper', 'chips'],
  };
  const chosen = pickToken(t, ['ingredients', 'foils', 'papers'] as const);
  const kinds = rng.shuffle<Item>(chosen ? (sets[chosen] ?? []) : ['chips', 'petals', 'wood', 'resin', 'paper', 'vanilla', 'foil']);
  let k = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const kind = kinds[k++ % kinds.length] ?? 'chips';
      const x = w * 0.05 + (c + 0.5) * cw + rng.range(-0.06, 0.06) * cw;
      const y = h * 0.05 + (r + 0.5) * chh + rng.range(-0.06, 0.06) * chh;
      switch (kind) {
        case 'chips':
          out += chips(s, x, y, size, rng.range(-10, 10));
          break;
        case 'petals':
          out += petals(s, x, y, size);
          break;
        case 'wood':
          out += wood(s, x, y, size);
          break;
        case 'resin':
          out += resin(s, x, y, size);
          break;
        case 'paper':
          out += papers(s, x, y, size);
          break;
        case 'vanilla':
          out += vanilla(s, x, y, size);
          break;
        case 'foil':
          out += foil(s, x, y, size);
          break;
      }
    }
  }
  out += vignette(s, pal.shadow, pal.dark ? 0.3 : 0.1);
  return out;
}
