// Skincare packaging still lifes: thick-wall glass jars with lids, dropper
// bottles, airless pumps and refill pods, on the same set as the perfume.
import { metal, roundFill, type Material } from './material.ts';
import { darken, lighten, METALS, mix, type Metal } from './palette.ts';
import { backdrop, contactShadow, plinth, type PlinthKind } from './scene.ts';
import { ellipse, n, path, rect, roundRect, type Svg } from './svg.ts';

export type SkincareVariant = 'jar' | 'dropper' | 'pair' | 'refill' | 'row' | 'airless' | 'range';

interface Finish {
  glass: string;
  frosted: boolean;
  cap: Material;
  formula: string;
}

const FORMULAS = ['#F4EEE4', '#EFE3D0', '#E9D8C4', '#F2E6DA', '#E6E4D8'];
const SERUMS = ['#E9CF96', '#EEDC93', '#F0CFC3', '#D7B77A', '#C98B3E'];

function finish(s: Svg): Finish {
  const { rng, pal } = s;
  const softTouch: Material[] = [
    { kind: 'ceramic', color: rng.pick(['#F2EDE4', '#E9E1D4', '#D9CBB4', '#2B2B30', '#C9B9A3']) },
    metal(rng.pick(pal.metals)),
    { kind: 'lacquer', color: rng.pick(['#17171B', '#F2EDE4', '#0F2A22', '#D9CBB4']) },
  ];
  return {
    glass: rng.pick(['#F2F0EA', '#EEE9E0', mix(rng.pick(pal.liquids), '#FFFFFF', 0.7), '#E8ECE6']),
    frosted: rng.chance(0.6),
    cap: rng.pick(softTouch),
    formula: rng.pick(FORMULAS),
  };
}

/** Thick-wall glass outline: a body with a frosted or clear finish and a visible heavy base. */
function glassBody(
  s: Svg,
  d: string,
  x: number,
  y: number,
  w: number,
  h: number,
  f: Finish,
  side: -1 | 1,
  content: string | null,
  level: number,
): string {
  const { pal } = s;
  const edge = darken(mix(f.glass, pal.shadow, 0.3), 0.15);
  let out = path(
    d,
    `fill="${s.across([
      [0, edge, 0.55],
      [0.1, f.glass, 0.35],
      [0.5, f.glass, 0.18],
      [0.9, f.glass, 0.35],
      [1, edge, 0.55],
    ])}"`,
  );
  const clip = s.clip(d);
  let inner = '';
  if (content) {
    const top = y - h * level;
    inner += rect(
      x - w / 2,
      top,
      w,
      h * level,
      `fill="${s.across([
        [0, darken(content, 0.15)],
        [0.4, lighten(content, 0.1)],
        [1, darken(content, 0.2)],
      ])}" fill-opacity="${f.frosted ? 0.55 : 0.85}"`,
    );
    inner += rect(x - w / 2, top - 1, w, Math.max(1.5, h * 0.012), `fill="${lighten(content, 0.4)}" fill-opacity="0.8"`);
  }
  // Heavy base.
  inner += rect(
    x - w / 2,
    y - h * 0.14,
    w,
    h * 0.14,
    `fill="${s.linear([
      [0, '#FFFFFF', 0.35],
      [1, f.glass, 0.3],
    ])}"`,
  );
  inner += rect(x - w / 2, y - h * 0.14, w, Math.max(1, h * 0.01), `fill="#FFFFFF" fill-opacity="0.7"`);
  if (f.frosted) inner += path(d, `fill="${mix(f.glass, '#FFFFFF', 0.5)}" fill-opacity="0.45"`);
  // Highlights.
  const hx = side < 0 ? x - w * 0.34 : x + w * 0.22;
  inner += rect(
    hx,
    y - h * 0.92,
    w * 0.08,
    h * 0.8,
    `fill="${s.linear([
      [0, '#FFFFFF', 0],
      [0.2, '#FFFFFF', f.frosted ? 0.35 : 0.6],
      [0.8, '#FFFFFF', f.frosted ? 0.2 : 0.45],
      [1, '#FFFFFF', 0],
    ])}"`,
  );
  inner += rect(side < 0 ? x + w * 0.4 : x - w * 0.44, y - h * 0.88, w * 0.03, h * 0.76, `fill="#FFFFFF" fill-opacity="0.35"`);
  out += `<g clip-path="${clip}">${inner}</g>`;
  out += path(d, `fill="none" stroke="${edge}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.8, w * 0.008))}"`);
  return out;
}

