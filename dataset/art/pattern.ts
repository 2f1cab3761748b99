// Quiet textures for backgrounds: marbled paper, linen, embossed motifs and
// fluted (ribbed) board. Repeating tiles keep rendering cheap.
import { encodePng, glowAt, vignette } from './light.ts';
import { darken, lighten, mix } from './palette.ts';
import { n, path, r2, rect, type Svg } from './svg.ts';

type Kind = 'marble' | 'linen' | 'emboss' | 'ribbed';

function base(s: Svg): string {
  const { pal, rng } = s;
  return rng.pick([pal.wallTop, pal.set[0] ?? pal.wallTop, pal.set[2] ?? pal.wallTop, pal.floorNear]);
}

function marble(s: Svg, c: string): string {
  const { w, h, rng, pal } = s;
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, lighten(c, 0.05)],
        [1, darken(c, 0.04)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  const inks = [darken(c, pal.dark ? -0.3 : 0.25), mix(c, pal.accent, 0.6), mix(c, pal.ink, 0.35), lighten(c, 0.5)];
  const bands = rng.int(26, 40);
  const amp = h * rng.range(0.04, 0.09);
  const f1 = rng.range(1.2, 2.4);
  const f2 = rng.range(3.5, 6);
  const ph1 = rng.range(0, 6.28);
  const ph2 = rng.range(0, 6.28);
  const slope = rng.range(-0.25, 0.25);
  for (let i = 0; i < bands; i++) {
    const y0 = (i / bands) * h * 1.3 - h * 0.15;
    let d = '';
    const steps = 24;
    for (let k = 0; k <= steps; k++) {
      const x = (k / steps) * w;
      const t = x / w;
      const y = y0 + slope * x + Math.sin(t * 6.28 * f1 + ph1 + i * 0.15) * amp + Math.sin(t * 6.28 * f2 + ph2 + i * 0.4) * amp * 0.3;
      d += `${k ? 'L' : 'M'}${n(x)} ${n(y)}`;
    }
    const ink = inks[i % inks.length] ?? c;
    const width = h * rng.range(0.002, 0.012) * (i % 5 === 0 ? 3 : 1);
    out += path(
      d,
      `fill="none" stroke="${ink}" stroke-opacity="${r2(rng.range(0.08, 0.28))}" stroke-width="${n(width)}" stroke-linejoin="round"`,
    );
  }
  return out;
}

/** Linen: a seamless tile of woven threads computed here (periodic by construction). */
function linen(s: Svg, c: string): string {
  const { w, h, rng } = s;
  const T = 504;
  const thread = 3;
  const px = new Uint8Array(T * T * 4);
  // Each thread (a few rows / columns) varies slowly along its length: sampled once per thread.
  const wave = (): Float32Array => {
    const terms = Array.from({ length: 4 }, (_, i) => ({
      f: rng.int(1, 4 + i * 5),
      p: rng.range(0, 6.283),
      a: rng.range(0.3, 1) / (i + 1),
    }));
    const bias = rng.range(-0.6, 0.6);
    const out = new Float32Array(T);
    for (let t = 0; t < T; t++) out[t] = bias + terms.reduce((acc, k) => acc + k.a * Math.sin((t / T) * 6.283 * k.f + k.p), 0);
    return out;
  };
  const rows = Array.from({ length: T / thread }, wave);
  const cols = Array.from({ length: T / thread }, wave);
  for (let y = 0; y < T; y++) {
    const row = rows[Math.floor(y / thread)] as Float32Array;
    for (let x = 0; x < T; x++) {
      const col = cols[Math.floor(x / thread)] as Float32Array;
      const r = row[x] ?? 0;
      const q = col[y] ?? 0;
      // Weave: warp over weft on a checker of threads.
      const over = (Math.floor(x / thread) + Math.floor(y / thread)) % 2 === 0;
      const v = Math.tanh((over ? r * 0.65 + q * 0.35 : q * 0.65 + r * 0.35) * 0.9);
      const k = (y * T + x) * 4;
      const g = v > 0 ? 255 : 0;
      px[k] = g;
      px[k + 1] = g;
      px[k + 2] = g;
      px[k + 3] = Math.round(Math.abs(v) * 20);
    }
  }
  const id = s.id('p');
  const uri = `data:image/png;base64,${encodePng(T, T, px).toString('base64')}`;
  s.def(
    `<pattern id="${id}" width="${T}" height="${T}" patternUnits="userSpaceOnUse"><image width="${T}" height="${T}" xlink:href="${uri}"/></pattern>`,
  );
  let out = rect(0, 0, w, h, `fill="${c}"`);
  out += rect(0, 0, w, h, `fill="url(#${id})"`);
  out += glowAt(s, 0.3, 0.2, 0.9, '#FFFFFF', 0.18);
  return out;
}

