// The factory: a filling hall, the machines of the line in close view
// (filler, capper, crimper, labeller, carton erector), chilling and
// filtration, and maceration tanks. Everything in one perspective camera.
import { drawBottle, randomBottle, type BottleSpec } from './bottle.ts';
import { drawRoom, floorShadow } from './interior.ts';
import { lightLayer } from './light.ts';
import { darken, lighten, METALS, mix, type Metal } from './palette.ts';
import { contactShadow } from './scene.ts';
import { lookAt, Space, steel, type V3 } from './space.ts';
import { ellipse, escapeXml, n, path, poly, rect, roundRect, type Svg } from './svg.ts';

export type MachineVariant = 'hall' | 'filling' | 'capping' | 'crimping' | 'labelling' | 'carton' | 'filtration' | 'tanks' | 'line';

const EYE = 1.55;

interface Ctx {
  s: Svg;
  sp: Space;
  m: Metal;
  side: -1 | 1;
  /** Painted machine bodies. */
  body: string;
}

/** Bottle spec for a production run. */
function runBottle(s: Svg, shape?: BottleSpec['shape']): BottleSpec {
  return randomBottle(s.rng, s.pal, { shape: shape ?? s.rng.pick(['rect', 'square', 'cylinder', 'facet', 'tapered'] as const) });
}

/** Draw a bottle whose base stands on the world point `at`, `heightM` metres tall. */
function bottle3(c: Ctx, spec: BottleSpec, at: V3, heightM: number, shadow = true): string {
  const [x, y] = c.sp.p(at);
  const hpx = heightM * c.sp.k(at);
  if (hpx < 3) return '';
  const drawn = drawBottle(c.s, spec, x, y, hpx, { side: c.side });
  return (shadow ? contactShadow(c.s, x, y, drawn.w * 0.95) : '') + drawn.svg;
}

/** A belt conveyor along x at depth z: frame, belt, guide rails and legs to the floor. */
function conveyor(c: Ctx, x0: number, x1: number, z: number, yBelt: number, width: number): { back: string; front: string } {
  const { s, sp, m } = c;
  const frameH = 0.09;
  const steelFaces = sp.faces(m.mid, { metal: true });
  let back = '';
  // Legs (behind the frame).
  for (let x = x0 + 0.15; x < x1; x += 0.9) {
    for (const dz of [-width / 2 + 0.02, width / 2 - 0.02])
      back += sp.box(x - 0.02, x + 0.02, yBelt + frameH, EYE, z + dz - 0.02, z + dz + 0.02, sp.faces(m.dark, { metal: true }));
  }
  back += floorShadow(s, sp, x0, x1, z - width, z + width, EYE, 0.8);
  // Belt: dark modular chain with slats.
  back += sp.box(x0, x1, yBelt, yBelt + frameH, z - width / 2, z + width / 2, {
    front: s.linear([
      [0, m.light],
      [0.12, m.mid],
      [0.8, darken(m.mid, 0.1)],
      [1, m.dark],
    ]),
    top: mix('#5E6264', s.pal.wallBottom, 0.2),
    side: steelFaces.side,
    edge: '#FFFFFF',
  });
  let slats = '';
  for (let x = x0; x < x1; x += 0.025) slats += sp.line([x, yBelt - 0.0005, z - width / 2], [x, yBelt - 0.0005, z + width / 2], '');
  back += `<g stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="${n(Math.max(0.6, s.u * 0.05))}">${slats}</g>`;
  // Far guide rail.
  back += sp.tube([x0, yBelt - 0.045, z + width / 2 - 0.005], [x1, yBelt - 0.045, z + width / 2 - 0.005], 0.006, { metal: m });
  for (let x = x0 + 0.3; x < x1; x += 0.6)
    back += sp.tube([x, yBelt - 0.045, z + width / 2 - 0.005], [x, yBelt, z + width / 2 + 0.01], 0.004, { metal: m });
  // Near rail goes over the bottles.
  let front = sp.tube([x0, yBelt - 0.04, z - width / 2 + 0.005], [x1, yBelt - 0.04, z - width / 2 + 0.005], 0.006, { metal: m });
  for (let x = x0 + 0.3; x < x1; x += 0.6)
    front += sp.tube([x, yBelt - 0.04, z - width / 2 + 0.005], [x, yBelt, z - width / 2 + 0.002], 0.004, { metal: m });
  return { back, front };
}