/** A jar standing at (x, y): body width w, body height h, with its lid on or lifted. */
function jar(s: Svg, f: Finish, x: number, y: number, w: number, h: number, side: -1 | 1, lid: 'on' | 'off' | 'none' = 'on'): string {
  const r = w * 0.09;
  const d = roundRect(x - w / 2, y - h, w, h, r * 1.2, r);
  let out = contactShadow(s, x, y, w);
  const lidH = h * 0.42;
  const lidW = w * 1.02;
  if (lid === 'off') {
    // The lid rests beside the jar, showing its top.
    const lx = x + side * -w * 0.95;
    out += contactShadow(s, lx, y, lidW * 0.9);
    out += lidShape(s, f.cap, lx, y, lidW, lidH * 0.9, side);
  }
  out += glassBody(s, d, x, y, w, h, f, side, f.formula, 0.8);
  if (lid === 'on') out += lidShape(s, f.cap, x, y - h + lidH * 0.08, lidW, lidH, side);
  else if (lid === 'off') {
    // The cream's surface, swirled.
    out += ellipse(x, y - h + h * 0.02, w * 0.44, w * 0.06, `fill="${lighten(f.formula, 0.2)}"`);
    out += path(
      `M${n(x - w * 0.25)} ${n(y - h + h * 0.02)}q${n(w * 0.12)} ${n(-w * 0.05)} ${n(w * 0.26)} 0t${n(w * 0.22)} ${n(-w * 0.01)}`,
      `fill="none" stroke="${darken(f.formula, 0.12)}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.8, w * 0.01))}"`,
    );
  }
  return out;
}

function lidShape(s: Svg, m: Material, x: number, by: number, w: number, h: number, side: -1 | 1): string {
  const d = roundRect(x - w / 2, by - h, w, h, w * 0.06, w * 0.02);
  let out = path(d, `fill="${roundFill(s, m, side)}"`);
  out += ellipse(
    x,
    by - h + w * 0.01,
    w / 2 - 1,
    Math.max(1, w * 0.04),
    `fill="${lighten(m.kind === 'metal' ? (m.metal?.light ?? m.color) : m.color, 0.2)}" fill-opacity="0.7"`,
  );
  if (m.kind === 'metal') out += rect(side < 0 ? x - w * 0.3 : x + w * 0.22, by - h, w * 0.06, h, `fill="#FFFFFF" fill-opacity="0.45"`);
  out += rect(x - w / 2, by - h * 0.12, w, h * 0.12, `fill="#000000" fill-opacity="0.08"`);
  return out;
}

/** A dropper bottle: a round-shouldered body, a collar and a rubber bulb. */
function dropper(s: Svg, f: Finish, x: number, y: number, w: number, h: number, side: -1 | 1, serum: string): string {
  const bodyH = h * 0.62;
  const d = roundRect(x - w / 2, y - bodyH, w, bodyH, w * 0.3, w * 0.08);
  let out = contactShadow(s, x, y, w);
  out += glassBody(s, d, x, y, w, bodyH, f, side, serum, 0.7);
  // The glass pipette inside.
  out += rect(
    x - w * 0.05,
    y - bodyH * 1.02,
    w * 0.1,
    bodyH * 0.9,
    `fill="#FFFFFF" fill-opacity="0.25" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="1"`,
  );
  const neckW = w * 0.42;
  out += rect(x - neckW / 2, y - bodyH - h * 0.04, neckW, h * 0.05, `fill="${f.glass}" fill-opacity="0.6"`);
  // Collar.
  const cw = w * 0.5;
  const ch = h * 0.13;
  const cTop = y - bodyH - h * 0.03 - ch;
  out += path(roundRect(x - cw / 2, cTop, cw, ch, cw * 0.08), `fill="${roundFill(s, f.cap, side)}"`);
  // Bulb.
  const bw = cw * 0.72;
  const bh = h * 0.22;
  const bulb = `M${n(x - bw / 2)} ${n(cTop)}V${n(cTop - bh * 0.5)}C${n(x - bw / 2)} ${n(cTop - bh * 1.05)} ${n(x + bw / 2)} ${n(cTop - bh * 1.05)} ${n(x + bw / 2)} ${n(cTop - bh * 0.5)}V${n(cTop)}Z`;
  const bulbC = f.cap.kind === 'metal' ? '#2B2B30' : darken(f.cap.color, 0.08);
  out += path(
    bulb,
    `fill="${s.across(
      side < 0
        ? [
            [0, lighten(bulbC, 0.2)],
            [0.4, bulbC],
            [1, darken(bulbC, 0.3)],
          ]
        : [
            [0, darken(bulbC, 0.3)],
            [0.6, bulbC],
            [1, lighten(bulbC, 0.2)],
          ],
    )}"`,
  );
  return out;
}

