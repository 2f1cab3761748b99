// The design studio from above: a pencil drawing of a flacon on paper,
// construction lines, a pencil, colour chips, mood cards, a foil proof.
import { glowAt, vignette } from './light.ts';
import { bodyPath, drawBottle, randomBottle } from './bottle.ts';
import type { Tokens } from './direction.ts';
import { darken, lighten, mix } from './palette.ts';
import { chips, dropShadow, foil } from './swatch.ts';
import { n, path, poly, rect, roundRect, type Svg } from './svg.ts';

const GRAPHITE = '#4A4A4E';

function sketch(s: Svg, cx: number, by: number, height: number): string {
  const { rng, pal } = s;
  const b = randomBottle(rng, pal);
  const bw = b.bodyW * height * 0.72;
  const bh = height * 0.72;
  const body = bodyPath(b, bw, bh);
  const sw = Math.max(0.8, height * 0.004);
  let out = '';
  // Two passes, slightly off: the hand-drawn line.
  for (let i = 0; i < 2; i++) {
    const dx = rng.range(-1, 1) * sw;
    const dy = rng.range(-1, 1) * sw;
    out += `<path d="${body}" transform="translate(${n(cx + dx)} ${n(by + dy)}) rotate(${n(rng.range(-0.4, 0.4))})" fill="none" stroke="${GRAPHITE}" stroke-opacity="${i ? 0.35 : 0.75}" stroke-width="${n(sw)}" stroke-linejoin="round"/>`;
  }
  // Liquid line and base, lightly.
  const base = by - bh * b.base;
  out += path(
    `M${n(cx - bw * 0.42)} ${n(base)}H${n(cx + bw * 0.42)}M${n(cx - bw * 0.4)} ${n(by - bh * 0.62)}H${n(cx + bw * 0.4)}`,
    `stroke="${GRAPHITE}" stroke-opacity="0.4" stroke-width="${n(sw * 0.8)}"`,
  );
  // Neck, collar and cap as simple boxes.
  const nw = b.neckW * bh;
  const capW = Math.max(nw * 1.4, (b.cap?.w ?? 0.25) * bh);
  const capH = (b.cap?.h ?? 0.25) * bh;
  const collarH = bh * 0.08;
  out += `<path d="${roundRect(cx - nw * 0.65, by - bh - collarH, nw * 1.3, collarH, 1)}" fill="none" stroke="${GRAPHITE}" stroke-opacity="0.7" stroke-width="${n(sw)}"/>`;
  out += `<path d="${roundRect(cx - capW / 2, by - bh - collarH - capH, capW, capH, capW * 0.05)}" fill="none" stroke="${GRAPHITE}" stroke-opacity="0.7" stroke-width="${n(sw)}"/>`;
  // Shading hatch on one side.
  let hatch = '';
  const steps = 14;
  for (let i = 0; i < steps; i++) {
    const y = by - bh * 0.1 - (i / steps) * bh * 0.75;
    hatch += `M${n(cx + bw * 0.28)} ${n(y)}L${n(cx + bw * 0.42)} ${n(y - bh * 0.06)}`;
  }
  out += `<g clip-path="${s.clipMarkup(`<path d="${body}" transform="translate(${n(cx)} ${n(by)})"/>`)}"><path d="${hatch}" stroke="${GRAPHITE}" stroke-opacity="0.3" stroke-width="${n(sw * 0.7)}"/></g>`;
  // Construction: centre line, guides and a dimension line with ticks.
  const top = by - bh - collarH - capH;
  const guide = `stroke="${GRAPHITE}" stroke-opacity="0.22" stroke-width="${n(sw * 0.6)}"`;
  out += path(
    `M${n(cx)} ${n(top - height * 0.06)}V${n(by + height * 0.05)}`,
    `${guide} stroke-dasharray="${n(height * 0.03)} ${n(height * 0.012)} ${n(height * 0.004)} ${n(height * 0.012)}"`,
  );
  out += path(`M${n(cx - bw * 0.8)} ${n(by)}H${n(cx + bw * 0.8)}M${n(cx - bw * 0.8)} ${n(top)}H${n(cx + bw * 0.8)}`, guide);
  const dx = cx + bw * 0.75;
  const t = height * 0.015;
  out += path(
    `M${n(dx)} ${n(by)}V${n(top)}M${n(dx - t)} ${n(by - t)}L${n(dx + t)} ${n(by + t)}M${n(dx - t)} ${n(top - t)}L${n(dx + t)} ${n(top + t)}`,
    `stroke="${GRAPHITE}" stroke-opacity="0.45" stroke-width="${n(sw * 0.7)}"`,
  );
  const wy = by + height * 0.06;
  out += path(
    `M${n(cx - bw / 2)} ${n(wy)}H${n(cx + bw / 2)}M${n(cx - bw / 2 - t)} ${n(wy + t)}L${n(cx - bw / 2 + t)} ${n(wy - t)}M${n(cx + bw / 2 - t)} ${n(wy + t)}L${n(cx + bw / 2 + t)} ${n(wy - t)}`,
    `stroke="${GRAPHITE}" stroke-opacity="0.45" stroke-width="${n(sw * 0.7)}"`,
  );
  return out;
}

