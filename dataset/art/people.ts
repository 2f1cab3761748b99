// People at work in the studio, the laboratory and on the exhibition stand:
// quiet silhouettes around tables, an organ of vials, a mood wall.
import { randomBottle, type BottleSpec } from './bottle.ts';
import { drawFigure, figureShadow, randomFigure, type FigureSpec, type Pose } from './figure.ts';
import { drawRoom, floorShadow } from './interior.ts';
import { bottle3, EYE, type Ctx } from './machine.ts';
import { darken, lighten, LIQUIDS, METALS, mix } from './palette.ts';
import { lookAt, steel, type V3 } from './space.ts';
import { escapeXml, n, rect, type Svg } from './svg.ts';

export type PeopleVariant = 'review' | 'studio' | 'perfumer' | 'weighing' | 'stand' | 'workshop' | 'packing';

const WOODS = ['#B08A62', '#8F6C4C', '#C2A07A', '#6E5038'];

function person(c: Ctx, pose: Pose, at: V3, facing: 1 | -1, o: Partial<FigureSpec> = {}, shade = 0): string {
  const { s, sp } = c;
  const f = randomFigure(s.rng, {
    pose,
    facing,
    long: false,
    cap: false,
    coat: s.rng.pick(['#2B2B30', '#3A4A42', '#EDE7DE', '#5E5B57', '#1F2A24', '#D9CBB4']),
    ...o,
  });
  const [x, y] = sp.p(at);
  const hpx = 1.7 * sp.k(at);
  return figureShadow(s, x, y, hpx) + drawFigure(s, f, x, y, hpx, shade);
}

/** A warm studio room: plaster walls, a timber floor, a tall window. */
function studioRoom(c: Ctx, o: { back: number; half: number; windows?: 'left' | 'right' | 'back' }) {
  const { s, sp } = c;
  const wall = s.pal.dark ? mix(s.pal.wallTop, '#5A5650', 0.2) : mix(s.pal.wallTop, '#F1ECE4', 0.3);
  const floor = s.pal.dark ? darken(s.rng.pick(WOODS), 0.35) : s.rng.pick(WOODS);
  return drawRoom(s, sp, {
    floor: EYE,
    ceiling: -1.9,
    left: -o.half,
    right: o.half,
    back: o.back,
    near: -12,
    wall,
    floorColor: floor,
    windows: o.windows ?? (c.side < 0 ? 'left' : 'right'),
    lights: false,
    polished: false,
  });
}

/** A table: top, apron and four legs. */
function table(c: Ctx, x0: number, x1: number, z0: number, z1: number, height: number, top: string): string {
  const { sp } = c;
  const y = EYE - height;
  let out = floorShadow(c.s, sp, x0, x1, z0, z1, EYE, 0.9);
  const leg = sp.faces(darken(top, 0.25));
  for (const [lx, lz] of [
    [x0 + 0.05, z1 - 0.05],
    [x1 - 0.05, z1 - 0.05],
    [x0 + 0.05, z0 + 0.05],
    [x1 - 0.05, z0 + 0.05],
  ] as const) {
    out += sp.box(lx - 0.025, lx + 0.025, y + 0.04, EYE, lz - 0.025, lz + 0.025, leg);
  }
  out += sp.box(x0, x1, y, y + 0.04, z0, z1, sp.faces(top));
  return out;
}

/** Loose sheets, swatches and a sketch on a table top at height y. */
function tableClutter(c: Ctx, x0: number, x1: number, z0: number, z1: number, y: number): string {
  const { s, sp, rng } = { ...c, rng: c.s.rng };
  let out = '';
  for (let i = 0; i < 6; i++) {
    const x = x0 + (x1 - x0) * rng.range(0.1, 0.8);
    const z = z0 + (z1 - z0) * rng.range(0.1, 0.7);
    const w = rng.range(0.18, 0.3);
    const d = w * 1.3;
    const col = rng.pick(['#FBF9F5', '#F4EFE6', rng.pick(s.pal.papers), '#E7D2CA', '#D6C09B']);
    out += sp.quad(
      [
        [x, y - 0.001, z],
        [x + w, y - 0.001, z],
        [x + w, y - 0.001, z + d],
        [x, y - 0.001, z + d],
      ],
      `fill="${col}"`,
    );
  }
  return out;
}

