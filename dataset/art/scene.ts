// The photographic set: seamless backdrop, light pools, window light, plinths
// and the shadows objects cast on them.
import { lightLayer, type Pane } from './light.ts';
import { darken, lighten, mix } from './palette.ts';
import { circle, ellipse, n, path, poly, r2, rect, type Svg } from './svg.ts';

export type BackdropStyle = 'sweep' | 'arch' | 'disc' | 'split' | 'window' | 'panel';

export interface BackdropOpts {
  /** y of the soft wall/floor transition. */
  horizon: number;
  /** Centre of the subject (where the light pool sits). */
  focusX: number;
  focusY: number;
  style: BackdropStyle;
  /** -1: key light from the left (shadows fall right); 1: from the right. */
  lightSide: -1 | 1;
  /** Size of architectural elements (arch width etc.). */
  scale?: number;
}

export function pickBackdrop(s: Svg, weights?: Partial<Record<BackdropStyle, number>>): BackdropStyle {
  const w = { sweep: 3, arch: 2, disc: 1.2, split: 1.2, window: 2.2, panel: 1.2, ...weights };
  return s.rng.weighted<BackdropStyle>(Object.entries(w) as Array<[BackdropStyle, number]>);
}

export function backdrop(s: Svg, o: BackdropOpts): string {
  const { w, h, pal, rng } = s;
  const hz = o.horizon / h;
  const soft = 0.035;
  let out = '';
  // Wall and floor in one gradient, with a soft seamless transition.
  out += rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, pal.wallTop],
      [Math.max(0.05, hz - soft * 2), pal.wallBottom],
      [Math.min(0.99, hz + soft * 0.4), pal.floorFar],
      [1, pal.floorNear],
    ])}"`,
  );

  const scale = o.scale ?? Math.min(w, h * 1.3);
  const wallColor = mix(pal.wallTop, pal.wallBottom, 0.5);

  if (o.style === 'split') {
    const x = o.focusX + o.lightSide * scale * rng.range(0.12, 0.3) * (rng.chance(0.5) ? 1 : -1);
    const c = mix(wallColor, rng.pick(pal.set), 0.55);
    const left = rng.chance(0.5);
    out += rect(
      left ? 0 : x,
      0,
      left ? x : w - x,
      o.horizon + 1,
      `fill="${s.linear([
        [0, lighten(c, 0.04)],
        [1, darken(c, 0.03)],
      ])}"`,
    );
  } else if (o.style === 'arch') {
    const aw = scale * rng.range(0.34, 0.48);
    const top = Math.max(h * 0.04, o.horizon - scale * rng.range(0.62, 0.85));
    const x = o.focusX - aw / 2;
    const d = `M${n(x)} ${n(o.horizon)}V${n(top + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(x + aw)} ${n(top + aw / 2)}V${n(o.horizon)}Z`;
    const recess = pal.dark ? lighten(wallColor, 0.05) : darken(wallColor, 0.05);
    const inner = rng.chance(0.5) ? mix(recess, rng.pick(pal.set), 0.4) : recess;
    out += path(d, `fill="${inner}"`);
    // The niche's inside edge catches shadow on the light side.
    const side = o.lightSide;
    out += path(
      d,
      `fill="${s.across(
        side < 0
          ? [
              [0, pal.shadow, 0.16],
              [0.12, pal.shadow, 0.03],
              [0.8, pal.glow, 0],
              [1, pal.glow, 0.08],
            ]
          : [
              [0, pal.glow, 0.08],
              [0.2, pal.glow, 0],
              [0.88, pal.shadow, 0.03],
              [1, pal.shadow, 0.16],
            ],
      )}"`,
    );
    out += path(
      d,
      `fill="${s.linear([
        [0, pal.shadow, 0.1],
        [0.25, pal.shadow, 0],
        [1, pal.shadow, 0],
      ])}"`,
    );
  } else if (o.style === 'disc') {
    const r = scale * rng.range(0.2, 0.3);
    const cy = Math.max(r * 0.7, o.focusY - scale * rng.range(0.05, 0.2));
    const cx = o.focusX + rng.range(-0.12, 0.12) * scale;
    const c = pal.dark ? lighten(wallColor, 0.08) : mix(wallColor, rng.pick([pal.accent, pal.glow, ...pal.set]), 0.35);
    out += circle(
      cx,
      cy,
      r,
      `fill="${s.linear([
        [0, lighten(c, 0.05)],
        [1, c],
      ])}"`,
    );
  } else if (o.style === 'panel') {
    const pw = scale * rng.range(0.3, 0.5);
    const x = o.focusX - pw / 2 + rng.range(-0.2, 0.2) * pw;
    const top = rng.chance(0.5) ? 0 : h * rng.range(0.06, 0.16);
    const c = mix(wallColor, rng.pick(pal.set), 0.7);
    const sw = scale * 0.03;
    const sx = o.lightSide < 0 ? x + pw : x - sw;
    out += rect(
      sx,
      top,
      sw,
      o.horizon - top,
      `fill="${s.across(
        o.lightSide < 0
          ? [
              [0, pal.shadow, 0.12],
              [1, pal.shadow, 0],
            ]
          : [
              [0, pal.shadow, 0],
              [1, pal.shadow, 0.12],
            ],
      )}"`,
    );
    out += rect(
      x,
      top,
      pw,
      o.horizon - top,
      `fill="${s.across(
        o.lightSide < 0
          ? [
              [0, lighten(c, 0.05)],
              [1, darken(c, 0.03)],
            ]
          : [
              [0, darken(c, 0.03)],
              [1, lighten(c, 0.05)],
            ],
      )}"`,
    );
  }

  // Soft light: a pool behind the subject, window light, a gentle vignette.
  const poolR = Math.max(w, h) * 0.62;
  out += lightLayer(s, {
    glows: [
      {
        x: o.focusX + o.lightSide * w * 0.08,
        y: o.focusY - h * 0.12,
        rx: poolR,
        ry: poolR * 0.85,
        color: pal.glow,
        alpha: pal.dark ? 0.3 : 0.55,
        power: 2.2,
      },
    ],
    panes: o.style === 'window' ? windowPanes(s, o) : [],
    vignette: { color: pal.shadow, alpha: pal.dark ? 0.35 : 0.1, inner: 0.45 },
    resolution: o.style === 'window' ? 220 : 96,
  });

  // Darken the floor slightly towards the camera and the wall towards the top.
  out += rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, pal.shadow, pal.dark ? 0.25 : 0.06],
      [hz, pal.shadow, 0],
      [1, pal.shadow, pal.dark ? 0.2 : 0.05],
    ])}"`,
  );
  return out;
}