function emboss(s: Svg, c: string): string {
  const { w, h, rng, u } = s;
  const motif = rng.pick(['lattice', 'scallop', 'fan', 'dots', 'quatrefoil'] as const);
  const size = u * rng.range(6, 10);
  const id = s.id('p');
  const lightC = lighten(c, 0.5);
  const darkC = darken(c, 0.3);
  const lw = Math.max(1, size * 0.03);
  let shape = '';
  const S = size;
  switch (motif) {
    case 'lattice':
      shape = `M0 ${n(S / 2)}L${n(S / 2)} 0L${n(S)} ${n(S / 2)}L${n(S / 2)} ${n(S)}Z`;
      break;
    case 'scallop':
      shape = `M0 ${n(S)}A${n(S / 2)} ${n(S / 2)} 0 0 1 ${n(S)} ${n(S)}M${n(-S / 2)} ${n(S / 2)}A${n(S / 2)} ${n(S / 2)} 0 0 1 ${n(S / 2)} ${n(S / 2)}M${n(S / 2)} ${n(S / 2)}A${n(S / 2)} ${n(S / 2)} 0 0 1 ${n(S * 1.5)} ${n(S / 2)}`;
      break;
    case 'fan': {
      shape = `M0 ${n(S)}A${n(S / 2)} ${n(S / 2)} 0 0 1 ${n(S)} ${n(S)}M${n(S * 0.2)} ${n(S)}A${n(S * 0.3)} ${n(S * 0.3)} 0 0 1 ${n(S * 0.8)} ${n(S)}`;
      for (let i = 1; i < 6; i++) {
        const a = Math.PI * (i / 6);
        shape += `M${n(S / 2)} ${n(S)}L${n(S / 2 - Math.cos(a) * S * 0.5)} ${n(S - Math.sin(a) * S * 0.5)}`;
      }
      break;
    }
    case 'dots':
      shape = `M${n(S * 0.35)} ${n(S / 2)}A${n(S * 0.15)} ${n(S * 0.15)} 0 1 1 ${n(S * 0.65)} ${n(S / 2)}A${n(S * 0.15)} ${n(S * 0.15)} 0 1 1 ${n(S * 0.35)} ${n(S / 2)}Z`;
      break;
    case 'quatrefoil': {
      const r = S * 0.17;
      const m = S / 2;
      shape = `M${n(m)} ${n(m - 2 * r)}A${n(r)} ${n(r)} 0 0 1 ${n(m)} ${n(m)}A${n(r)} ${n(r)} 0 0 1 ${n(m)} ${n(m - 2 * r)}M${n(m + 2 * r)} ${n(m)}A${n(r)} ${n(r)} 0 0 1 ${n(m)} ${n(m)}A${n(r)} ${n(r)} 0 0 1 ${n(m + 2 * r)} ${n(m)}M${n(m)} ${n(m + 2 * r)}A${n(r)} ${n(r)} 0 0 1 ${n(m)} ${n(m)}A${n(r)} ${n(r)} 0 0 1 ${n(m)} ${n(m + 2 * r)}M${n(m - 2 * r)} ${n(m)}A${n(r)} ${n(r)} 0 0 1 ${n(m)} ${n(m)}A${n(r)} ${n(r)} 0 0 1 ${n(m - 2 * r)} ${n(m)}`;
      break;
    }
  }
  const o = lw * 0.9;
  s.def(
    `<pattern id="${id}" width="${n(S)}" height="${n(S)}" patternUnits="userSpaceOnUse"><rect width="${n(S)}" height="${n(S)}" fill="${c}"/>` +
      `<path d="${shape}" transform="translate(${n(o)} ${n(o)})" fill="none" stroke="${darkC}" stroke-opacity="0.22" stroke-width="${n(lw)}"/>` +
      `<path d="${shape}" transform="translate(${n(-o * 0.6)} ${n(-o * 0.6)})" fill="none" stroke="${lightC}" stroke-opacity="0.55" stroke-width="${n(lw)}"/>` +
      `<path d="${shape}" fill="none" stroke="${c}" stroke-width="${n(lw)}"/></pattern>`,
  );
  let out = rect(0, 0, w, h, `fill="url(#${id})"`);
  out += glowAt(s, 0.35, 0.25, 0.7, '#FFFFFF', 0.2) + vignette(s, '#000000', 0.08);
  return out;
}

function ribbed(s: Svg, c: string): string {
  const { w, h, rng, u } = s;
  const pitch = u * rng.range(2.5, 5);
  const id = s.id('p');
  const g = s.across([
    [0, darken(c, 0.1)],
    [0.3, lighten(c, 0.12)],
    [0.55, c],
    [1, darken(c, 0.14)],
  ]);
  s.def(
    `<pattern id="${id}" width="${n(pitch)}" height="${n(h)}" patternUnits="userSpaceOnUse"><rect width="${n(pitch)}" height="${n(h)}" fill="${g}"/></pattern>`,
  );
  let out = rect(0, 0, w, h, `fill="url(#${id})"`);
  out += rect(
    0,
    0,
    w,
    h,
    `fill="${s.linear(
      [
        [0, '#FFFFFF', 0.2],
        [0.5, '#FFFFFF', 0],
        [1, '#000000', 0.12],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"`,
  );
  return out;
}

export function drawPattern(s: Svg): string {
  const kind = s.rng.weighted<Kind>([
    ['marble', 1.2],
    ['linen', 1],
    ['emboss', 1.2],
    ['ribbed', 0.8],
  ]);
  const c = base(s);
  switch (kind) {
    case 'marble':
      return marble(s, c);
    case 'linen':
      return linen(s, c);
    case 'emboss':
      return emboss(s, c);
    case 'ribbed':
      return ribbed(s, c);
  }
}