function capStudies(s: Svg, x: number, y: number, size: number): string {
  const { rng } = s;
  let out = '';
  const sw = Math.max(0.7, size * 0.012);
  for (let i = 0; i < 3; i++) {
    const cx = x + i * size * 0.55;
    const w = size * rng.range(0.25, 0.38);
    const h = size * rng.range(0.25, 0.45);
    const shape = rng.pick(['box', 'dome', 'circle'] as const);
    const d =
      shape === 'box'
        ? roundRect(cx - w / 2, y - h, w, h, w * 0.05)
        : shape === 'dome'
          ? `M${n(cx - w / 2)} ${n(y)}V${n(y - h * 0.4)}A${n(w / 2)} ${n(h * 0.6)} 0 0 1 ${n(cx + w / 2)} ${n(y - h * 0.4)}V${n(y)}Z`
          : `M${n(cx - w / 2)} ${n(y - w / 2)}A${n(w / 2)} ${n(w / 2)} 0 1 1 ${n(cx + w / 2)} ${n(y - w / 2)}A${n(w / 2)} ${n(w / 2)} 0 1 1 ${n(cx - w / 2)} ${n(y - w / 2)}Z`;
    out += path(d, `fill="none" stroke="${GRAPHITE}" stroke-opacity="0.6" stroke-width="${n(sw)}"`);
    out += path(
      `M${n(cx - w * 0.35)} ${n(y + size * 0.04)}H${n(cx + w * 0.35)}`,
      `stroke="${GRAPHITE}" stroke-opacity="0.3" stroke-width="${n(sw)}"`,
    );
  }
  return out;
}

function pencil(s: Svg, x: number, y: number, len: number, angle: number): string {
  const { rng } = s;
  const pw = len * 0.055;
  const body = rng.pick(['#1F2A24', '#17171B', '#C9AB80', '#5A2630', '#E9E1D4']);
  const tipL = pw * 2.4;
  const tr = `rotate(${n(angle)} ${n(x)} ${n(y)})`;
  const bodyD = roundRect(x - len / 2, y - pw / 2, len - tipL, pw, pw * 0.15);
  const tipD = poly([
    [x + len / 2 - tipL, y - pw / 2],
    [x + len / 2, y],
    [x + len / 2 - tipL, y + pw / 2],
  ]);
  let out = dropShadow(
    s,
    (dx, dy) => `<g transform="translate(${n(dx)} ${n(dy)}) ${tr}"><path d="${bodyD}"/><path d="${tipD}"/></g>`,
    pw * 0.5,
  );
  out += `<g transform="${tr}">`;
  out += path(
    bodyD,
    `fill="${s.linear([
      [0, lighten(body, 0.25)],
      [0.35, body],
      [0.5, darken(body, 0.08)],
      [0.65, body],
      [1, darken(body, 0.3)],
    ])}"`,
  );
  out += path(
    tipD,
    `fill="${s.linear([
      [0, '#E2C9A0'],
      [0.5, '#D1B283'],
      [1, '#A88A5E'],
    ])}"`,
  );
  out += path(
    poly([
      [x + len / 2 - tipL * 0.3, y - pw * 0.15],
      [x + len / 2, y],
      [x + len / 2 - tipL * 0.3, y + pw * 0.15],
    ]),
    `fill="${GRAPHITE}"`,
  );
  out += rect(
    x - len / 2,
    y - pw / 2,
    pw * 0.6,
    pw,
    `fill="${s.linear([
      [0, '#F6E9C8'],
      [0.5, '#C9A46A'],
      [1, '#7C5F2F'],
    ])}"`,
  );
  out += '</g>';
  return out;
}

