// Rigid luxury boxes and folding cartons in gentle one-point perspective:
// lids with foil lines, satin ribbon, tissue, a bottle nested inside.
import { bottleWidth, drawBottle, randomBottle } from './bottle.ts';
import { darken, lighten, luminance, METALS, mix, type Metal } from './palette.ts';
import { backdrop, contactShadow, pickBackdrop, plinth } from './scene.ts';
import { escapeXml, n, path, poly, r2, type Svg } from './svg.ts';

type P = [number, number];

interface View {
  /** Vanishing point (above the frame: the camera looks slightly down). */
  vx: number;
  vy: number;
}

function toward(v: View, p: P, t: number): P {
  return [p[0] + (v.vx - p[0]) * t, p[1] + (v.vy - p[1]) * t];
}

export interface BoxSpec {
  color: string;
  foil: Metal | null;
  /** Lid height as a fraction of the box height (0 for a carton). */
  lid: number;
  ribbon: string | null;
  /** Depth as a fraction of the width. */
  depth: number;
  carton: boolean;
  open: boolean;
}

interface BoxFaces {
  svg: string;
  /** The opening (top face) polygon, for open boxes. */
  top: P[];
}

/** One cuboid: front face, top face and whichever side face the camera sees. */
function cuboid(
  s: Svg,
  v: View,
  x0: number,
  y0: number,
  w: number,
  h: number,
  depthPx: number,
  color: string,
  side: -1 | 1,
  opts: { hideTop?: boolean; inside?: boolean } = {},
): BoxFaces {
  const { pal } = s;
  const fl: P = [x0, y0];
  const fr: P = [x0 + w, y0];
  const bl: P = [x0, y0 + h];
  const br: P = [x0 + w, y0 + h];
  const t = depthPx / Math.max(1, y0 - v.vy);
  const tl = toward(v, fl, t);
  const tr = toward(v, fr, t);
  let out = '';
  const frontFill = s.linear([
    [0, lighten(color, 0.03)],
    [1, darken(color, pal.dark ? 0.2 : 0.08)],
  ]);
  // Side face: visible on the side facing the vanishing point.
  const showRight = x0 + w < v.vx;
  const showLeft = x0 > v.vx;
  if (showRight || showLeft) {
    const a = showRight ? fr : fl;
    const b = showRight ? br : bl;
    const tb = Math.max(1, depthPx) / Math.max(1, b[1] - v.vy);
    const a2 = toward(v, a, t);
    const b2 = toward(v, b, tb);
    const lit = (showLeft && side < 0) || (showRight && side > 0);
    out += path(poly([a, a2, b2, b]), `fill="${lit ? lighten(color, 0.06) : darken(color, pal.dark ? 0.3 : 0.16)}"`);
  }
  out += path(poly([fl, fr, br, bl]), `fill="${frontFill}"`);
  out += path(
    poly([fl, fr, br, bl]),
    `fill="${s.across(
      side < 0
        ? [
            [0, '#FFFFFF', 0.08],
            [0.6, '#FFFFFF', 0],
            [1, '#000000', 0.06],
          ]
        : [
            [0, '#000000', 0.06],
            [0.4, '#FFFFFF', 0],
            [1, '#FFFFFF', 0.08],
          ],
    )}"`,
  );
  const top = [fl, fr, tr, tl];
  if (!opts.hideTop) {
    out += path(
      poly(top),
      `fill="${
        opts.inside
          ? darken(color, 0.35)
          : s.linear([
              [0, lighten(color, pal.dark ? 0.08 : 0.16)],
              [1, lighten(color, pal.dark ? 0.04 : 0.1)],
            ])
      }"`,
    );
    // A crisp lit edge along the front top.
    out += path(
      `M${n(fl[0])} ${n(fl[1])}L${n(fr[0])} ${n(fr[1])}`,
      `stroke="#FFFFFF" stroke-opacity="${luminance(color) > 0.5 ? 0.6 : 0.25}" stroke-width="${n(Math.max(0.8, s.u * 0.12))}"`,
    );
  }
  return { svg: out, top };
}

