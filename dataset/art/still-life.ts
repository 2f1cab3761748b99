// Perfume still lifes: the single bottle, the collection and the wide hero.
import { bottleWidth, drawBottle, randomBottle, type BodyShape, type BottleSpec } from './bottle.ts';
import { directedBottle, LACQUERS, pickToken, type Tokens } from './direction.ts';
import { darken, lighten, mix } from './palette.ts';
import { backdrop, castShadow, contactShadow, pickBackdrop, plinth, reflection, wallShadow, type PlinthKind } from './scene.ts';
import { circle, ellipse, n, type Svg } from './svg.ts';

export interface Placed {
  spec: BottleSpec;
  x: number;
  y: number;
  height: number;
  /** Clip for the cast shadow (the plinth it stands on). */
  clip?: string;
}

export interface ShadowStyle {
  kind: 'floor' | 'wall';
  lean: number;
  squash: number;
}

export function pickShadow(s: Svg): ShadowStyle {
  const { rng } = s;
  if (rng.chance(0.25)) return { kind: 'wall', lean: 0, squash: 0 };
  return { kind: 'floor', lean: rng.range(0.35, 1.1), squash: rng.range(0.12, 0.3) };
}

/** Shadows then bottles, back to front (items sorted by y). */
export function drawBottles(
  s: Svg,
  items: Placed[],
  side: -1 | 1,
  shadow: ShadowStyle,
  label?: string,
  glossy = false,
  horizon?: number,
): string {
  const sorted = items.slice().sort((a, b) => a.y - b.y);
  let shadows = '';
  let bottles = '';
  for (const it of sorted) {
    const drawn = drawBottle(s, it.spec, it.x, it.y, it.height, { side, label, horizon });
    if (shadow.kind === 'floor') {
      const cast = castShadow(s, {
        d: drawn.d,
        x: it.x,
        y: it.y,
        height: it.height,
        width: drawn.w,
        lightSide: side,
        lean: shadow.lean,
        squash: shadow.squash,
        caustic: it.spec.liquid ?? undefined,
      });
      shadows += it.clip ? `<g clip-path="${it.clip}">${cast}</g>` : cast;
    } else {
      shadows += wallShadow(s, drawn.d, it.x, it.y, it.height, side, 1, drawn.w);
    }
    bottles += contactShadow(s, it.x, it.y, drawn.w) + drawn.svg;
  }
  let out = shadows;
  if (glossy) out += reflection(s, bottles, Math.max(...items.map((i) => i.y)), s.h * 0.25, s.pal.dark ? 0.22 : 0.16);
  return out + bottles;
}

/** A prop that sits beside bottles: a sphere, a pebble or a small block. */
export function prop(s: Svg, x: number, y: number, size: number, side: -1 | 1): string {
  const { rng, pal } = s;
  const c = mix(rng.pick(pal.set), pal.dark ? '#000000' : '#FFFFFF', 0.1);
  const kind = rng.pick(['sphere', 'pebble', 'half'] as const);
  let out = contactShadow(s, x, y, size * 1.1, 0.9);
  const fx = side < 0 ? 0.35 : 0.65;
  const fill = s.radial(
    [
      [0, lighten(c, pal.dark ? 0.15 : 0.35)],
      [0.55, c],
      [1, darken(c, pal.dark ? 0.4 : 0.2)],
    ],
    { cx: fx, cy: 0.35, r: 0.8, fx, fy: 0.3 },
  );
  if (kind === 'sphere') {
    out += circle(x, y - size / 2, size / 2, `fill="${fill}"`);
  } else if (kind === 'pebble') {
    out += ellipse(x, y - size * 0.26, size * 0.62, size * 0.28, `fill="${fill}"`);
  } else {
    out += `<path d="M${n(x - size / 2)} ${n(y)}A${n(size / 2)} ${n(size / 2)} 0 0 1 ${n(x + size / 2)} ${n(y)}Z" fill="${fill}"/>`;
  }
  return out;
}

