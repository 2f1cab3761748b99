// Despatch: pallets of shipping cartons with labels and stretch wrap, an
// aisle of racking, finished boxes lined up for the carrier.
import { randomBottle } from './bottle.ts';
import { drawRoom, floorShadow } from './interior.ts';
import { bottle3, EYE, type Ctx } from './machine.ts';
import { darken, lighten, METALS, mix } from './palette.ts';
import { lookAt, steel, type V3 } from './space.ts';
import { n, path, rect, type Svg } from './svg.ts';

export type WarehouseVariant = 'pallet' | 'racking' | 'despatch';

const BOARD = ['#C9A77C', '#BF9C70', '#D2B48C'];

/** A wooden pallet: deck boards on blocks, 1.2 × 1.0 m. */
function pallet(c: Ctx, x: number, z: number): string {
  const { sp } = c;
  const wood = '#C8A97E';
  let out = floorShadow(c.s, sp, x - 0.6, x + 0.6, z - 0.5, z + 0.5, EYE, 1.3);
  for (const bx of [-0.55, 0, 0.55]) {
    for (const bz of [-0.45, 0, 0.45])
      out += sp.box(x + bx - 0.05, x + bx + 0.05, EYE - 0.1, EYE, z + bz - 0.05, z + bz + 0.05, sp.faces(darken(wood, 0.12)));
  }
  for (let i = 0; i < 5; i++) {
    const bz = -0.5 + i * 0.245;
    out += sp.box(x - 0.6, x + 0.6, EYE - 0.144, EYE - 0.1, z + bz, z + bz + 0.1, sp.faces(wood));
  }
  return out;
}

/** A shipping carton with tape and a label on its front face. */
function carton(c: Ctx, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, board: string, label: boolean): string {
  const { s, sp } = c;
  let out = sp.box(x0, x1, y0, y1, z0, z1, sp.faces(board));
  const mx = (x0 + x1) / 2;
  out += sp.quad(
    [
      [mx - 0.025, y0, z0],
      [mx + 0.025, y0, z0],
      [mx + 0.025, y0 + (y1 - y0) * 0.25, z0],
      [mx - 0.025, y0 + (y1 - y0) * 0.25, z0],
    ],
    `fill="${lighten(board, 0.12)}" fill-opacity="0.7"`,
  );
  if (sp.faces2eye([0, -1, 0], [mx, y0, (z0 + z1) / 2]))
    out += sp.quad(
      [
        [mx - 0.025, y0, z0],
        [mx + 0.025, y0, z0],
        [mx + 0.025, y0, z1],
        [mx - 0.025, y0, z1],
      ],
      `fill="${lighten(board, 0.15)}" fill-opacity="0.7"`,
    );
  if (label) {
    const lx = x0 + (x1 - x0) * 0.55;
    const ly = y0 + (y1 - y0) * 0.45;
    const q: V3[] = [
      [lx, ly, z0 - 0.001],
      [lx + 0.12, ly, z0 - 0.001],
      [lx + 0.12, ly + 0.08, z0 - 0.001],
      [lx, ly + 0.08, z0 - 0.001],
    ];
    out += sp.quad(q, `fill="#FBFAF6"`);
    const p = sp.p([lx + 0.015, ly + 0.045, z0]);
    const k = sp.k([lx, ly, z0]);
    let bars = '';
    for (let i = 0; i < 14; i++) {
      const bw = (s.rng.chance(0.4) ? 0.0025 : 0.0012) * k;
      bars += rect(p[0] + i * 0.0065 * k, p[1], Math.max(0.5, bw), 0.025 * k, '');
    }
    out += `<g fill="#2B2B30" fill-opacity="0.75">${bars}</g>`;
    out += rect(p[0], p[1] - 0.03 * k, 0.07 * k, Math.max(0.6, 0.006 * k), `fill="#2B2B30" fill-opacity="0.5"`);
  }
  return out;
}