/** A stainless cabinet with door seams, handles and an optional touch screen. */
function cabinet(
  c: Ctx,
  x0: number,
  x1: number,
  y0: number,
  z0: number,
  z1: number,
  o: { screen?: boolean; doors?: number; color?: string } = {},
): string {
  const { s, sp, m } = c;
  const col = o.color ?? c.body;
  let out = sp.box(x0, x1, y0, EYE, z0, z1, sp.faces(col, { gloss: true }));
  // A brushed steel worktop.
  out += sp.box(x0 - 0.01, x1 + 0.01, y0 - 0.025, y0, z0 - 0.01, z1 + 0.01, sp.faces(m.light, { metal: true }));
  const doors = o.doors ?? Math.max(1, Math.round((x1 - x0) / 0.6));
  const seam = `stroke="${lighten(col, 0.25)}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.7, s.u * 0.07))}"`;
  for (let i = 1; i < doors; i++) {
    const x = x0 + ((x1 - x0) * i) / doors;
    out += sp.line([x, y0 + 0.03, z0], [x, EYE - 0.05, z0], seam);
  }
  for (let i = 0; i < doors; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.82)) / doors;
    out += sp.tube([x, y0 + 0.25, z0 - 0.01], [x, y0 + 0.45, z0 - 0.01], 0.008, { metal: m });
  }
  out += sp.line([x0, EYE - 0.08, z0], [x1, EYE - 0.08, z0], seam);
  if (o.screen) {
    const sx = x0 + (x1 - x0) * (c.side < 0 ? 0.62 : 0.12);
    const q: V3[] = [
      [sx, y0 - 0.36, z0 - 0.06],
      [sx + 0.3, y0 - 0.36, z0 - 0.06],
      [sx + 0.3, y0 - 0.16, z0 - 0.04],
      [sx, y0 - 0.16, z0 - 0.04],
    ];
    out += sp.tube([sx + 0.15, y0 - 0.16, z0 - 0.04], [sx + 0.15, y0, z0 - 0.02], 0.015, { metal: m });
    out += sp.quad(q, `fill="#1C2226"`);
    const inset = (t: number, u: number): V3 => {
      const [a, b, , d] = q as [V3, V3, V3, V3];
      return [a[0] + (b[0] - a[0]) * t, a[1] + (d[1] - a[1]) * u, a[2] + (d[2] - a[2]) * u];
    };
    out += sp.quad(
      [inset(0.06, 0.1), inset(0.94, 0.1), inset(0.94, 0.9), inset(0.06, 0.9)],
      `fill="${s.linear([
        [0, '#3E6A66'],
        [1, '#22393A'],
      ])}"`,
    );
    for (let i = 0; i < 3; i++)
      out += sp.quad(
        [
          inset(0.12, 0.2 + i * 0.22),
          inset(0.5 - i * 0.08, 0.2 + i * 0.22),
          inset(0.5 - i * 0.08, 0.3 + i * 0.22),
          inset(0.12, 0.3 + i * 0.22),
        ],
        `fill="#BFE3D8" fill-opacity="0.75"`,
      );
    out += sp.quad([inset(0.62, 0.55), inset(0.86, 0.55), inset(0.86, 0.8), inset(0.62, 0.8)], `fill="#D7B36A" fill-opacity="0.9"`);
  }
  return out;
}

/** The machine seen behind the belt: a painted back panel with a steel capping rail, and the base under the belt. */
function machineBody(c: Ctx, x0: number, x1: number, top: number, yBelt: number, z: number, width: number): string {
  const { sp, m, body } = c;
  let out = sp.box(x0, x1, EYE - 0.12, EYE, z - width / 2 - 0.02, z + 0.3, sp.faces(darken(body, 0.2)));
  out += sp.box(x0, x1, yBelt + 0.09, EYE - 0.12, z - width / 2 + 0.03, z + 0.3, sp.faces(body, { gloss: true }));
  out += sp.box(x0, x1, top, yBelt + 0.02, z + width / 2 + 0.06, z + 0.12 + width / 2, sp.faces(body, { gloss: true }));
  out += sp.box(x0, x1, top - 0.02, top, z + width / 2 + 0.05, z + 0.13 + width / 2, sp.faces(m.light, { metal: true }));
  return out;
}