export function drawSingle(s: Svg, label?: string, t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const spec = directedBottle(rng, pal, t);
  const portrait = h > w;
  let height = h * (portrait ? rng.range(0.44, 0.52) : rng.range(0.5, 0.6));
  const widest = w * (portrait ? 0.44 : 0.34);
  if (bottleWidth(spec, height) > widest) height *= widest / bottleWidth(spec, height);
  const x = w * (portrait ? 0.5 : rng.pick([0.5, 0.5, 0.42, 0.58]));
  const stage =
    pickToken(t, ['floor', 'plinth', 'ledge'] as const) ??
    rng.weighted<'floor' | 'plinth' | 'ledge'>([
      ['floor', 1],
      ['plinth', 1.4],
      ['ledge', 0.8],
    ]);
  const style = pickToken(t, ['sweep', 'arch', 'disc', 'split', 'window', 'panel'] as const) ?? pickBackdrop(s);
  let set = '';
  let y: number;
  let horizon: number;
  let standClip: string | undefined;
  let surface: [number, number] = [0, w];
  const bw = bottleWidth(spec, height);
  if (stage === 'floor') {
    y = h * rng.range(0.8, 0.86);
    horizon = y - h * rng.range(0.12, 0.2);
  } else if (stage === 'plinth') {
    const kind = rng.pick<PlinthKind>(['cylinder', 'block', 'cylinder']);
    const pw = Math.max(bw * rng.range(1.8, 2.6), w * 0.26);
    const floorY = h * rng.range(0.93, 1.0);
    const top = h * rng.range(0.74, 0.8);
    horizon = h * rng.range(0.6, 0.7);
    const p = plinth(s, { kind, x, top, w: pw, h: floorY - top, color: rng.pick(pal.set), marble: rng.chance(0.3), lightSide: side });
    set += p.svg;
    y = p.stand;
    standClip = s.clip(p.shape);
    surface = [x - pw / 2, x + pw / 2];
  } else {
    // A slab running across the frame.
    const top = h * rng.range(0.74, 0.8);
    horizon = top - h * rng.range(0.02, 0.1);
    const p = plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.2,
      h: h - top + 2,
      color: rng.pick(pal.set),
      marble: rng.chance(0.4),
      lightSide: side,
    });
    set += p.svg;
    y = top - h * 0.02;
  }
  const bg = backdrop(s, { horizon, focusX: x, focusY: y - height * 0.6, style, lightSide: side, scale: Math.min(w, h * 1.25) });
  const items: Placed[] = [{ spec, x, y, height, clip: standClip }];
  let props = '';
  if (rng.chance(0.45)) {
    const size = bw * rng.range(0.35, 0.6);
    const dir = rng.chance(0.5) ? 1 : -1;
    const px = x + dir * (bw * 0.5 + size * rng.range(0.7, 1.4));
    // Only if it sits wholly on the surface (and in the frame).
    if (px - size * 0.65 > Math.max(surface[0], 0) && px + size * 0.65 < Math.min(surface[1], w)) {
      props = prop(s, px, y + (stage === 'floor' ? h * 0.02 : 0), size, side);
    }
  }
  const glossy = stage !== 'plinth' && (pal.dark ? rng.chance(0.6) : rng.chance(0.15));
  return bg + set + props + drawBottles(s, items, side, pickShadow(s), label, glossy);
}

