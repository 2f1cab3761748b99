// Closures: caps of several silhouettes, metal collars (ferrules) and spray pumps.
import { darken, lighten, METALS, mix, type Metal } from './palette.ts';
import { finish, flatFill, roundFill, topColor, type Material } from './material.ts';
import { ellipse, n, path, poly, rect, roundRect, type Svg } from './svg.ts';

export type CapStyle = 'cube' | 'cylinder' | 'sphere' | 'disc' | 'tall' | 'facet' | 'dome' | 'pebble' | 'stepped';

export interface CapSpec {
  style: CapStyle;
  /** Width and height in pixels. */
  w: number;
  h: number;
  material: Material;
}

export interface Part {
  svg: string;
  /** Silhouette path (same coordinates) for shadows. */
  d: string;
}

/** A cap standing on (cx, by): its bottom edge at y = by. */
export function drawCap(s: Svg, c: CapSpec, cx: number, by: number, side: -1 | 1): Part {
  const { w, h, material: m } = c;
  const x0 = cx - w / 2;
  const y0 = by - h;
  const lw = Math.max(0.6, w * 0.012);
  const edge = m.kind === 'metal' ? (m.metal ?? METALS.gold).edge : darken(m.color, 0.5);
  let out = '';
  let d = '';
  const box = { x: x0, y: y0, w, h };
  switch (c.style) {
    case 'cube':
    case 'disc':
    case 'cylinder':
    case 'tall': {
      const round = c.style !== 'cube';
      const r = round ? Math.min(w, h) * 0.05 : Math.min(w, h) * 0.03;
      d = roundRect(x0, y0, w, h, r, r * 0.5);
      out += path(d, `fill="${round ? roundFill(s, m, side) : flatFill(s, m, side)}"`);
      if (!round && m.kind !== 'resin') {
        // Bevelled vertical edges of a cube.
        const bw = w * 0.06;
        out += rect(x0, y0, bw, h, `fill="${side < 0 ? '#FFFFFF' : '#000000'}" fill-opacity="${side < 0 ? 0.22 : 0.2}"`);
        out += rect(x0 + w - bw, y0, bw, h, `fill="${side < 0 ? '#000000' : '#FFFFFF'}" fill-opacity="${side < 0 ? 0.22 : 0.2}"`);
      }
      out += finish(s, m, d, box, side, round);
      // Top face seen from slightly above.
      if (round) {
        out += ellipse(cx, y0 + h * 0.02, w / 2 - lw, Math.max(0.8, w * 0.06), `fill="${topColor(m)}" fill-opacity="0.75"`);
      } else {
        out += rect(x0 + w * 0.02, y0, w * 0.96, Math.max(1, h * 0.035), `fill="${topColor(m)}" fill-opacity="0.85"`);
      }
      break;
    }
    case 'stepped': {
      const lowH = h * 0.42;
      const topW = w * 0.68;
      const d1 = roundRect(x0, by - lowH, w, lowH, w * 0.03, w * 0.02);
      const d2 = roundRect(cx - topW / 2, y0, topW, h - lowH + 0.5, topW * 0.05, 0);
      d = d1 + d2;
      out += path(d2, `fill="${roundFill(s, m, side)}"`);
      out += finish(s, m, d2, { x: cx - topW / 2, y: y0, w: topW, h: h - lowH }, side, true);
      out += path(d1, `fill="${roundFill(s, m, side)}"`);
      out += finish(s, m, d1, { x: x0, y: by - lowH, w, h: lowH }, side, true);
      out += ellipse(cx, by - lowH, w / 2 - lw, Math.max(0.8, w * 0.05), `fill="${topColor(m)}" fill-opacity="0.6"`);
      out += ellipse(cx, y0 + h * 0.015, topW / 2 - lw, Math.max(0.8, topW * 0.06), `fill="${topColor(m)}" fill-opacity="0.7"`);
      break;
    }
    case 'sphere': {
      const r = w / 2;
      const cy = by - r * 0.96;
      d = `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx - r)} ${n(cy)}Z`;
      const base = m.kind === 'metal' ? (m.metal ?? METALS.gold) : null;
      const light = base ? base.light : lighten(m.color, m.kind === 'ceramic' ? 0.15 : 0.35);
      const mid = base ? base.mid : m.color;
      const dark = base ? base.dark : darken(m.color, 0.45);
      const fx = side < 0 ? 0.34 : 0.66;
      out += path(
        d,
        `fill="${s.radial(
          [
            [0, light],
            [0.35, mid],
            [0.85, dark],
            [1, mix(dark, mid, 0.5)],
          ],
          { cx: fx, cy: 0.32, r: 0.75, fx, fy: 0.28 },
        )}"${m.kind === 'resin' ? ' fill-opacity="0.85"' : ''}`,
      );
      if (m.kind !== 'ceramic' && m.kind !== 'stone') {
        out += ellipse(
          cx + side * -0.36 * r,
          cy - 0.42 * r,
          r * 0.16,
          r * 0.1,
          `fill="#FFFFFF" fill-opacity="0.7" transform="rotate(${side * 35} ${n(cx + side * -0.36 * r)} ${n(cy - 0.42 * r)})"`,
        );
      }
      break;
    }
    case 'dome':
    case 'pebble': {
      const band = c.style === 'dome' ? h * 0.22 : 0;
      const ry = h - band;
      if (c.style === 'dome') {
        d = `M${n(x0)} ${n(by)}V${n(by - band)}A${n(w / 2)} ${n(ry)} 0 0 1 ${n(x0 + w)} ${n(by - band)}V${n(by)}Z`;
      } else {
        d = `M${n(x0 + w * 0.08)} ${n(by)}C${n(x0 - w * 0.05)} ${n(by - h * 0.2)} ${n(x0 + w * 0.05)} ${n(y0)} ${n(cx)} ${n(y0)}C${n(x0 + w * 0.95)} ${n(y0)} ${n(x0 + w * 1.05)} ${n(by - h * 0.2)} ${n(x0 + w * 0.92)} ${n(by)}Z`;
      }
      out += path(d, `fill="${roundFill(s, m, side)}"`);
      out += path(
        d,
        `fill="${s.linear([
          [0, '#FFFFFF', 0.25],
          [0.45, '#FFFFFF', 0],
          [1, '#000000', 0.15],
        ])}"`,
      );
      out += finish(s, m, d, box, side, true);
      break;
    }
    case 'facet': {
      const sh = h * 0.5;
      const pts: Array<[number, number]> = [
        [x0, by],
        [x0 + w, by],
        [x0 + w, by - sh],
        [cx + w * 0.22, y0],
        [cx - w * 0.22, y0],
        [x0, by - sh],
      ];
      d = poly(pts);
      out += path(d, `fill="${flatFill(s, m, side)}"`);
      // Facets: a centre panel and two side planes, lit differently.
      const l = poly([
        [x0, by],
        [x0 + w * 0.24, by],
        [cx - w * 0.1, y0 + h * 0.1],
        [cx - w * 0.22, y0],
        [x0, by - sh],
      ]);
      const r = poly([
        [x0 + w, by],
        [x0 + w * 0.76, by],
        [cx + w * 0.1, y0 + h * 0.1],
        [cx + w * 0.22, y0],
        [x0 + w, by - sh],
      ]);
      const t = poly([
        [cx - w * 0.22, y0],
        [cx + w * 0.22, y0],
        [cx + w * 0.1, y0 + h * 0.1],
        [cx - w * 0.1, y0 + h * 0.1],
      ]);
      out += path(l, `fill="${side < 0 ? '#FFFFFF' : '#000000'}" fill-opacity="${side < 0 ? 0.28 : 0.25}"`);
      out += path(r, `fill="${side < 0 ? '#000000' : '#FFFFFF'}" fill-opacity="${side < 0 ? 0.25 : 0.28}"`);
      out += path(t, `fill="#FFFFFF" fill-opacity="0.35"`);
      if (m.kind === 'resin') out += finish(s, m, d, box, side, false);
      break;
    }
  }
  out += path(d, `fill="none" stroke="${edge}" stroke-opacity="0.35" stroke-width="${n(lw)}"`);
  return { svg: out, d };
}

