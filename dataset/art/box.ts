// Rigid luxury boxes and folding cartons in gentle one-point perspective:
// lids with foil lines, satin ribbon, tissue, a bottle nested inside.
import { bottleWidth, drawBottle } from './bottle.ts';
import { darken, lighten, luminance, METALS, mix, type Metal } from './palette.ts';
import { directedBottle, pickToken, type Tokens } from './direction.ts';
import { lightLayer } from './light.ts';
import { backdrop, contactShadow, pickBackdrop, plinth } from './scene.ts';
import { ellipse, escapeXml, n, path, poly, r2, rect, type Svg } from './svg.ts';

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
  /** What lines the open tray: tissue (default), moulded pulp or a coloured velvet. */
  lining?: 'tissue' | 'pulp' | string;
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
    const pulp = b.lining === 'pulp';
    const tissue = pulp ? '#D9D4CA' : b.lining && b.lining !== 'tissue' ? b.lining : mix(pal.papers[0] ?? '#F7F3EC', '#FFFFFF', 0.55);
    out += path(
      poly([fl, fr, tr, tl]),
      `fill="${s.linear([
        [0, darken(tissue, 0.08)],
        [1, tissue],
      ])}"`,
    );
    if (pulp) {
      // Moulded pulp: a soft, fibrous tray with rounded recesses.
      out += path(
        poly([fl, fr, tr, tl]),
        `fill="none" stroke="${lighten(tissue, 0.25)}" stroke-opacity="0.6" stroke-width="${n(Math.max(1, u * 0.5))}"`,
      );
    }
    let folds = '';
    for (let i = 0; i < 4; i++) {
      const k = (i + 0.5) / 4 + s.rng.range(-0.06, 0.06);
      const a: P = [tl[0] + (tr[0] - tl[0]) * k, tl[1]];
      const c: P = [fl[0] + (fr[0] - fl[0]) * (k + s.rng.range(-0.15, 0.15)), fl[1]];
      folds += `M${n(a[0])} ${n(a[1])}Q${n((a[0] + c[0]) / 2 + s.rng.range(-0.05, 0.05) * w)} ${n((a[1] + c[1]) / 2)} ${n(c[0])} ${n(c[1])}`;
    }
    if (!pulp)
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

const BOX_COLOURS: Record<string, string> = {
  green: '#1F3A30',
  black: '#17171B',
  ivory: '#F2EDE4',
  white: '#F7F5F0',
  kraft: '#C4A27A',
  rose: '#E3C9C0',
  linen: '#D8CBB4',
  sage: '#B9C3A8',
  stone: '#CFC4B4',
  plum: '#5A2630',
};

type BoxMode = 'stack' | 'open' | 'carton' | 'gift' | 'samples' | 'coffret' | 'vials' | 'inner-lids' | 'mailer' | 'foil' | 'wrapped';

