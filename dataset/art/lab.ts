// The perfumer's organ: tiers of small vials, blotters fanned in a holder,
// a beaker and a pipette on the bench. "bench" comes closer: the blotters,
// beaker and pipette large, the organ a soft wall of vials behind; "stability"
// is the cabinet of samples under test.
import type { Tokens } from './direction.ts';
import { glowAt, vignette } from './light.ts';
import { darken, lighten, LIQUIDS, mix } from './palette.ts';
import { contactShadow } from './scene.ts';
import { ellipse, n, path, rect, roundRect, type Svg } from './svg.ts';

const VIAL_GLASS = ['#8A5A2B', '#8A5A2B', '#EDE9E1', '#6B4A2A', '#EDE9E1'];
const VIAL_LIQUIDS = Object.values(LIQUIDS);

function vial(s: Svg, x: number, by: number, vw: number, vh: number, side: -1 | 1): string {
  const { rng } = s;
  const glass = rng.pick(VIAL_GLASS);
  const amber = glass !== '#EDE9E1';
  const liquid = rng.pick(VIAL_LIQUIDS);
  const bodyH = vh * 0.72;
  const r = vw * 0.2;
  const body = roundRect(x - vw / 2, by - bodyH, vw, bodyH, r, vw * 0.08);
  let out = '';
  if (amber) {
    out += path(
      body,
      `fill="${s.across([
        [0, darken(glass, 0.45)],
        [0.3, lighten(glass, 0.15)],
        [0.7, glass],
        [1, darken(glass, 0.5)],
      ])}"`,
    );
  } else {
    out += path(
      body,
      `fill="${s.across([
        [0, '#A9A49C', 0.5],
        [0.3, '#FFFFFF', 0.2],
        [1, '#8F8A84', 0.5],
      ])}"`,
    );
    const lv = bodyH * rng.range(0.3, 0.7);
    out += rect(
      x - vw * 0.42,
      by - lv,
      vw * 0.84,
      lv - vw * 0.06,
      `fill="${s.across([
        [0, darken(liquid, 0.25)],
        [0.4, lighten(liquid, 0.1)],
        [1, darken(liquid, 0.3)],
      ])}" fill-opacity="0.85"`,
    );
  }
  const hx = side < 0 ? x - vw * 0.3 : x + vw * 0.18;
  out += rect(hx, by - bodyH * 0.9, vw * 0.1, bodyH * 0.75, `fill="#FFFFFF" fill-opacity="${amber ? 0.35 : 0.55}"`);
  // Neck and cap.
  const capH = vh * 0.24;
  const capW = vw * 0.62;
  const cap = rng.pick(['#17171B', '#17171B', '#C9A46A', '#F2EDE4']);
  out += rect(x - vw * 0.22, by - bodyH - vh * 0.04, vw * 0.44, vh * 0.05, `fill="${darken(glass, 0.2)}"`);
  out += path(
    roundRect(x - capW / 2, by - vh, capW, capH, capW * 0.12, 0),
    `fill="${s.across([
      [0, darken(cap, 0.4)],
      [0.3, lighten(cap, 0.25)],
      [1, darken(cap, 0.45)],
    ])}"`,
  );
  // A tiny paper label, blank.
  if (rng.chance(0.6)) out += rect(x - vw * 0.36, by - bodyH * 0.6, vw * 0.72, bodyH * 0.28, `fill="#F7F3EC" fill-opacity="0.92"`);
  return out;
}

function shelf(s: Svg, y: number, x0: number, x1: number, depth: number, color: string): string {
  const th = depth * 0.35;
  let out = path(
    `M${n(x0)} ${n(y)}L${n(x0 + depth * 0.6)} ${n(y - depth)}H${n(x1 - depth * 0.6)}L${n(x1)} ${n(y)}Z`,
    `fill="${lighten(color, 0.12)}"`,
  );
  out += rect(
    x0,
    y,
    x1 - x0,
    th,
    `fill="${s.linear([
      [0, color],
      [1, darken(color, 0.25)],
    ])}"`,
  );
  out += rect(
    x0,
    y + th,
    x1 - x0,
    th * 1.5,
    `fill="${s.linear([
      [0, s.pal.shadow, 0.25],
      [1, s.pal.shadow, 0],
    ])}"`,
  );
  return out;
}

