// Client wordmarks on a transparent ground, in one ink. Only DejaVu is on the
// machine, so high-contrast "Didone" letters are made from DejaVu Serif Bold by
// eroding it vertically (hairline horizontals, full verticals); logos are
// rendered at 4× and scaled down for clean hairlines.
import { escapeXml, n, path, poly, type Svg } from './svg.ts';

export const LOGO_SUPERSAMPLE = 4;

type Style = 'didone' | 'didone-title' | 'italic' | 'light-caps' | 'monogram' | 'serif-caps';

const INK = '#17171B';

/** Rough advance widths (em) for fitting, per family and case. */
function advance(text: string, family: 'serif-bold' | 'serif' | 'sans-light' | 'serif-italic'): number {
  let total = 0;
  for (const ch of text) {
    const upper = ch !== ch.toLowerCase();
    const space = ch === ' ';
    const narrow = "iIl.,'’!j|ftr".includes(ch);
    const wide = 'MWmw@ÆŒ&'.includes(ch);
    let a = space ? 0.33 : narrow ? 0.38 : wide ? 0.95 : upper ? 0.74 : 0.6;
    if (family === 'sans-light') a *= 0.94;
    if (family === 'serif-italic') a *= 0.92;
    if (family === 'serif') a *= 0.92;
    total += a;
  }
  return total;
}

function initials(name: string): string {
  const words = name.split(/[\s&+-]+/).filter((w) => /\p{L}/u.test(w));
  const letters = words.slice(0, 2).map((w) => (w.match(/\p{L}/u)?.[0] ?? '').toUpperCase());
  return letters.join('') || name.slice(0, 1).toUpperCase() || 'M';
}