/** An open box with its lid standing behind: the tray, its lining, and what it holds. */
function openBox(
  s: Svg,
  v: View,
  spec: BoxSpec,
  cx: number,
  floorY: number,
  bw: number,
  bh: number,
  side: -1 | 1,
  inside: string,
  lidLining?: string,
): string {
  const { rng } = s;
  const lidW = bw * 0.92;
  const lidH = Math.min(bw * rng.range(0.75, 0.95), floorY * 0.75);
  const lx = cx + (side < 0 ? 1 : -1) * bw * rng.range(0.12, 0.25);
  const ly = floorY - bh * 0.9;
  let lid = contactShadow(s, lx, ly, lidW, 0.6);
  const face = lidLining ?? spec.color;
  lid += path(
    poly([
      [lx - lidW / 2, ly],
      [lx + lidW / 2, ly],
      [lx + lidW / 2, ly - lidH],
      [lx - lidW / 2, ly - lidH],
    ]),
    `fill="${s.linear([
      [0, lighten(face, 0.06)],
      [1, darken(face, 0.1)],
    ])}"`,
  );
  if (lidLining) {
    // The lid's outer wall frames its coloured inside.
    const m = lidW * 0.035;
    lid += path(
      poly([
        [lx - lidW / 2, ly],
        [lx + lidW / 2, ly],
        [lx + lidW / 2, ly - lidH],
        [lx - lidW / 2, ly - lidH],
      ]),
      `fill="none" stroke="${spec.color}" stroke-width="${n(m * 2)}"`,
    );
  }
  lid += path(
    poly([
      [lx - lidW / 2, ly - lidH],
      [lx + lidW / 2, ly - lidH],
      [lx + lidW / 2, ly - lidH + lidW * 0.04],
      [lx - lidW / 2, ly - lidH + lidW * 0.04],
    ]),
    `fill="${lighten(spec.color, 0.2)}"`,
  );
  if (spec.foil && !lidLining) {
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
  return lid + drawBox(s, v, spec, cx, floorY, bw, bh, side, undefined, inside);
}

/** A repeating monogram in a square tile, for wrapped boxes. */
function monogramPattern(s: Svg, ground: string, ink: string, size: number): string {
  const id = s.id('pt');
  const q = size;
  s.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(q)}" height="${n(q)}"><rect width="${n(q)}" height="${n(q)}" fill="${ground}"/>` +
      `<path d="M${n(q * 0.5)} ${n(q * 0.18)}L${n(q * 0.82)} ${n(q * 0.5)}L${n(q * 0.5)} ${n(q * 0.82)}L${n(q * 0.18)} ${n(q * 0.5)}Z" fill="none" stroke="${ink}" stroke-opacity="0.75" stroke-width="${n(q * 0.025)}"/>` +
      `<circle cx="${n(q * 0.5)}" cy="${n(q * 0.5)}" r="${n(q * 0.07)}" fill="${ink}" fill-opacity="0.8"/>` +
      `<circle cx="0" cy="0" r="${n(q * 0.05)}" fill="${ink}" fill-opacity="0.6"/><circle cx="${n(q)}" cy="0" r="${n(q * 0.05)}" fill="${ink}" fill-opacity="0.6"/><circle cx="0" cy="${n(q)}" r="${n(q * 0.05)}" fill="${ink}" fill-opacity="0.6"/><circle cx="${n(q)}" cy="${n(q)}" r="${n(q * 0.05)}" fill="${ink}" fill-opacity="0.6"/></pattern>`,
  );
  return `url(#${id})`;
}

