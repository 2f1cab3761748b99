// The filling line, abstracted: a stainless conveyor receding in true
// perspective, empty flacons at the back, filling heads, capped bottles in front.
import { lightLayer } from './light.ts';
import { drawBottle, randomBottle, type BottleSpec } from './bottle.ts';
import { darken, lighten, METALS, mix } from './palette.ts';
import { backdrop, contactShadow } from './scene.ts';
import { n, path, poly, rect, type Svg } from './svg.ts';

type V3 = [number, number, number];

export function drawFactory(s: Svg): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const cx = w * (side < 0 ? rng.range(0.3, 0.4) : rng.range(0.6, 0.7));
  const cy = h * rng.range(0.3, 0.38);
  let f = h;
  const proj = ([x, y, z]: V3): [number, number] => [cx + (f * x) / z, cy + (f * y) / z];
  // The belt runs away from the camera at an angle.
  const dir: V3 = [side * -rng.range(0.35, 0.6), 0, 1];
  const len = Math.hypot(dir[0], dir[2]);
  const d: V3 = [dir[0] / len, 0, dir[2] / len];
  const nrm: V3 = [d[2], 0, -d[0]];
  const start: V3 = [side * rng.range(0.1, 0.25), 1, rng.range(1.25, 1.5)];
  const at = (t: number, off = 0, y = 1): V3 => [start[0] + d[0] * t + nrm[0] * off, y, start[2] + d[2] * t + nrm[2] * off];
  // Focal length chosen so the nearest bottle stands at about 88% of the height.
  f = (h * 0.88 - cy) * at(0.35)[2];
  const beltW = 0.8;
  const far = 22;
  const steel = METALS.silver;
  let out = '';
  const horizon = cy + h * 0.02;
  out += backdrop(s, {
    horizon: Math.min(h * 0.6, horizon + h * 0.12),
    focusX: cx,
    focusY: cy,
    style: rng.pick(['sweep', 'window'] as const),
    lightSide: side,
  });
  // Cool the set slightly: a clean, industrial light; clean-room wall panels.
  out += rect(0, 0, w, h, `fill="#DCE2E4" fill-opacity="${pal.dark ? 0.04 : 0.18}"`);
  let seams = '';
  const panel = w * rng.range(0.12, 0.18);
  for (let x = (cx % panel) - panel; x < w; x += panel) seams += `M${n(x)} 0V${n(horizon + h * 0.12)}`;
  out += path(seams, `stroke="${pal.dark ? '#FFFFFF' : pal.shadow}" stroke-opacity="0.06" stroke-width="${n(Math.max(1, s.u * 0.15))}"`);
  out += rect(0, horizon + h * 0.12 - s.u * 0.6, w, s.u * 0.6, `fill="${pal.shadow}" fill-opacity="0.04"`);

  // Machinery along the far side of the line: brushed steel cabinets, hazier with distance.
  const farSide = -(side < 0 ? 1 : -1);
  for (const [t0, len, top] of [
    [rng.range(1.5, 2.5), rng.range(2, 3), rng.range(-0.4, -0.1)],
    [rng.range(6, 7), rng.range(2.5, 4), rng.range(-0.6, -0.2)],
    [rng.range(11, 12), 3, -0.3],
  ] as const) {
    const off = farSide * rng.range(1.6, 2.2);
    const q = [proj(at(t0, off, 2.6)), proj(at(t0 + len, off, 2.6)), proj(at(t0 + len, off, top)), proj(at(t0, off, top))];
    const side2 = [
      proj(at(t0, off, 2.6)),
      proj(at(t0, off, top)),
      proj(at(t0, off + farSide * 1.4, top)),
      proj(at(t0, off + farSide * 1.4, 2.6)),
    ];
    const topQ = [
      proj(at(t0, off, top)),
      proj(at(t0 + len, off, top)),
      proj(at(t0 + len, off + farSide * 1.4, top)),
      proj(at(t0, off + farSide * 1.4, top)),
    ];
    out += path(poly(topQ), `fill="${lighten(steel.light, 0.3)}"`);
    out += path(
      poly(side2),
      `fill="${s.linear([
        [0, steel.mid],
        [1, darken(steel.mid, 0.15)],
      ])}"`,
    );
    out += path(
      poly(q),
      `fill="${s.linear(
        [
          [0, steel.light],
          [0.5, lighten(steel.mid, 0.2)],
          [1, steel.mid],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0.3 },
      )}"`,
    );
    // Panel seams and a small inspection window.
    const m1 = proj(at(t0 + len * 0.5, off, 2.6));
    const m2 = proj(at(t0 + len * 0.5, off, top));
    out += path(
      `M${n(m1[0])} ${n(m1[1])}L${n(m2[0])} ${n(m2[1])}`,
      `stroke="${steel.dark}" stroke-opacity="0.25" stroke-width="${n(Math.max(1, s.u * 0.12))}"`,
    );
    const wq = [
      proj(at(t0 + len * 0.15, off, top + 0.25)),
      proj(at(t0 + len * 0.4, off, top + 0.25)),
      proj(at(t0 + len * 0.4, off, top + 0.7)),
      proj(at(t0 + len * 0.15, off, top + 0.7)),
    ];
    out += path(poly(wq), `fill="${darken(steel.mid, 0.35)}" fill-opacity="0.5"`);
  }
  out += rect(0, 0, w, h, `fill="${pal.wallBottom}" fill-opacity="0.25"`);

  // Conveyor body: the side panel facing the camera, then the belt.
  const edgeNear = side < 0 ? beltW / 2 : -beltW / 2;
  const ptsSide = [proj(at(0, edgeNear, 1)), proj(at(far, edgeNear, 1)), proj(at(far, edgeNear, 1.32)), proj(at(0, edgeNear, 1.32))];
  out += path(
    poly(ptsSide),
    `fill="${s.linear([
      [0, steel.light],
      [0.35, steel.mid],
      [1, darken(steel.dark, 0.2)],
    ])}"`,
  );
  const belt = [proj(at(0, -beltW / 2)), proj(at(far, -beltW / 2)), proj(at(far, beltW / 2)), proj(at(0, beltW / 2))];
  out += path(poly(belt), `fill="${mix('#8E9294', pal.wallBottom, 0.35)}"`);
  // Belt slats.
  let slats = '';
  for (let t = 0; t < far; t += 0.18) {
    const a = proj(at(t, -beltW / 2));
    const b = proj(at(t, beltW / 2));
    slats += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  out += path(slats, `stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="1"`);
  out += path(
    poly(belt),
    `fill="${s.linear(
      [
        [0, pal.wallBottom, 0.5],
        [0.6, pal.wallBottom, 0],
      ],
      { x1: side < 0 ? 1 : 0, y1: 0, x2: side < 0 ? 0 : 1, y2: 0 },
    )}"`,
  );

  // Bottles: one production run.
  const spec = randomBottle(rng, pal, { shape: rng.pick(['rect', 'cylinder', 'square', 'arch', 'tapered', 'facet'] as const) });
  const empty: BottleSpec = { ...spec, liquid: null, cap: null, collar: null, bare: true };
  const filled: BottleSpec = { ...spec, cap: null, collar: null, bare: true };
  const hb = 0.55;
  const pitch = rng.range(0.55, 0.75);
  const stationT = rng.range(3.2, 4.2);
  const items: Array<{ t: number; spec: BottleSpec }> = [];
  for (let t = 0.35; t < far; t += pitch) {
    const stage = t < stationT - pitch * 1.5 ? spec : t < stationT + pitch * 1.5 ? filled : empty;
    items.push({ t, spec: stage });
  }
  // Side guide rails (far one before bottles, near one after).
  const rail = (off: number) => {
    const a = proj(at(0, off, 1 - hb * 0.28));
    const b = proj(at(far, off, 1 - hb * 0.28));
    const a2 = proj(at(0, off, 1 - hb * 0.22));
    const b2 = proj(at(far, off, 1 - hb * 0.22));
    return path(
      poly([a, b, b2, a2]),
      `fill="${s.linear([
        [0, steel.light],
        [1, steel.dark],
      ])}"`,
    );
  };
  const farEdge = -edgeNear * 0.92;
  out += rail(farEdge);
  let bottles = '';
  for (const it of items.slice().reverse()) {
    const base = at(it.t, 0, 1);
    const [bx, by] = proj(base);
    const scale = f / base[2];
    const height = hb * scale;
    if (height < 4) continue;
    const drawn = drawBottle(s, it.spec, bx, by, height, { side });
    bottles += contactShadow(s, bx, by, drawn.w * 0.9) + drawn.svg;
  }
  out += bottles;
  out += rail(edgeNear * 0.92);

  // Filling heads over the station.
  const beamY = 1 - hb * 2.1;
  const b1 = proj(at(stationT - pitch * 2, 0, beamY));
  const b2 = proj(at(stationT + pitch * 2, 0, beamY));
  const bt = (hb * 0.16 * f) / at(stationT, 0, 1)[2];
  out += path(
    poly([
      [b1[0], b1[1] - bt],
      [b2[0], b2[1] - bt * 0.8],
      [b2[0], b2[1] + bt * 0.8],
      [b1[0], b1[1] + bt],
    ]),
    `fill="${s.linear([
      [0, steel.light],
      [0.5, steel.mid],
      [1, steel.dark],
    ])}"`,
  );
  for (const tt of [stationT - pitch * 2, stationT + pitch * 2]) {
    const top = proj(at(tt, 0, beamY - 3));
    const bot = proj(at(tt, 0, beamY));
    const pw = (hb * 0.12 * f) / at(tt, 0, 1)[2];
    out += rect(
      top[0] - pw / 2,
      top[1],
      pw,
      bot[1] - top[1],
      `fill="${s.across([
        [0, steel.dark],
        [0.35, steel.light],
        [1, steel.mid],
      ])}"`,
    );
  }
  for (const it of items) {
    if (Math.abs(it.t - stationT) > pitch * 1.5) continue;
    const top = proj(at(it.t, 0, beamY));
    const bottom = proj(at(it.t, 0, 1 - hb * 1.02));
    const z = at(it.t, 0, 1)[2];
    const nw = (hb * 0.07 * f) / z;
    out += rect(
      top[0] - nw / 2,
      top[1],
      nw,
      bottom[1] - top[1],
      `fill="${s.across([
        [0, steel.dark],
        [0.3, steel.light],
        [0.6, steel.mid],
        [1, steel.dark],
      ])}"`,
    );
    out += rect(
      top[0] - nw * 0.9,
      bottom[1] - nw * 1.6,
      nw * 1.8,
      nw * 1.2,
      `fill="${s.across([
        [0, steel.dark],
        [0.3, steel.light],
        [1, steel.dark],
      ])}"`,
    );
    // A fine thread of perfume.
    out += rect(
      top[0] - nw * 0.08,
      bottom[1],
      nw * 0.16,
      (hb * 0.12 * f) / z,
      `fill="${lighten(spec.liquid ?? '#E9CF96', 0.2)}" fill-opacity="0.8"`,
    );
  }
  // Distance haze.
  const vp = proj(at(far * 4, 0, 0.8));
  out += lightLayer(s, {
    glows: [{ x: vp[0], y: vp[1], rx: Math.max(w, h) * 0.45, ry: Math.max(w, h) * 0.45, color: pal.wallBottom, alpha: 0.85, power: 3 }],
    vignette: { color: pal.shadow, alpha: pal.dark ? 0.3 : 0.1, inner: 0.5 },
    resolution: 64,
  });
  return out;
}