export function drawLogo(s: Svg, label: string): string {
  const { w, h, rng } = s;
  const name = label.trim() || 'Maison';
  const style = rng.weighted<Style>([
    ['didone', 3],
    ['didone-title', 2],
    ['italic', 1.2],
    ['light-caps', 2],
    ['monogram', 1.4],
    ['serif-caps', 1],
  ]);
  const cx = w / 2;
  const cy = h / 2;
  const maxW = w * 0.84;
  let out = '';
  const erode = (fs: number, k = 0.015) =>
    s.filter(
      `<feMorphology operator="erode" radius="${Math.round(fs * 0.003 * 100) / 100} ${Math.round(fs * k * 100) / 100}"/>`,
      'x="-0.05" y="-0.3" width="1.1" height="1.6"',
    );
  const text = (t: string, x: number, y: number, fs: number, attrs: string) =>
    `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-size="${n(fs)}" fill="${INK}" ${attrs}>${escapeXml(t)}</text>`;

  if (style === 'didone' || style === 'serif-caps') {
    const t = name.toUpperCase();
    const track = style === 'didone' ? rng.range(0.08, 0.16) : rng.range(0.22, 0.3);
    let fs = h * (style === 'didone' ? 0.26 : 0.17);
    const width = (f: number) => advance(t, style === 'didone' ? 'serif-bold' : 'serif') * f + track * f * (t.length - 1);
    if (width(fs) > maxW) fs *= maxW / width(fs);
    const y = cy + fs * 0.36;
    // Hairlines vanish when long names shrink: then plain serif capitals.
    const attrs =
      style === 'didone' && fs >= h * 0.13
        ? `font-family="DejaVu Serif" font-weight="bold" letter-spacing="${n(fs * track)}" filter="${erode(fs)}"`
        : `font-family="DejaVu Serif" letter-spacing="${n(fs * track)}"`;
    out += text(t, cx + (fs * track) / 2, y, fs, attrs);
    if (rng.chance(0.5)) {
      // Hairline rules and a lozenge beneath.
      const ry = y + fs * 0.55;
      const half = Math.min(width(fs), maxW) * 0.18;
      const d = fs * 0.06;
      out += path(
        `M${n(cx - half)} ${n(ry)}H${n(cx - d * 3)}M${n(cx + d * 3)} ${n(ry)}H${n(cx + half)}`,
        `stroke="${INK}" stroke-width="${n(Math.max(0.8, fs * 0.02))}"`,
      );
      out += path(
        poly([
          [cx, ry - d],
          [cx + d, ry],
          [cx, ry + d],
          [cx - d, ry],
        ]),
        `fill="${INK}"`,
      );
    }
  } else if (style === 'didone-title' || style === 'italic') {
    const t = name;
    const italic = style === 'italic';
    let fs = h * 0.34;
    const width = (f: number) => advance(t, italic ? 'serif-italic' : 'serif-bold') * f * 1.02;
    if (width(fs) > maxW) fs *= maxW / width(fs);
    const contrast = fs >= h * 0.16 ? ` font-weight="bold" filter="${erode(fs, 0.018)}"` : '';
    out += text(
      t,
      cx,
      cy + fs * 0.3,
      fs,
      `font-family="DejaVu Serif"${contrast}${italic ? ' font-style="italic"' : ''} letter-spacing="${n(fs * 0.01)}"`,
    );
  } else if (style === 'light-caps') {
    const t = name.toUpperCase();
    const track = rng.range(0.3, 0.45);
    let fs = h * 0.15;
    const width = (f: number) => advance(t, 'sans-light') * f + track * f * (t.length - 1);
    if (width(fs) > maxW) fs *= maxW / width(fs);
    // Short names may stand a little larger.
    if (width(fs) < maxW * 0.45) fs = Math.min(h * 0.22, fs * ((maxW * 0.45) / width(fs)));
    const y = cy + fs * 0.36;
    out += text(t, cx + (fs * track) / 2, y, fs, `font-family="DejaVu Sans" font-weight="200" letter-spacing="${n(fs * track)}"`);
    const tw = Math.min(width(fs), maxW);
    const lw = Math.max(0.8, fs * 0.035);
    if (rng.chance(0.6)) {
      out += path(
        `M${n(cx - tw / 2)} ${n(y - fs * 1.25)}H${n(cx + tw / 2)}M${n(cx - tw / 2)} ${n(y + fs * 0.6)}H${n(cx + tw / 2)}`,
        `stroke="${INK}" stroke-width="${n(lw)}"`,
      );
    }
  } else {
    // Monogram in a fine frame, the name in small spaced capitals beneath.
    const mono = initials(name);
    const r = h * 0.22;
    const my = cy - h * 0.1;
    const frame = rng.pick(['circle', 'diamond', 'arch'] as const);
    const lw = Math.max(0.8, r * 0.025);
    if (frame === 'circle') out += `<circle cx="${n(cx)}" cy="${n(my)}" r="${n(r)}" fill="none" stroke="${INK}" stroke-width="${n(lw)}"/>`;
    if (frame === 'diamond')
      out += path(
        poly([
          [cx, my - r * 1.15],
          [cx + r * 1.15, my],
          [cx, my + r * 1.15],
          [cx - r * 1.15, my],
        ]),
        `fill="none" stroke="${INK}" stroke-width="${n(lw)}"`,
      );
    if (frame === 'arch')
      out += path(
        `M${n(cx - r * 0.85)} ${n(my + r)}V${n(my - r * 0.15)}A${n(r * 0.85)} ${n(r * 0.85)} 0 0 1 ${n(cx + r * 0.85)} ${n(my - r * 0.15)}V${n(my + r)}Z`,
        `fill="none" stroke="${INK}" stroke-width="${n(lw)}"`,
      );
    const mfs = r * (mono.length > 1 ? 0.78 : 1.05);
    out += text(
      mono,
      cx + (mono.length > 1 ? mfs * 0.02 : 0),
      my + mfs * 0.36,
      mfs,
      `font-family="DejaVu Serif" font-weight="bold" letter-spacing="${n(mfs * 0.04)}" filter="${erode(mfs)}"`,
    );
    const t = name.toUpperCase();
    const track = 0.32;
    let fs = h * 0.075;
    const width = (f: number) => advance(t, 'sans-light') * f + track * f * (t.length - 1);
    if (width(fs) > maxW) fs *= maxW / width(fs);
    out += text(
      t,
      cx + (fs * track) / 2,
      my + r * 1.3 + fs * 1.3,
      fs,
      `font-family="DejaVu Sans" font-weight="200" letter-spacing="${n(fs * track)}"`,
    );
  }
  return out;
}
