// Componentry product shots: caps, collars and pumps — an exploded closure,
// a line-up on the set, or caps seen from above in a grid.
import { pickToken, type Tokens } from './direction.ts';
import { glowAt } from './light.ts';
import { bottleWidth, drawBottle, randomBottle } from './bottle.ts';
import { drawCap, drawCollar, drawPump, type CapStyle } from './cap.ts';
import { metal, randomMaterial, type Material } from './material.ts';
import { darken, lighten, METALS, mix } from './palette.ts';
import { backdrop, contactShadow, pickBackdrop, plinth } from './scene.ts';
import { circle, ellipse, n, path, rect, roundRect, type Svg } from './svg.ts';

const STYLES: CapStyle[] = ['cube', 'cylinder', 'sphere', 'tall', 'facet', 'dome', 'stepped', 'disc', 'pebble'];

function capSize(style: CapStyle, unit: number): [number, number] {
  switch (style) {
    case 'cube':
      return [unit * 0.9, unit * 0.9];
    case 'cylinder':
      return [unit * 0.62, unit * 0.9];
    case 'sphere':
      return [unit * 0.85, unit * 0.82];
    case 'tall':
      return [unit * 0.45, unit * 1.3];
    case 'facet':
      return [unit * 0.85, unit * 1.0];
    case 'dome':
      return [unit * 0.9, unit * 0.62];
    case 'stepped':
      return [unit * 0.75, unit * 0.9];
    case 'disc':
      return [unit * 1.1, unit * 0.32];
    case 'pebble':
      return [unit * 1.0, unit * 0.6];
  }
}

export function drawComponents(s: Svg, t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const portrait = h > w;
  const mode =
    pickToken(t, ['lineup', 'exploded', 'grid'] as const) ??
    rng.weighted<'lineup' | 'exploded' | 'grid'>([
      ['lineup', 1.3],
      ['exploded', 1],
      ['grid', 0.8],
    ]);
  if (mode === 'grid') return grid(s, side);
  const floorY = h * rng.range(0.78, 0.85);
  let horizon = floorY - h * rng.range(0.12, 0.2);
  let items = '';
  let focusY = floorY - h * 0.25;
  const cx = w / 2;
  const metalName = rng.pick(pal.metals);
  if (mode === 'lineup') {
    const count = portrait ? rng.int(3, 4) : rng.int(4, 6);
    const unit = Math.min((w * 0.8) / (count * 1.15), h * 0.2);
    const styles = rng.shuffle(STYLES).slice(0, count);
    const parts: Array<{ kind: 'cap' | 'collar' | 'pump'; style?: CapStyle; width: number; m: Material }> = styles.map((style, i) => {
      if (i === 1 && count >= 4) return { kind: 'pump', width: unit * 0.9, m: metal(metalName) };
      if (i === 3 && count >= 5) return { kind: 'collar', width: unit * 0.7, m: metal(metalName) };
      const m = rng.chance(0.5) ? metal(rng.pick(pal.metals)) : randomMaterial(rng, pal.metals, '#F4F1EA');
      return { kind: 'cap', style, width: capSize(style, unit)[0], m };
    });
    const gap = unit * 0.45;
    const total = parts.reduce((a, p) => a + p.width, 0) + gap * (parts.length - 1);
    let x = cx - total / 2;
    for (const [i, p] of parts.entries()) {
      const px = x + p.width / 2;
      const py = floorY + (i % 2 ? h * 0.025 : 0);
      if (p.kind === 'cap' && p.style) {
        const [cw, ch] = capSize(p.style, unit);
        items += contactShadow(s, px, py, cw * 1.05);
        items += drawCap(s, { style: p.style, w: cw, h: ch, material: p.m }, px, py, side).svg;
      } else if (p.kind === 'collar') {
        items += contactShadow(s, px, py, p.width);
        items += drawCollar(s, METALS[metalName], px, py, p.width, unit * 0.45, side, rng.chance(0.5)).svg;
        items += ellipse(px, py - unit * 0.45, p.width / 2 - 1, p.width * 0.08, `fill="${darken(METALS[metalName].dark, 0.3)}"`);
      } else {
        // A pump standing on its dip tube is impossible: it hangs in a clear stand.
        const top = py - unit * 2.4;
        items += contactShadow(s, px, py, p.width * 0.8);
        items += drawPump(
          s,
          rng.pick([metal(metalName), { kind: 'lacquer', color: '#16161A' } as Material]),
          METALS[metalName],
          px,
          top + unit * 0.9,
          unit * 0.9,
          side,
          py - top - unit * 1.9,
        ).svg;
      }
      x += p.width + gap;
    }
    focusY = floorY - unit;
  } else {
    // Exploded view: cap, pump and bottle float apart along one axis.
    // Stack height in units: bottle 3.6, gaps and pump 2.9, cap up to 1.45.
    const unit = Math.min((floorY * 0.9) / 8.1, w * (portrait ? 0.12 : 0.1));
    const bottle = { ...randomBottle(rng, pal, { bare: true }), tube: false };
    const bh = unit * 3.6;
    const bw = bottleWidth(bottle, bh);
    const capStyle = rng.pick(['cube', 'cylinder', 'tall', 'stepped', 'facet'] as const);
    const [cw, ch] = capSize(capStyle, unit * 1.1);
    const m: Material = rng.chance(0.6) ? metal(metalName) : randomMaterial(rng, pal.metals, '#F4F1EA');
    const baseY = floorY;
    // In a landscape frame the assembled bottle stands beside its exploded parts.
    const ex = portrait ? cx : w * (side < 0 ? 0.6 : 0.4);
    let out = '';
    if (!portrait) {
      const ax = w * (side < 0 ? 0.36 : 0.64);
      const assembled = {
        ...bottle,
        bare: false,
        collar: { w: bottle.neckW * 1.3, h: 0.09, metal: METALS[metalName], ribbed: true },
        cap: { style: capStyle, w: (cw / (bh / 1.0)) * 1.0, h: ch / (bh / 1.0), material: m },
      };
      const ah = bh * 1.12;
      out += contactShadow(s, ax, baseY, bw * 1.05) + drawBottle(s, assembled, ax, baseY, ah, { side }).svg;
    }
    out += contactShadow(s, ex, baseY, Math.max(bw, unit)) + drawBottle(s, bottle, ex, baseY, bh, { side }).svg;
    const neckTop = baseY - bh * 0.95;
    const pumpY = neckTop - unit * 1.3;
    out += drawPump(s, m.kind === 'metal' ? m : metal(metalName), METALS[metalName], ex, pumpY, unit * 0.9, side, unit * 1.1).svg;
    const capY = pumpY - unit * 1.6;
    out += drawCap(s, { style: capStyle, w: cw, h: ch, material: m }, ex, capY, side).svg;
    // Thin guide line of the assembly axis.
    items += path(
      `M${n(ex)} ${n(capY - ch - unit * 0.3)}V${n(neckTop)}`,
      `stroke="${pal.dark ? '#FFFFFF' : pal.shadow}" stroke-opacity="0.12" stroke-dasharray="${n(unit * 0.08)} ${n(unit * 0.12)}" stroke-width="${n(Math.max(0.8, s.u * 0.1))}"`,
    );
    items += out;
    focusY = capY;
    horizon = floorY - h * 0.08;
  }
  let set = '';
  if (rng.chance(0.3)) {
    const top = floorY + h * 0.01;
    set = plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.3,
      h: h - top + 2,
      color: rng.pick(pal.set),
      marble: rng.chance(0.3),
      lightSide: side,
    }).svg;
    horizon = Math.min(horizon, top - h * 0.05);
  }
  return backdrop(s, { horizon, focusX: cx, focusY, style: pickBackdrop(s, { window: 1, arch: 1 }), lightSide: side }) + set + items;
}