/** Close view of paper with a blind-embossed frame and a foil-blocked name, in raking light. */
function foilCloseUp(s: Svg, label: string | undefined, colour: string, foil: Metal, side: -1 | 1): string {
  const { w, h, rng } = s;
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(colour, 0.06)],
        [1, darken(colour, 0.1)],
      ],
      { x1: side < 0 ? 0 : 1, y1: 0, x2: side < 0 ? 1 : 0, y2: 1 },
    )}"`,
  );
  // Paper fibre.
  let fibre = '';
  for (let i = 0; i < 90; i++) {
    const x = rng.next() * w;
    const y = rng.next() * h;
    const l = w * rng.range(0.01, 0.04);
    const a = rng.range(-0.4, 0.4);
    fibre += `M${n(x)} ${n(y)}l${n(Math.cos(a) * l)} ${n(Math.sin(a) * l)}`;
  }
  out += path(fibre, `stroke="${darken(colour, 0.25)}" stroke-opacity="0.12" stroke-width="${n(Math.max(0.6, s.u * 0.08))}" fill="none"`);
  const dark = luminance(colour) < 0.35;
  const emboss = (d: string, width: number) =>
    path(
      d,
      `fill="none" stroke="#000000" stroke-opacity="${dark ? 0.4 : 0.16}" stroke-width="${n(width)}" transform="translate(${n(side * -width * 0.7)} ${n(width * 0.7)})"`,
    ) +
    path(
      d,
      `fill="none" stroke="#FFFFFF" stroke-opacity="${dark ? 0.18 : 0.55}" stroke-width="${n(width)}" transform="translate(${n(side * width * 0.5)} ${n(-width * 0.5)})"`,
    ) +
    path(d, `fill="none" stroke="${colour}" stroke-width="${n(width)}"`);
  const m = Math.min(w, h) * 0.14;
  const frame = `M${n(m)} ${n(m)}H${n(w - m)}V${n(h - m)}H${n(m)}Z`;
  out += emboss(frame, Math.max(2, s.u * 0.5));
  const m2 = m * 1.25;
  out += emboss(`M${n(m2)} ${n(m2)}H${n(w - m2)}V${n(h - m2)}H${n(m2)}Z`, Math.max(1, s.u * 0.2));
  const text = (label ?? 'A & V').toUpperCase();
  let fs = h * 0.12;
  if (text.length * fs * 0.9 > w * 0.6) fs = (w * 0.6) / (text.length * 0.9);
  const foilFill = s.linear(
    [
      [0, foil.mid],
      [0.3, foil.light],
      [0.5, foil.mid],
      [0.75, foil.dark],
      [1, foil.mid],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  out += `<text x="${n(w / 2 + side * -fs * 0.03)}" y="${n(h / 2 + fs * 0.38 + fs * 0.03)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(fs)}" letter-spacing="${n(fs * 0.28)}" fill="#000000" fill-opacity="0.25">${escapeXml(text)}</text>`;
  out += `<text x="${n(w / 2)}" y="${n(h / 2 + fs * 0.38)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(fs)}" letter-spacing="${n(fs * 0.28)}" fill="${foilFill}">${escapeXml(text)}</text>`;
  const ry = h / 2 + fs * 0.95;
  out += path(`M${n(w * 0.4)} ${n(ry)}H${n(w * 0.6)}`, `stroke="${foilFill}" stroke-width="${n(Math.max(1, s.u * 0.25))}"`);
  out += lightLayer(s, {
    glows: [{ x: side < 0 ? 0 : w, y: 0, rx: w * 1.1, ry: h * 1.1, color: '#FFFFFF', alpha: dark ? 0.12 : 0.3, power: 1.5 }],
    vignette: { color: s.pal.shadow, alpha: 0.2, inner: 0.4 },
    resolution: 64,
  });
  return out;
}

/** From above: a box wrapped in printed paper, the sheet it was cut from, a ribbon and a foil label. */
function wrappedFlatLay(s: Svg, colour: string | undefined, label: string | undefined): string {
  const { w, h, rng, pal } = s;
  const ground = colour ?? rng.pick(['#0F1A17', '#17171B', '#5A2630', '#F2EDE4']);
  const ink = luminance(ground) < 0.4 ? '#C9A46A' : '#8C6A34';
  const table = rng.pick([pal.set[0] ?? '#E6DED2', '#EDE7DE', '#D9CBB4']);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(table, 0.05)],
        [1, darken(table, 0.06)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  const unit = Math.min(w, h);
  const pat = monogramPattern(s, ground, ink, unit * 0.09);
  // The printed sheet, off to one side and slightly turned.
  const sw = w * 0.55;
  const sh = h * 0.85;
  const sx = w * 0.5;
  const sy = h * 0.08;
  const sheet = `<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" transform="rotate(-6 ${n(sx + sw / 2)} ${n(sy + sh / 2)})"`;
  out += `<rect x="${n(sx + unit * 0.02)}" y="${n(sy + unit * 0.025)}" width="${n(sw)}" height="${n(sh)}" transform="rotate(-6 ${n(sx + sw / 2)} ${n(sy + sh / 2)})" fill="${pal.shadow}" fill-opacity="0.14"/>`;
  out += `${sheet} fill="${pat}"/>`;
  // A corner of the sheet curls up: a lighter fold.
  out += `${sheet} fill="${s.linear(
    [
      [0, '#FFFFFF', 0.1],
      [0.5, '#FFFFFF', 0],
      [1, '#000000', 0.15],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  // The wrapped box.
  const bw = unit * 0.58;
  const bh = bw * 0.8;
  const bx = w * 0.3 - bw / 2;
  const by = h * 0.52 - bh / 2;
  const tr = `rotate(4 ${n(bx + bw / 2)} ${n(by + bh / 2)})`;
  for (const k of [1, 0.6, 0.3])
    out += `<rect x="${n(bx + unit * 0.02 * k)}" y="${n(by + unit * 0.03 * k)}" width="${n(bw)}" height="${n(bh)}" transform="${tr}" fill="${pal.shadow}" fill-opacity="0.1"/>`;
  out += `<g transform="${tr}"><rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${pat}"/>`;
  out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${s.linear(
    [
      [0, '#FFFFFF', 0.12],
      [1, '#000000', 0.18],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  // A satin ribbon across, and a foil-blocked label.
  const rib = rng.pick(['#A8834A', '#EDE7DE', '#17171B']);
  out += rect(
    bx,
    by + bh * 0.44,
    bw,
    bh * 0.12,
    `fill="${s.linear([
      [0, lighten(rib, 0.15)],
      [0.5, rib],
      [1, darken(rib, 0.2)],
    ])}"`,
  );
  const lw = bw * 0.42;
  const lh = bh * 0.26;
  out += rect(bx + bw / 2 - lw / 2, by + bh / 2 - lh / 2, lw, lh, `fill="#FBF8F2"`);
  const gold = METALS.gold;
  const text = (label ?? 'ATELIER').toUpperCase();
  let fs = lh * 0.3;
  if (text.length * fs * 0.9 > lw * 0.8) fs = (lw * 0.8) / (text.length * 0.9);
  out += `<text x="${n(bx + bw / 2)}" y="${n(by + bh / 2 + fs * 0.35)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(fs)}" letter-spacing="${n(fs * 0.25)}" fill="${s.across(
    [
      [0, gold.mid],
      [0.4, gold.light],
      [1, gold.dark],
    ],
  )}">${escapeXml(text)}</text>`;
  out += '</g>';
  out += lightLayer(s, {
    glows: [{ x: w * 0.2, y: 0, rx: w, ry: h, color: '#FFFFFF', alpha: 0.18 }],
    vignette: { color: pal.shadow, alpha: 0.18, inner: 0.45 },
    resolution: 64,
  });
  return out;
}

export function drawBoxes(s: Svg, label?: string, t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const portrait = h > w;
  const mode: BoxMode =
    pickToken(t, ['foil', 'wrapped', 'samples', 'coffret', 'vials', 'inner-lids', 'mailer', 'stack', 'open', 'carton', 'gift'] as const) ??
    rng.weighted<BoxMode>([
      ['stack', 1],
      ['open', 1.2],
      ['carton', 1],
      ['gift', 0.8],
    ]);
  const colourName = pickToken(t, Object.keys(BOX_COLOURS));
  const colour = colourName ? BOX_COLOURS[colourName] : undefined;
  const foilName = pickToken(t, ['gold', 'silver', 'rosegold', 'nofoil'] as const);
  const foil = foilName === 'nofoil' ? null : foilName ? METALS[foilName] : undefined;
  const over = (o: Partial<BoxSpec> = {}): Partial<BoxSpec> => ({
    ...(colour ? { color: colour } : {}),
    ...(foil !== undefined ? { foil } : {}),
    ...o,
  });
  if (mode === 'foil')
    return foilCloseUp(s, label, colour ?? rng.pick(['#F2EDE4', '#17171B', '#1F3A30', '#E3C9C0']), foil ?? METALS.gold, side);
  if (mode === 'wrapped') return wrappedFlatLay(s, colour, label);
  const floorY = h * rng.range(0.8, 0.86);
  const horizon = floorY - h * rng.range(0.12, 0.22);
  const v: View = { vx: w * rng.range(0.4, 0.6), vy: -h * rng.range(0.6, 1.1) };
  const unit = Math.min(w * (portrait ? 0.62 : 0.46), h * 0.58);
  let objects = '';
  let focusY = floorY - unit * 0.4;
  const cx = w * (portrait ? 0.5 : rng.pick([0.5, 0.45, 0.55]));
  if (mode === 'stack') {
    const n1 = t.has('three') ? 3 : rng.int(2, 3);
    let y = floorY;
    let bw = unit * rng.range(0.9, 1.05);
    const specs = Array.from({ length: n1 }, (_, i) =>
      randomBox(s, over({ ribbon: null, lid: i === n1 - 1 ? rng.range(0.25, 0.4) : rng.range(0.3, 0.45) })),
    );
    for (let i = 0; i < n1; i++) {
      const bh = bw * rng.range(0.22, 0.34);
      const x = cx + rng.range(-0.06, 0.06) * unit;
      const spec = specs[i] ?? randomBox(s);
      objects += drawBox(s, v, spec, x, y, bw, bh, side, i === n1 - 1 ? label : undefined);
      y -= bh + bw * spec.depth * 0.18;
      bw *= rng.range(0.72, 0.86);
    }
    focusY = y;
  } else if (mode === 'gift') {
    const spec = randomBox(s, over({ ribbon: rng.pick(RIBBONS), depth: rng.range(0.7, 0.95) }));
    const bw = unit * (t.has('minis') ? 0.7 : 0.95);
    const bh = bw * rng.range(0.35, 0.55);
    const bx = t.has('minis') ? cx - side * unit * 0.25 : cx;
    objects += drawBox(s, v, spec, bx, floorY, bw, bh, side, label);
    if (t.has('minis')) {
      const mini = directedBottle(rng, pal, new Set(['rect', 'gold']));
      for (let i = 0; i < 3; i++) {
        const mx = bx + side * (bw * 0.62 + i * unit * 0.16);
        const my = floorY + h * 0.025 * (i % 2);
        const d = drawBottle(s, mini, mx, my, unit * 0.32, { side });
        objects += contactShadow(s, mx, my, d.w) + d.svg;
      }
    }
    focusY = floorY - bh;
  } else if (mode === 'open' || mode === 'mailer') {
    const spec = randomBox(
      s,
      over({
        open: true,
        depth: rng.range(0.6, 0.8),
        ...(mode === 'mailer' ? { color: colour ?? BOX_COLOURS.kraft, foil: null, lining: 'pulp' } : {}),
      }),
    );
    const bw = unit * 0.95;
    const bh = bw * rng.range(0.2, 0.3);
    const bottle = directedBottle(rng, pal, t);
    let bH = bw * rng.range(0.8, 0.95);
    const bwid = bottleWidth(bottle, bH);
    if (bwid > bw * 0.5) bH *= (bw * 0.5) / bwid;
    const inside = drawBottle(s, bottle, cx, floorY - bh * 0.45, bH, { side }).svg;
    objects += openBox(s, v, spec, cx, floorY, bw, bh, side, inside);
    focusY = floorY - bH;
  } else if (mode === 'samples') {
    // Unprinted structural samples: a closed box, an open one with its pulp insert, a flat blank.
    const white = BOX_COLOURS.white ?? '#F7F5F0';
    const spec = randomBox(s, { open: true, color: white, foil: null, ribbon: null, lining: 'pulp', depth: 0.7 });
    const bw = unit * 0.8;
    const bh = bw * 0.26;
    const recess = (x: number) =>
      ellipse(x, floorY - bh * 0.55, bw * 0.12, bw * 0.05, `fill="#C9C3B8"`) +
      ellipse(x, floorY - bh * 0.58, bw * 0.1, bw * 0.035, `fill="#B8B1A5"`);
    const ox = cx + side * unit * 0.28;
    objects += openBox(s, v, spec, ox, floorY, bw, bh, side, recess(ox - bw * 0.18) + recess(ox + bw * 0.18));
    const closed = randomBox(s, { color: '#F1EEE8', foil: null, ribbon: null, lid: 0.32, depth: 0.7 });
    objects += drawBox(s, v, closed, cx - side * unit * 0.55, floorY + h * 0.03, unit * 0.55, unit * 0.2, side);
    focusY = floorY - bh * 2;
  } else if (mode === 'coffret' || mode === 'vials') {
    const spec = randomBox(
      s,
      over({ open: true, depth: 0.75, lining: mode === 'coffret' ? 'pulp' : t.has('velvet') ? '#5A2630' : '#E9E1D4' }),
    );
    const bw = unit * 1.05;
    const bh = bw * 0.24;
    const count = mode === 'coffret' ? 3 : 6;
    let inside = '';
    const mini =
      mode === 'coffret'
        ? directedBottle(rng, pal, new Set(['rect', 'gold', ...t]))
        : { ...directedBottle(rng, pal, new Set(['cylinder', 'black-cap'])), collar: null, paperLabel: true, bodyW: 0.32 };
    for (let i = 0; i < count; i++) {
      const x = cx + ((i - (count - 1) / 2) * (bw * 0.8)) / count;
      const d = drawBottle(s, mini, x, floorY - bh * 0.5, bw * (mode === 'coffret' ? 0.36 : 0.3), {
        side,
        label: mode === 'vials' ? String(i + 1).padStart(2, '0') : undefined,
      });
      inside += d.svg;
    }
    objects += openBox(s, v, spec, cx, floorY, bw, bh, side, inside);
    focusY = floorY - bw * 0.4;
  } else if (mode === 'inner-lids') {
    // A row of open boxes, each lid standing behind with its own inner colour.
    const linings = rng.shuffle(['#A8834A', '#5A2630', '#8D9466', '#7E8C9A', '#C99A85', '#0F1A17']);
    const count = portrait ? 2 : 3;
    const bw = Math.min(unit * 0.7, (w * 0.9) / (count * 1.25));
    for (let i = 0; i < count; i++) {
      const x = cx + (i - (count - 1) / 2) * bw * 1.3;
      const spec = randomBox(s, over({ open: true, depth: 0.7, color: colour ?? '#F2EDE4' }));
      const bottle = directedBottle(rng, pal, t);
      const inside = drawBottle(s, bottle, x, floorY - bw * 0.12, bw * 0.7, { side }).svg;
      objects += openBox(s, v, spec, x, floorY + (i % 2) * h * 0.02, bw, bw * 0.24, side, inside, linings[i % linings.length]);
    }
    focusY = floorY - bw * 0.6;
  } else {
    // A folding carton beside its bottle.
    const bottle = directedBottle(rng, pal, t);
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
    const spec = randomBox(
      s,
      over({
        carton: true,
        lid: 0,
        ribbon: null,
        depth: rng.range(0.7, 0.9),
        foil: foil ?? (rng.chance(0.5) ? METALS.gold : METALS.silver),
      }),
    );
    const cartonX = cx + (side < 0 ? -1 : 1) * (cw / 2 + gap / 2);
    const bottleX = cx - (side < 0 ? -1 : 1) * (bW / 2 + gap / 2);
    objects += drawBox(s, v, spec, cartonX, floorY - h * 0.02, cw, ch, side, label);
    objects += contactShadow(s, bottleX, floorY, bW) + drawBottle(s, bottle, bottleX, floorY, bH, { side }).svg;
    focusY = floorY - ch * 0.6;
  }
  let set = '';
  const style = pickToken(t, ['sweep', 'arch', 'window', 'split', 'panel'] as const) ?? pickBackdrop(s, { disc: 0.5 });
  if (t.has('slab') || rng.chance(0.3)) {
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