function blotters(s: Svg, x: number, by: number, height: number, side: -1 | 1): string {
  const { rng } = s;
  let out = '';
  const count = rng.int(5, 8);
  const tint = rng.pick([LIQUIDS.amber, LIQUIDS.rose, LIQUIDS.sage, LIQUIDS.champagne, LIQUIDS.cognac]);
  for (let i = 0; i < count; i++) {
    const a = (i / (count - 1) - 0.5) * rng.range(30, 46);
    const len = height * rng.range(0.88, 1.05);
    const bw = height * 0.03;
    const tr = `rotate(${n(a)} ${n(x)} ${n(by)})`;
    out += `<g transform="${tr}">`;
    out += path(
      `M${n(x - bw / 2)} ${n(by)}V${n(by - len + bw)}L${n(x)} ${n(by - len)}L${n(x + bw / 2)} ${n(by - len + bw)}V${n(by)}Z`,
      `fill="${s.across(
        side < 0
          ? [
              [0, '#FFFFFF'],
              [1, '#E6E0D6'],
            ]
          : [
              [0, '#E6E0D6'],
              [1, '#FFFFFF'],
            ],
      )}" stroke="#CFC8BC" stroke-width="0.6"`,
    );
    // The dipped tip holds a stain of the juice.
    out += path(
      `M${n(x - bw / 2)} ${n(by - len * 0.78)}V${n(by - len + bw)}L${n(x)} ${n(by - len)}L${n(x + bw / 2)} ${n(by - len + bw)}V${n(by - len * 0.78)}Z`,
      `fill="${s.linear([
        [0, tint, 0.55],
        [1, tint, 0.1],
      ])}"`,
    );
    out += '</g>';
  }
  // The holder: a small glass.
  const gw = height * 0.22;
  const gh = height * 0.3;
  out += path(
    roundRect(x - gw / 2, by - gh * 0.55, gw, gh, gw * 0.05, gw * 0.12),
    `fill="${s.across([
      [0, '#8F8A84', 0.45],
      [0.3, '#FFFFFF', 0.35],
      [0.7, '#FFFFFF', 0.15],
      [1, '#8F8A84', 0.5],
    ])}" stroke="#8F8A84" stroke-opacity="0.4" stroke-width="1"`,
  );
  out += rect(x - gw * 0.3, by - gh * 0.45, gw * 0.08, gh * 0.8, `fill="#FFFFFF" fill-opacity="0.55"`);
  return out;
}

function beaker(s: Svg, x: number, by: number, bw: number, side: -1 | 1): string {
  const { rng } = s;
  const bh = bw * 1.25;
  const liquid = rng.pick([LIQUIDS.amber, LIQUIDS.champagne, LIQUIDS.rose, LIQUIDS.citrus]);
  let out = contactShadow(s, x, by, bw);
  const body = `M${n(x - bw / 2)} ${n(by - bh)}H${n(x + bw / 2)}V${n(by - bw * 0.05)}Q${n(x + bw / 2)} ${n(by)} ${n(x + bw / 2 - bw * 0.05)} ${n(by)}H${n(x - bw / 2 + bw * 0.05)}Q${n(x - bw / 2)} ${n(by)} ${n(x - bw / 2)} ${n(by - bw * 0.05)}Z`;
  out += path(
    body,
    `fill="${s.across([
      [0, '#8F8A84', 0.35],
      [0.25, '#FFFFFF', 0.15],
      [1, '#8F8A84', 0.4],
    ])}"`,
  );
  const lv = bh * rng.range(0.25, 0.5);
  out += rect(
    x - bw / 2 + 1.5,
    by - lv,
    bw - 3,
    lv - 1.5,
    `fill="${s.across([
      [0, darken(liquid, 0.2)],
      [0.5, lighten(liquid, 0.15)],
      [1, darken(liquid, 0.25)],
    ])}" fill-opacity="0.8"`,
  );
  out += rect(x - bw / 2 + 1.5, by - lv - 1, bw - 3, 2, `fill="${lighten(liquid, 0.5)}"`);
  let marks = '';
  for (let i = 1; i <= 4; i++) marks += `M${n(x + bw * 0.1)} ${n(by - (bh * i) / 5)}H${n(x + bw * 0.3)}`;
  out += path(marks, `stroke="#5E5B57" stroke-opacity="0.45" stroke-width="${n(Math.max(0.7, bw * 0.01))}"`);
  out += path(body, `fill="none" stroke="#6E6A64" stroke-opacity="0.45" stroke-width="${n(Math.max(0.8, bw * 0.012))}"`);
  out += ellipse(
    x,
    by - bh,
    bw / 2,
    bw * 0.05,
    `fill="none" stroke="#6E6A64" stroke-opacity="0.4" stroke-width="${n(Math.max(0.8, bw * 0.012))}"`,
  );
  out += rect(side < 0 ? x - bw * 0.36 : x + bw * 0.26, by - bh * 0.9, bw * 0.07, bh * 0.8, `fill="#FFFFFF" fill-opacity="0.5"`);
  return out;
}

