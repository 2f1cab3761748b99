// Rooms seen through the perspective camera: a clean production hall or a
// warehouse. Floor, walls, ceiling, windows, ceiling lights, a polished floor
// and soft light.
import { lightLayer, type Glow, type Pane } from './light.ts';
import { darken, lighten, mix } from './palette.ts';
import { Space, type V3 } from './space.ts';
import { n, path, poly, rect, type Svg } from './svg.ts';

export interface RoomSpec {
  /** Floor y (metres below the eye is positive). */
  floor: number;
  /** Ceiling y (negative: above the eye). */
  ceiling: number;
  left: number;
  right: number;
  /** The back wall's depth. */
  back: number;
  wall: string;
  floorColor: string;
  /** Windows on the left or right wall, or none. */
  windows?: 'left' | 'right' | 'back' | null;
  /** Vertical wall panel seams every so many metres (clean-room panels). */
  panels?: number;
}

export interface Room {
  svg: string;
  /** Soft light to lay over everything at the end (window light, haze). */
  light: string;
}

export function drawRoom(s: Svg, sp: Space, r: RoomSpec): Room {
  const { pal } = s;
  // The side walls run on behind the camera.
  const near = -12;
  // The nearest floor the eye sees (lines and gradients start here).
  const front = Math.max(near, sp.cam.at[2] + 0.6);
  const P = (x: number, y: number, z: number): V3 => [x, y, z];
  const { floor: fy, ceiling: cy, left: lx, right: rx, back: bz } = r;
  let out = rect(0, 0, s.w, s.h, `fill="${r.wall}"`);
  const wallLit = lighten(r.wall, 0.06);
  const wallShade = darken(r.wall, 0.07);
  // Ceiling, walls, floor: far planes first.
  out += sp.quad([P(lx, cy, near), P(rx, cy, near), P(rx, cy, bz), P(lx, cy, bz)], `fill="${darken(r.wall, 0.05)}"`);
  out += sp.quad(
    [P(lx, cy, bz), P(rx, cy, bz), P(rx, fy, bz), P(lx, fy, bz)],
    `fill="${s.linear([
      [0, lighten(r.wall, 0.03)],
      [1, r.wall],
    ])}"`,
  );
  out += sp.quad([P(lx, cy, near), P(lx, cy, bz), P(lx, fy, bz), P(lx, fy, near)], `fill="${sp.side < 0 ? wallLit : wallShade}"`);
  out += sp.quad([P(rx, cy, near), P(rx, cy, bz), P(rx, fy, bz), P(rx, fy, near)], `fill="${sp.side < 0 ? wallShade : wallLit}"`);
  const f0 = sp.p(P(0, fy, bz));
  const f1: [number, number] = [0, s.h];
  out += sp.quad(
    [P(lx, fy, near), P(rx, fy, near), P(rx, fy, bz), P(lx, fy, bz)],
    `fill="${s.linear(
      [
        [0, lighten(r.floorColor, 0.1)],
        [1, darken(r.floorColor, 0.04)],
      ],
      { x1: 0, y1: f0[1], x2: 0, y2: Math.max(f0[1] + 1, f1[1]), user: true },
    )}"`,
  );
  // Skirting where walls meet the floor.
  const sk = 0.12;
  out += sp.quad([P(lx, fy - sk, bz), P(rx, fy - sk, bz), P(rx, fy, bz), P(lx, fy, bz)], `fill="${darken(r.wall, 0.12)}"`);
  out += sp.quad([P(lx, fy - sk, near), P(lx, fy - sk, bz), P(lx, fy, bz), P(lx, fy, near)], `fill="${darken(r.wall, 0.14)}"`);
  out += sp.quad([P(rx, fy - sk, near), P(rx, fy - sk, bz), P(rx, fy, bz), P(rx, fy, near)], `fill="${darken(r.wall, 0.14)}"`);
  if (r.panels) {
    let seams = '';
    const seam = (a: V3, b: V3) => {
      const p = sp.p(a);
      const q = sp.p(b);
      seams += `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`;
    };
    for (let x = lx + r.panels; x < rx; x += r.panels) seam(P(x, cy, bz), P(x, fy - sk, bz));
    for (let z = near + r.panels; z < bz; z += r.panels) {
      seam(P(lx, cy, z), P(lx, fy - sk, z));
      seam(P(rx, cy, z), P(rx, fy - sk, z));
    }
    out += path(seams, `stroke="${pal.shadow}" stroke-opacity="0.08" stroke-width="${n(Math.max(1, s.u * 0.12))}" fill="none"`);
  }
  // Floor joints: a few lines running away, for the sense of depth.
  let joints = '';
  for (let x = Math.ceil(lx); x < rx; x += 2) {
    const a = sp.p(P(x, fy, front));
    const b = sp.p(P(x, fy, bz));
    joints += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  for (let z = Math.ceil(front); z < bz; z += z < 8 ? 1 : 3) {
    const a = sp.p(P(lx, fy, z));
    const b = sp.p(P(rx, fy, z));
    joints += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  out += path(
    joints,
    `stroke="${darken(r.floorColor, 0.3)}" stroke-opacity="0.1" stroke-width="${n(Math.max(0.8, s.u * 0.08))}" fill="none"`,
  );

  const glows: Glow[] = [];
  const panes: Pane[] = [];
  if (r.windows) {
    // Tall windows: bright panes on the wall, their light spilling across the floor.
    const wall = r.windows;
    const count = 4;
    for (let i = 0; i < count; i++) {
      const z0 = 2 + i * ((bz - 3) / count);
      const z1 = z0 + ((bz - 3) / count) * 0.55;
      const y0 = cy + (fy - cy) * 0.12;
      const y1 = cy + (fy - cy) * 0.62;
      if (wall === 'back') {
        const x0 = lx + (rx - lx) * (0.12 + i * 0.2);
        const x1 = x0 + (rx - lx) * 0.13;
        out += sp.quad([P(x0, y0, bz), P(x1, y0, bz), P(x1, y1, bz), P(x0, y1, bz)], `fill="${mix('#FFFFFF', pal.glow, 0.4)}"`);
        out += windowBars(sp, [P(x0, y0, bz), P(x1, y0, bz), P(x1, y1, bz), P(x0, y1, bz)], s);
        const a = sp.p(P(x0, fy, bz));
        const b = sp.p(P(x1, fy, bz));
        const c = sp.p(P(x1 - 1.2, fy, bz - 6));
        const d = sp.p(P(x0 - 1.2, fy, bz - 6));
        panes.push({ quad: [a, b, c, d], feather: s.u * 4, color: '#FFFFFF', alpha: 0.28 });
      } else {
        const x = wall === 'left' ? lx : rx;
        const q: V3[] = [P(x, y0, z0), P(x, y0, z1), P(x, y1, z1), P(x, y1, z0)];
        out += sp.quad(q, `fill="${mix('#FFFFFF', pal.glow, 0.4)}"`);
        out += windowBars(sp, q, s);
        // Sunlight on the floor: the window shape thrown across.
        const dir = wall === 'left' ? 1 : -1;
        const fl = (z: number, reach: number) => sp.p(P(x + dir * reach, fy, z + reach * 0.35));
        panes.push({ quad: [fl(z0, 0.2), fl(z1, 0.2), fl(z1, 3.2), fl(z0, 3.2)], feather: s.u * 3, color: '#FFFFFF', alpha: 0.3 });
        const wc = sp.p(P(x, (y0 + y1) / 2, (z0 + z1) / 2));
        glows.push({ x: wc[0], y: wc[1], rx: s.w * 0.18, ry: s.h * 0.3, color: '#FFFFFF', alpha: 0.25, power: 2 });
      }
    }
  }
  // Rows of flush light panels, glowing.
  let panels = '';
  for (let z = 2; z < bz - 0.5; z += 2.5) {
    for (const x of [lx + (rx - lx) * 0.3, lx + (rx - lx) * 0.7]) {
      const q: V3[] = [P(x - 0.3, cy, z), P(x + 0.3, cy, z), P(x + 0.3, cy, z + 1.2), P(x - 0.3, cy, z + 1.2)];
      panels += sp.quad(q, `fill="#FFFFFF" fill-opacity="0.92"`);
      const c = sp.p(P(x, cy + 0.05, z + 0.6));
      glows.push({ x: c[0], y: c[1], rx: sp.k(P(x, cy, z)) * 1.6, ry: sp.k(P(x, cy, z)) * 0.9, color: '#FFFFFF', alpha: 0.3, power: 2 });
    }
  }
  out += panels;
  // The polished floor mirrors the light: a soft sheen band down the middle.
  const a = sp.p(P(lx * 0.3, fy, bz));
  const b = sp.p(P(rx * 0.3, fy, bz));
  const c = sp.p(P(rx * 0.5, fy, front + 0.5));
  const d = sp.p(P(lx * 0.5, fy, front + 0.5));
  out += path(
    poly([a, b, c, d]),
    `fill="${s.linear(
      [
        [0, '#FFFFFF', 0.22],
        [1, '#FFFFFF', 0],
      ],
      { x1: 0, y1: a[1], x2: 0, y2: c[1], user: true },
    )}"`,
  );
  const haze = sp.p(P(0, (fy + cy) / 2, bz));
  glows.push({ x: haze[0], y: haze[1], rx: s.w * 0.5, ry: s.h * 0.45, color: mix(r.wall, '#FFFFFF', 0.5), alpha: 0.45, power: 2.4 });
  const light = lightLayer(s, {
    glows,
    panes,
    vignette: { color: pal.shadow, alpha: pal.dark ? 0.35 : 0.14, inner: 0.45 },
    resolution: 160,
  });
  return { svg: out, light };
}

function windowBars(sp: Space, q: V3[], s: Svg): string {
  const [a, b, c, d] = q as [V3, V3, V3, V3];
  const lerp = (p: V3, r: V3, t: number): V3 => [p[0] + (r[0] - p[0]) * t, p[1] + (r[1] - p[1]) * t, p[2] + (r[2] - p[2]) * t];
  let out = '';
  const bar = `stroke="${darken(s.pal.wallBottom, 0.25)}" stroke-opacity="0.7" stroke-width="${n(Math.max(1, s.u * 0.25))}"`;
  for (const t of [1 / 3, 2 / 3]) out += sp.line(lerp(a, b, t), lerp(d, c, t), bar);
  for (const t of [0.25, 0.5, 0.75]) out += sp.line(lerp(a, d, t), lerp(b, c, t), bar);
  out += sp.quad(q, `fill="none" ${bar}`);
  return out;
}

/** A soft contact shadow under a footprint on the floor. */
export function floorShadow(s: Svg, sp: Space, x0: number, x1: number, z0: number, z1: number, y: number, strength = 1): string {
  const grow = 0.12;
  const pts: V3[] = [
    [x0 - grow, y, z0 - grow],
    [x1 + grow, y, z0 - grow],
    [x1 + grow, y, z1 + grow],
    [x0 - grow, y, z1 + grow],
  ];
  const inner: V3[] = [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
  return (
    sp.quad(pts, `fill="${s.pal.shadow}" fill-opacity="${0.06 * strength}"`) +
    sp.quad(inner, `fill="${s.pal.shadow}" fill-opacity="${0.12 * strength}"`)
  );
}
