// A small perspective camera for interiors and machines: boxes, cylinders and
// quads in metres, projected through a pinhole. World axes: x right, y down
// (the camera's eye is at y = 0, the floor at y = eye height), z away from the
// camera. The caller draws far things first.
import { darken, lighten, METALS, mix, type Metal } from './palette.ts';
import { n, path, poly, type Svg } from './svg.ts';

export type V3 = readonly [number, number, number];
export type P2 = [number, number];

export interface Camera {
  /** Where the optical axis meets the screen. */
  cx: number;
  cy: number;
  /** Focal length in pixels. */
  f: number;
  /** The eye, in world metres (default the origin). */
  at?: V3;
  /** Turn to the right (radians). */
  yaw?: number;
  /** Look down (radians). */
  pitch?: number;
}

export class Space {
  readonly s: Svg;
  readonly cam: Required<Camera>;
  /** -1: key light from the left; 1: from the right. */
  readonly side: -1 | 1;
  private readonly cy: number;
  private readonly sy: number;
  private readonly cp: number;
  private readonly sp: number;

  constructor(s: Svg, cam: Camera, side: -1 | 1) {
    this.s = s;
    this.cam = { at: [0, 0, 0], yaw: 0, pitch: 0, ...cam };
    this.side = side;
    this.cy = Math.cos(this.cam.yaw);
    this.sy = Math.sin(this.cam.yaw);
    this.cp = Math.cos(this.cam.pitch);
    this.sp = Math.sin(this.cam.pitch);
  }

  /** World point to camera space (x right, y down, z depth). */
  view([x, y, z]: V3): V3 {
    const [ax, ay, az] = this.cam.at;
    const dx = x - ax;
    const dy = y - ay;
    const dz = z - az;
    const x1 = dx * this.cy - dz * this.sy;
    const z1 = dx * this.sy + dz * this.cy;
    return [x1, dy * this.cp - z1 * this.sp, dy * this.sp + z1 * this.cp];
  }

  p(q: V3): P2 {
    const [x, y, z] = this.view(q);
    const zz = Math.max(0.05, z);
    return [this.cam.cx + (this.cam.f * x) / zz, this.cam.cy + (this.cam.f * y) / zz];
  }

  /** Pixels per metre at a world point. */
  k(q: V3): number {
    return this.cam.f / Math.max(0.05, this.view(q)[2]);
  }

  /** Whether a face with this outward normal, through this point, faces the eye. */
  faces2eye(normal: V3, point: V3): boolean {
    const [ax, ay, az] = this.cam.at;
    return normal[0] * (ax - point[0]) + normal[1] * (ay - point[1]) + normal[2] * (az - point[2]) > 0;
  }

  /** A polygon, clipped to what lies in front of the eye. */
  quad(pts: readonly V3[], attrs: string): string {
    const NEAR = 0.06;
    const v = pts.map((q) => this.view(q));
    if (v.every((q) => q[2] >= NEAR)) return path(poly(pts.map((q) => this.p(q))), attrs);
    // Sutherland–Hodgman against the near plane, in camera space.
    const out: V3[] = [];
    for (let i = 0; i < v.length; i++) {
      const a = v[i] as V3;
      const b = v[(i + 1) % v.length] as V3;
      const ain = a[2] >= NEAR;
      const bin = b[2] >= NEAR;
      if (ain) out.push(a);
      if (ain !== bin) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    }
    if (out.length < 3) return '';
    const { cx, cy, f } = this.cam;
    return path(poly(out.map(([x, y, z]) => [cx + (f * x) / z, cy + (f * y) / z] as P2)), attrs);
  }

