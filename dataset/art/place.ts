// Places: the facility in Ware at first light (a converted maltings with its
// kiln cowls), and a partner glassworks with a glowing furnace.
import { lightLayer, vignette } from './light.ts';
import { darken, lighten, mix } from './palette.ts';
import { circle, ellipse, n, path, poly, rect, type Svg } from './svg.ts';

export type PlaceVariant = 'facility' | 'glassworks';

/** A converted maltings: long brick ranges, pyramid kiln roofs with cowls, warm windows. */
function facility(s: Svg): string {
  const { w, h, rng, pal } = s;
  const dawnTop = pal.dark ? '#1E2A2B' : '#B9C4C6';
  const dawnLow = pal.dark ? '#6E5A48' : '#F2D9B8';
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, dawnTop],
      [0.55, mix(dawnTop, dawnLow, 0.6)],
      [0.75, dawnLow],
      [1, dawnLow],
    ])}"`,
  );
  const sunX = w * rng.range(0.15, 0.3);
  const ground = h * 0.74;
  out += lightLayer(s, {
    glows: [{ x: sunX, y: ground - h * 0.02, rx: w * 0.45, ry: h * 0.35, color: '#FFE9C4', alpha: 0.7, power: 1.8 }],
    resolution: 80,
  });
  // Distant trees: soft layered hedgerows.
  for (let layer = 0; layer < 2; layer++) {
    let d = `M0 ${n(ground)}`;
    const base = ground - h * (0.05 + layer * 0.03);
    for (let x = 0; x <= w; x += w / 40)
      d += `L${n(x)} ${n(base - Math.abs(Math.sin(x * 0.013 + layer * 2 + rng.next())) * h * 0.05 - rng.range(0, h * 0.015))}`;
    d += `L${n(w)} ${n(ground)}Z`;
    out += path(d, `fill="${mix(pal.dark ? '#2A3530' : '#7E8A78', dawnLow, 0.55 - layer * 0.2)}"`);
  }
  // The building: a long range with a pitched slate roof and two kilns.
  const brick = pal.dark ? '#5A4036' : rng.pick(['#A9735A', '#B07D62', '#9C6A52']);
  const slate = pal.dark ? '#2B2D30' : '#5C6166';
  const x0 = w * 0.12;
  const x1 = w * 0.96;
  const eave = ground - h * 0.22;
  const ridge = eave - h * 0.09;
  const front = poly([
    [x0, ground],
    [x1, ground],
    [x1, eave],
    [x0, eave],
  ]);
  out += path(
    front,
    `fill="${s.linear([
      [0, lighten(brick, 0.05)],
      [1, darken(brick, 0.15)],
    ])}"`,
  );
  // Coursing.
  let courses = '';
  for (let y = eave + h * 0.012; y < ground; y += h * 0.012) courses += `M${n(x0)} ${n(y)}H${n(x1)}`;
  out += path(courses, `stroke="${darken(brick, 0.3)}" stroke-opacity="0.18" stroke-width="${n(Math.max(0.6, s.u * 0.06))}" fill="none"`);
  out += path(
    poly([
      [x0 - w * 0.01, eave],
      [x1 + w * 0.01, eave],
      [x1 - w * 0.02, ridge],
      [x0 + w * 0.02, ridge],
    ]),
    `fill="${s.linear([
      [0, lighten(slate, 0.12)],
      [1, slate],
    ])}"`,
  );
  // Windows: tall arched openings, some glowing with the early shift.
  const count = 11;
  for (let i = 0; i < count; i++) {
    const wx = x0 + (x1 - x0) * ((i + 0.5) / count) - w * 0.012;
    const ww = w * 0.024;
    const wy = eave + h * 0.05;
    const wh = h * 0.1;
    const lit = rng.chance(0.55);
    out += path(
      `M${n(wx)} ${n(wy + wh)}V${n(wy + ww / 2)}A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx + ww)} ${n(wy + ww / 2)}V${n(wy + wh)}Z`,
      `fill="${lit ? '#F6D9A0' : mix(dawnTop, '#2B2D30', 0.5)}"`,
    );
    if (lit)
      out += ellipse(
        wx + ww / 2,
        wy + wh / 2,
        ww * 1.8,
        wh * 0.9,
        `fill="${s.radial([
          [0, '#FFD9A0', 0.3],
          [1, '#FFD9A0', 0],
        ])}"`,
      );
    out += rect(wx, wy + wh * 0.5, ww, Math.max(1, s.u * 0.12), `fill="${darken(brick, 0.4)}" fill-opacity="0.6"`);
  }
  // Kilns: square towers with steep pyramid roofs and white cowls.
  for (const kx of [x0 + (x1 - x0) * 0.16, x0 + (x1 - x0) * 0.38]) {
    const kw = w * 0.09;
    const kTop = ridge - h * 0.02;
    out += rect(
      kx - kw / 2,
      kTop,
      kw,
      ground - kTop,
      `fill="${s.linear([
        [0, lighten(brick, 0.03)],
        [1, darken(brick, 0.18)],
      ])}"`,
    );
    const apex = kTop - h * 0.16;
    out += path(
      poly([
        [kx - kw * 0.58, kTop],
        [kx + kw * 0.58, kTop],
        [kx + kw * 0.08, apex],
        [kx - kw * 0.08, apex],
      ]),
      `fill="${s.across([
        [0, lighten(slate, 0.15)],
        [0.5, slate],
        [1, darken(slate, 0.2)],
      ])}"`,
    );
    // The cowl: a white timber hood, turned to the wind.
    const cw = kw * 0.26;
    const ch = h * 0.05;
    out += path(
      `M${n(kx - cw / 2)} ${n(apex)}V${n(apex - ch * 0.6)}Q${n(kx - cw / 2)} ${n(apex - ch)} ${n(kx)} ${n(apex - ch)}Q${n(kx + cw * 0.9)} ${n(apex - ch)} ${n(kx + cw * 0.9)} ${n(apex - ch * 0.4)}L${n(kx + cw / 2)} ${n(apex - ch * 0.4)}V${n(apex)}Z`,
      `fill="${s.across([
        [0, '#FBF9F4'],
        [1, '#D9D3C8'],
      ])}"`,
    );
    out += path(
      `M${n(kx + cw * 0.9)} ${n(apex - ch * 0.9)}L${n(kx + cw * 1.3)} ${n(apex - ch * 1.25)}`,
      `stroke="#3A3733" stroke-width="${n(Math.max(1, s.u * 0.15))}"`,
    );
  }
  // A modern glazed extension at the end, and the sign.
  const gx = x1 - (x1 - x0) * 0.2;
  out += rect(
    gx,
    ground - h * 0.16,
    (x1 - gx) * 1.02,
    h * 0.16,
    `fill="${s.linear([
      [0, mix('#3E4A4C', dawnLow, 0.25)],
      [1, '#2B3335'],
    ])}"`,
  );
  for (let i = 1; i < 6; i++) out += rect(gx + ((x1 - gx) * i) / 6, ground - h * 0.16, Math.max(1, s.u * 0.2), h * 0.16, `fill="#1C2122"`);
  out += rect(gx, ground - h * 0.16, (x1 - gx) * 1.02, h * 0.012, `fill="#1C2122"`);
  out += lightLayer(s, {
    glows: [{ x: gx + (x1 - gx) * 0.5, y: ground - h * 0.07, rx: w * 0.12, ry: h * 0.08, color: '#FFE2B0', alpha: 0.35 }],
    resolution: 64,
  });
  // Forecourt, dew, long shadows.
  out += rect(
    0,
    ground,
    w,
    h - ground,
    `fill="${s.linear([
      [0, pal.dark ? '#3A3E3A' : '#9A9B8E'],
      [1, pal.dark ? '#222522' : '#6F7266'],
    ])}"`,
  );
  out += path(
    poly([
      [x0, ground],
      [x1, ground],
      [x1 + w * 0.2, h],
      [x0 + w * 0.1, h],
    ]),
    `fill="${pal.shadow}" fill-opacity="0.12"`,
  );
  out += rect(0, ground, w, h * 0.01, `fill="#FFFFFF" fill-opacity="0.12"`);
  // Morning mist.
  out += lightLayer(s, {
    glows: [{ x: w * 0.5, y: ground, rx: w * 0.9, ry: h * 0.12, color: '#F5EEE2', alpha: 0.45, power: 1.5 }],
    vignette: { color: pal.shadow, alpha: 0.18, inner: 0.5 },
    resolution: 96,
  });
  return out;
}

