// Surface finishes for caps, collars and small objects: polished metal,
// lacquer, wood, clear resin, matte ceramic and stone.
import { darken, lighten, METALS, mix, type Metal, type MetalName } from './palette.ts';
import type { Rng } from './random.ts';
import { n, path, type Svg } from './svg.ts';

export type MaterialKind = 'metal' | 'lacquer' | 'wood' | 'resin' | 'ceramic' | 'stone';

export interface Material {
  kind: MaterialKind;
  /** Base colour (for metals: the metal's mid tone). */
  color: string;
  metal?: Metal;
}

export const WOODS = ['#5B3B26', '#8A623F', '#B38B5D', '#3E2A1E', '#C9AB80'] as const;
export const LACQUERS = ['#16161A', '#F2EDE4', '#0F2A22', '#5A2630', '#2B2B30', '#D9CBB4', '#1B2A3A'] as const;
export const CERAMICS = ['#EDE7DE', '#D9D1C5', '#CFC6B8', '#3C3A37', '#E4D8CB', '#B9AE9C'] as const;

export function metal(name: MetalName): Material {
  const m = METALS[name];
  return { kind: 'metal', color: m.mid, metal: m };
}

export function randomMaterial(rng: Rng, metals: readonly MetalName[], tint: string): Material {
  const kind = rng.weighted<MaterialKind>([
    ['metal', 4],
    ['lacquer', 2.2],
    ['wood', 1.4],
    ['resin', 1.6],
    ['ceramic', 1.2],
    ['stone', 0.8],
  ]);
  switch (kind) {
    case 'metal':
      return metal(rng.pick(metals));
    case 'lacquer':
      return { kind, color: rng.pick(LACQUERS) };
    case 'wood':
      return { kind, color: rng.pick(WOODS) };
    case 'resin':
      return { kind, color: rng.chance(0.5) ? '#F4F1EA' : mix(tint, '#FFFFFF', 0.3) };
    case 'ceramic':
      return { kind, color: rng.pick(CERAMICS) };
    case 'stone':
      return { kind, color: rng.pick(['#E9E3D9', '#D8D2C8', '#2C2C2E', '#C9B9A3']) };
  }
}

/** Fill for a front-facing rounded (cylindrical) surface, lit from `side`. */
export function roundFill(s: Svg, m: Material, side: -1 | 1): string {
  const flip = (stops: Array<[number, string, number?]>) =>
    side < 0 ? stops : stops.map(([o, c, a]) => [1 - o, c, a] as [number, string, number?]).reverse();
  switch (m.kind) {
    case 'metal': {
      const t = m.metal ?? METALS.gold;
      return s.across(
        flip([
          [0, t.dark],
          [0.1, t.mid],
          [0.24, t.light],
          [0.34, t.light],
          [0.48, t.mid],
          [0.7, t.dark],
          [0.86, t.mid],
          [0.95, lighten(t.mid, 0.2)],
          [1, t.dark],
        ]),
      );
    }
    case 'lacquer': {
      const c = m.color;
      return s.across(
        flip([
          [0, darken(c, 0.35)],
          [0.18, lighten(c, 0.08)],
          [0.45, c],
          [0.85, darken(c, 0.3)],
          [1, darken(c, 0.45)],
        ]),
      );
    }
    case 'wood': {
      const c = m.color;
      return s.across(
        flip([
          [0, darken(c, 0.3)],
          [0.25, lighten(c, 0.08)],
          [0.6, c],
          [1, darken(c, 0.35)],
        ]),
      );
    }
    case 'resin': {
      const c = m.color;
      return s.across(
        flip([
          [0, darken(c, 0.35), 0.9],
          [0.12, c, 0.55],
          [0.5, lighten(c, 0.3), 0.35],
          [0.88, c, 0.6],
          [1, darken(c, 0.4), 0.9],
        ]),
      );
    }
    case 'ceramic':
    case 'stone': {
      const c = m.color;
      return s.across(
        flip([
          [0, darken(c, 0.12)],
          [0.3, lighten(c, 0.06)],
          [0.7, c],
          [1, darken(c, 0.2)],
        ]),
      );
    }
  }
}