  /** A segment as a stroked line. */
  line(a: V3, b: V3, attrs: string): string {
    const p = this.p(a);
    const q = this.p(b);
    return path(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`, attrs);
  }

  /**
   * An axis-aligned box from (x0, y0, z0) to (x1, y1, z1) (y0 the top). Only
   * the faces the eye sees are drawn; `faces` colours them.
   */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, faces: BoxFaces): string {
    const { s } = this;
    const P = (x: number, y: number, z: number): V3 => [x, y, z];
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    const mz = (z0 + z1) / 2;
    let out = '';
    if (this.faces2eye([-1, 0, 0], [x0, my, mz]))
      out += this.quad([P(x0, y0, z0), P(x0, y0, z1), P(x0, y1, z1), P(x0, y1, z0)], `fill="${faces.left ?? faces.side}"`);
    if (this.faces2eye([1, 0, 0], [x1, my, mz]))
      out += this.quad([P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)], `fill="${faces.right ?? faces.side}"`);
    if (this.faces2eye([0, 0, 1], [mx, my, z1]))
      out += this.quad([P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)], `fill="${faces.back ?? faces.side}"`);
    if (this.faces2eye([0, -1, 0], [mx, y0, mz]))
      out += this.quad([P(x0, y0, z0), P(x1, y0, z0), P(x1, y0, z1), P(x0, y0, z1)], `fill="${faces.top}"`);
    if (faces.bottom && this.faces2eye([0, 1, 0], [mx, y1, mz]))
      out += this.quad([P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], `fill="${faces.bottom}"`);
    if (this.faces2eye([0, 0, -1], [mx, my, z0])) {
      out += this.quad([P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)], `fill="${faces.front}"`);
      if (faces.edge)
        out += this.line(
          P(x0, y0, z0),
          P(x1, y0, z0),
          `stroke="${faces.edge}" stroke-opacity="0.7" stroke-width="${n(Math.max(0.8, s.u * 0.1))}"`,
        );
    }
    return out;
  }

  /** Face fills for a plain material box lit from the key side. */
  faces(color: string, o: { metal?: boolean; gloss?: boolean } = {}): BoxFaces {
    const { s, side } = this;
    const lit = lighten(color, 0.08);
    const shade = darken(color, 0.16);
    const front = o.metal
      ? s.linear(
          side < 0
            ? [
                [0, lighten(color, 0.22)],
                [0.45, color],
                [1, darken(color, 0.12)],
              ]
            : [
                [0, darken(color, 0.12)],
                [0.55, color],
                [1, lighten(color, 0.22)],
              ],
          { x1: 0, y1: 0, x2: 1, y2: 0.4 },
        )
      : s.linear([
          [0, lighten(color, 0.04)],
          [1, darken(color, 0.07)],
        ]);
    return {
      front,
      top: s.linear([
        [0, lighten(color, 0.12)],
        [1, lighten(color, o.gloss ? 0.3 : 0.2)],
      ]),
      side: shade,
      left: side < 0 ? lit : shade,
      right: side < 0 ? shade : lit,
      back: darken(color, 0.1),
      edge: o.metal || o.gloss ? '#FFFFFF' : undefined,
    };
  }

  /** Points of a horizontal circle. */
  ring(x: number, y: number, z: number, r: number, count = 40): V3[] {
    const pts: V3[] = [];
    for (let i = 0; i < count; i++) {
      const t = (i / count) * Math.PI * 2;
      pts.push([x + r * Math.cos(t), y, z + r * Math.sin(t)]);
    }
    return pts;
  }

  /** The outline (convex hull) of projected points. */
  hull(pts: readonly V3[]): P2[] {
    return convexHull(pts.map((q) => this.p(q)));
  }

  /**
   * A vertical cylinder (a cone frustum when the radii differ) with its axis
   * at (x, z), from yTop to yBottom. Polished metal unless given a colour.
   */
  cylinder(x: number, z: number, rTop: number, rBottom: number, yTop: number, yBottom: number, o: CylinderOpts = {}): string {
    const { s, side } = this;
    const top = this.ring(x, yTop, z, Math.max(0.0001, rTop));
    const bottom = this.ring(x, yBottom, z, Math.max(0.0001, rBottom));
    const outline = this.hull([...top, ...bottom]);
    const xs = outline.map((q) => q[0]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const m = o.metal ?? METALS.silver;
    const fill = o.color
      ? s.linear(sideStops(side, [darken(o.color, 0.3), lighten(o.color, 0.12), o.color, darken(o.color, 0.35)]), {
          x1: minX,
          y1: 0,
          x2: maxX,
          y2: 0,
          user: true,
        })
      : s.linear(metalStops(side, m), { x1: minX, y1: 0, x2: maxX, y2: 0, user: true });
    let out = path(poly(outline), `fill="${fill}"${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}`);
    const eyeY = this.cam.at[1];
    if (o.cap !== false && rTop > 0.0001 && eyeY < yTop) {
      const d = poly(top.map((q) => this.p(q)));
      out += path(d, `fill="${o.topColor ?? (o.color ? lighten(o.color, 0.15) : lighten(m.light, 0.2))}"`);
      out += path(
        d,
        `fill="none" stroke="${o.color ? lighten(o.color, 0.35) : '#FFFFFF'}" stroke-opacity="0.6" stroke-width="${n(Math.max(0.8, s.u * 0.08))}"`,
      );
    } else if (o.cap !== false && rBottom > 0.0001 && eyeY > yBottom) {
      out += path(poly(bottom.map((q) => this.p(q))), `fill="${o.color ? darken(o.color, 0.25) : m.dark}"`);
    }
    return out;
  }

  /** A round bar between two points (pipes, rails, nozzles), shaded across. */
  tube(a: V3, b: V3, r: number, o: { metal?: Metal; color?: string } = {}): string {
    const { s } = this;
    const p = this.p(a);
    const q = this.p(b);
    const wa = Math.max(0.8, 2 * r * this.k(a));
    const wb = Math.max(0.8, 2 * r * this.k(b));
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const pts: P2[] = [
      [p[0] + (nx * wa) / 2, p[1] + (ny * wa) / 2],
      [q[0] + (nx * wb) / 2, q[1] + (ny * wb) / 2],
      [q[0] - (nx * wb) / 2, q[1] - (ny * wb) / 2],
      [p[0] - (nx * wa) / 2, p[1] - (ny * wa) / 2],
    ];
    const m = o.metal ?? METALS.silver;
    const c = o.color;
    const stops: Array<[number, string]> = c
      ? [
          [0, lighten(c, 0.2)],
          [0.4, c],
          [1, darken(c, 0.35)],
        ]
      : [
          [0, m.light],
          [0.3, lighten(m.light, 0.2)],
          [0.55, m.mid],
          [1, m.dark],
        ];
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    const w = (wa + wb) / 2;
    const fill = s.linear(stops, {
      x1: mx + (nx * w) / 2,
      y1: my + (ny * w) / 2,
      x2: mx - (nx * w) / 2,
      y2: my - (ny * w) / 2,
      user: true,
    });
    return path(poly(pts), `fill="${fill}"`);
  }
}

export interface BoxFaces {
  front: string;
  top: string;
  side: string;
  left?: string;
  right?: string;
  bottom?: string;
  back?: string;
  edge?: string;
}

export interface CylinderOpts {
  metal?: Metal;
  /** A painted or plastic cylinder instead of metal. */
  color?: string;
  topColor?: string;
  opacity?: number;
  /** Draw the visible end face (default true). */
  cap?: boolean;
}

/**
 * A camera looking at `target` from `dist` metres away, turned `yaw` radians
 * to the right of the z axis and looking down `pitch` radians.
 */
export function lookAt(
  s: Svg,
  target: V3,
  dist: number,
  yaw: number,
  pitch: number,
  o: { fov?: number; cx?: number; cy?: number } = {},
): Space {
  const fwd: V3 = [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)];
  const at: V3 = [target[0] - fwd[0] * dist, target[1] - fwd[1] * dist, target[2] - fwd[2] * dist];
  const side: -1 | 1 = yaw > 0 ? 1 : -1;
  return new Space(
    s,
    { cx: s.w * (o.cx ?? 0.5), cy: s.h * (o.cy ?? 0.5), f: Math.max(s.w, s.h * 1.3) * (o.fov ?? 1), at, yaw, pitch },
    side,
  );
}

/** Polished-metal stops across a cylinder lit from `side`. */
export function metalStops(side: -1 | 1, m: Metal): Array<[number, string]> {
  const stops: Array<[number, string]> = [
    [0, m.dark],
    [0.08, m.mid],
    [0.2, m.light],
    [0.3, lighten(m.light, 0.3)],
    [0.4, m.light],
    [0.55, m.mid],
    [0.75, mix(m.mid, m.dark, 0.6)],
    [0.9, m.mid],
    [1, m.dark],
  ];
  return side < 0 ? stops : stops.map(([o, c]) => [1 - o, c] as [number, string]).reverse();
}

function sideStops(side: -1 | 1, [a, b, c, d]: string[]): Array<[number, string]> {
  const stops: Array<[number, string]> = [
    [0, a ?? ''],
    [0.25, b ?? ''],
    [0.6, c ?? ''],
    [1, d ?? ''],
  ];
  return side < 0 ? stops : stops.map(([o, col]) => [1 - o, col] as [number, string]).reverse();
}

/** Andrew's monotone chain. */
export function convexHull(points: P2[]): P2[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as P2, lower[lower.length - 1] as P2, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i] as P2;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as P2, upper[upper.length - 1] as P2, p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Stainless steel that suits the mood: slightly warm on warm sets. */
export function steel(warm: string): Metal {
  const m = METALS.silver;
  return { light: mix(m.light, warm, 0.15), mid: mix(m.mid, warm, 0.12), dark: mix(m.dark, warm, 0.1), edge: m.edge };
}
