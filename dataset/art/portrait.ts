// An abstract head-and-shoulders portrait for testimonials and authors: a
// profile silhouette in the manner of a cut-paper cameo, never a face.
import { vignette } from './light.ts';
import { darken, lighten, mix } from './palette.ts';
import { ellipse, n, rect, type Svg } from './svg.ts';

/**
 * `variant` names the hair (bun, long, short, wave, chignon, crop) and may add
 * words for what tells people apart in profile: `beard`, `glasses`, `grey`
 * (lighter hair). Added words draw after every random choice, so a portrait
 * drawn before they existed is the same picture.
 */
export function drawPortrait(s: Svg, variant?: string): string {
  const words = (variant ?? '').split(/\s+/);
  const { w, h, rng, pal } = s;
  const S = Math.min(w, h);
  const facing: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const bg = pal.dark ? pal.wallTop : rng.pick([pal.wallTop, pal.set[0] ?? pal.wallTop, pal.set[2] ?? pal.wallTop, pal.wallBottom]);
  let out = rect(
    0,
    0,
    w,
    h,
    `fill="${s.radial(
      [
        [0, lighten(bg, pal.dark ? 0.08 : 0.14)],
        [1, darken(bg, pal.dark ? 0.15 : 0.07)],
      ],
      { cx: 0.5 - facing * 0.12, cy: 0.35, r: 0.85 },
    )}"`,
  );
  const ink = pal.dark
    ? mix('#EDE7DE', bg, 0.35)
    : rng.pick([mix(pal.ink, bg, 0.12), mix('#0F1A17', bg, 0.15), mix('#5E5B57', bg, 0.1), mix(pal.accent, pal.ink, 0.6)]);
  // The profile, facing right, head height 1, crown at y = -0.5.
  const nose = rng.range(0.9, 1.1);
  const chin = rng.range(0.95, 1.05);
  const face = [
    'C-0.46 0.42 -0.56 0.05 -0.48 -0.2',
    'C-0.4 -0.5 -0.05 -0.62 0.2 -0.5',
    'C0.34 -0.42 0.4 -0.25 0.39 -0.08',
    'C0.39 -0.02 0.41 0.02 0.42 0.06',
    `L${n1(0.47 + 0.04 * nose)} ${n1(0.19 + 0.02 * nose)}`,
    `C${n1(0.48 + 0.04 * nose)} 0.23 0.47 0.25 0.42 0.25`,
    'C0.43 0.28 0.45 0.3 0.44 0.32',
    'C0.42 0.335 0.42 0.345 0.435 0.36',
    'C0.44 0.39 0.41 0.41 0.39 0.42',
    `C0.4 0.46 ${n1(0.41 * chin)} ${n1(0.5 * chin)} ${n1(0.38 * chin)} ${n1(0.53 * chin)}`,
    'C0.33 0.58 0.25 0.58 0.2 0.6',
    'C0.18 0.68 0.2 0.8 0.24 0.9',
  ];
  const shoulder = rng.range(0.95, 1.15);
  const body = `C0.5 0.98 ${n1(0.95 * shoulder)} 1.02 ${n1(1.05 * shoulder)} 1.3L${n1(1.1 * shoulder)} 1.6L${n1(-1.0 * shoulder)} 1.6L${n1(-0.95 * shoulder)} 1.3C-0.85 1.0 -0.4 0.95 -0.3 0.85Z`;
  const d = `M-0.28 0.66${face.join('')}${body}`;
  const scale = S * rng.range(0.4, 0.46);
  const cx = w / 2 - facing * S * 0.04;
  const cy = h * 0.4;
  const tr = `translate(${n(cx)} ${n(cy)}) scale(${Math.round(facing * scale * 100) / 100} ${Math.round(scale * 100) / 100})`;
  const fill = s.linear([
    [0, lighten(ink, pal.dark ? 0.05 : 0.1)],
    [1, darken(ink, 0.1)],
  ]);
  let figure = `<path d="${d}" fill="${fill}"/>`;
  // Hair.
  const styles = ['bun', 'long', 'short', 'wave', 'chignon', 'crop'] as const;
  const picked = rng.pick(['bun', 'long', 'short', 'wave', 'chignon', 'short'] as const);
  const hair = styles.find((style) => words.includes(style)) ?? picked;
  const hc = words.includes('grey') ? mix(ink, '#D9D1C5', 0.45) : pal.dark ? darken(ink, 0.14) : mix(ink, '#000000', 0.16);
  // Cropped hair hugs the crown and stops above the ear.
  const capD =
    hair === 'crop'
      ? 'M0.28 -0.42C0.08 -0.62 -0.4 -0.58 -0.5 -0.22C-0.54 -0.02 -0.5 0.14 -0.42 0.22C-0.34 0.08 -0.22 -0.06 -0.08 -0.14C0.04 -0.24 0.16 -0.33 0.28 -0.42Z'
      : 'M0.3 -0.4C0.1 -0.67 -0.44 -0.62 -0.53 -0.22C-0.59 0.05 -0.5 0.3 -0.38 0.42C-0.31 0.3 -0.24 0.1 -0.1 -0.06C0 -0.2 0.15 -0.31 0.3 -0.4Z';
  figure += `<path d="${capD}" fill="${hc}"/>`;
  if (hair === 'bun') figure += `<ellipse cx="-0.5" cy="-0.3" rx="0.17" ry="0.16" fill="${hc}"/>`;
  if (hair === 'chignon') figure += `<ellipse cx="-0.5" cy="0.2" rx="0.17" ry="0.14" fill="${hc}"/>`;
  if (hair === 'long')
    figure += `<path d="M-0.5 -0.2C-0.66 0.2 -0.62 0.62 -0.56 0.98C-0.46 1.04 -0.32 0.98 -0.27 0.88C-0.34 0.6 -0.38 0.3 -0.3 0.1Z" fill="${hc}"/>`;
  if (hair === 'wave')
    figure += `<path d="M-0.52 -0.15C-0.68 0.1 -0.6 0.42 -0.5 0.56C-0.4 0.66 -0.3 0.62 -0.26 0.52C-0.34 0.36 -0.34 0.1 -0.22 -0.05Z" fill="${hc}"/>`;
  // A collar line.
  if (rng.chance(0.6))
    figure += `<path d="M0.2 0.93C0.1 1.1 -0.15 1.12 -0.3 0.92" fill="none" stroke="${lighten(ink, pal.dark ? -0.2 : 0.25)}" stroke-opacity="0.5" stroke-width="0.012"/>`;
  if (words.includes('beard'))
    figure += `<path d="M-0.02 0.2C0.12 0.3 0.3 0.3 0.42 0.32C0.44 0.4 0.41 0.44 0.39 0.44C0.41 0.5 0.4 0.56 0.33 0.59C0.22 0.62 0.08 0.6 -0.02 0.5C-0.1 0.4 -0.08 0.28 -0.02 0.2Z" fill="${hc}"/>`;
  if (words.includes('glasses'))
    figure += `<path d="M0.27 -0.05L0.4 -0.05L0.39 0.07L0.28 0.07ZM0.27 0L-0.12 -0.02" fill="none" stroke="${lighten(ink, pal.dark ? -0.25 : 0.35)}" stroke-width="0.018" stroke-linejoin="round"/>`;
  out += `<g transform="${tr}">${figure}</g>`;
  // A soft rim of light along the face side.
  out += ellipse(
    cx + facing * scale * 0.45,
    cy + scale * 0.1,
    scale * 0.18,
    scale * 0.7,
    `fill="${s.radial([
      [0, '#FFFFFF', pal.dark ? 0.04 : 0.07],
      [1, '#FFFFFF', 0],
    ])}"`,
  );
  if (rng.chance(0.5)) {
    // A fine oval frame, as on a cameo.
    out += ellipse(
      w / 2,
      h * 0.5,
      S * 0.44,
      S * 0.47,
      `fill="none" stroke="${pal.accent}" stroke-opacity="0.35" stroke-width="${n(Math.max(1, S * 0.003))}"`,
    );
  }
  out += vignette(s, pal.shadow, pal.dark ? 0.25 : 0.08);
  return out;
}

function n1(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}