/** Fill for a flat front face (cube caps, boxes). */
export function flatFill(s: Svg, m: Material, side: -1 | 1): string {
  switch (m.kind) {
    case 'metal': {
      const t = m.metal ?? METALS.gold;
      return s.linear(
        side < 0
          ? [
              [0, t.light],
              [0.35, t.mid],
              [0.75, mix(t.mid, t.dark, 0.5)],
              [1, t.dark],
            ]
          : [
              [0, t.mid],
              [0.4, t.light],
              [0.7, t.mid],
              [1, t.dark],
            ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      );
    }
    case 'lacquer':
      return s.linear(
        [
          [0, lighten(m.color, 0.1)],
          [0.5, m.color],
          [1, darken(m.color, 0.25)],
        ],
        { x1: side < 0 ? 0 : 1, y1: 0, x2: side < 0 ? 1 : 0, y2: 1 },
      );
    case 'wood':
    case 'ceramic':
    case 'stone':
      return s.linear(
        [
          [0, lighten(m.color, 0.06)],
          [1, darken(m.color, 0.12)],
        ],
        { x1: side < 0 ? 0 : 1, y1: 0, x2: side < 0 ? 1 : 0, y2: 1 },
      );
    case 'resin':
      return s.linear(
        [
          [0, lighten(m.color, 0.2), 0.5],
          [1, darken(m.color, 0.2), 0.75],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      );
  }
}

/** Extra detail on top of the base fill: gloss strips, wood grain, resin depth. */
export function finish(
  s: Svg,
  m: Material,
  d: string,
  box: { x: number; y: number; w: number; h: number },
  side: -1 | 1,
  round: boolean,
): string {
  const { rng } = s;
  const clip = s.clip(d);
  let out = '';
  const hx = side < 0 ? box.x + box.w * (round ? 0.2 : 0.08) : box.x + box.w * (round ? 0.72 : 0.84);
  const sw = Math.max(0.8, box.w * (round ? 0.07 : 0.06));
  if (m.kind === 'lacquer' || m.kind === 'resin') {
    out += `<rect x="${n(hx)}" y="${n(box.y + box.h * 0.06)}" width="${n(sw)}" height="${n(box.h * 0.88)}" fill="${s.linear([
      [0, '#FFFFFF', 0],
      [0.2, '#FFFFFF', m.kind === 'resin' ? 0.75 : 0.5],
      [0.8, '#FFFFFF', 0.35],
      [1, '#FFFFFF', 0],
    ])}"/>`;
  }
  if (m.kind === 'resin') {
    // Inner cavity and refracted edges of a thick clear block.
    const ix = box.x + box.w * 0.3;
    out += `<rect x="${n(ix)}" y="${n(box.y + box.h * 0.55)}" width="${n(box.w * 0.4)}" height="${n(box.h * 0.45)}" fill="${darken(m.color, 0.35)}" fill-opacity="0.22"/>`;
    out += `<rect x="${n(box.x)}" y="${n(box.y + box.h - Math.max(1, box.h * 0.05))}" width="${n(box.w)}" height="${n(Math.max(1, box.h * 0.05))}" fill="#FFFFFF" fill-opacity="0.6"/>`;
  }
  if (m.kind === 'wood') {
    let grain = '';
    const lines = Math.max(4, Math.round(box.w / Math.max(2, box.w * 0.09)));
    for (let i = 0; i < lines; i++) {
      const x = box.x + (i + rng.range(0.1, 0.9)) * (box.w / lines);
      const wob = box.w * 0.03;
      grain += `M${n(x)} ${n(box.y)}C${n(x + rng.range(-wob, wob))} ${n(box.y + box.h * 0.33)} ${n(x + rng.range(-wob, wob))} ${n(box.y + box.h * 0.66)} ${n(x + rng.range(-wob, wob))} ${n(box.y + box.h)}`;
    }
    out += path(
      grain,
      `fill="none" stroke="${darken(m.color, 0.45)}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.5, box.w * 0.008))}"`,
    );
  }
  if (m.kind === 'metal') {
    // A crisp specular line.
    out += `<rect x="${n(hx + sw * 0.6)}" y="${n(box.y)}" width="${n(Math.max(0.6, sw * 0.25))}" height="${n(box.h)}" fill="#FFFFFF" fill-opacity="0.55"/>`;
  }
  if (m.kind === 'stone') {
    let v = '';
    for (let i = 0; i < 2; i++) {
      const x = box.x + rng.range(0, box.w);
      v += `M${n(x)} ${n(box.y)}Q${n(x + rng.range(-0.4, 0.4) * box.w)} ${n(box.y + box.h * 0.5)} ${n(x + rng.range(-0.3, 0.5) * box.w)} ${n(box.y + box.h)}`;
    }
    out += path(v, `fill="none" stroke="${darken(m.color, 0.35)}" stroke-opacity="0.25" stroke-width="${n(Math.max(0.5, box.w * 0.01))}"`);
  }
  return out ? `<g clip-path="${clip}">${out}</g>` : '';
}

/** The colour seen on a top face (lit from above). */
export function topColor(m: Material): string {
  if (m.kind === 'metal') return (m.metal ?? METALS.gold).light;
  if (m.kind === 'resin') return lighten(m.color, 0.4);
  return lighten(m.color, m.kind === 'lacquer' ? 0.18 : 0.12);
}