/** An airless pump bottle: a tall cylinder, a shoulder, a pump head. */
function airless(s: Svg, f: Finish, x: number, y: number, w: number, h: number, side: -1 | 1): string {
  const bodyH = h * 0.74;
  const d = roundRect(x - w / 2, y - bodyH, w, bodyH, w * 0.08, w * 0.05);
  let out = contactShadow(s, x, y, w);
  out += glassBody(s, d, x, y, w, bodyH, { ...f, frosted: true }, side, f.formula, 0.75);
  const sh = h * 0.1;
  out += path(roundRect(x - w / 2, y - bodyH - sh, w, sh, w * 0.1, 0), `fill="${roundFill(s, f.cap, side)}"`);
  const hw = w * 0.36;
  const hh = h * 0.14;
  out += path(roundRect(x - hw / 2, y - bodyH - sh - hh, hw, hh, hw * 0.2, 0), `fill="${roundFill(s, f.cap, side)}"`);
  out += path(
    roundRect(x - hw / 2 + (side < 0 ? -hw * 0.55 : 0), y - bodyH - sh - hh, hw * 1.55, hh * 0.35, hh * 0.15),
    `fill="${roundFill(s, f.cap, side)}"`,
  );
  return out;
}

/** A refill pod: a shallow cup with a peel-off foil lid. */
function pod(s: Svg, x: number, y: number, w: number, h: number, f: Finish, side: -1 | 1, foil: Metal): string {
  const d = `M${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}L${n(x + w * 0.44)} ${n(y - w * 0.03)}Q${n(x + w * 0.42)} ${n(y)} ${n(x + w * 0.38)} ${n(y)}H${n(x - w * 0.38)}Q${n(x - w * 0.42)} ${n(y)} ${n(x - w * 0.44)} ${n(y - w * 0.03)}Z`;
  let out = contactShadow(s, x, y, w * 0.9);
  out += path(
    d,
    `fill="${s.across([
      [0, darken(f.formula, 0.15)],
      [0.35, lighten(f.formula, 0.1)],
      [1, darken(f.formula, 0.2)],
    ])}"`,
  );
  out += path(d, `fill="#FFFFFF" fill-opacity="0.25"`);
  out += ellipse(
    x,
    y - h,
    w / 2,
    w * 0.06,
    `fill="${s.across([
      [0, foil.mid],
      [0.4, foil.light],
      [1, foil.dark],
    ])}"`,
  );
  // The pull tab.
  out += path(
    `M${n(x + side * w * 0.45)} ${n(y - h)}l${n(side * w * 0.1)} ${n(-w * 0.03)}l${n(side * w * 0.02)} ${n(w * 0.05)}Z`,
    `fill="${foil.light}"`,
  );
  return out;
}