export function drawGroup(s: Svg, label?: string, t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const mode = pickToken(t, ['minis', 'family', 'row', 'graded', 'resin'] as const);
  let count = mode === 'minis' || mode === 'row' ? (h > w ? 4 : 5) : mode === 'family' ? 3 : mode ? 4 : rng.int(2, 4);
  if (t.has('three')) count = 3;
  if (t.has('four')) count = 4;
  const family = mode ? mode !== 'resin' : rng.chance(0.55);
  const first = directedBottle(rng, pal, t);
  const liquids = rng.shuffle(pal.liquids);
  const specs: BottleSpec[] = [];
  const grades = [LACQUERS.rose, LACQUERS.blush, LACQUERS.champagne, '#EFE3CF', LACQUERS.white];
  const resinShapes = rng.shuffle<BodyShape>(['square', 'round', 'facet', 'arch', 'cylinder', 'flask']);
  for (let i = 0; i < count; i++) {
    if (mode === 'resin') {
      specs.push({
        ...directedBottle(rng, pal, t, { shape: resinShapes[i % resinShapes.length] }),
        lacquer: '#EEEAE3',
        cap: null,
        collar: null,
        bare: true,
      });
    } else if (mode === 'graded') {
      specs.push({ ...first, lacquer: grades[i % grades.length] ?? LACQUERS.rose, bodyW: first.bodyW });
    } else if (mode === 'row' || mode === 'minis') {
      specs.push({ ...first });
    } else if (family) {
      const again = randomBottle(rng, pal, { shape: first.shape, liquid: liquids[i % liquids.length] ?? null });
      specs.push({ ...first, liquid: again.liquid, level: again.level, bodyW: first.bodyW * rng.range(0.92, 1.08) });
    } else {
      specs.push(randomBottle(rng, pal, { liquid: liquids[i % liquids.length] ?? null }));
    }
  }
  const portrait = h > w;
  const baseH = h * (portrait ? 0.36 : 0.44) * (mode === 'minis' ? 0.72 : 1);
  const heights = specs.map((_, i) =>
    mode === 'family'
      ? baseH * [1.05, 0.84, 0.66][i]!
      : mode === 'row' || mode === 'minis' || mode === 'graded'
        ? baseH * 0.9
        : baseH * rng.range(0.7, 1.08),
  );
  const widths = specs.map((sp, i) => bottleWidth(sp, heights[i] ?? baseH));
  const gap = Math.max(...widths) * (mode === 'row' || mode === 'minis' ? rng.range(0.25, 0.4) : rng.range(0.18, 0.45));
  const total = widths.reduce((a, b) => a + b, 0) + gap * (count - 1);
  const scale = Math.min(1, (w * 0.78) / total);
  const cx = w * (portrait ? 0.5 : rng.pick([0.5, 0.46, 0.54]));
  const floorY = h * rng.range(0.8, 0.86);
  const staggered = !mode && count >= 3 && rng.chance(0.5);
  const stage =
    pickToken(t, ['floor', 'slab', 'steps'] as const) ??
    rng.weighted<'floor' | 'slab' | 'steps'>([
      ['floor', 1],
      ['slab', 1],
      ['steps', 0.9],
    ]);
  let set = '';
  let horizon = floorY - h * rng.range(0.1, 0.18);
  const items: Placed[] = [];
  let x = cx - (total * scale) / 2;
  const tops: number[] = [];
  if (stage === 'steps') {
    horizon = h * rng.range(0.58, 0.66);
    const baseTop = h * rng.range(0.72, 0.78);
    const blocks = specs.map((_, i) => baseTop - (rng.chance(0.5) ? h * rng.range(0.04, 0.1) : 0) * (i % 2 === 0 ? 1 : 0));
    tops.push(...blocks);
  }
  specs.forEach((spec, i) => {
    const bw = (widths[i] ?? 0) * scale;
    const height = (heights[i] ?? baseH) * scale;
    const bx = x + bw / 2;
    let y = floorY + (staggered && i % 2 === 1 ? h * 0.035 : 0);
    if (stage === 'slab') y = h * 0.78 - (staggered && i % 2 === 0 ? h * 0.02 : 0);
    if (stage === 'steps') y = tops[i] ?? floorY;
    items.push({ spec, x: bx, y, height });
    x += bw + gap * scale;
  });
  if (stage === 'slab') {
    const top = h * 0.8;
    horizon = top - h * rng.range(0.03, 0.1);
    set += plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.2,
      h: h - top + 2,
      color: rng.pick(pal.set),
      marble: rng.chance(0.4),
      lightSide: side,
    }).svg;
    for (const it of items) it.y = top - h * 0.012 - (staggered && items.indexOf(it) % 2 === 0 ? h * 0.012 : 0);
  }
  if (stage === 'steps') {
    // One block under each bottle, joined into a stepped base.
    const floor = h * rng.range(0.93, 1.0);
    const color = rng.pick(pal.set);
    const kind = rng.pick<PlinthKind>(['block', 'cylinder']);
    const order = items.map((it, i) => ({ it, i })).sort((a, b) => a.it.y - b.it.y);
    for (const { it, i } of order) {
      const bw = (widths[i] ?? 0) * scale;
      const pw = bw + gap * scale * 0.98;
      const p = plinth(s, {
        kind,
        x: it.x,
        top: it.y,
        w: pw,
        h: floor - it.y,
        color: i % 2 ? color : mix(color, pal.dark ? '#000000' : '#FFFFFF', 0.12),
        lightSide: side,
      });
      set += p.svg;
      it.y = p.stand;
      it.clip = s.clip(p.shape);
    }
  }
  // Keep every cap inside the frame, with air above it (steps lift the bottles).
  const margin = h * 0.08;
  const over = Math.min(...items.map((it) => (it.y - margin) / it.height));
  if (over < 1) for (const it of items) it.height *= Math.max(0.5, over);
  const focusY = Math.min(...items.map((i) => i.y)) - baseH * 0.5;
  const bg = backdrop(s, {
    horizon,
    focusX: cx,
    focusY,
    style: pickBackdrop(s, { arch: 1, panel: 1.5 }),
    lightSide: side,
    scale: Math.min(w, h * 1.4),
  });
  const glossy = stage === 'floor' && (pal.dark ? rng.chance(0.6) : rng.chance(0.15));
  return bg + set + drawBottles(s, items, side, pickShadow(s), label, glossy);
}