/** A loaded pallet: layers of cartons, stretch wrapped. */
function loadedPallet(c: Ctx, x: number, z: number, layers: number, wrap: boolean): string {
  const { s, sp } = c;
  let out = pallet(c, x, z);
  const board = s.rng.pick(BOARD);
  const cw = 0.4;
  const cd = 0.333;
  const ch = 0.26;
  let y = EYE - 0.144;
  for (let l = 0; l < layers; l++) {
    for (let j = 2; j >= 0; j--) {
      for (let i = 0; i < 3; i++) {
        const x0 = x - 0.6 + i * cw;
        const z0 = z - 0.5 + j * cd;
        out += carton(
          c,
          x0 + 0.004,
          x0 + cw - 0.004,
          y - ch,
          y,
          z0 + 0.004,
          z0 + cd - 0.004,
          mix(board, l % 2 ? '#FFFFFF' : '#000000', 0.03),
          j === 0 && (i + l) % 2 === 0,
        );
      }
    }
    y -= ch;
  }
  if (wrap) {
    // Stretch film: a pale veil with diagonal sheen over the front and side.
    const top = y;
    out += sp.quad(
      [
        [x - 0.61, top - 0.01, z - 0.51],
        [x + 0.61, top - 0.01, z - 0.51],
        [x + 0.61, EYE - 0.14, z - 0.51],
        [x - 0.61, EYE - 0.14, z - 0.51],
      ],
      `fill="#FFFFFF" fill-opacity="0.16"`,
    );
    let sheen = '';
    for (let i = 0; i < 6; i++) {
      const a = sp.p([x - 0.6 + i * 0.25, top, z - 0.512]);
      const b = sp.p([x - 0.6 + i * 0.25 + 0.35, EYE - 0.15, z - 0.512]);
      sheen += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
    }
    out += path(sheen, `stroke="#FFFFFF" stroke-opacity="0.28" stroke-width="${n(Math.max(1, 0.03 * sp.k([x, EYE, z])))}" fill="none"`);
    const side = sp.faces2eye([1, 0, 0], [x + 0.6, EYE - 0.5, z]) ? x + 0.61 : x - 0.61;
    out += sp.quad(
      [
        [side, top - 0.01, z - 0.51],
        [side, top - 0.01, z + 0.51],
        [side, EYE - 0.14, z + 0.51],
        [side, EYE - 0.14, z - 0.51],
      ],
      `fill="#FFFFFF" fill-opacity="0.12"`,
    );
  }
  return out;
}

function warehouseRoom(c: Ctx, back: number, half: number) {
  const { s, sp } = c;
  const wall = s.pal.dark ? mix(s.pal.wallTop, '#8C8F8A', 0.2) : mix('#E4E1DA', s.pal.wallBottom, 0.4);
  return drawRoom(s, sp, {
    floor: EYE,
    ceiling: -5.5,
    left: -half,
    right: half,
    back,
    wall,
    floorColor: s.pal.dark ? '#4E524F' : '#A8A59D',
    windows: null,
  });
}

/** One bay of racking along x at depth z: uprights, orange beams, pallets on levels. */
function racking(c: Ctx, xFace: number, z0: number, z1: number, facing: 1 | -1): string {
  const { s, sp } = c;
  let out = '';
  const levels = [EYE, EYE - 1.7, EYE - 3.4];
  const depth = 1.1;
  const xa = xFace;
  const xb = xFace + facing * -depth;
  const beam = '#C8743A';
  const upright = '#3F5A73';
  for (let z = z1; z >= z0; z -= 2.8) {
    for (const x of [xa, xb])
      out += sp.box(Math.min(x, x + 0.06 * -facing), Math.max(x, x + 0.06 * -facing), EYE - 5, EYE, z - 0.04, z + 0.04, sp.faces(upright));
  }
  for (const y of levels) {
    for (let z = z0; z < z1; z += 2.8) {
      const x = (xa + xb) / 2;
      if (y < EYE) out += sp.box(Math.min(xa, xb), Math.max(xa, xb), y - 0.12, y, z, z + 2.8, sp.faces(beam));
      for (const pz of [z + 0.75, z + 2.05]) {
        if (y === EYE && s.rng.chance(0.15)) continue;
        out += loadedPalletAt(c, x, pz, y, s.rng.int(2, 4));
      }
    }
  }
  return out;
}

/** A loaded pallet whose base stands at height y (on a beam level). */
function loadedPalletAt(c: Ctx, x: number, z: number, y: number, layers: number): string {
  const { s, sp } = c;
  const board = s.rng.pick(BOARD);
  let out = sp.box(x - 0.5, x + 0.5, y - 0.144, y, z - 0.6, z + 0.6, sp.faces('#C8A97E'));
  const ch = 0.26 * layers;
  out += sp.box(x - 0.5, x + 0.5, y - 0.144 - ch, y - 0.144, z - 0.6, z + 0.6, sp.faces(board));
  out += sp
    .box(x - 0.5, x + 0.5, y - 0.144 - ch, y - 0.144, z - 0.6, z + 0.6, { front: '#FFFFFF', top: '#FFFFFF', side: '#FFFFFF' })
    .replace(/fill="#FFFFFF"/g, 'fill="#FFFFFF" fill-opacity="0.12"');
  return out;
}