function pipette(s: Svg, x: number, y: number, len: number, angle: number): string {
  const tw = len * 0.035;
  const tr = `rotate(${n(angle)} ${n(x)} ${n(y)})`;
  let out = `<g transform="${tr}">`;
  out += rect(x - len / 2, y - tw / 2 + tw * 1.4, len, tw, `fill="${s.pal.shadow}" fill-opacity="0.1"`);
  out += path(
    `M${n(x - len / 2)} ${n(y - tw / 2)}H${n(x + len * 0.3)}L${n(x + len / 2)} ${n(y - tw * 0.12)}V${n(y + tw * 0.12)}L${n(x + len * 0.3)} ${n(y + tw / 2)}H${n(x - len / 2)}Z`,
    `fill="${s.linear([
      [0, '#FFFFFF', 0.7],
      [0.5, '#D9D4CB', 0.5],
      [1, '#8F8A84', 0.6],
    ])}" stroke="#8F8A84" stroke-opacity="0.4" stroke-width="0.7"`,
  );
  out += path(
    roundRect(x - len / 2 - len * 0.16, y - tw * 0.9, len * 0.18, tw * 1.8, tw * 0.8),
    `fill="${s.linear([
      [0, '#3A3733'],
      [0.4, '#5E5B57'],
      [1, '#17171B'],
    ])}"`,
  );
  out += '</g>';
  return out;
}

/** A stability cabinet: glass door, shelves of clear and amber samples, a temperature readout. */
function stability(s: Svg): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const wall = pal.dark ? pal.wallTop : mix(pal.wallTop, '#FFFFFF', 0.2);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, wall],
      [1, pal.wallBottom],
    ])}"`,
  );
  const cw = Math.min(w * 0.7, h * 1.05);
  const ch = h * 0.86;
  const x0 = w / 2 - cw / 2;
  const y0 = h * 0.08;
  const frame = '#E8E6E1';
  out += contactShadow(s, w / 2, y0 + ch, cw * 1.1);
  out += path(
    roundRect(x0, y0, cw, ch, cw * 0.015),
    `fill="${s.linear([
      [0, lighten(frame, 0.05)],
      [1, darken(frame, 0.08)],
    ])}"`,
  );
  const ix = x0 + cw * 0.06;
  const iy = y0 + ch * 0.12;
  const iw = cw * 0.88;
  const ih = ch * 0.82;
  out += rect(
    ix,
    iy,
    iw,
    ih,
    `fill="${s.linear([
      [0, '#3A3E3C'],
      [1, '#2A2D2C'],
    ])}"`,
  );
  out += glowAt(s, 0.5, (iy + ih * 0.1) / h, 0.35, '#F4F0E6', 0.35);
  const shelves = 3;
  for (let i = 0; i < shelves; i++) {
    const sy = iy + (ih * (i + 1)) / shelves - ih * 0.04;
    out += rect(ix, sy, iw, ih * 0.015, `fill="#C9CCCB"`);
    const vh = (ih / shelves) * 0.62;
    const vw = vh * 0.42;
    const count = Math.floor(iw / (vw * 1.5));
    for (let k = 0; k < count; k++) out += vial(s, ix + (iw * (k + 0.5)) / count, sy, vw, vh, side);
  }
  // The glass door: a pale sheen and a handle.
  out += rect(ix, iy, iw, ih, `fill="#FFFFFF" fill-opacity="0.06"`);
  out += path(
    `M${n(ix + iw * 0.15)} ${n(iy)}L${n(ix + iw * 0.35)} ${n(iy)}L${n(ix + iw * 0.05)} ${n(iy + ih)}L${n(ix)} ${n(iy + ih)}L${n(ix)} ${n(iy + ih * 0.6)}Z`,
    `fill="#FFFFFF" fill-opacity="0.08"`,
  );
  out += rect(side < 0 ? ix + iw - cw * 0.02 : ix + cw * 0.005, iy + ih * 0.35, cw * 0.012, ih * 0.3, `fill="#B9BCBB"`);
  // The controller: a readout of the test temperature.
  const dx = x0 + cw * 0.62;
  const dy = y0 + ch * 0.03;
  out += rect(dx, dy, cw * 0.26, ch * 0.065, `fill="#1B2022"`);
  out += `<text x="${n(dx + cw * 0.13)}" y="${n(dy + ch * 0.05)}" text-anchor="middle" font-family="DejaVu Sans Mono" font-size="${n(ch * 0.045)}" fill="#F2B66B">${rng.pick(['40.0', '25.0', '5.0'])} °C</text>`;
  out += rect(x0 + cw * 0.08, y0 + ch * 0.04, cw * 0.3, ch * 0.02, `fill="#8F8A84" fill-opacity="0.5"`);
  out += vignette(s, pal.shadow, pal.dark ? 0.3 : 0.14);
  return out;
}