/** Clear polycarbonate guard panels in a steel frame, from y0 to y1 along x at depth z. */
function guard(c: Ctx, x0: number, x1: number, y0: number, y1: number, z: number, panes = 3): string {
  const { sp, m } = c;
  let out = sp.quad(
    [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    `fill="#E9F1F2" fill-opacity="0.12"`,
  );
  // Reflections: two soft diagonal streaks.
  const a = sp.p([x0 + (x1 - x0) * 0.2, y0, z]);
  const b = sp.p([x0 + (x1 - x0) * 0.34, y0, z]);
  const d = sp.p([x0 + (x1 - x0) * 0.1, y1, z]);
  const e = sp.p([x0 + (x1 - x0) * 0.0, y1, z]);
  out += path(poly([a, b, d, e]), `fill="#FFFFFF" fill-opacity="0.1"`);
  for (let i = 0; i <= panes; i++) {
    const x = x0 + ((x1 - x0) * i) / panes;
    out += sp.tube([x, y0, z], [x, y1, z], 0.012, { metal: m });
  }
  out += sp.tube([x0, y0, z], [x1, y0, z], 0.012, { metal: m });
  out += sp.tube([x0, y1, z], [x1, y1, z], 0.012, { metal: m });
  return out;
}

/** A stainless process tank on legs with a domed top, a manway, a gauge and a label plate. */
function tank(c: Ctx, x: number, z: number, r: number, height: number, label?: string): string {
  const { s, sp, m } = c;
  const legH = 0.45;
  const bottom = EYE - legH;
  const top = bottom - height;
  let out = floorShadow(s, sp, x - r, x + r, z - r, z + r, EYE, 1.2);
  for (const a of [0.8, 2.4, 4.0, 5.5]) {
    const lx = x + Math.cos(a) * r * 0.75;
    const lz = z + Math.sin(a) * r * 0.75;
    out += sp.tube([lx, bottom - 0.05, lz], [lx, EYE, lz], 0.025, { metal: m });
  }
  out += sp.cylinder(x, z, r * 0.15, r, bottom + r * 0.35, bottom, { metal: m, cap: false });
  out += sp.cylinder(x, z, r, r, top, bottom, { metal: m, cap: false });
  // Weld seams.
  for (const t of [0.33, 0.66]) {
    const y = top + height * t;
    out += path(
      poly(
        sp
          .ring(x, y, z, r * 1.002, 40)
          .filter((q) => q[2] <= z + 0.02)
          .map((q) => sp.p(q)),
        false,
      ),
      `fill="none" stroke="${m.dark}" stroke-opacity="0.25" stroke-width="${n(Math.max(0.7, s.u * 0.06))}"`,
    );
  }
  out += sp.cylinder(x, z, r * 0.3, r, top - r * 0.35, top, { metal: m, cap: false });
  out += sp.cylinder(x, z, r * 0.12, r * 0.12, top - r * 0.5, top - r * 0.3, { metal: m });
  // Gauge on the front.
  const g = sp.p([x + r * 0.35, top + height * 0.25, z - r * 0.94]);
  const gr = r * 0.09 * sp.k([x, top, z]);
  out += ellipse(g[0], g[1], gr, gr, `fill="#F7F5F0" stroke="${m.dark}" stroke-width="${n(gr * 0.18)}"`);
  out += path(
    `M${n(g[0])} ${n(g[1])}L${n(g[0] + gr * 0.6)} ${n(g[1] - gr * 0.4)}`,
    `stroke="#8E3B2E" stroke-width="${n(Math.max(0.6, gr * 0.1))}"`,
  );
  if (label) {
    const p = sp.p([x - r * 0.25, top + height * 0.45, z - r * 0.97]);
    const k = sp.k([x, top, z]);
    const lw = r * 0.5 * k;
    const lh = r * 0.22 * k;
    out += rect(
      p[0] - lw / 2,
      p[1],
      lw,
      lh,
      `fill="#FBFAF6" stroke="${m.dark}" stroke-opacity="0.4" stroke-width="${n(Math.max(0.5, lh * 0.03))}"`,
    );
    out += `<text x="${n(p[0])}" y="${n(p[1] + lh * 0.62)}" text-anchor="middle" font-family="DejaVu Sans" font-size="${n(lh * 0.45)}" fill="#2B2B30">${escapeXml(label)}</text>`;
  }
  return out;
}

/** Pipes running along a wall at depth z. */
function pipework(c: Ctx, x0: number, x1: number, z: number, ys: number[]): string {
  let out = '';
  for (const y of ys) out += c.sp.tube([x0, y, z], [x1, y, z], 0.03, { metal: c.m });
  for (let x = x0 + 0.5; x < x1; x += 1.6) {
    for (const y of ys) out += c.sp.tube([x, y - 0.04, z + 0.01], [x, y + 0.04, z + 0.01], 0.045, { metal: c.m });
  }
  return out;
}

function room(c: Ctx, o: { back: number; left: number; right: number; windows?: 'left' | 'right' | 'back' | null; ceiling?: number }) {
  const { s, sp } = c;
  const wall = s.pal.dark ? mix(s.pal.wallTop, '#C9CCC6', 0.25) : mix('#E9E6DF', s.pal.wallBottom, 0.5);
  const floorColor = s.pal.dark ? mix(s.pal.floorNear, '#5F6662', 0.3) : mix('#9A9890', s.pal.floorFar, 0.35);
  return drawRoom(s, sp, {
    floor: EYE,
    ceiling: o.ceiling ?? -2.6,
    left: o.left,
    right: o.right,
    back: o.back,
    wall,
    floorColor,
    windows: o.windows ?? null,
    panels: 1.2,
  });
}

// ---------------------------------------------------------------------------
// Scenes

/** The filling hall: a line running away through three machines, tanks along the wall. */
function hall(c: Ctx, withTanks = true): string {
  const { s, sp, side } = c;
  const r = room(c, { back: 22, left: -7, right: 7, windows: side < 0 ? 'left' : 'right' });
  let out = r.svg;
  if (withTanks) {
    const tx = side < 0 ? 3.2 : -3.2;
    for (let i = 3; i >= 0; i--) out += tank(c, tx, 9 + i * 2.8, 0.75, 2.0, `T${i + 1}`);
  }
  out += pipework(c, -7, 7, 21.9, [-1.6, -1.3]);
  // The line: a conveyor running away from the camera, seen as boxes along z.
  const lx = side < 0 ? -1.2 : 1.2;
  const yb = EYE - 0.92;
  const steelFaces = sp.faces(c.m.mid, { metal: true });
  out += floorShadow(s, sp, lx - 0.3, lx + 0.3, 3, 20, EYE);
  for (let z = 3.5; z < 20; z += 1.2)
    out +=
      sp.box(lx - 0.2, lx - 0.16, yb + 0.08, EYE, z, z + 0.04, steelFaces) +
      sp.box(lx + 0.16, lx + 0.2, yb + 0.08, EYE, z, z + 0.04, steelFaces);
  out += sp.box(lx - 0.22, lx + 0.22, yb, yb + 0.09, 2.8, 20, {
    front: steelFaces.front,
    top: mix('#6F7476', s.pal.wallBottom, 0.3),
    side: steelFaces.side,
    left: steelFaces.left,
    right: steelFaces.right,
    edge: '#FFFFFF',
  });
  // Machines along the line: filler, capper, labeller.
  const spec = runBottle(s);
  const filled = { ...spec };
  const empty: BottleSpec = { ...spec, liquid: null, cap: null, collar: null, bare: true };
  const stations = [
    [6, 7.6],
    [10, 11.4],
    [14.5, 16],
  ] as const;
  const items: string[] = [];
  for (let z = 19.6; z > 3; z -= 0.16) {
    const stage = z > 12 ? empty : z > 8 ? { ...filled, cap: null } : filled;
    const inStation = stations.some(([a, b]) => z > a && z < b);
    if (inStation) continue;
    items.push(bottle3(c, stage, [lx, yb, z], 0.13, false));
  }
  for (const [a, b] of stations.slice().reverse()) {
    out += cabinet(c, lx - 0.6, lx + 0.6, yb - 0.95, a, b, { screen: false, doors: 2 });
    out += sp.box(lx - 0.62, lx + 0.62, yb - 1.0, yb - 0.95, a - 0.02, b + 0.02, sp.faces(c.m.light, { metal: true }));
  }
  out += items.join('');
  return out + r.light;
}

/** Vacuum filling heads lowered into a row of bottles. */
function filling(c: Ctx): string {
  const { s, sp, m } = c;
  const r = room(c, { back: 9, left: -4, right: 4 });
  let out = r.svg;
  const z = 1.15;
  const yb = EYE - 0.95;
  const beamY = yb - 0.42;
  out += machineBody(c, -2.4, 2.4, beamY - 0.12, yb, z, 0.1);
  const conv = conveyor(c, -2.4, 2.4, z, yb, 0.1);
  out += conv.back;
  const spec = runBottle(s);
  const pitch = 0.09;
  const heads = 6;
  const hx0 = -((heads - 1) * pitch) / 2;
  const bh = 0.12;
  const hx1 = hx0 + (heads - 1) * pitch;
  // Posts of the filling bridge stand behind the belt.
  out += sp.box(hx0 - 0.4, hx0 - 0.35, beamY, yb, z + 0.1, z + 0.15, sp.faces(m.mid, { metal: true }));
  out += sp.box(hx1 + 0.35, hx1 + 0.4, beamY, yb, z + 0.1, z + 0.15, sp.faces(m.mid, { metal: true }));
  const liquid = spec.liquid ?? '#E9CF96';
  let bottles = '';
  for (let j = -26; j <= 26 + heads; j++) {
    const x = hx0 + j * pitch;
    if (x < -2.3 || x > 2.3) continue;
    const under = j >= 0 && j < heads;
    // Bottles arrive empty on the far side of the key light and leave filled.
    const arriving = c.side < 0 ? j >= heads : j < 0;
    const st: BottleSpec = under
      ? { ...spec, cap: null, collar: null, bare: true, level: 0.35 + 0.08 * (c.side < 0 ? heads - j : j) }
      : arriving
        ? { ...spec, liquid: null, cap: null, collar: null, bare: true }
        : { ...spec, cap: null, collar: null, bare: true };
    bottles += bottle3(c, st, [x, yb, z], bh);
  }
  out += bottles;
  // The bridge: a beam, the manifold, and one head over each bottle.
  out += sp.box(hx0 - 0.42, hx1 + 0.42, beamY - 0.06, beamY, z - 0.05, z + 0.15, sp.faces(m.mid, { metal: true }));
  out += sp.tube([hx0 - 0.28, beamY - 0.1, z + 0.06], [hx1 + 0.28, beamY - 0.1, z + 0.06], 0.022, { metal: m });
  for (let i = 0; i < heads; i++) {
    const x = hx0 + i * pitch;
    const neckTop = yb - bh * 0.98;
    const tip = neckTop + 0.012;
    out += sp.cylinder(x, z, 0.018, 0.018, beamY, beamY + 0.06, { metal: m });
    out += sp.tube([x, beamY + 0.06, z], [x, tip - 0.03, z], 0.009, { metal: m });
    out += sp.cylinder(x, z, 0.012, 0.006, tip - 0.03, tip, { metal: m });
    // A fine thread of fragrance.
    const a = sp.p([x, tip, z]);
    const b = sp.p([x, yb - bh * 0.5, z]);
    out += path(
      `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`,
      `stroke="${lighten(liquid, 0.2)}" stroke-opacity="0.7" stroke-width="${n(Math.max(0.8, 0.002 * sp.k([x, tip, z])))}"`,
    );
    const h0 = sp.p([x, beamY - 0.1, z + 0.06]);
    const h1 = sp.p([x + 0.03, beamY - 0.03, z + 0.02]);
    const h2 = sp.p([x, beamY, z]);
    out += path(
      `M${n(h0[0])} ${n(h0[1])}Q${n(h1[0])} ${n(h1[1])} ${n(h2[0])} ${n(h2[1])}`,
      `fill="none" stroke="#EDE7DA" stroke-opacity="0.85" stroke-width="${n(0.008 * sp.k([x, beamY, z]))}"`,
    );
  }
  out += conv.front;
  return out + r.light;
}

/** A rotary capper: chucks on a turret, a cap chute, bottles on a star wheel. */
function capping(c: Ctx): string {
  const { s, sp, m } = c;
  const r = room(c, { back: 9, left: -4, right: 4 });
  let out = r.svg;
  const z = 1.3;
  const yb = EYE - 0.95;
  out += machineBody(c, -2.4, 2.4, yb - 0.75, yb, z, 0.1);
  out += cabinet(c, c.side < 0 ? 1.0 : -1.6, c.side < 0 ? 1.6 : -1.0, yb - 0.2, z + 0.45, z + 0.9, { screen: true, doors: 1 });
  const conv = conveyor(c, -2.4, 2.4, z, yb, 0.1);
  out += conv.back;
  const base = runBottle(s);
  const spec: BottleSpec = base.cap
    ? { ...base, cap: { ...base.cap, style: s.rng.pick(['cube', 'cylinder', 'stepped'] as const), h: base.cap.w * 1.05 } }
    : base;
  const capped = spec.cap
    ? spec
    : {
        ...spec,
        cap: { style: 'cube' as const, w: 0.4, h: 0.36, material: { kind: 'metal' as const, color: METALS.gold.mid, metal: METALS.gold } },
      };
  const uncapped: BottleSpec = { ...capped, cap: null, actuator: capped.actuator };
  // The turret: a big disc above the star wheel.
  const tx = c.side < 0 ? 0.35 : -0.35;
  const tz = z + 0.05;
  const ty = yb - 0.5;
  out += sp.tube([tx, ty - 0.3, tz + 0.1], [tx, EYE - 1.5, tz + 0.1], 0.05, { metal: m });
  out += sp.cylinder(tx, tz, 0.3, 0.3, ty - 0.08, ty, { metal: m });
  out += sp.cylinder(tx, tz, 0.12, 0.16, ty - 0.3, ty - 0.08, { metal: m });
  // Star wheel at belt height.
  out += sp.cylinder(tx, tz, 0.26, 0.26, yb - 0.07, yb - 0.05, { color: '#EDE9E0' });
  // Cap chute from the sorter above, down to the wheel.
  const chuteTop: V3 = [tx + (c.side < 0 ? 0.9 : -0.9), yb - 0.9, tz + 0.2];
  const chuteEnd: V3 = [tx + (c.side < 0 ? 0.28 : -0.28), yb - 0.28, tz];
  out += sp.tube(chuteTop, chuteEnd, 0.03, { metal: m });
  out += sp.tube([chuteTop[0], chuteTop[1] - 0.05, chuteTop[2]], [chuteEnd[0], chuteEnd[1] - 0.05, chuteEnd[2]], 0.01, { metal: m });
  if (capped.cap) {
    for (let i = 0; i < 6; i++) {
      const t = 0.15 + i * 0.14;
      const q: V3 = [
        chuteTop[0] + (chuteEnd[0] - chuteTop[0]) * t,
        chuteTop[1] + (chuteEnd[1] - chuteTop[1]) * t - 0.035,
        chuteTop[2] + (chuteEnd[2] - chuteTop[2]) * t,
      ];
      const p = sp.p(q);
      const k = sp.k(q);
      const cw = 0.036 * k;
      out += path(
        roundRect(p[0] - cw / 2, p[1] - cw * 0.45, cw, cw * 0.9, cw * 0.1),
        `fill="${s.across([
          [0, METALS.gold.dark],
          [0.3, METALS.gold.light],
          [1, METALS.gold.dark],
        ])}"`,
      );
    }
  }
  let bottles = '';
  const pitch = 0.1;
  for (let x = -2.3; x < 2.35; x += pitch) {
    const before = c.side < 0 ? x > tx + 0.25 : x < tx - 0.25;
    const near = Math.abs(x - tx) < 0.2;
    bottles += bottle3(c, before || near ? uncapped : capped, [x, yb, z], 0.13);
  }
  out += bottles;
  // Chucks descending over the bottles under the turret.
  for (const dx of [-0.2, -0.1, 0, 0.1, 0.2]) {
    const x = tx + dx;
    const down = Math.abs(dx) < 0.05 ? 0.06 : 0.02;
    const cy0 = ty;
    const cy1 = yb - 0.13 - 0.045 + down - 0.06;
    out += sp.tube([x, cy0, z], [x, cy1, z], 0.012, { metal: m });
    out += sp.cylinder(x, z, 0.028, 0.028, cy1, cy1 + 0.05, { metal: METALS.gunmetal });
  }
  out += conv.front;
  return out + r.light;
}

/** A crimping head closing the ferrule of a pump on a bottle, close up. */
function crimping(c: Ctx): string {
  const { s, sp, m } = c;
  const r = room(c, { back: 7, left: -3, right: 3 });
  let out = r.svg;
  const z = 0.75;
  const yb = EYE - 0.95;
  out += machineBody(c, -1.9, 1.9, yb - 0.72, yb, z, 0.1);
  out += guard(c, -1.2, 1.2, yb - 0.7, yb, z + 0.14, 3);
  const conv = conveyor(c, -1.8, 1.8, z, yb, 0.1);
  out += conv.back;
  const spec = runBottle(s, s.rng.pick(['rect', 'square', 'cylinder'] as const));
  const pumped: BottleSpec = {
    ...spec,
    cap: null,
    collar: spec.collar ?? { w: spec.neckW * 1.3, h: 0.09, metal: METALS.gold, ribbed: true },
  };
  const bare: BottleSpec = { ...spec, cap: null, collar: null, bare: true };
  const hx = 0;
  const pitch = 0.11;
  for (let x = -1.7; x < 1.75; x += pitch) {
    const done = c.side < 0 ? x < hx - 0.05 : x > hx + 0.05;
    out += bottle3(c, Math.abs(x - hx) < 0.05 || done ? pumped : bare, [x, yb, z], 0.14);
  }
  // The head: a pneumatic cylinder on a bracket, jaws around the neck.
  const top = yb - 0.62;
  const jawY = yb - 0.14 - 0.03;
  out += sp.box(-0.35, 0.35, top - 0.06, top, z - 0.08, z + 0.3, sp.faces(m.light, { metal: true }));
  out += sp.box(0.3, 0.36, top, yb, z + 0.24, z + 0.3, sp.faces(m.mid, { metal: true }));
  out += sp.cylinder(hx, z, 0.055, 0.055, top, top + 0.22, { metal: m });
  out += sp.cylinder(hx, z, 0.06, 0.06, top + 0.22, top + 0.25, { metal: METALS.gunmetal });
  out += sp.tube([hx, top + 0.25, z], [hx, jawY - 0.06, z], 0.014, { metal: m });
  out += sp.cylinder(hx, z, 0.045, 0.032, jawY - 0.06, jawY, { metal: METALS.gunmetal });
  // Air lines.
  out += path(
    `M${n(sp.p([hx + 0.05, top + 0.05, z])[0])} ${n(sp.p([hx + 0.05, top + 0.05, z])[1])}C${n(sp.p([hx + 0.3, top + 0.05, z])[0])} ${n(sp.p([hx + 0.3, top, z])[1])} ${n(sp.p([hx + 0.3, top - 0.2, z])[0])} ${n(sp.p([hx + 0.3, top - 0.2, z])[1])} ${n(sp.p([hx + 0.5, top - 0.3, z + 0.2])[0])} ${n(sp.p([hx + 0.5, top - 0.3, z + 0.2])[1])}`,
    `fill="none" stroke="#2F7FA8" stroke-width="${n(0.01 * sp.k([hx, top, z]))}"`,
  );
  out += conv.front;
  return out + r.light;
}

/** A labeller: the reel, the web over the peel plate, labelled bottles leaving. */
function labelling(c: Ctx): string {
  const { s, sp, m } = c;
  const r = room(c, { back: 8, left: -3.5, right: 3.5 });
  let out = r.svg;
  const z = 1.1;
  const yb = EYE - 0.95;
  out += machineBody(c, -2.3, 2.3, yb - 0.3, yb, z, 0.1);
  const conv = conveyor(c, -2.2, 2.2, z, yb, 0.1);
  out += conv.back;
  // The reel stands on a vertical plate behind the belt, seen face on.
  const rx = c.side < 0 ? 0.55 : -0.55;
  const plateZ = z + 0.16;
  out += sp.box(rx - 0.35, rx + 0.35, yb - 0.75, yb - 0.02, plateZ, plateZ + 0.03, sp.faces(m.light, { metal: true }));
  const centre = sp.p([rx, yb - 0.45, plateZ - 0.02]);
  const k = sp.k([rx, yb - 0.45, plateZ]);
  const R = 0.26 * k;
  out += ellipse(centre[0] + R * 0.06, centre[1] + R * 0.08, R, R, `fill="${s.pal.shadow}" fill-opacity="0.12"`);
  out += ellipse(
    centre[0],
    centre[1],
    R,
    R,
    `fill="${s.radial([
      [0, '#F4F1EA'],
      [0.4, '#FBFAF7'],
      [0.95, '#EAE5DC'],
      [1, '#CFC8BC'],
    ])}"`,
  );
  let rings = '';
  for (let i = 1; i < 10; i++) rings += `<circle cx="${n(centre[0])}" cy="${n(centre[1])}" r="${n(R * (0.3 + i * 0.07))}"/>`;
  out += `<g fill="none" stroke="#D9D1C5" stroke-opacity="0.6" stroke-width="${n(Math.max(0.5, R * 0.004))}">${rings}</g>`;
  out += ellipse(
    centre[0],
    centre[1],
    R * 0.3,
    R * 0.3,
    `fill="${s.radial([
      [0, m.light],
      [1, m.dark],
    ])}"`,
  );
  out += ellipse(centre[0], centre[1], R * 0.1, R * 0.1, `fill="${m.dark}"`);
  // Labels on the web, a few visible on the outer turn.
  const labelColour = s.rng.pick(['#17171B', '#A8834A', '#0F1A17', '#F7F3EC']);
  for (let i = 0; i < 7; i++) {
    const a = (-100 + i * 18) * (Math.PI / 180);
    const lx = centre[0] + Math.cos(a) * R * 0.93;
    const ly = centre[1] + Math.sin(a) * R * 0.93;
    out += `<rect x="${n(lx - R * 0.05)}" y="${n(ly - R * 0.06)}" width="${n(R * 0.1)}" height="${n(R * 0.12)}" fill="${labelColour}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(lx)} ${n(ly)})"/>`;
  }
  // The web runs down to the peel plate near the belt.
  const peel = sp.p([rx - (c.side < 0 ? 0.32 : -0.32), yb - 0.08, z]);
  const tangent = [centre[0] - (c.side < 0 ? R : -R), centre[1]];
  out += path(`M${n(tangent[0] ?? 0)} ${n(tangent[1] ?? 0)}L${n(peel[0])} ${n(peel[1])}`, `stroke="#F4F1EA" stroke-width="${n(0.03 * k)}"`);
  out += sp.box(
    rx - (c.side < 0 ? 0.36 : -0.28),
    rx - (c.side < 0 ? 0.28 : -0.36),
    yb - 0.1,
    yb - 0.06,
    z - 0.02,
    z + 0.16,
    sp.faces(m.mid, { metal: true }),
  );
  const spec = runBottle(s, s.rng.pick(['rect', 'square', 'cylinder'] as const));
  const pitch = 0.1;
  for (let x = -2.1; x < 2.15; x += pitch) {
    const labelled = c.side < 0 ? x < rx - 0.34 : x > rx + 0.34;
    const q: V3 = [x, yb, z];
    out += bottle3(c, spec, q, 0.13);
    if (labelled) {
      const p = sp.p(q);
      const kk = sp.k(q);
      const bw = spec.bodyW * 0.13 * kk * 0.8;
      out += rect(p[0] - bw * 0.38, p[1] - 0.13 * kk * 0.5, bw * 0.76, 0.13 * kk * 0.22, `fill="${labelColour}" fill-opacity="0.92"`);
    }
  }
  out += conv.front;
  return out + r.light;
}

/** A carton erector: a magazine of flat blanks, cartons opened and filled. */
function carton(c: Ctx): string {
  const { s, sp, m } = c;
  const r = room(c, { back: 8, left: -3.5, right: 3.5 });
  let out = r.svg;
  const z = 1.2;
  const yb = EYE - 0.9;
  out += machineBody(c, -2.4, 2.4, yb - 0.4, yb, z, 0.16);
  const conv = conveyor(c, -2.3, 2.3, z, yb, 0.16);
  out += conv.back;
  const board = s.rng.pick(s.pal.papers.filter((p) => p !== '#17171B')) ?? '#F7F3EC';
  const foil = METALS.gold;
  // The magazine: an inclined stack of flat blanks above the belt.
  const mx = c.side < 0 ? 0.9 : -0.9;
  out += sp.box(mx - 0.2, mx + 0.2, yb - 0.72, yb - 0.66, z - 0.1, z + 0.25, sp.faces(m.mid, { metal: true }));
  // The stack of flat blanks, printed side down, edges showing as fine lines.
  const stackTop = yb - 0.86;
  const stackBottom = yb - 0.72;
  out += sp.box(mx - 0.17, mx + 0.17, stackTop, stackBottom, z - 0.07, z + 0.21, { ...sp.faces(board), top: lighten(board, 0.08) });
  let edges = '';
  for (let i = 1; i < 14; i++) {
    const y = stackTop + ((stackBottom - stackTop) * i) / 14;
    const a = sp.p([mx - 0.17, y, z - 0.07]);
    const b = sp.p([mx + 0.17, y, z - 0.07]);
    edges += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  out += path(edges, `stroke="${darken(board, 0.25)}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.6, s.u * 0.06))}" fill="none"`);
  // Side guides of the magazine.
  for (const gx of [mx - 0.19, mx + 0.19])
    out += sp.box(gx - 0.01, gx + 0.01, stackTop - 0.12, stackBottom + 0.02, z - 0.09, z - 0.07, sp.faces(m.mid, { metal: true }));
  out += sp.tube([mx - 0.2, yb - 0.66, z - 0.1], [mx - 0.2, yb, z - 0.1], 0.012, { metal: m });
  out += sp.tube([mx + 0.2, yb - 0.66, z - 0.1], [mx + 0.2, yb, z - 0.1], 0.012, { metal: m });
  // Cartons on the belt: open ones waiting, closed ones leaving.
  const cw = 0.07;
  const ch = 0.16;
  const pitch = 0.16;
  for (let x = -2.2; x < 2.25; x += pitch) {
    const open = c.side < 0 ? x > mx - 0.3 : x < mx + 0.3;
    out += sp.box(x - cw / 2, x + cw / 2, yb - ch, yb, z - cw / 2, z + cw / 2, {
      ...sp.faces(board),
      top: open ? darken(board, 0.45) : lighten(board, 0.12),
    });
    const p = sp.p([x, yb - ch * 0.55, z - cw / 2]);
    const k = sp.k([x, yb, z]);
    out += path(
      `M${n(p[0] - cw * k * 0.25)} ${n(p[1])}H${n(p[0] + cw * k * 0.25)}`,
      `stroke="${s.across([
        [0, foil.mid],
        [0.4, foil.light],
        [1, foil.dark],
      ])}" stroke-width="${n(Math.max(0.8, 0.003 * k))}"`,
    );
    if (open) {
      // The top flaps stand open.
      out += sp.quad(
        [
          [x - cw / 2, yb - ch, z - cw / 2],
          [x + cw / 2, yb - ch, z - cw / 2],
          [x + cw / 2, yb - ch - 0.05, z - cw / 2 - 0.02],
          [x - cw / 2, yb - ch - 0.05, z - cw / 2 - 0.02],
        ],
        `fill="${lighten(board, 0.06)}"`,
      );
      out += sp.quad(
        [
          [x - cw / 2, yb - ch, z + cw / 2],
          [x + cw / 2, yb - ch, z + cw / 2],
          [x + cw / 2, yb - ch - 0.05, z + cw / 2 + 0.02],
          [x - cw / 2, yb - ch - 0.05, z + cw / 2 + 0.02],
        ],
        `fill="${darken(board, 0.08)}"`,
      );
    }
  }
  // Suction cups on an arm pulling the next blank open.
  out += sp.tube([mx, yb - 0.9, z - 0.12], [mx, yb - 0.5, z - 0.12], 0.015, { metal: m });
  out += sp.cylinder(mx, z - 0.12, 0.02, 0.03, yb - 0.5, yb - 0.47, { color: '#3A3B3D' });
  out += conv.front;
  return out + r.light;
}

/** Chilled fragrance passing through a filter housing: tank, chiller, gauges. */
function filtration(c: Ctx): string {
  const { s, sp, m } = c;
  const r = room(c, { back: 8, left: -3.5, right: 3.5, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  const dir = c.side < 0 ? 1 : -1;
  out += pipework(c, -3.5, 3.5, 7.9, [-1.4, -1.1]);
  // The chiller unit with its display.
  const cx = -dir * 1.05;
  out += cabinet(c, cx - 0.45, cx + 0.45, EYE - 1.25, 2.2, 2.8, { doors: 1 });
  const disp = sp.p([cx - 0.1, EYE - 1.1, 2.19]);
  const k = sp.k([cx, EYE - 1.1, 2.2]);
  out += rect(disp[0], disp[1], 0.26 * k, 0.1 * k, `fill="#11181A"`);
  out += `<text x="${n(disp[0] + 0.13 * k)}" y="${n(disp[1] + 0.075 * k)}" text-anchor="middle" font-family="DejaVu Sans Mono" font-size="${n(0.065 * k)}" fill="#9FE0D0">−5.0 °C</text>`;
  // The jacketed tank behind, the filter housing in front.
  out += tank(c, dir * 1.0, 3.2, 0.55, 1.3, 'CHILLED');
  const fx = dir * 0.05;
  const fz = 1.6;
  out += floorShadow(s, sp, fx - 0.2, fx + 0.2, fz - 0.2, fz + 0.2, EYE);
  for (const a of [0.5, 2.6, 4.6])
    out += sp.tube(
      [fx + Math.cos(a) * 0.12, EYE - 0.45, fz + Math.sin(a) * 0.12],
      [fx + Math.cos(a) * 0.16, EYE, fz + Math.sin(a) * 0.16],
      0.012,
      { metal: m },
    );
  out += sp.cylinder(fx, fz, 0.13, 0.04, EYE - 0.5, EYE - 0.4, { metal: m, cap: false });
  out += sp.cylinder(fx, fz, 0.13, 0.13, EYE - 1.15, EYE - 0.5, { metal: m, cap: false });
  out += sp.cylinder(fx, fz, 0.155, 0.155, EYE - 1.2, EYE - 1.13, { metal: m });
  out += sp.cylinder(fx, fz, 0.07, 0.13, EYE - 1.3, EYE - 1.2, { metal: m });
  // Pipes in and out, a sight glass showing the clear, pale juice.
  out += sp.tube([fx, EYE - 1.02, fz], [dir * 1.0, EYE - 1.02, 3.2], 0.03, { metal: m });
  out += sp.tube([fx, EYE - 0.6, fz], [-dir * 1.6, EYE - 0.6, fz - 0.2], 0.03, { metal: m });
  const sg = sp.p([fx - dir * 0.45, EYE - 0.6, fz - 0.1]);
  const sk = sp.k([fx, EYE - 0.6, fz]);
  out += rect(
    sg[0] - 0.06 * sk,
    sg[1] - 0.028 * sk,
    0.12 * sk,
    0.056 * sk,
    `fill="${s.linear([
      [0, lighten(s.pal.liquids[0] ?? '#E9CF96', 0.3)],
      [1, s.pal.liquids[0] ?? '#E9CF96'],
    ])}" stroke="${m.dark}" stroke-width="${n(0.006 * sk)}"`,
  );
  // Gauge on the housing lid.
  const g = sp.p([fx, EYE - 1.38, fz]);
  const gr = 0.05 * sp.k([fx, EYE - 1.38, fz]);
  out += sp.tube([fx, EYE - 1.3, fz], [fx, EYE - 1.34, fz], 0.01, { metal: m });
  out += ellipse(g[0], g[1], gr, gr, `fill="#F7F5F0" stroke="${m.dark}" stroke-width="${n(gr * 0.16)}"`);
  out += path(
    `M${n(g[0])} ${n(g[1])}L${n(g[0] - gr * 0.55)} ${n(g[1] - gr * 0.45)}`,
    `stroke="#8E3B2E" stroke-width="${n(Math.max(0.6, gr * 0.1))}"`,
  );
  // Frost on the chilled pipe: a pale bloom.
  out += lightLayer(s, { glows: [{ x: sg[0], y: sg[1], rx: s.w * 0.08, ry: s.h * 0.05, color: '#FFFFFF', alpha: 0.25 }], resolution: 48 });
  return out + r.light;
}

/** Maceration tanks in rows, each with its batch number. */
function tanks(c: Ctx): string {
  const r = room(c, { back: 16, left: -5, right: 5, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  out += pipework(c, -5, 5, 15.9, [-1.7, -1.4]);
  const rows = [-1.6, 1.6];
  const zs = [11.5, 9, 6.5, 4];
  let n1 = 1;
  for (const z of zs) {
    for (const x of rows) out += tank(c, x, z, 0.7, 1.7, `M-${String(n1++).padStart(2, '0')}`);
  }
  return out + r.light;
}

/** A long straight line seen from its side: every stage in one picture. */
function line(c: Ctx): string {
  const { s, sp } = c;
  const r = room(c, { back: 10, left: -6, right: 6, windows: 'back' });
  let out = r.svg;
  const z = 3.2;
  const yb = EYE - 0.95;
  const conv = conveyor(c, -5, 5, z, yb, 0.12);
  // Filler, capper, labeller: each a cabinet behind the belt with a hood
  // reaching over it and a clear guard in front, so the bottles pass through.
  const stations = [
    [-4.4, -2.8, true],
    [-0.9, 0.7, false],
    [2.4, 4.0, true],
  ] as const;
  for (const [x0, x1, screen] of stations) {
    out += cabinet(c, x0, x1, yb - 0.95, z + 0.1, z + 0.9, { doors: 2, screen });
    out += sp.box(x0 + 0.1, x1 - 0.1, yb - 0.95, yb - 0.72, z - 0.12, z + 0.1, sp.faces(c.body, { gloss: true }));
  }
  out += conv.back;
  const spec = runBottle(s);
  for (let x = -4.9; x < 4.95; x += 0.13) {
    const st: BottleSpec =
      x < -2.8 ? { ...spec, liquid: null, cap: null, collar: null, bare: true } : x < 0.7 ? { ...spec, cap: null } : spec;
    out += bottle3(c, st, [x, yb, z], 0.13);
  }
  out += conv.front;
  for (const [x0, x1] of stations) out += guard(c, x0 + 0.1, x1 - 0.1, yb - 0.72, yb - 0.05, z - 0.12, 2);
  return out + r.light;
}

export function drawMachine(s: Svg, variant: string | undefined): string {
  const { rng } = s;
  const v = (variant ?? rng.pick(['hall', 'filling', 'capping', 'labelling'] as const)) as MachineVariant;
  const dir: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const m = steel(s.pal.glow);
  const body = s.pal.dark ? '#2A302D' : rng.pick(['#26302C', '#2B2B30', '#313A36']);
  const yb = EYE - 0.95;
  // Where each camera looks, from how far, turned and tilted how much.
  const shots: Record<MachineVariant, { target: V3; dist: number; yaw: number; pitch: number; fov?: number }> = {
    hall: { target: [0, EYE - 1.1, 11], dist: 11, yaw: dir * 0.1, pitch: 0.04, fov: 0.8 },
    filling: { target: [0, yb - 0.16, 1.15], dist: 1.25, yaw: dir * 0.42, pitch: 0.32, fov: 1.05 },
    capping: { target: [-dir * 0.3, yb - 0.25, 1.3], dist: 1.5, yaw: dir * 0.4, pitch: 0.28, fov: 1.0 },
    crimping: { target: [0, yb - 0.2, 0.75], dist: 0.95, yaw: dir * 0.35, pitch: 0.2, fov: 1.1 },
    labelling: { target: [-dir * 0.35, yb - 0.32, 1.15], dist: 1.7, yaw: dir * 0.35, pitch: 0.2, fov: 1.0 },
    carton: { target: [-dir * 0.55, yb - 0.35, 1.2], dist: 1.7, yaw: dir * 0.4, pitch: 0.28, fov: 1.0 },
    filtration: { target: [0, EYE - 0.9, 2.2], dist: 2.6, yaw: dir * 0.3, pitch: 0.1, fov: 0.95 },
    tanks: { target: [0, EYE - 1.1, 8], dist: 8, yaw: dir * 0.08, pitch: 0.05, fov: 0.85 },
    line: { target: [0, yb - 0.2, 3.2], dist: 4.2, yaw: dir * 0.3, pitch: 0.14, fov: 0.95 },
  };
  const shot = shots[v];
  const sp = lookAt(s, shot.target, shot.dist, shot.yaw, shot.pitch, { fov: shot.fov });
  const c: Ctx = { s, sp, m, side: sp.side, body };
  const scene = { hall, filling, capping, crimping, labelling, carton, filtration, tanks, line }[v];
  return scene(c, true) + keyLight(s, sp.side, ['hall', 'tanks', 'line'].includes(v) ? 0.12 : 0.26);
}

/** Soft window light from the key side and a darker floor towards the camera: depth for the line. */
function keyLight(s: Svg, side: -1 | 1, alpha: number): string {
  const { w, h, pal } = s;
  return lightLayer(s, {
    glows: [
      {
        x: side < 0 ? w * 0.08 : w * 0.92,
        y: h * 0.12,
        rx: w * 0.75,
        ry: h * 0.8,
        color: mix('#FFF6E6', pal.glow, 0.3),
        alpha,
        power: 1.8,
      },
      { x: w * 0.5, y: h * 1.05, rx: w * 0.8, ry: h * 0.35, color: pal.shadow, alpha: alpha * 0.7, power: 1.4 },
    ],
    vignette: { color: pal.shadow, alpha: 0.18, inner: 0.5 },
    resolution: 72,
  });
}

export { bottle3, EYE, type Ctx };