function pallets(c: Ctx): string {
  const r = warehouseRoom(c, 16, 6);
  let out = r.svg;
  out += racking(c, -5.9, 4, 15, 1);
  out += racking(c, 5.9, 4, 15, -1);
  out += loadedPallet(c, c.side < 0 ? 1.4 : -1.4, 6.5, 4, true);
  out += loadedPallet(c, c.side < 0 ? -0.2 : 0.2, 3.6, 5, true);
  // A pallet truck's handle and forks under the near pallet.
  out += c.sp.tube([c.side < 0 ? -0.2 : 0.2, EYE - 0.05, 2.95], [c.side < 0 ? -0.25 : 0.25, EYE - 1.1, 2.6], 0.02, { color: '#C8743A' });
  return out + r.light;
}

/** An aisle between two runs of racking, pallets on every level. */
function aisle(c: Ctx): string {
  const r = warehouseRoom(c, 28, 3.2);
  return r.svg + racking(c, -1.5, 2, 27, 1) + racking(c, 1.5, 2, 27, -1) + r.light;
}

/** Finished, boxed bottles lined up on a table, shipping cartons being packed. */
function despatch(c: Ctx): string {
  const { s, sp } = c;
  const r = warehouseRoom(c, 8, 4);
  let out = r.svg;
  out += loadedPallet(c, c.side < 0 ? 1.3 : -1.3, 4.2, 4, true);
  const ty = EYE - 0.85;
  out += sp.box(-1.2, 1.2, ty, EYE, 2.2, 2.9, sp.faces('#8E877C'));
  out += sp.box(-1.22, 1.22, ty - 0.03, ty, 2.18, 2.92, sp.faces('#D9D1C5'));
  const y = ty - 0.03;
  const box = s.rng.pick(['#0F1A17', '#17171B', '#EDE7DE', '#1F3029', '#5A2630', '#F2EDE4']);
  const foil = METALS.gold;
  // Rows of boxed perfume, facing the camera.
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 9; i++) {
      const x = -0.75 + i * 0.135 + (row ? 0.06 : 0);
      const z = 2.35 + row * 0.14;
      out += sp.box(x, x + 0.1, y - 0.17, y, z, z + 0.1, sp.faces(box));
      const p0 = sp.p([x + 0.02, y - 0.1, z]);
      const p1 = sp.p([x + 0.08, y - 0.1, z]);
      out += path(
        `M${n(p0[0])} ${n(p0[1])}L${n(p1[0])} ${n(p1[1])}`,
        `stroke="${s.across([
          [0, foil.mid],
          [0.4, foil.light],
          [1, foil.dark],
        ])}" stroke-width="${n(Math.max(0.8, 0.004 * sp.k([x, y, z])))}"`,
      );
    }
  }
  // An open shipping carton at the end of the table.
  const ex = c.side < 0 ? 0.55 : -1.05;
  out += carton(c, ex, ex + 0.45, y - 0.3, y, 2.3, 2.75, BOARD[0]!, true);
  out += bottle3(c, randomBottle(s.rng, s.pal), [ex + 0.22, y - 0.3, 2.5], 0.001);
  return out + r.light;
}

export function drawWarehouse(s: Svg, variant: string | undefined): string {
  const v = (variant ?? s.rng.pick(['pallet', 'racking', 'despatch'] as const)) as WarehouseVariant;
  const dir: -1 | 1 = s.rng.chance(0.5) ? -1 : 1;
  const shots: Record<WarehouseVariant, { target: V3; dist: number; yaw: number; pitch: number; fov?: number }> = {
    pallet: { target: [0, EYE - 0.9, 5], dist: 5.2, yaw: dir * 0.3, pitch: 0.1, fov: 0.95 },
    racking: { target: [0, EYE - 2.0, 14], dist: 14, yaw: dir * 0.05, pitch: -0.02, fov: 0.8 },
    despatch: { target: [0, EYE - 1.0, 2.6], dist: 2.0, yaw: dir * 0.3, pitch: 0.2, fov: 1.0 },
  };
  const shot = shots[v];
  const sp = lookAt(s, shot.target, shot.dist, shot.yaw, shot.pitch, { fov: shot.fov });
  const c: Ctx = { s, sp, m: steel(s.pal.glow), side: sp.side, body: '#2B2B30' };
  switch (v) {
    case 'pallet':
      return pallets(c);
    case 'racking':
      return aisle(c);
    case 'despatch':
      return despatch(c);
  }
}