/** A glassworks: the furnace mouth glowing, a gathered gob on a blowpipe, moulds. */
function glassworks(s: Svg): string {
  const { w, h, rng } = s;
  const dark = '#17130F';
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, '#231C16'],
      [1, dark],
    ])}"`,
  );
  const fx = w * rng.range(0.28, 0.38);
  const fy = h * 0.5;
  // Brick furnace face.
  const fw = w * 0.36;
  const fh = h * 0.62;
  out += rect(
    fx - fw / 2,
    fy - fh / 2,
    fw,
    fh,
    `fill="${s.linear([
      [0, '#4A3126'],
      [1, '#2D1E17'],
    ])}"`,
  );
  let bricks = '';
  for (let y = fy - fh / 2; y < fy + fh / 2; y += h * 0.03) bricks += `M${n(fx - fw / 2)} ${n(y)}H${n(fx + fw / 2)}`;
  out += path(bricks, `stroke="#1A100B" stroke-opacity="0.5" stroke-width="${n(Math.max(0.8, s.u * 0.1))}" fill="none"`);
  // The glory hole: white-hot at the centre.
  const gr = Math.min(w, h) * 0.11;
  out += circle(fx, fy, gr * 1.25, `fill="#2A160C"`);
  out += circle(
    fx,
    fy,
    gr,
    `fill="${s.radial([
      [0, '#FFF7DA'],
      [0.35, '#FFD77A'],
      [0.7, '#F59A3A'],
      [1, '#B4501E'],
    ])}"`,
  );
  out += lightLayer(s, {
    glows: [
      { x: fx, y: fy, rx: w * 0.55, ry: h * 0.6, color: '#FF9A45', alpha: 0.55, power: 1.6 },
      { x: fx, y: fy, rx: w * 0.18, ry: h * 0.22, color: '#FFE2A8', alpha: 0.5, power: 2 },
    ],
    resolution: 96,
  });
  // A blowpipe across the frame with a glowing gob at its end.
  const gx = fx + w * rng.range(0.22, 0.3);
  const gy = fy + h * rng.range(0.05, 0.12);
  out += path(
    `M${n(gx)} ${n(gy)}L${n(w * 1.05)} ${n(gy + h * 0.2)}`,
    `stroke="${s.linear(
      [
        [0, '#6A6B6C'],
        [1, '#2B2B2D'],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}" stroke-width="${n(Math.max(3, h * 0.012))}" stroke-linecap="round"`,
  );
  out += ellipse(
    gx,
    gy,
    w * 0.045,
    h * 0.055,
    `fill="${s.radial(
      [
        [0, '#FFF3C8'],
        [0.5, '#FFB55A'],
        [0.9, '#E0702A'],
        [1, '#8E3A16'],
      ],
      { cx: 0.4, cy: 0.4 },
    )}"`,
  );
  out += lightLayer(s, { glows: [{ x: gx, y: gy, rx: w * 0.14, ry: h * 0.18, color: '#FFB060', alpha: 0.5, power: 1.8 }], resolution: 64 });
  // Finished flacons cooling on the lehr belt below, catching the glow.
  const beltY = h * 0.88;
  out += rect(0, beltY, w, h * 0.02, `fill="#3A3B3D"`);
  for (let i = 0; i < 9; i++) {
    const bx = w * (0.55 + i * 0.06);
    const bw = w * 0.032;
    const bh = h * 0.09;
    out += path(
      `M${n(bx - bw / 2)} ${n(beltY)}V${n(beltY - bh + bw * 0.2)}Q${n(bx - bw / 2)} ${n(beltY - bh)} ${n(bx - bw * 0.2)} ${n(beltY - bh)}H${n(bx + bw * 0.2)}Q${n(bx + bw / 2)} ${n(beltY - bh)} ${n(bx + bw / 2)} ${n(beltY - bh + bw * 0.2)}V${n(beltY)}Z`,
      `fill="${s.across([
        [0, '#F0A050', 0.55],
        [0.4, '#FFE0A8', 0.35],
        [1, '#7A3A18', 0.6],
      ])}"`,
    );
    out += rect(bx - bw * 0.12, beltY - bh - h * 0.018, bw * 0.24, h * 0.018, `fill="#E89A55" fill-opacity="0.6"`);
  }
  out += vignette(s, '#000000', 0.45, 0.4);
  return out;
}

export function drawPlace(s: Svg, variant: string | undefined): string {
  return variant === 'glassworks' ? glassworks(s) : facility(s);
}