function moodCard(s: Svg, x: number, y: number, cw: number, ch: number, angle: number): string {
  const { rng, pal } = s;
  const tr = `rotate(${n(angle)} ${n(x + cw / 2)} ${n(y + ch / 2)})`;
  const d = rect(x, y, cw, ch, '');
  let out = dropShadow(
    s,
    (dx, dy) => `<rect x="${n(x + dx)}" y="${n(y + dy)}" width="${n(cw)}" height="${n(ch)}" transform="${tr}"/>`,
    s.u * 0.5,
  );
  void d;
  const a = rng.pick(pal.set);
  const b = rng.pick(['#A8834A', '#0F1A17', '#E7B3A6', '#8D9466', '#C98B3E', '#17171B', '#7E8C9A']);
  out += `<g transform="${tr}"><rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(ch)}" fill="#FBF9F5"/>`;
  const m = cw * 0.06;
  const ih = ch - m * 2 - ch * 0.12;
  out += rect(
    x + m,
    y + m,
    cw - 2 * m,
    ih,
    `fill="${s.linear([
      [0, lighten(a, 0.1)],
      [1, mix(a, b, 0.4)],
    ])}"`,
  );
  const motif = rng.pick(['arch', 'circle', 'bands'] as const);
  const ix = x + m;
  const iy = y + m;
  const iw = cw - 2 * m;
  if (motif === 'arch')
    out += path(
      `M${n(ix + iw * 0.3)} ${n(iy + ih)}V${n(iy + ih * 0.45)}A${n(iw * 0.2)} ${n(iw * 0.2)} 0 0 1 ${n(ix + iw * 0.7)} ${n(iy + ih * 0.45)}V${n(iy + ih)}Z`,
      `fill="${b}" fill-opacity="0.75"`,
    );
  if (motif === 'circle')
    out += `<circle cx="${n(ix + iw * 0.55)}" cy="${n(iy + ih * 0.45)}" r="${n(iw * 0.22)}" fill="${b}" fill-opacity="0.7"/>`;
  if (motif === 'bands')
    for (let i = 0; i < 3; i++) out += rect(ix, iy + ih * (0.25 + i * 0.22), iw, ih * 0.08, `fill="${b}" fill-opacity="${0.3 + i * 0.2}"`);
  out += '</g>';
  return out;
}

function ruler(s: Svg, x: number, y: number, len: number, angle: number): string {
  const rw = len * 0.08;
  const tr = `rotate(${n(angle)} ${n(x)} ${n(y)})`;
  let out = dropShadow(
    s,
    (dx, dy) => `<rect x="${n(x - len / 2 + dx)}" y="${n(y + dy)}" width="${n(len)}" height="${n(rw)}" transform="${tr}"/>`,
    s.u * 0.3,
  );
  let ticks = '';
  const count = 40;
  for (let i = 1; i < count; i++) {
    const tx = x - len / 2 + (len * i) / count;
    const th = rw * (i % 5 === 0 ? 0.45 : 0.25);
    ticks += `M${n(tx)} ${n(y)}V${n(y + th)}`;
  }
  out += `<g transform="${tr}"><rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(rw)}" fill="${s.linear([
    [0, '#F4F1EA'],
    [1, '#DCD6CB'],
  ])}"/>`;
  out += `<path d="${ticks}" stroke="#5E5B57" stroke-opacity="0.7" stroke-width="${n(Math.max(0.6, len * 0.0015))}"/></g>`;
  return out;
}