export function drawHero(s: Svg, label?: string, _t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const count = rng.int(3, 5);
  const shapes = rng.shuffle<BodyShape>(['rect', 'square', 'cylinder', 'round', 'flask', 'arch', 'tapered', 'facet', 'oval', 'bell']);
  const liquids = rng.shuffle(pal.liquids);
  const specs = Array.from({ length: count }, (_, i) =>
    randomBottle(rng, pal, { shape: shapes[i], liquid: liquids[i % liquids.length] ?? null }),
  );
  // Leave calm space for a headline on one side.
  const cxWanted = w * rng.pick([0.64, 0.68, 0.36, 0.32, 0.5]);
  const baseH = h * rng.range(0.46, 0.56);
  const heights = specs.map((_, i) => baseH * (i % 2 === 0 ? rng.range(0.85, 1.05) : rng.range(0.62, 0.82)));
  const widths = specs.map((sp, i) => bottleWidth(sp, heights[i] ?? baseH));
  let gap = baseH * rng.range(0.08, 0.2);
  let total = widths.reduce((a, b) => a + b, 0) + gap * (count - 1);
  // Keep the group within about 60% of the frame.
  const fit = Math.min(1, (w * 0.6) / total);
  for (let i = 0; i < count; i++) {
    heights[i] = (heights[i] ?? baseH) * fit;
    widths[i] = (widths[i] ?? 0) * fit;
  }
  gap *= fit;
  total *= fit;
  const cx = Math.max(total / 2 + w * 0.05, Math.min(w - total / 2 - w * 0.05, cxWanted));
  const horizon = h * rng.range(0.56, 0.64);
  const floor = h * rng.range(0.9, 0.98);
  const baseTop = h * rng.range(0.74, 0.8);
  const color = rng.pick(pal.set);
  const kind = rng.pick<PlinthKind>(['block', 'cylinder', 'block']);
  const items: Placed[] = [];
  let x = cx - total / 2;
  specs.forEach((spec, i) => {
    const bw = widths[i] ?? 0;
    items.push({ spec, x: x + bw / 2, y: baseTop - (i % 2 === 1 ? 0 : h * rng.range(0.02, 0.09)), height: heights[i] ?? baseH });
    x += bw + gap;
  });
  let set = '';
  const order = items.map((it, i) => ({ it, i })).sort((a, b) => a.it.y - b.it.y);
  for (const { it, i } of order) {
    const pw = (widths[i] ?? 0) + gap * 0.98;
    const p = plinth(s, {
      kind,
      x: it.x,
      top: it.y,
      w: pw,
      h: floor - it.y,
      color: i % 2 ? color : mix(color, pal.dark ? '#000000' : '#FFFFFF', 0.1),
      marble: i === 0 && rng.chance(0.4),
      lightSide: side,
    });
    set += p.svg;
    it.y = p.stand;
    it.clip = s.clip(p.shape);
  }
  // A low slab under everything ties the group together.
  const bg = backdrop(s, {
    horizon,
    focusX: cx,
    focusY: baseTop - baseH * 0.5,
    style: pickBackdrop(s, { arch: 2.5, window: 2.5, sweep: 1, split: 0.8, panel: 0.6, disc: 1 }),
    lightSide: side,
    scale: h * 1.2,
  });
  return bg + set + drawBottles(s, items, side, pickShadow(s), label);
}
