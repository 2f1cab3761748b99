// Empty glass: flacons straight from the glassworks, bare necks, clear and
// coloured glass, backlit so the edges and the thick bases catch the light.
import { bottleWidth, randomBottle, type BodyShape, type BottleSpec } from './bottle.ts';
import { mix } from './palette.ts';
import { backdrop, plinth } from './scene.ts';
import { drawBottles, pickShadow, type Placed } from './still-life.ts';
import type { Svg } from './svg.ts';

const COLOURED = ['#B9804A', '#8FA58E', '#9C9893', '#D7A89C', '#C9B27A', '#7E8C9A'];

export function drawGlass(s: Svg): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const count = rng.int(3, 5);
  const shapes = rng.shuffle<BodyShape>(['rect', 'cylinder', 'round', 'flask', 'arch', 'tapered', 'facet', 'oval', 'bell', 'square']);
  const coloured = rng.chance(0.45) ? rng.pick(COLOURED) : null;
  const specs: BottleSpec[] = shapes.slice(0, count).map((shape, i) => {
    const tint = coloured && i % 2 === 0 ? coloured : undefined;
    const b = randomBottle(rng, pal, { shape, empty: true, bare: rng.chance(0.75), tint });
    return b;
  });
  const portrait = h > w;
  const baseH = h * (portrait ? 0.3 : 0.42);
  const heights = specs.map(() => baseH * rng.range(0.65, 1.1));
  const widths = specs.map((b, i) => bottleWidth(b, heights[i] ?? baseH));
  const horizon = h * rng.range(0.55, 0.66);
  const items: Placed[] = [];
  // One loose row, alternate bottles set slightly back.
  const front = h * rng.range(0.8, 0.86);
  const back = h * rng.range(0.025, 0.05);
  const gap = baseH * rng.range(0.06, 0.16);
  const total = widths.reduce((a, b) => a + b, 0) + gap * (count - 1);
  const fit = Math.min(1, (w * 0.84) / total);
  let x = w / 2 - (total * fit) / 2;
  specs.forEach((spec, i) => {
    const bw = (widths[i] ?? 0) * fit;
    const behindRow = i % 2 === 1;
    items.push({ spec, x: x + bw / 2, y: front - (behindRow ? back : 0), height: (heights[i] ?? baseH) * fit * (behindRow ? 0.96 : 1) });
    x += bw + gap * fit;
  });
  let set = '';
  if (rng.chance(0.4)) {
    const top = h * 0.7;
    set = plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.2,
      h: h - top + 2,
      color: mix(rng.pick(pal.set), '#FFFFFF', 0.2),
      lightSide: side,
    }).svg;
    for (const it of items) it.y = it.y < front ? top - h * 0.03 : top - h * 0.008;
  }
  const bg = backdrop(s, {
    horizon,
    focusX: w / 2,
    focusY: front - baseH * 0.6,
    style: rng.pick(['sweep', 'window', 'split', 'arch'] as const),
    lightSide: side,
    scale: Math.min(w, h * 1.3),
  });
  return bg + set + drawBottles(s, items, side, pickShadow(s), undefined, rng.chance(0.5), horizon);
}