function foilStroke(s: Svg, m: Metal): string {
  return s.across([
    [0, m.mid],
    [0.3, m.light],
    [0.55, m.mid],
    [0.8, m.dark],
    [1, m.mid],
  ]);
}

/** Draws a box standing at (cx, by). Returns markup and its silhouette for shadows. */
export function drawBox(
  s: Svg,
  v: View,
  b: BoxSpec,
  cx: number,
  by: number,
  w: number,
  h: number,
  side: -1 | 1,
  label?: string,
  inside?: string,
): string {
  const { pal, u } = s;
  const depthPx = w * b.depth * 0.32;
  const x0 = cx - w / 2;
  let out = contactShadow(s, cx, by, w * 1.05, 0.8);
  const foilW = Math.max(0.8, u * 0.14);
  if (b.open) {
    const base = cuboid(s, v, x0, by - h, w, h, depthPx, b.color, side, { inside: true });
    out += base.svg;
    // Tissue paper filling the tray, with a few soft folds.
    const [fl, fr, tr, tl] = base.top as [P, P, P, P];
    const tissue = mix(pal.papers[0] ?? '#F7F3EC', '#FFFFFF', 0.55);
    out += path(
      poly([fl, fr, tr, tl]),
      `fill="${s.linear([
        [0, darken(tissue, 0.08)],
        [1, tissue],
      ])}"`,
    );
    let folds = '';
    for (let i = 0; i < 4; i++) {
      const k = (i + 0.5) / 4 + s.rng.range(-0.06, 0.06);
      const a: P = [tl[0] + (tr[0] - tl[0]) * k, tl[1]];
      const c: P = [fl[0] + (fr[0] - fl[0]) * (k + s.rng.range(-0.15, 0.15)), fl[1]];
      folds += `M${n(a[0])} ${n(a[1])}Q${n((a[0] + c[0]) / 2 + s.rng.range(-0.05, 0.05) * w)} ${n((a[1] + c[1]) / 2)} ${n(c[0])} ${n(c[1])}`;
    }
    out += path(folds, `fill="none" stroke="${darken(tissue, 0.2)}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.8, u * 0.2))}"`);
    if (inside) out += inside;
    // Front wall drawn again over the contents.
    const front = cuboid(s, v, x0, by - h, w, h, depthPx, b.color, side, { hideTop: true });
    out += front.svg;
    out += path(
      `M${n(fl[0])} ${n(fl[1])}L${n(fr[0])} ${n(fr[1])}`,
      `stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="${n(Math.max(0.8, u * 0.15))}"`,
    );
    if (b.foil)
      out += path(
        `M${n(x0 + w * 0.08)} ${n(by - h * 0.5)}H${n(x0 + w * 0.92)}`,
        `stroke="${foilStroke(s, b.foil)}" stroke-width="${n(foilW)}"`,
      );
    return out;
  }
  const lidH = b.lid * h;
  const body = cuboid(s, v, x0, by - h, w, h, depthPx, b.color, side);
  out += body.svg;
  const [fl, fr, tr, tl] = body.top as [P, P, P, P];
  if (lidH > 0) {
    // The lid overhangs the base a touch.
    const over = w * 0.012;
    const lid = cuboid(s, v, x0 - over, by - h - over * 0.5, w + over * 2, lidH + over * 0.5, depthPx * 1.02, b.color, side);
    out += lid.svg;
    out += path(
      `M${n(x0 - over)} ${n(by - h + lidH)}H${n(x0 + w + over)}`,
      `stroke="${pal.shadow}" stroke-opacity="0.3" stroke-width="${n(Math.max(1, u * 0.25))}"`,
    );
  } else if (b.carton) {
    // Tuck flap: a fold line across the top face and a thumb notch.
    const a: P = [(fl[0] + tl[0]) / 2, (fl[1] + tl[1]) / 2];
    const c: P = [(fr[0] + tr[0]) / 2, (fr[1] + tr[1]) / 2];
    out += path(
      `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`,
      `stroke="${darken(b.color, 0.3)}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.6, u * 0.08))}"`,
    );
  }
  // Foil: a frame on the top face and a rule (or the engraved name) on the front.
  if (b.foil) {
    const inset = 0.12;
    const lerp = (p: P, q: P, k: number): P => [p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k];
    const c = [lerp(lerp(fl, tr, inset), lerp(fl, tr, inset), 1), lerp(fr, tl, inset), lerp(tr, fl, inset), lerp(tl, fr, inset)];
    if (!b.carton) out += path(poly(c as P[]), `fill="none" stroke="${foilStroke(s, b.foil)}" stroke-width="${n(foilW)}"`);
    const yMid = lidH > 0 ? by - h + lidH * 0.5 : by - h * 0.55;
    if (label) {
      const text = label.toUpperCase();
      let fs = Math.min(lidH > 0 ? lidH * 0.32 : h * 0.06, w * 0.07);
      if (text.length * fs * 0.95 > w * 0.8) fs = (w * 0.8) / (text.length * 0.95);
      out += `<text x="${n(cx + fs * 0.17)}" y="${n(yMid + fs * 0.35)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(fs)}" letter-spacing="${n(fs * 0.34)}" fill="${foilStroke(s, b.foil)}">${escapeXml(text)}</text>`;
    } else {
      const dm = Math.max(foilW * 3, w * 0.025);
      out += path(
        `M${n(x0 + w * 0.22)} ${n(yMid)}H${n(cx - dm * 2)}M${n(cx + dm * 2)} ${n(yMid)}H${n(x0 + w * 0.78)}`,
        `stroke="${foilStroke(s, b.foil)}" stroke-width="${n(foilW)}"`,
      );
      out += path(
        poly([
          [cx, yMid - dm],
          [cx + dm, yMid],
          [cx, yMid + dm],
          [cx - dm, yMid],
        ]),
        `fill="none" stroke="${foilStroke(s, b.foil)}" stroke-width="${n(foilW)}"`,
      );
    }
  }
  if (b.ribbon) {
    const rw = w * 0.07;
    const rib = b.ribbon;
    const sat = s.across([
      [0, darken(rib, 0.2)],
      [0.35, lighten(rib, 0.2)],
      [0.6, rib],
      [1, darken(rib, 0.25)],
    ]);
    // Vertical band on the front, running back across the top face.
    const ribX = cx + w * (side < 0 ? 0.18 : -0.18);
    out += path(
      poly([
        [ribX - rw / 2, by],
        [ribX + rw / 2, by],
        [ribX + rw / 2, by - h - w * 0.012],
        [ribX - rw / 2, by - h - w * 0.012],
      ]),
      `fill="${sat}"`,
    );
    const t = (depthPx * 1.02) / Math.max(1, by - h - v.vy);
    const p1 = toward(v, [ribX - rw / 2, by - h], t);
    const p2 = toward(v, [ribX + rw / 2, by - h], t);
    out += path(poly([[ribX - rw / 2, by - h - w * 0.012], [ribX + rw / 2, by - h - w * 0.012], p2, p1]), `fill="${lighten(rib, 0.15)}"`);
    // A small flat bow where the bands cross.
    const bx = (ribX + (p1[0] + p2[0]) / 2) / 2;
    const byy = (by - h + (p1[1] + p2[1]) / 2) / 2;
    const lw = rw * 1.6;
    out += path(
      `M${n(bx)} ${n(byy)}C${n(bx - lw)} ${n(byy - lw * 0.9)} ${n(bx - lw * 1.4)} ${n(byy + lw * 0.2)} ${n(bx)} ${n(byy)}Z`,
      `fill="${lighten(rib, 0.1)}" stroke="${darken(rib, 0.3)}" stroke-opacity="0.3" stroke-width="${n(u * 0.08)}"`,
    );
    out += path(
      `M${n(bx)} ${n(byy)}C${n(bx + lw)} ${n(byy - lw * 0.9)} ${n(bx + lw * 1.4)} ${n(byy + lw * 0.2)} ${n(bx)} ${n(byy)}Z`,
      `fill="${rib}" stroke="${darken(rib, 0.3)}" stroke-opacity="0.3" stroke-width="${n(u * 0.08)}"`,
    );
    out += path(
      `M${n(bx)} ${n(byy)}L${n(bx - rw * 0.9)} ${n(byy + lw * 1.1)}L${n(bx - rw * 0.3)} ${n(byy + lw * 1.05)}Z`,
      `fill="${darken(rib, 0.1)}"`,
    );
    out += path(
      `M${n(bx)} ${n(byy)}L${n(bx + rw * 1.0)} ${n(byy + lw * 1.0)}L${n(bx + rw * 0.4)} ${n(byy + lw * 1.1)}Z`,
      `fill="${darken(rib, 0.18)}"`,
    );
    out += `<ellipse cx="${n(bx)}" cy="${n(byy)}" rx="${n(rw * 0.45)}" ry="${n(rw * 0.35)}" fill="${darken(rib, 0.1)}"/>`;
  }
  return out;
}