export function drawSkincare(s: Svg, variant: string | undefined): string {
  const { w, h, rng, pal } = s;
  const v = (variant ?? rng.pick(['jar', 'pair', 'range'] as const)) as SkincareVariant;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const portrait = h > w;
  const f = finish(s);
  const serum = rng.pick(SERUMS);
  const unit = Math.min(w * (portrait ? 0.5 : 0.3), h * 0.36);
  const floorY = h * rng.range(0.8, 0.85);
  let horizon = floorY - h * rng.range(0.1, 0.18);
  let set = '';
  let objects = '';
  const cx = w / 2;
  const stage = rng.weighted<'floor' | 'slab' | 'plinth'>([
    ['floor', 1],
    ['slab', 1.2],
    ['plinth', 1],
  ]);
  let y = floorY;
  if (stage === 'slab') {
    const top = floorY - h * 0.02;
    set = plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.3,
      h: h - top + 2,
      color: rng.pick(pal.set),
      marble: rng.chance(0.4),
      lightSide: side,
    }).svg;
    y = top - h * 0.012;
    horizon = top - h * 0.06;
  } else if (stage === 'plinth') {
    const pw = unit * (v === 'row' || v === 'range' ? 3.4 : 2.2);
    const top = floorY - h * 0.05;
    const p = plinth(s, {
      kind: rng.pick<PlinthKind>(['block', 'cylinder']),
      x: cx,
      top,
      w: Math.min(pw, w * 0.9),
      h: h - top + 2,
      color: rng.pick(pal.set),
      lightSide: side,
    });
    set = p.svg;
    y = p.stand;
    horizon = h * 0.62;
  }
  switch (v) {
    case 'jar':
      objects += jar(s, f, cx - side * unit * 0.15, y, unit * 1.05, unit * 0.62, side, 'on');
      objects += jar(s, { ...f }, cx + side * unit * 0.78, y + h * 0.01, unit * 0.62, unit * 0.38, side, 'on');
      break;
    case 'dropper':
      objects += dropper(s, f, cx, y, unit * 0.55, unit * 1.6, side, serum);
      break;
    case 'pair':
      objects += dropper(s, f, cx - side * unit * 0.45, y, unit * 0.5, unit * 1.45, side, serum);
      objects += jar(s, f, cx + side * unit * 0.45, y + h * 0.008, unit * 0.9, unit * 0.55, side, 'on');
      break;
    case 'refill':
      objects += jar(s, f, cx - side * unit * 0.35, y, unit * 1.0, unit * 0.6, side, 'off');
      objects += pod(s, cx + side * unit * 0.9, y + h * 0.01, unit * 0.75, unit * 0.34, f, side, METALS.silver);
      break;
    case 'airless':
      objects += airless(s, f, cx - side * unit * 0.3, y, unit * 0.42, unit * 1.7, side);
      objects += jar(s, f, cx + side * unit * 0.45, y + h * 0.006, unit * 0.8, unit * 0.5, side, 'on');
      break;
    case 'row': {
      // Droppers of serum lined up for compatibility testing, each labelled.
      const count = portrait ? 4 : 6;
      const dw = Math.min(unit * 0.42, (w * 0.8) / (count * 1.4));
      for (let i = 0; i < count; i++) {
        const x = cx + (i - (count - 1) / 2) * dw * 1.45;
        const fin = { ...f, cap: i % 3 === 0 ? metal('silver') : i % 3 === 1 ? f.cap : { kind: 'lacquer' as const, color: '#17171B' } };
        objects += dropper(s, fin, x, y, dw, dw * 2.9, side, SERUMS[i % SERUMS.length] ?? serum);
        objects += rect(
          x - dw * 0.32,
          y - dw * 0.95,
          dw * 0.64,
          dw * 0.38,
          `fill="#FBFAF6" stroke="#8F8A84" stroke-opacity="0.4" stroke-width="1"`,
        );
        objects += rect(x - dw * 0.22, y - dw * 0.85, dw * 0.44, Math.max(1, dw * 0.04), `fill="#5E5B57" fill-opacity="0.6"`);
      }
      break;
    }
    case 'range':
      objects += airless(s, f, cx - side * unit * 0.85, y, unit * 0.4, unit * 1.6, side);
      objects += dropper(s, f, cx - side * unit * 0.15, y, unit * 0.46, unit * 1.35, side, serum);
      objects += jar(s, f, cx + side * unit * 0.65, y + h * 0.008, unit * 0.85, unit * 0.5, side, 'on');
      break;
  }
  const bg = backdrop(s, {
    horizon,
    focusX: cx,
    focusY: y - unit * 0.6,
    style: rng.pick(['sweep', 'window', 'arch', 'panel'] as const),
    lightSide: side,
    scale: Math.min(w, h * 1.3),
  });
  return bg + set + objects;
}