/** Sunlight through a window falling across the wall: soft skewed panes. */
function windowPanes(s: Svg, o: BackdropOpts): Pane[] {
  const { w, h, pal, rng } = s;
  const paneW = Math.min(w, h * 1.4) * rng.range(0.09, 0.14);
  const paneH = paneW * rng.range(1.6, 2.4);
  const gap = paneW * rng.range(0.08, 0.14);
  const cols = rng.int(2, 3);
  const rows = rng.int(1, 2);
  const skew = -o.lightSide * rng.range(0.25, 0.6);
  const x0 = o.focusX + o.lightSide * -1 * w * rng.range(0.05, 0.22) - (cols * (paneW + gap)) / 2;
  const y0 = Math.max(h * 0.02, o.horizon - rows * (paneH + gap) - h * rng.range(0.0, 0.12));
  const light = pal.dark ? lighten(pal.glow, 0.25) : '#FFFFFF';
  const panes: Pane[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * (paneW + gap);
      const y = y0 + r * (paneH + gap);
      const sk = (yy: number) => (yy - y0) * skew;
      panes.push({
        quad: [
          [x + sk(y), y],
          [x + paneW + sk(y), y],
          [x + paneW + sk(y + paneH), y + paneH],
          [x + sk(y + paneH), y + paneH],
        ],
        feather: paneW * 0.12,
        color: light,
        alpha: pal.dark ? 0.14 : 0.38,
      });
    }
  }
  return panes;
}