/** A technical drawing on the desk, with a resin prototype lying on it. */
function technical(s: Svg): string {
  const { w, h, rng, pal } = s;
  const desk = rng.pick(['#D9C7AA', '#CBB89A', '#E9E1D3', '#3A3733', '#1F2A24']);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(desk, 0.06)],
        [1, darken(desk, 0.06)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  out += glowAt(s, 0.35, 0.25, 0.9, '#FFFFFF', 0.25);
  const sw = w * 0.78;
  const sh = Math.min(h * 0.84, sw * 0.7);
  const sx = w * 0.11;
  const sy = (h - sh) / 2;
  const a = rng.range(-2, 2);
  const tr = `rotate(${n(a)} ${n(sx + sw / 2)} ${n(sy + sh / 2)})`;
  out += dropShadow(
    s,
    (dx, dy) => `<rect x="${n(sx + dx)}" y="${n(sy + dy)}" width="${n(sw)}" height="${n(sh)}" transform="${tr}"/>`,
    s.u * 0.5,
  );
  out += `<g transform="${tr}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="#FBFAF7"/>`;
  // Border and title block.
  const m = sw * 0.025;
  const line = `stroke="${GRAPHITE}" stroke-opacity="0.6" stroke-width="${n(Math.max(0.8, sw * 0.0012))}" fill="none"`;
  out += `<rect x="${n(sx + m)}" y="${n(sy + m)}" width="${n(sw - 2 * m)}" height="${n(sh - 2 * m)}" ${line}/>`;
  const tbw = sw * 0.3;
  const tbh = sh * 0.14;
  out += `<rect x="${n(sx + sw - m - tbw)}" y="${n(sy + sh - m - tbh)}" width="${n(tbw)}" height="${n(tbh)}" ${line}/>`;
  out += path(
    `M${n(sx + sw - m - tbw)} ${n(sy + sh - m - tbh / 2)}H${n(sx + sw - m)}M${n(sx + sw - m - tbw * 0.5)} ${n(sy + sh - m - tbh / 2)}V${n(sy + sh - m)}`,
    line,
  );
  out += `<text x="${n(sx + sw - m - tbw + tbw * 0.05)}" y="${n(sy + sh - m - tbh * 0.62)}" font-family="DejaVu Sans" font-size="${n(tbh * 0.22)}" fill="${GRAPHITE}" fill-opacity="0.8">FLACON 50 ML · FEA 15</text>`;
  out += `<text x="${n(sx + sw - m - tbw + tbw * 0.05)}" y="${n(sy + sh - m - tbh * 0.15)}" font-family="DejaVu Sans" font-size="${n(tbh * 0.18)}" fill="${GRAPHITE}" fill-opacity="0.7">SCALE 1:1</text>`;
  // Front and side elevations of one bottle.
  const b = randomBottle(rng, pal, { shape: rng.pick(['square', 'rect', 'facet', 'arch', 'round'] as const) });
  const bh = sh * 0.48;
  const baseY = sy + sh * 0.72;
  for (const [cx, k] of [
    [sx + sw * 0.22, 1],
    [sx + sw * 0.48, 0.55],
  ] as const) {
    const bw = b.bodyW * bh * k;
    out += `<path d="${bodyPath(b, bw, bh)}" transform="translate(${n(cx)} ${n(baseY)})" ${line}/>`;
    out += path(`M${n(cx - bw * 0.44)} ${n(baseY - bh * b.base)}H${n(cx + bw * 0.44)}`, line.replace('0.6', '0.35'));
    const nw = b.neckW * bh;
    out += `<rect x="${n(cx - nw * 0.65)}" y="${n(baseY - bh - bh * 0.08)}" width="${n(nw * 1.3)}" height="${n(bh * 0.08)}" ${line}/>`;
    out += path(
      `M${n(cx)} ${n(baseY - bh * 1.2)}V${n(baseY + sh * 0.04)}`,
      `${line.replace('0.6', '0.3')} stroke-dasharray="${n(sh * 0.02)} ${n(sh * 0.008)}"`,
    );
    // Dimension: the width below.
    const dy = baseY + sh * 0.06;
    const t2 = sh * 0.01;
    out += path(
      `M${n(cx - bw / 2)} ${n(dy)}H${n(cx + bw / 2)}M${n(cx - bw / 2 - t2)} ${n(dy + t2)}L${n(cx - bw / 2 + t2)} ${n(dy - t2)}M${n(cx + bw / 2 - t2)} ${n(dy + t2)}L${n(cx + bw / 2 + t2)} ${n(dy - t2)}`,
      line,
    );
    out += `<text x="${n(cx)}" y="${n(dy - sh * 0.012)}" text-anchor="middle" font-family="DejaVu Sans" font-size="${n(sh * 0.025)}" fill="${GRAPHITE}" fill-opacity="0.75">${Math.round(b.bodyW * 80 * k)}.0</text>`;
  }
  // Height dimension of the front view.
  const hx = sx + sw * 0.22 - b.bodyW * bh * 0.5 - sw * 0.04;
  out += path(`M${n(hx)} ${n(baseY)}V${n(baseY - bh)}`, line);
  out += `<text x="${n(hx - sw * 0.012)}" y="${n(baseY - bh / 2)}" text-anchor="middle" font-family="DejaVu Sans" font-size="${n(sh * 0.025)}" fill="${GRAPHITE}" fill-opacity="0.75" transform="rotate(-90 ${n(hx - sw * 0.012)} ${n(baseY - bh / 2)})">${Math.round(80 + rng.range(0, 40))}.0</text>`;
  out += '</g>';
  // The resin prototype, lying on the drawing.
  const proto = {
    ...b,
    lacquer: '#EEEAE3',
    liquid: null,
    cap: b.cap ? { ...b.cap, material: { kind: 'resin' as const, color: '#F4F1EA' } } : null,
    collar: null,
  };
  const px = sx + sw * 0.78;
  const py = sy + sh * 0.4;
  const ph = sh * 0.42;
  const drawn = drawBottle(s, proto, 0, 0, ph, { side: -1 });
  out += `<g transform="translate(${n(px + s.u * 1.2)} ${n(py + s.u * 1.5)}) rotate(${n(-90 + rng.range(-8, 8))})"><path d="${drawn.d}" transform="translate(0 ${n(ph * 0.5)})" fill="${pal.shadow}" fill-opacity="0.18"/></g>`;
  out += `<g transform="translate(${n(px)} ${n(py)}) rotate(${n(-90 + rng.range(-8, 8))}) translate(0 ${n(ph * 0.5)})">${drawn.svg}</g>`;
  out += pencil(s, sx + sw * 0.6, sy + sh * 0.85, Math.min(w, h) * 0.45, rng.range(-25, -10));
  out += vignette(s, pal.shadow, 0.12);
  return out;
}