/** Caps from above: a tidy grid on a flat surface, each casting a short shadow. */
function grid(s: Svg, side: -1 | 1): string {
  const { w, h, rng, pal } = s;
  const surface = rng.pick(pal.set);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(surface, 0.06)],
        [1, darken(surface, 0.05)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  out += glowAt(s, side < 0 ? 0.3 : 0.7, 0.3, 0.8, pal.glow, 0.4);
  const cols = w > h ? rng.int(4, 5) : 3;
  const rows = w > h ? 3 : 4;
  const cell = Math.min((w * 0.84) / cols, (h * 0.84) / rows);
  const x0 = w / 2 - (cols * cell) / 2;
  const y0 = h / 2 - (rows * cell) / 2;
  const metals = pal.metals;
  const sdx = -side * cell * 0.06;
  const sdy = cell * 0.07;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x0 + (c + 0.5) * cell;
      const cy = y0 + (r + 0.5) * cell;
      const square = rng.chance(0.3);
      const size = cell * rng.range(0.42, 0.6);
      const m: Material = rng.chance(0.6) ? metal(rng.pick(metals)) : randomMaterial(rng, metals, '#F4F1EA');
      const light = m.kind === 'metal' ? (m.metal ?? METALS.gold).light : lighten(m.color, 0.3);
      const mid = m.kind === 'metal' ? (m.metal ?? METALS.gold).mid : m.color;
      const dark = m.kind === 'metal' ? (m.metal ?? METALS.gold).dark : darken(m.color, 0.35);
      const fx = side < 0 ? 0.3 : 0.7;
      // Shadow.
      for (const k of [1.0, 0.7, 0.4]) {
        const sh = square ? roundRect(cx - size / 2 + sdx * k, cy - size / 2 + sdy * k, size, size, size * 0.06) : '';
        out += square
          ? path(sh, `fill="${pal.shadow}" fill-opacity="0.07"`)
          : circle(cx + sdx * k, cy + sdy * k, size / 2, `fill="${pal.shadow}" fill-opacity="0.07"`);
      }
      if (square) {
        const d = roundRect(cx - size / 2, cy - size / 2, size, size, size * 0.06);
        out += path(
          d,
          `fill="${s.linear(
            [
              [0, light],
              [0.5, mid],
              [1, dark],
            ],
            { x1: side < 0 ? 0 : 1, y1: 0, x2: side < 0 ? 1 : 0, y2: 1 },
          )}"`,
        );
        const i = size * 0.14;
        out += path(
          roundRect(cx - size / 2 + i, cy - size / 2 + i, size - 2 * i, size - 2 * i, size * 0.04),
          `fill="${s.linear(
            [
              [0, mid],
              [1, mix(mid, light, 0.5)],
            ],
            { x1: side < 0 ? 0 : 1, y1: 0, x2: side < 0 ? 1 : 0, y2: 1 },
          )}"`,
        );
      } else {
        out += circle(
          cx,
          cy,
          size / 2,
          `fill="${s.radial(
            [
              [0, light],
              [0.55, mid],
              [0.92, dark],
              [1, mix(dark, mid, 0.4)],
            ],
            { cx: fx, cy: 0.3, r: 0.85, fx, fy: 0.28 },
          )}"`,
        );
        if (rng.chance(0.5)) {
          // A stepped top: concentric rings.
          out += circle(
            cx,
            cy,
            size * 0.32,
            `fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.8, size * 0.015))}"`,
          );
          out += circle(
            cx,
            cy,
            size * 0.3,
            `fill="none" stroke="${light}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.8, size * 0.012))}"`,
          );
        }
      }
    }
  }
  return out;
}