const RIBBONS = ['#A8834A', '#17171B', '#E7D9C4', '#5A2630', '#0F2A22', '#C9A7A0', '#8C7B4E'];

function randomBox(s: Svg, o: Partial<BoxSpec> = {}): BoxSpec {
  const { rng, pal } = s;
  const color = rng.pick(pal.papers);
  const lum = luminance(color);
  const foil = rng.chance(0.85) ? (lum > 0.6 && rng.chance(0.3) ? METALS.silver : METALS.gold) : null;
  return {
    color,
    foil,
    lid: rng.range(0.22, 0.4),
    ribbon: rng.chance(0.35) ? rng.pick(RIBBONS.filter((c) => Math.abs(luminance(c) - lum) > 0.2)) : null,
    depth: rng.range(0.5, 0.8),
    carton: false,
    open: false,
    ...o,
  };
}

export function drawBoxes(s: Svg, label?: string): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const portrait = h > w;
  const mode = rng.weighted<'stack' | 'open' | 'carton' | 'gift'>([
    ['stack', 1],
    ['open', 1.2],
    ['carton', 1],
    ['gift', 0.8],
  ]);
  const floorY = h * rng.range(0.8, 0.86);
  const horizon = floorY - h * rng.range(0.12, 0.22);
  const v: View = { vx: w * rng.range(0.4, 0.6), vy: -h * rng.range(0.6, 1.1) };
  const unit = Math.min(w * (portrait ? 0.62 : 0.46), h * 0.58);
  let objects = '';
  let focusY = floorY - unit * 0.4;
  const cx = w * (portrait ? 0.5 : rng.pick([0.5, 0.45, 0.55]));
  if (mode === 'stack') {
    const n1 = rng.int(2, 3);
    let y = floorY;
    let bw = unit * rng.range(0.9, 1.05);
    const specs = Array.from({ length: n1 }, (_, i) =>
      randomBox(s, { ribbon: null, lid: i === n1 - 1 ? rng.range(0.25, 0.4) : rng.range(0.3, 0.45) }),
    );
    for (let i = 0; i < n1; i++) {
      const bh = bw * rng.range(0.22, 0.34);
      const x = cx + rng.range(-0.06, 0.06) * unit;
      const spec = specs[i] ?? randomBox(s);
      objects += drawBox(s, v, spec, x, y, bw, bh, side, i === n1 - 1 ? label : undefined);
      const depthPx = bw * spec.depth;
      y -= bh + depthPx * 0.35 * (bh / Math.max(1, y - v.vy)) * 0 + depthPx * 0.18;
      bw *= rng.range(0.72, 0.86);
    }
    focusY = y;
  } else if (mode === 'gift') {
    const spec = randomBox(s, { ribbon: rng.pick(RIBBONS), depth: rng.range(0.7, 0.95) });
    const bw = unit * 0.95;
    const bh = bw * rng.range(0.35, 0.55);
    objects += drawBox(s, v, spec, cx, floorY, bw, bh, side, label);
    focusY = floorY - bh;
  } else if (mode === 'open') {
    const spec = randomBox(s, { open: true, depth: rng.range(0.6, 0.8) });
    const bw = unit * 0.95;
    const bh = bw * rng.range(0.2, 0.3);
    const bottle = randomBottle(rng, pal);
    let bH = bw * rng.range(0.8, 0.95);
    const bwid = bottleWidth(bottle, bH);
    if (bwid > bw * 0.5) bH *= (bw * 0.5) / bwid;
    const inside = drawBottle(s, bottle, cx, floorY - bh * 0.45, bH, { side }).svg;
    // The lid stands behind, its foiled face towards the camera.
    const lidW = bw * 0.92;
    const lidH = Math.min(bw * rng.range(0.75, 0.95), floorY * 0.75);
    const lx = cx + (side < 0 ? 1 : -1) * bw * rng.range(0.12, 0.25);
    const ly = floorY - bh * 0.9;
    let lid = contactShadow(s, lx, ly, lidW, 0.6);
    lid += path(
      poly([
        [lx - lidW / 2, ly],
        [lx + lidW / 2, ly],
        [lx + lidW / 2, ly - lidH],
        [lx - lidW / 2, ly - lidH],
      ]),
      `fill="${s.linear([
        [0, lighten(spec.color, 0.06)],
        [1, darken(spec.color, 0.1)],
      ])}"`,
    );
    lid += path(
      poly([
        [lx - lidW / 2, ly - lidH],
        [lx + lidW / 2, ly - lidH],
        [lx + lidW / 2, ly - lidH + lidW * 0.04],
        [lx - lidW / 2, ly - lidH + lidW * 0.04],
      ]),
      `fill="${lighten(spec.color, 0.2)}"`,
    );
    if (spec.foil) {
      const m = lidW * 0.08;
      lid += path(
        poly([
          [lx - lidW / 2 + m, ly - m * 0.7],
          [lx + lidW / 2 - m, ly - m * 0.7],
          [lx + lidW / 2 - m, ly - lidH + m],
          [lx - lidW / 2 + m, ly - lidH + m],
        ]),
        `fill="none" stroke="${foilStroke(s, spec.foil)}" stroke-width="${n(Math.max(0.8, s.u * 0.16))}"`,
      );
    }
    objects += lid + drawBox(s, v, spec, cx, floorY, bw, bh, side, undefined, inside);
    focusY = floorY - bH;
  } else {
    // A folding carton beside its bottle.
    const bottle = randomBottle(rng, pal);
    let bH = unit * rng.range(0.9, 1.05);
    let bW = bottleWidth(bottle, bH);
    const gap0 = unit * 0.08;
    const cw0 = Math.max(bW * 1.15, unit * 0.42);
    const k = Math.min(1, (w * 0.78) / (cw0 + bW + gap0), (h * 0.62) / (bH * 1.1));
    bH *= k;
    bW *= k;
    const cw = cw0 * k;
    const gap = gap0 * k;
    const ch = bH * rng.range(1.02, 1.1);
    const spec = randomBox(s, {
      carton: true,
      lid: 0,
      ribbon: null,
      depth: rng.range(0.7, 0.9),
      foil: rng.chance(0.5) ? METALS.gold : METALS.silver,
    });
    const cartonX = cx + (side < 0 ? -1 : 1) * (cw / 2 + gap / 2);
    const bottleX = cx - (side < 0 ? -1 : 1) * (bW / 2 + gap / 2);
    objects += drawBox(s, v, spec, cartonX, floorY - h * 0.02, cw, ch, side, label);
    objects += contactShadow(s, bottleX, floorY, bW) + drawBottle(s, bottle, bottleX, floorY, bH, { side }).svg;
    focusY = floorY - ch * 0.6;
  }
  let set = '';
  const style = pickBackdrop(s, { disc: 0.5 });
  if (rng.chance(0.3)) {
    const top = floorY + h * 0.01;
    set = plinth(s, { kind: 'slab', x: w / 2, top, w: w * 1.3, h: h - top + 2, color: rng.pick(pal.set), lightSide: side }).svg;
  }
  void r2;
  return (
    backdrop(s, { horizon: set ? Math.min(horizon, floorY - h * 0.04) : horizon, focusX: cx, focusY, style, lightSide: side }) +
    set +
    objects
  );
}