export type PlinthKind = 'cylinder' | 'block' | 'slab';

export interface PlinthSpec {
  kind: PlinthKind;
  /** Centre x. */
  x: number;
  /** y of the front top edge. */
  top: number;
  w: number;
  h: number;
  color: string;
  marble?: boolean;
  lightSide: -1 | 1;
}

/** Draws a plinth; returns markup and the y on which objects stand. */
export function plinth(s: Svg, p: PlinthSpec): { svg: string; stand: number; back: number; shape: string } {
  const { pal, rng } = s;
  const c = p.color;
  const lit = lighten(c, pal.dark ? 0.1 : 0.22);
  const shade = darken(c, pal.dark ? 0.25 : 0.12);
  const x0 = p.x - p.w / 2;
  let out = '';
  // Floor contact shadow.
  out += ellipse(
    p.x + p.lightSide * -0.04 * p.w,
    p.top + p.h,
    p.w * 0.58,
    p.w * 0.05,
    `fill="${s.radial([
      [0, pal.shadow, 0.28],
      [1, pal.shadow, 0],
    ])}"`,
  );
  const sideGrad =
    p.lightSide < 0
      ? s.across([
          [0, lighten(c, 0.05)],
          [0.3, c],
          [0.85, shade],
          [1, darken(shade, 0.05)],
        ])
      : s.across([
          [0, darken(shade, 0.05)],
          [0.15, shade],
          [0.7, c],
          [1, lighten(c, 0.05)],
        ]);
  let stand = p.top;
  let back = p.top;
  let shape = '';
  if (p.kind === 'cylinder') {
    const ry = p.w * 0.06;
    const body = `M${n(x0)} ${n(p.top)}V${n(p.top + p.h)}A${n(p.w / 2)} ${n(ry)} 0 0 0 ${n(x0 + p.w)} ${n(p.top + p.h)}V${n(p.top)}Z`;
    out += path(body, `fill="${sideGrad}"`);
    if (p.marble) out += marble(s, body, p);
    out += path(
      body,
      `fill="${s.linear([
        [0, pal.shadow, 0.12],
        [0.15, pal.shadow, 0],
        [1, pal.shadow, 0.08],
      ])}"`,
    );
    out += ellipse(
      p.x,
      p.top,
      p.w / 2,
      ry,
      `fill="${s.linear([
        [0, lit],
        [1, lighten(c, 0.1)],
      ])}"`,
    );
    out += ellipse(
      p.x,
      p.top,
      p.w / 2,
      ry,
      `fill="none" stroke="#FFFFFF" stroke-opacity="${pal.dark ? 0.08 : 0.35}" stroke-width="${n(Math.max(1, s.u * 0.12))}"`,
    );
    stand = p.top + ry * 0.15;
    back = p.top - ry;
    shape = `M${n(x0)} ${n(p.top)}A${n(p.w / 2)} ${n(ry)} 0 0 1 ${n(x0 + p.w)} ${n(p.top)}V${n(p.top + p.h)}A${n(p.w / 2)} ${n(ry)} 0 0 1 ${n(x0)} ${n(p.top + p.h)}Z`;
  } else {
    const depth = p.kind === 'slab' ? p.w * 0.06 : p.w * 0.09;
    const inset = depth * 0.7;
    const topFace = poly([
      [x0, p.top],
      [x0 + inset, p.top - depth],
      [x0 + p.w - inset, p.top - depth],
      [x0 + p.w, p.top],
    ]);
    const front = `M${n(x0)} ${n(p.top)}H${n(x0 + p.w)}V${n(p.top + p.h)}H${n(x0)}Z`;
    out += path(
      front,
      `fill="${s.linear([
        [0, c],
        [1, darken(c, pal.dark ? 0.15 : 0.06)],
      ])}"`,
    );
    out += path(
      front,
      `fill="${s.across(
        p.lightSide < 0
          ? [
              [0, pal.glow, 0.12],
              [0.5, pal.glow, 0],
              [1, pal.shadow, 0.06],
            ]
          : [
              [0, pal.shadow, 0.06],
              [0.5, pal.glow, 0],
              [1, pal.glow, 0.12],
            ],
      )}"`,
    );
    if (p.marble) out += marble(s, front, p);
    out += path(
      topFace,
      `fill="${s.linear([
        [0, lighten(lit, 0.05)],
        [1, lit],
      ])}"`,
    );
    if (p.marble) out += marble(s, topFace, p);
    out += rect(x0, p.top - 0.5, p.w, Math.max(1, s.u * 0.12), `fill="#FFFFFF" fill-opacity="${pal.dark ? 0.1 : 0.5}"`);
    stand = p.top - depth * rng.range(0.35, 0.5);
    back = p.top - depth;
    shape = poly([
      [x0, p.top + p.h],
      [x0, p.top],
      [x0 + inset, p.top - depth],
      [x0 + p.w - inset, p.top - depth],
      [x0 + p.w, p.top],
      [x0 + p.w, p.top + p.h],
    ]);
    // Travertine-like strata on the front face.
    if (!p.marble && p.kind === 'block') {
      let strata = '';
      for (let i = 0; i < 3; i++) {
        const yy = p.top + p.h * rng.range(0.15, 0.9);
        strata += `M${n(x0)} ${n(yy)}C${n(x0 + p.w * 0.3)} ${n(yy + rng.range(-2, 2))} ${n(x0 + p.w * 0.7)} ${n(yy + rng.range(-3, 3))} ${n(x0 + p.w)} ${n(yy + rng.range(-2, 2))}`;
      }
      out += path(strata, `fill="none" stroke="${darken(c, 0.2)}" stroke-opacity="0.12" stroke-width="${n(Math.max(0.8, s.u * 0.12))}"`);
    }
  }
  return { svg: out, stand, back, shape };
}