/** A metal collar (ferrule) around the neck; optionally ribbed. */
export function drawCollar(s: Svg, metalTone: Metal, cx: number, by: number, w: number, h: number, side: -1 | 1, ribbed: boolean): Part {
  const x0 = cx - w / 2;
  const d = roundRect(x0, by - h, w, h, Math.min(w, h) * 0.12, Math.min(w, h) * 0.06);
  const m: Material = { kind: 'metal', color: metalTone.mid, metal: metalTone };
  let out = path(d, `fill="${roundFill(s, m, side)}"`);
  if (ribbed && h > 6) {
    const count = Math.max(3, Math.min(12, Math.round(h / Math.max(2.2, h * 0.12))));
    let lines = '';
    for (let i = 1; i < count; i++) {
      const y = by - h + (h * i) / count;
      lines += `M${n(x0 + 0.5)} ${n(y)}H${n(x0 + w - 0.5)}`;
    }
    out += path(lines, `stroke="${metalTone.edge}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.5, h * 0.03))}" fill="none"`);
  }
  // Rolled lip at the bottom and a bright top edge.
  out += rect(x0, by - Math.max(1, h * 0.12), w, Math.max(1, h * 0.12), `fill="${metalTone.dark}" fill-opacity="0.45"`);
  out += rect(x0 + w * 0.04, by - h, w * 0.92, Math.max(0.6, h * 0.06), `fill="${metalTone.light}" fill-opacity="0.8"`);
  out += path(d, `fill="none" stroke="${metalTone.edge}" stroke-opacity="0.4" stroke-width="${n(Math.max(0.5, w * 0.012))}"`);
  return { svg: out, d };
}