export function drawStudio(s: Svg, t: Tokens = new Set()): string {
  if (t.has('technical')) return technical(s);
  const { w, h, rng, pal } = s;
  const desk = rng.pick(['#D9C7AA', '#CBB89A', pal.set[0] ?? '#E6DED2', '#E9E1D3', '#3A3733', '#1F2A24']);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(desk, 0.06)],
        [1, darken(desk, 0.06)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  out += glowAt(s, rng.range(0.3, 0.7), 0.3, 0.9, '#FFFFFF', 0.25);
  const landscape = w >= h;
  // The drawing sheet.
  const sh = h * (landscape ? 0.82 : 0.62);
  const sw = sh * 0.75;
  const sx = landscape ? w * rng.range(0.2, 0.3) : w * 0.12;
  const sy = landscape ? h * 0.08 : h * 0.06;
  const sa = rng.range(-4, 4);
  const str = `rotate(${n(sa)} ${n(sx + sw / 2)} ${n(sy + sh / 2)})`;
  out += dropShadow(
    s,
    (dx, dy) => `<rect x="${n(sx + dx)}" y="${n(sy + dy)}" width="${n(sw)}" height="${n(sh)}" transform="${str}"/>`,
    s.u * 0.5,
  );
  out += `<g transform="${str}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="${s.linear([
    [0, '#FCFAF6'],
    [1, '#F1ECE3'],
  ])}"/>`;
  out += sketch(s, sx + sw * 0.42, sy + sh * 0.72, sh * 0.62);
  out += capStudies(s, sx + sw * 0.62, sy + sh * 0.93, sw * 0.3);
  out += '</g>';
  // Around the sheet.
  const right = sx + sw;
  if (landscape) {
    out += chips(s, right + (w - right) * 0.45, h * 0.62, Math.min(w - right, h) * 0.62, rng.range(-15, 15));
    out += moodCard(s, right + (w - right) * 0.18, h * 0.08, (w - right) * 0.32, (w - right) * 0.4, rng.range(-6, 6));
    out += moodCard(s, right + (w - right) * 0.52, h * 0.12, (w - right) * 0.3, (w - right) * 0.38, rng.range(-6, 6));
    out += foil(s, sx * 0.5, h * 0.3, sx * 0.9);
    out += ruler(s, sx * 0.5, h * 0.62, sx * 0.95, 90 + rng.range(-5, 5));
  } else {
    out += chips(s, w * 0.28, h * 0.83, w * 0.42, rng.range(-15, 15));
    out += moodCard(s, w * 0.6, h * 0.7, w * 0.25, w * 0.32, rng.range(-6, 6));
    out += foil(s, w * 0.88, h * 0.2, w * 0.22);
  }
  out += pencil(s, sx + sw * rng.range(0.55, 0.8), sy + sh * rng.range(0.3, 0.6), Math.min(w, h) * 0.55, rng.range(-50, -20));
  out += vignette(s, pal.shadow, 0.12);
  return out;
}