/** A few soft veins clipped to a shape. */
function marble(s: Svg, clipD: string, p: PlinthSpec): string {
  const { rng, pal } = s;
  const clip = s.clip(clipD);
  let veins = '';
  const x0 = p.x - p.w / 2;
  for (let i = 0; i < 4; i++) {
    let x = x0 + rng.range(-0.2, 1) * p.w;
    let y = p.top - p.w * 0.1;
    let d = `M${n(x)} ${n(y)}`;
    const steps = 4;
    for (let k = 0; k < steps; k++) {
      const nx = x + rng.range(0.05, 0.35) * p.w;
      const ny = y + (p.h + p.w * 0.12) / steps;
      d += `Q${n(x + rng.range(-0.2, 0.3) * p.w)} ${n((y + ny) / 2)} ${n(nx)} ${n(ny)}`;
      x = nx;
      y = ny;
    }
    veins += path(
      d,
      `fill="none" stroke="${pal.dark ? '#FFFFFF' : darken(p.color, 0.3)}" stroke-opacity="${r2(rng.range(0.08, 0.2))}" stroke-width="${n(s.u * rng.range(0.08, 0.3))}"`,
    );
  }
  return `<g clip-path="${clip}">${veins}</g>`;
}

/** A soft elliptical contact shadow under an object standing at (x, y). */
export function contactShadow(s: Svg, x: number, y: number, width: number, strength = 1): string {
  const { pal } = s;
  return (
    ellipse(
      x,
      y,
      width * 0.62,
      Math.max(1.5, width * 0.075),
      `fill="${s.radial([
        [0, pal.shadow, Math.min(0.9, 0.5 * strength)],
        [0.6, pal.shadow, 0.16 * strength],
        [1, pal.shadow, 0],
      ])}"`,
    ) +
    ellipse(
      x,
      y,
      width * 0.5,
      Math.max(1, width * 0.028),
      `fill="${s.radial([
        [0, pal.shadow, 0.45 * strength],
        [0.7, pal.shadow, 0.2 * strength],
        [1, pal.shadow, 0],
      ])}"`,
    )
  );
}