/** Prototype bottles standing on a table top. */
function prototypes(c: Ctx, x0: number, x1: number, z: number, y: number, count: number): string {
  const { s } = c;
  let out = '';
  const shapes = s.rng.shuffle(['rect', 'square', 'round', 'facet', 'cylinder', 'arch', 'flask'] as const);
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count;
    const spec = randomBottle(s.rng, s.pal, { shape: shapes[i % shapes.length], empty: i % 2 === 1 });
    out += bottle3(c, spec, [x, y, z + (i % 2) * 0.06], s.rng.range(0.12, 0.18));
  }
  return out;
}

/** A perfumer designer and a client review prototypes across a table. */
function review(c: Ctx): string {
  const { s } = c;
  const r = studioRoom(c, { back: 7, half: 3.5 });
  let out = r.svg;
  const wood = s.rng.pick(['#EDE7DE', '#D9CBB4', '#3A3733', '#C2A07A']);
  const ty = EYE - 0.75;
  out += person(c, 'lean', [-0.85, EYE, 3.2], 1, { coat: '#F3F0EA', long: true }, 0.04);
  out += person(c, 'inspect', [0.85, EYE, 3.25], -1, {}, 0.04);
  out += table(c, -0.6, 0.6, 2.8, 3.6, 0.75, wood);
  out += tableClutter(c, -0.55, 0.55, 2.85, 3.5, ty);
  out += prototypes(c, -0.45, 0.45, 3.0, ty, 5);
  return out + r.light;
}