/** A spray actuator (the button) on its stem. */
export function drawActuator(s: Svg, m: Material, cx: number, by: number, w: number, h: number, side: -1 | 1): Part {
  const stemW = w * 0.22;
  const stemH = h * 0.3;
  const bodyH = h - stemH;
  const body = roundRect(cx - w / 2, by - h, w, bodyH, w * 0.12, w * 0.04);
  let out = `<rect x="${n(cx - stemW / 2)}" y="${n(by - stemH)}" width="${n(stemW)}" height="${n(stemH + 0.5)}" fill="${roundFill(s, { kind: 'metal', color: METALS.silver.mid, metal: METALS.silver }, side)}"/>`;
  out += path(body, `fill="${roundFill(s, m, side)}"`);
  out += finish(s, m, body, { x: cx - w / 2, y: by - h, w, h: bodyH }, side, true);
  // Orifice.
  out += ellipse(
    cx + side * -0.28 * w,
    by - h + bodyH * 0.45,
    Math.max(0.6, w * 0.05),
    Math.max(0.6, w * 0.05),
    `fill="${darken(m.color, 0.6)}" fill-opacity="0.7"`,
  );
  out += ellipse(cx, by - h + bodyH * 0.02, w / 2 - 0.5, Math.max(0.6, w * 0.06), `fill="${topColor(m)}" fill-opacity="0.7"`);
  return { svg: out, d: body + roundRect(cx - stemW / 2, by - stemH, stemW, stemH, 0, 0) };
}

/** A complete pump: actuator, ferrule, and the dip tube hanging below (for componentry shots). */
export function drawPump(
  s: Svg,
  finishM: Material,
  metalTone: Metal,
  cx: number,
  by: number,
  scale: number,
  side: -1 | 1,
  tube: number,
): Part {
  const fw = scale * 0.9;
  const fh = scale * 0.62;
  let out = '';
  let d = '';
  // Housing and dip tube below the ferrule.
  const hw = scale * 0.26;
  const hh = scale * 0.9;
  const tubeTop = by + hh;
  out += path(
    `M${n(cx)} ${n(tubeTop)}C${n(cx)} ${n(tubeTop + tube * 0.5)} ${n(cx + scale * 0.15)} ${n(tubeTop + tube * 0.8)} ${n(cx + scale * 0.1)} ${n(tubeTop + tube)}`,
    `fill="none" stroke="#FFFFFF" stroke-opacity="0.65" stroke-width="${n(scale * 0.09)}" stroke-linecap="round"`,
  );
  out += path(
    `M${n(cx)} ${n(tubeTop)}C${n(cx)} ${n(tubeTop + tube * 0.5)} ${n(cx + scale * 0.15)} ${n(tubeTop + tube * 0.8)} ${n(cx + scale * 0.1)} ${n(tubeTop + tube)}`,
    `fill="none" stroke="${s.pal.shadow}" stroke-opacity="0.25" stroke-width="${n(scale * 0.025)}"`,
  );
  const housing = roundRect(cx - hw / 2, by, hw, hh, 0, hw * 0.4);
  out += path(housing, `fill="${roundFill(s, { kind: 'resin', color: '#F2F0EC' }, side)}"`);
  out += path(housing, `fill="none" stroke="${s.pal.shadow}" stroke-opacity="0.2" stroke-width="${n(Math.max(0.5, scale * 0.015))}"`);
  d += housing;
  const col = drawCollar(s, metalTone, cx, by, fw, fh, side, true);
  out += col.svg;
  d += col.d;
  const act = drawActuator(s, finishM, cx, by - fh, scale * 0.62, scale * 0.95, side);
  out += act.svg;
  d += act.d;
  return { svg: out, d };
}