export function drawLab(s: Svg, t: Tokens = new Set()): string {
  if (t.has('stability')) return stability(s);
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const wall = pal.dark ? pal.wallTop : mix(pal.wallTop, '#FFFFFF', 0.2);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear([
      [0, wall],
      [1, pal.wallBottom],
    ])}"`,
  );
  out += glowAt(s, side < 0 ? 0.3 : 0.7, 0.2, 0.9, pal.glow, pal.dark ? 0.3 : 0.5);
  const wood = rng.pick(['#B38B5D', '#8A623F', '#C9AB80', '#5B3B26', pal.set[1] ?? '#D9D1C5']);
  // The organ: tiers from the back (top) to the front.
  const portrait = h > w;
  const close = t.has('bench');
  const tiers = (portrait ? 4 : 3) - (close ? 1 : 0);
  const benchY = h * (portrait ? 0.76 : 0.72) - (close ? h * 0.2 : 0);
  const top = h * 0.1;
  const step = (benchY - top) / tiers;
  for (let t = 0; t < tiers; t++) {
    const y = top + step * (t + 1) - step * 0.18;
    const k = 0.78 + 0.22 * (t / Math.max(1, tiers - 1));
    const vh = step * 0.62 * k * (s.rng.chance(0.3) ? 0.82 : 1);
    const vw = vh * 0.42;
    const x0 = w * (0.04 + (1 - k) * 0.2);
    const x1 = w - x0;
    out += shelf(s, y, x0, x1, step * 0.12, wood);
    const count = Math.floor((x1 - x0) / (vw * 1.45));
    const pitch = (x1 - x0) / count;
    let row = '';
    for (let i = 0; i < count; i++) row += vial(s, x0 + pitch * (i + 0.5), y - step * 0.02, vw, vh, side);
    out += row;
    if (t < tiers - 1) out += rect(0, 0, w, y + step * 0.1, `fill="${wall}" fill-opacity="${(0.14 * (tiers - 1 - t)) / tiers}"`);
  }
  // Close to the bench the organ falls out of focus: a veil of the wall's colour.
  if (close) out += rect(0, 0, w, benchY, `fill="${wall}" fill-opacity="0.35"`);
  // The bench.
  const bench = rng.pick(pal.set);
  out += rect(
    0,
    benchY,
    w,
    h - benchY,
    `fill="${s.linear([
      [0, lighten(bench, 0.1)],
      [1, darken(bench, 0.08)],
    ])}"`,
  );
  out += rect(0, benchY, w, Math.max(1, h * 0.004), `fill="#FFFFFF" fill-opacity="0.5"`);
  out += rect(
    0,
    benchY - step * 0.02,
    w,
    step * 0.1,
    `fill="${s.linear([
      [0, pal.shadow, 0],
      [1, pal.shadow, 0.18],
    ])}"`,
  );
  const by = benchY + (h - benchY) * 0.55;
  const bx = w * (side < 0 ? 0.7 : 0.3);
  const k = close ? 1.45 : 1;
  // Close up, a pool of window light on the bench where the work is, and the
  // pipette laid nearer the edge, clear of the beaker.
  if (close) out += glowAt(s, side < 0 ? 0.6 : 0.4, (by + h) / 2 / h, 0.55, pal.glow, pal.dark ? 0.25 : 0.45);
  out += contactShadow(s, bx, by, h * 0.1 * k);
  out += blotters(s, bx, by, h * 0.42 * k, side);
  out += beaker(s, w * (side < 0 ? 0.45 : 0.55), by + (h - benchY) * 0.1, Math.min(w, h) * 0.11 * k, side);
  const py = benchY + (h - benchY) * (close ? 0.88 : 0.7);
  out += pipette(s, w * (side < 0 ? 0.22 : 0.78), py, Math.min(w, h) * 0.32 * k, rng.range(-12, 12));
  out += vignette(s, pal.shadow, pal.dark ? 0.3 : 0.12);
  return out;
}