/** Designers at the mood wall: boards of colour, paper and sketches. */
function studio(c: Ctx): string {
  const { s, sp } = c;
  const r = studioRoom(c, { back: 5, half: 3.5, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  // The wall of pinned boards, on the back wall.
  const bz = 4.99;
  const rng = s.rng;
  for (let i = 0; i < 14; i++) {
    const x = -2.2 + (i % 7) * 0.62 + rng.range(-0.05, 0.05);
    const y = EYE - 1.95 + Math.floor(i / 7) * 0.55 + rng.range(-0.05, 0.05);
    const w = rng.range(0.38, 0.5);
    const h = w * rng.range(0.7, 1.3);
    const col = rng.pick(['#FBF9F5', '#E7D2CA', '#D6C09B', '#0F1A17', '#A8834A', '#C9B9A3', '#8D9466', '#5A2630', '#EDE7DE']);
    out += sp.quad(
      [
        [x + 0.02, y + 0.02, bz],
        [x + w + 0.02, y + 0.02, bz],
        [x + w + 0.02, y + h + 0.02, bz],
        [x + 0.02, y + h + 0.02, bz],
      ],
      `fill="${s.pal.shadow}" fill-opacity="0.1"`,
    );
    out += sp.quad(
      [
        [x, y, bz],
        [x + w, y, bz],
        [x + w, y + h, bz],
        [x, y + h, bz],
      ],
      `fill="${col}"`,
    );
    if (rng.chance(0.4)) {
      // A sketched flacon on a white sheet.
      const cx = x + w / 2;
      out += sp.quad(
        [
          [cx - w * 0.18, y + h * 0.35, bz - 0.001],
          [cx + w * 0.18, y + h * 0.35, bz - 0.001],
          [cx + w * 0.18, y + h * 0.85, bz - 0.001],
          [cx - w * 0.18, y + h * 0.85, bz - 0.001],
        ],
        `fill="none" stroke="${col === '#0F1A17' || col === '#5A2630' ? '#EDE7DE' : '#4A4A4E'}" stroke-opacity="0.6" stroke-width="${n(Math.max(0.8, s.u * 0.12))}"`,
      );
    }
  }
  out += person(c, 'point', [-0.6, EYE, 3.7], 1, {}, 0.05);
  out += person(c, 'clipboard', [0.75, EYE, 3.5], -1, { coat: '#F3F0EA', long: true }, 0.03);
  const wood = rng.pick(['#EDE7DE', '#3A3733', '#C2A07A']);
  out += table(c, -1.1, 1.1, 2.3, 3.0, 0.75, wood);
  out += tableClutter(c, -1.0, 1.0, 2.35, 2.9, EYE - 0.75);
  out += prototypes(c, -0.7, 0.7, 2.5, EYE - 0.75, 4);
  return out + r.light;
}

/** The perfumer at the organ: tiers of vials, a blotter raised. */
function perfumer(c: Ctx): string {
  const { s, sp } = c;
  const r = studioRoom(c, { back: 4.2, half: 3, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  const wood = s.rng.pick(['#8F6C4C', '#B08A62', '#6E5038']);
  // The organ: a curved desk of tiers, here three straight steps.
  const z0 = 3.0;
  for (let t = 0; t < 4; t++) {
    const y = EYE - 0.78 - t * 0.18;
    const z = z0 + t * 0.18;
    out += sp.box(-1.6, 1.6, y, y + 0.03, z, z + 0.18, sp.faces(wood));
    out += sp.box(-1.6, 1.6, y + 0.03, EYE - 0.78 + 0.03, z + 0.17, z + 0.18, sp.faces(darken(wood, 0.2)));
    for (let x = -1.55; x < 1.55; x += 0.07) {
      const amber = s.rng.chance(0.55);
      const spec: BottleSpec = {
        ...randomBottle(s.rng, s.pal, { shape: 'cylinder' }),
        tint: amber ? '#9A6A3A' : '#EEE9DF',
        glassStrength: amber ? 0.6 : 0.15,
        liquid: amber ? null : s.rng.pick(Object.values(LIQUIDS)),
        cap: { style: 'cylinder', w: 0.3, h: 0.28, material: { kind: 'lacquer', color: s.rng.pick(['#17171B', '#17171B', '#F2EDE4']) } },
        collar: null,
      };
      out += bottle3(c, spec, [x, y, z + 0.09], 0.085, false);
    }
  }
  out += sp.box(-1.7, 1.7, EYE - 0.78, EYE, 2.6, 3.0, sp.faces(darken(wood, 0.1)));
  out += sp.box(-1.72, 1.72, EYE - 0.8, EYE - 0.78, 2.55, 3.02, sp.faces(lighten(wood, 0.1)));
  out += person(c, 'inspect', [c.side < 0 ? 1.3 : -1.3, EYE, 2.3], c.side < 0 ? -1 : 1, { coat: '#F3F0EA', long: true }, 0);
  return out + r.light;
}

/** Compounding: a technician weighs a material on a precision balance. */
function weighing(c: Ctx): string {
  const { s, sp, m } = c;
  const r = studioRoom(c, { back: 5, half: 3, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  // Shelves of raw materials on the back wall.
  for (let row = 0; row < 3; row++) {
    const y = EYE - 1.1 - row * 0.42;
    out += sp.box(-2.4, 2.4, y, y + 0.03, 4.6, 4.99, sp.faces('#E9E4DA'));
    for (let x = -2.3; x < 2.3; x += 0.16) {
      const amber = s.rng.chance(0.6);
      const spec: BottleSpec = {
        ...randomBottle(s.rng, s.pal, { shape: 'cylinder' }),
        tint: amber ? '#8A5A2B' : '#EEE9DF',
        glassStrength: amber ? 0.6 : 0.15,
        cap: { style: 'cylinder', w: 0.32, h: 0.25, material: { kind: 'lacquer', color: '#17171B' } },
        collar: null,
        liquid: amber ? null : s.rng.pick(Object.values(LIQUIDS)),
      };
      out += bottle3(c, spec, [x, y, 4.8], 0.2, false);
    }
  }
  // The bench with the balance.
  const by = EYE - 0.9;
  out += sp.box(-2.2, 2.2, by, EYE, 2.6, 3.3, sp.faces('#EDE9E1'));
  out += sp.box(-2.22, 2.22, by - 0.03, by, 2.58, 3.32, sp.faces('#2B2B30', { gloss: true }));
  const bx = c.side < 0 ? 0.35 : -0.35;
  const ty = by - 0.03;
  out += sp.box(bx - 0.18, bx + 0.18, ty - 0.08, ty, 2.75, 3.15, sp.faces('#F4F2ED'));
  out += sp.box(bx - 0.16, bx + 0.16, ty - 0.1, ty - 0.08, 2.72, 2.8, sp.faces('#2F3436'));
  const disp = sp.p([bx - 0.08, ty - 0.095, 2.719]);
  const k = sp.k([bx, ty, 2.8]);
  out += `<text x="${n(disp[0] + 0.08 * k)}" y="${n(disp[1] + 0.012 * k)}" text-anchor="middle" font-family="DejaVu Sans Mono" font-size="${n(0.022 * k)}" fill="#9FE0D0">${escapeXml(`${s.rng.range(100, 999).toFixed(2)} g`)}</text>`;
  // The draft shield: a glass box on the pan.
  out += sp
    .box(bx - 0.13, bx + 0.13, ty - 0.36, ty - 0.08, 2.86, 3.12, { front: '#FFFFFF', top: '#FFFFFF', side: '#FFFFFF' })
    .replace(/fill="#FFFFFF"/g, 'fill="#FFFFFF" fill-opacity="0.16" stroke="#FFFFFF" stroke-opacity="0.5"');
  out += sp.cylinder(bx, 2.99, 0.06, 0.05, ty - 0.22, ty - 0.1, { color: '#F3EBD9', opacity: 0.55 });
  out += sp.cylinder(bx, 2.99, 0.052, 0.046, ty - 0.16, ty - 0.1, { color: LIQUIDS.amber, opacity: 0.8, cap: true });
  // Beakers and a wash bottle.
  out += sp.cylinder(bx + (c.side < 0 ? -0.6 : 0.6), 3.0, 0.05, 0.05, ty - 0.14, ty, { color: '#F3EBD9', opacity: 0.5 });
  out += person(c, 'bench', [bx - (c.side < 0 ? 0.75 : -0.75), EYE, 2.25], c.side < 0 ? 1 : -1, { coat: '#F3F0EA', long: true }, 0);
  void m;
  return out + r.light;
}

/** The exhibition stand: a backlit wall with the company name, plinths of bottles, visitors. */
function stand(c: Ctx): string {
  const { s, sp } = c;
  const hallWall = s.pal.dark ? '#2A2B2E' : '#D8D5CF';
  let out = drawRoom(s, sp, {
    floor: EYE,
    ceiling: -3.5,
    left: -6,
    right: 6,
    back: 12,
    near: -12,
    wall: hallWall,
    floorColor: '#8E8B85',
    windows: null,
    lights: true,
  }).svg;
  // The stand: a raised floor, a back wall with a name, a counter.
  const floorTop = EYE - 0.05;
  out += sp.box(-2.6, 2.6, floorTop, EYE, 2.4, 5.2, sp.faces('#EDE7DE'));
  const wallC = s.rng.pick(['#0F1A17', '#17171B', '#EDE7DE']);
  out += sp.box(-2.6, 2.6, EYE - 2.6, floorTop, 5.1, 5.25, sp.faces(wallC));
  const ink = wallC === '#EDE7DE' ? '#17171B' : '#EDE7DE';
  const name = sp.p([0, EYE - 2.05, 5.09]);
  const k = sp.k([0, EYE - 2.05, 5.1]);
  out += `<text x="${n(name[0])}" y="${n(name[1])}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(0.2 * k)}" letter-spacing="${n(0.05 * k)}" fill="${ink}">ASHCOMBE &amp; VALE</text>`;
  out += `<text x="${n(name[0])}" y="${n(name[1] + 0.16 * k)}" text-anchor="middle" font-family="DejaVu Sans" font-size="${n(0.06 * k)}" letter-spacing="${n(0.03 * k)}" fill="${mix(ink, wallC, 0.3)}">FRAGRANCE &amp; PACKAGING</text>`;
  // Shelves of bottles and boxes on the back wall.
  for (const [x0, x1] of [
    [-2.3, -1.0],
    [1.0, 2.3],
  ] as const) {
    for (const y of [EYE - 1.45, EYE - 1.0]) {
      out += sp.box(x0, x1, y, y + 0.025, 4.85, 5.1, sp.faces(METALS.brass.mid));
      for (let x = x0 + 0.12; x < x1; x += 0.26) out += bottle3(c, randomBottle(s.rng, s.pal), [x, y, 4.98], 0.16, false);
    }
  }
  // The counter and the plinth with the new flacons.
  out += sp.box(-0.8, 0.8, EYE - 1.05, floorTop, 3.6, 4.1, sp.faces(wallC === '#EDE7DE' ? '#D9CBB4' : '#EDE7DE'));
  out += prototypes(c, -0.6, 0.6, 3.8, EYE - 1.05, 4);
  out += person(c, 'lean', [-1.5, EYE, 3.0], 1, {}, 0.05);
  out += person(c, 'clipboard', [1.3, floorTop, 3.9], -1, { coat: '#17171B' }, 0.05);
  out += person(c, 'walk', [2.8, EYE, 1.7], -1, {}, 0);
  out += person(c, 'stand', [-2.9, EYE, 2.0], 1, {}, 0);
  return out;
}

/** A launch workshop: a timeline pinned to the wall, people at the table. */
function workshop(c: Ctx): string {
  const { s, sp } = c;
  const r = studioRoom(c, { back: 4.6, half: 3, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  // The timeline: a long strip with stage cards along it.
  const bz = 4.59;
  const y = EYE - 1.55;
  out += sp.quad(
    [
      [-2.2, y, bz],
      [2.2, y, bz],
      [2.2, y + 0.012, bz],
      [-2.2, y + 0.012, bz],
    ],
    `fill="${s.pal.accent}"`,
  );
  const stages = ['BRIEF', 'SCENT', 'GLASS', 'BOX', 'LAUNCH'];
  stages.forEach((label, i) => {
    const x = -2.0 + i * 1.0;
    const col = ['#FBF9F5', '#E7D2CA', '#D6C09B', '#EDE7DE', '#0F1A17'][i] ?? '#FBF9F5';
    out += sp.quad(
      [
        [x, y + 0.08, bz],
        [x + 0.5, y + 0.08, bz],
        [x + 0.5, y + 0.5, bz],
        [x, y + 0.5, bz],
      ],
      `fill="${col}"`,
    );
    const p = sp.p([x + 0.25, y + 0.2, bz]);
    const k = sp.k([x, y, bz]);
    out += `<text x="${n(p[0])}" y="${n(p[1])}" text-anchor="middle" font-family="DejaVu Sans" font-size="${n(0.05 * k)}" letter-spacing="${n(0.01 * k)}" fill="${col === '#0F1A17' ? '#EDE7DE' : '#3A3733'}">${label}</text>`;
    const dot = sp.p([x + 0.25, y + 0.006, bz]);
    out += `<circle cx="${n(dot[0])}" cy="${n(dot[1])}" r="${n(0.02 * k)}" fill="${s.pal.accent}"/>`;
  });
  out += person(c, 'point', [-1.2, EYE, 3.5], 1, {}, 0.03);
  out += person(c, 'lean', [1.1, EYE, 2.9], -1, {}, 0.02);
  const wood = s.rng.pick(['#EDE7DE', '#C2A07A', '#3A3733']);
  out += table(c, -0.9, 0.9, 2.4, 3.1, 0.75, wood);
  out += tableClutter(c, -0.85, 0.85, 2.45, 3.0, EYE - 0.75);
  // Coffee cups.
  for (const x of [-0.6, 0.5]) out += sp.cylinder(x, 2.6, 0.04, 0.035, EYE - 0.84, EYE - 0.75, { color: '#F7F5F0' });
  out += prototypes(c, -0.3, 0.3, 2.7, EYE - 0.75, 2);
  return out + r.light;
}

/** The packing room: gift sets assembled at a table, cartons stacked behind. */
function packing(c: Ctx): string {
  const { s, sp } = c;
  const r = studioRoom(c, { back: 5, half: 3.5, windows: c.side < 0 ? 'left' : 'right' });
  let out = r.svg;
  const board = '#C9A77C';
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3 - (i === 2 ? 1 : 0); j++) {
      const x = (c.side < 0 ? 1.0 : -2.2) + j * 0.42;
      const y = EYE - 0.32 * (i + 1);
      out += sp.box(x, x + 0.4, y, y + 0.32, 4.2, 4.6, sp.faces(board));
      const p = sp.p([x + 0.05, y + 0.08, 4.2]);
      const k = sp.k([x, y, 4.2]);
      out += rect(p[0], p[1], 0.14 * k, 0.09 * k, `fill="#FBFAF6"`);
    }
  }
  const wood = '#EDE9E1';
  out += table(c, -1.2, 1.2, 2.4, 3.1, 0.85, wood);
  const ty = EYE - 0.85;
  // Gift boxes open on the table.
  for (let i = 0; i < 4; i++) {
    const x = -0.9 + i * 0.5;
    const col = s.rng.pick(s.pal.papers);
    out += sp.box(x, x + 0.3, ty - 0.06, ty, 2.55, 2.8, { ...sp.faces(col), top: darken(col, 0.35) });
    const spec = randomBottle(s.rng, s.pal, { shape: 'rect' });
    if (i % 2 === 0) out += bottle3(c, spec, [x + 0.15, ty - 0.01, 2.68], 0.12, false);
  }
  out += person(c, 'bench', [-1.5, EYE, 2.75], 1, { coat: '#F3F0EA', long: true, cap: true }, 0.04);
  out += person(c, 'reach', [1.55, EYE, 2.8], -1, { coat: '#F3F0EA', long: true, cap: true }, 0.04);
  void steel;
  return out + r.light;
}

export function drawPeople(s: Svg, variant: string | undefined): string {
  const v = (variant ?? s.rng.pick(['review', 'studio', 'perfumer'] as const)) as PeopleVariant;
  const dir: -1 | 1 = s.rng.chance(0.5) ? -1 : 1;
  const shots: Record<PeopleVariant, { target: V3; dist: number; yaw: number; pitch: number; fov?: number }> = {
    review: { target: [0, EYE - 0.95, 3.2], dist: 3.4, yaw: dir * 0.18, pitch: 0.1, fov: 1.0 },
    studio: { target: [0, EYE - 1.0, 3.4], dist: 4.4, yaw: dir * 0.15, pitch: 0.06, fov: 0.95 },
    perfumer: { target: [0, EYE - 1.0, 3.0], dist: 3.9, yaw: dir * 0.25, pitch: 0.1, fov: 1.0 },
    weighing: { target: [0, EYE - 1.15, 2.8], dist: 3.1, yaw: dir * 0.22, pitch: 0.1, fov: 1.0 },
    stand: { target: [0, EYE - 1.2, 4.0], dist: 6.5, yaw: dir * 0.15, pitch: 0.06, fov: 0.9 },
    workshop: { target: [0, EYE - 1.0, 3.4], dist: 4.0, yaw: dir * 0.15, pitch: 0.08, fov: 0.95 },
    packing: { target: [0, EYE - 0.95, 3.2], dist: 3.6, yaw: dir * 0.2, pitch: 0.12, fov: 1.0 },
  };
  const shot = shots[v];
  const sp = lookAt(s, shot.target, shot.dist, shot.yaw, shot.pitch, { fov: shot.fov });
  const c: Ctx = { s, sp, m: steel(s.pal.glow), side: sp.side, body: '#2B2B30' };
  switch (v) {
    case 'review':
      return review(c);
    case 'studio':
      return studio(c);
    case 'perfumer':
      return perfumer(c);
    case 'weighing':
      return weighing(c);
    case 'stand':
      return stand(c);
    case 'workshop':
      return workshop(c);
    case 'packing':
      return packing(c);
  }
}