export interface CastOpts {
  /** Local silhouette path (origin at the base centre, y up negative). */
  d: string;
  x: number;
  y: number;
  height: number;
  width: number;
  lightSide: -1 | 1;
  /** Horizontal lean (0..1.5) and vertical squash of the floor shadow. */
  lean: number;
  squash: number;
  /** Optional tinted caustic (light through coloured liquid). */
  caustic?: string;
  strength?: number;
}

/** The object's silhouette projected onto the floor, soft and fading.
 * Softness is faked with a few spread copies (a penumbra that widens away from
 * the base) rather than a blur filter, which librsvg renders slowly. */
export function castShadow(s: Svg, o: CastOpts): string {
  const { pal } = s;
  const side = -o.lightSide;
  const st = o.strength ?? 1;
  const copies = 4;
  const fill = s.linear([
    [0, pal.shadow, 0],
    [0.45, pal.shadow, 0.05 * st],
    [1, pal.shadow, (pal.dark ? 0.22 : 0.13) * st],
  ]);
  let paths = '';
  for (let i = 0; i < copies; i++) {
    const t = i / (copies - 1) - 0.5;
    const lean = -side * o.lean * (1 + t * 0.14);
    const sq = o.squash * (1 + t * 0.1);
    const sx = 1 + Math.abs(t) * 0.1;
    paths += `<path d="${o.d}" transform="matrix(${r2(sx)} 0 ${r2(lean)} ${r2(sq)} ${n(o.x + t * o.width * 0.04)} ${n(o.y)})"/>`;
  }
  let out = `<g fill="${fill}">${paths}</g>`;
  if (o.caustic) {
    const cy = o.y - o.squash * o.height * 0.3;
    const cx = o.x + side * o.lean * o.height * 0.3;
    out += ellipse(
      cx,
      cy,
      o.width * 0.4,
      Math.max(2, o.width * 0.11),
      `fill="${s.radial([
        [0, lighten(o.caustic, 0.35), pal.dark ? 0.35 : 0.5],
        [1, lighten(o.caustic, 0.35), 0],
      ])}"`,
    );
  }
  return out;
}

/** Shadow thrown on a wall just behind the object by hard light. Softened by
 * a few copies scaled about the shadow's centre (a penumbra both ways). */
export function wallShadow(
  s: Svg,
  d: string,
  x: number,
  y: number,
  height: number,
  lightSide: -1 | 1,
  strength = 1,
  width = height * 0.4,
): string {
  const dx = -lightSide * height * 0.2;
  const dy = -height * 0.05;
  const total = (s.pal.dark ? 0.4 : 0.11) * strength;
  const copies = 6;
  const alpha = 1 - Math.pow(1 - total, 1 / copies);
  const spread = height * 0.014;
  let paths = '';
  for (let i = 0; i < copies; i++) {
    const k = (i / (copies - 1) - 0.5) * 2 * spread;
    const sx = 1 + (2 * k) / Math.max(1, width);
    const sy = 1 + (2 * k) / Math.max(1, height);
    // Scale about the silhouette's middle (local y = -height / 2).
    const ty = -height / 2;
    paths += `<path d="${d}" transform="translate(${n(x + dx)} ${n(y + dy - ty * (1 - sy) * -1)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(sy * 1000) / 1000})"/>`;
  }
  return `<g fill="${s.pal.shadow}" fill-opacity="${r2(alpha)}">${paths}</g>`;
}

/** Mirror some markup about the floor line y, fading out: for glossy surfaces. */
export function reflection(s: Svg, markup: string, y: number, depth: number, opacity: number): string {
  const m = s.mask(
    rect(
      0,
      y,
      s.w,
      depth,
      `fill="${s.linear([
        [0, '#FFFFFF', opacity],
        [1, '#FFFFFF', 0],
      ])}"`,
    ),
  );
  return `<g mask="${m}"><g transform="matrix(1 0 0 -1 0 ${n(2 * y)})">${markup}</g></g>`;
}
