// Home fragrance: candle vessels with lids and wax, and reed diffusers.
import { bottleWidth, drawBottle, randomBottle, type BottleSpec } from './bottle.ts';
import { pickToken, type Tokens } from './direction.ts';
import { metal, roundFill, type Material } from './material.ts';
import { darken, lighten, mix, type Palette } from './palette.ts';
import { backdrop, castShadow, contactShadow, pickBackdrop, plinth } from './scene.ts';
import { ellipse, escapeXml, n, path, rect, type Svg } from './svg.ts';

interface Vessel {
  kind: 'glass' | 'ceramic' | 'tin';
  color: string;
  wax: string;
  lit: boolean;
  band: string | null;
}

const VESSEL_GLASS = ['#B9804A', '#6F6A64', '#E9E4DA', '#3F4A44', '#C9A7A0'];
const VESSEL_CERAMIC = ['#17171B', '#EDE7DE', '#D9D1C5', '#0F1A17', '#B9AE9C', '#5E5B57', '#E3CFC5'];

function randomVessel(s: Svg, t: Tokens = new Set()): Vessel {
  const { rng, pal } = s;
  const forced = pickToken(t, ['smoked', 'amber-glass', 'black', 'ceramic', 'tin', 'clear'] as const);
  const kind =
    forced === 'ceramic'
      ? 'ceramic'
      : forced === 'tin'
        ? 'tin'
        : forced
          ? 'glass'
          : rng.weighted<Vessel['kind']>([
              ['glass', 1.2],
              ['ceramic', 1.2],
              ['tin', 0.4],
            ]);
  const color =
    forced === 'smoked'
      ? '#6F6A64'
      : forced === 'amber-glass'
        ? '#B9804A'
        : forced === 'black'
          ? '#2A2A2E'
          : forced === 'clear'
            ? '#E9E4DA'
            : kind === 'glass'
              ? rng.pick(VESSEL_GLASS)
              : kind === 'ceramic'
                ? rng.pick(VESSEL_CERAMIC)
                : '#BDBEBD';
  const lit = t.has('lit') ? true : t.has('unlit') ? false : rng.chance(pal.dark ? 0.7 : 0.35);
  return {
    kind,
    color,
    wax: rng.pick(['#F3EDE2', '#EFE6D6', '#F5EFE8', '#EADFCB']),
    lit,
    band: t.has('noband') ? null : rng.chance(0.55) ? rng.pick(['#F7F3EC', '#17171B', '#A8834A', '#E9E1D4']) : null,
  };
}

/** A candle at (cx, by): vessel width w, height h. Returns markup. */
function drawCandle(s: Svg, v: Vessel, cx: number, by: number, w: number, h: number, side: -1 | 1, label?: string): string {
  const { pal, u } = s;
  const ry = w * 0.09;
  const x0 = cx - w / 2;
  const top = by - h;
  const bodyD = `M${n(x0)} ${n(top)}V${n(by)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x0 + w)} ${n(by)}V${n(top)}Z`;
  let out = '';
  const m: Material =
    v.kind === 'tin' ? metal('silver') : v.kind === 'ceramic' ? { kind: 'ceramic', color: v.color } : { kind: 'resin', color: v.color };
  if (v.kind === 'glass') {
    // Wax seen through tinted glass.
    const waxTop = top + h * 0.14;
    out += path(bodyD, `fill="${mix(v.color, pal.wallBottom, 0.3)}" fill-opacity="0.55"`);
    out += path(
      `M${n(x0 + w * 0.05)} ${n(waxTop)}V${n(by - h * 0.04)}A${n(w * 0.45)} ${n(ry * 0.9)} 0 0 0 ${n(x0 + w * 0.95)} ${n(by - h * 0.04)}V${n(waxTop)}Z`,
      `fill="${mix(v.wax, v.color, 0.45)}" fill-opacity="0.9"`,
    );
    out += path(bodyD, `fill="${roundFill(s, { kind: 'resin', color: v.color }, side)}" fill-opacity="0.7"`);
    out += ellipse(cx, waxTop, w * 0.45, ry * 0.9, `fill="${mix(v.wax, v.color, 0.3)}"`);
  } else {
    out += path(bodyD, `fill="${roundFill(s, m, side)}"`);
  }
  // Highlight strip and rim.
  const hx = side < 0 ? x0 + w * 0.16 : x0 + w * 0.78;
  if (v.kind !== 'ceramic')
    out += rect(
      hx,
      top + h * 0.06,
      w * 0.05,
      h * 0.86,
      `fill="${s.linear([
        [0, '#FFFFFF', 0],
        [0.2, '#FFFFFF', 0.55],
        [0.8, '#FFFFFF', 0.4],
        [1, '#FFFFFF', 0],
      ])}"`,
    );
  else
    out += path(
      bodyD,
      `fill="${s.linear([
        [0, '#FFFFFF', 0.08],
        [1, '#000000', 0.1],
      ])}"`,
    );
  if (v.band) {
    const bh = h * 0.32;
    const bt = top + h * 0.36;
    out += path(
      `M${n(x0)} ${n(bt)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x0 + w)} ${n(bt)}V${n(bt + bh)}A${n(w / 2)} ${n(ry)} 0 0 1 ${n(x0)} ${n(bt + bh)}Z`,
      `fill="${s.across(
        side < 0
          ? [
              [0, darken(v.band, 0.1)],
              [0.3, lighten(v.band, 0.05)],
              [1, darken(v.band, 0.2)],
            ]
          : [
              [0, darken(v.band, 0.2)],
              [0.7, lighten(v.band, 0.05)],
              [1, darken(v.band, 0.1)],
            ],
      )}"`,
    );
    if (label) {
      let fs = Math.min(bh * 0.2, w * 0.075);
      const text = label.toUpperCase();
      if (text.length * fs * 0.95 > w * 0.72) fs = (w * 0.72) / (text.length * 0.95);
      const ink = v.band === '#17171B' ? '#E8D3A4' : '#17171B';
      out += `<text x="${n(cx + fs * 0.16)}" y="${n(bt + bh * 0.55 + ry * 0.5)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${n(fs)}" letter-spacing="${n(fs * 0.3)}" fill="${ink}" fill-opacity="0.8">${escapeXml(text)}</text>`;
    } else {
      out += path(
        `M${n(cx - w * 0.12)} ${n(bt + bh * 0.5 + ry * 0.6)}H${n(cx + w * 0.12)}`,
        `stroke="${v.band === '#A8834A' ? '#F7F3EC' : '#A8834A'}" stroke-width="${n(Math.max(0.8, u * 0.15))}"`,
      );
    }
  }
  // Rim and wax surface.
  const rimC = v.kind === 'glass' ? lighten(v.color, 0.4) : v.kind === 'tin' ? '#F4F4F2' : lighten(v.color, 0.12);
  out += ellipse(cx, top, w / 2, ry, `fill="${rimC}"`);
  const waxRy = ry * 0.86;
  out += ellipse(
    cx,
    top + ry * 0.18,
    w / 2 - w * 0.035,
    waxRy,
    `fill="${s.linear([
      [0, darken(v.wax, 0.12)],
      [1, v.wax],
    ])}"`,
  );
  // Wick.
  const wickH = w * 0.07;
  out += path(
    `M${n(cx)} ${n(top + ry * 0.2)}Q${n(cx + wickH * 0.1)} ${n(top + ry * 0.2 - wickH * 0.6)} ${n(cx + wickH * 0.3)} ${n(top + ry * 0.2 - wickH)}`,
    `fill="none" stroke="#2A2622" stroke-width="${n(Math.max(0.8, w * 0.012))}" stroke-linecap="round"`,
  );
  if (v.lit) {
    const fx = cx + wickH * 0.3;
    const fy = top + ry * 0.2 - wickH;
    const fh = w * 0.2;
    const fw = fh * 0.28;
    out += ellipse(
      fx,
      fy - fh * 0.4,
      fh * 1.6,
      fh * 1.6,
      `fill="${s.radial([
        [0, '#FFE7B0', pal.dark ? 0.45 : 0.35],
        [1, '#FFE7B0', 0],
      ])}"`,
    );
    out += path(
      `M${n(fx)} ${n(fy - fh)}C${n(fx + fw)} ${n(fy - fh * 0.5)} ${n(fx + fw)} ${n(fy)} ${n(fx)} ${n(fy)}C${n(fx - fw)} ${n(fy)} ${n(fx - fw)} ${n(fy - fh * 0.5)} ${n(fx)} ${n(fy - fh)}Z`,
      `fill="${s.linear([
        [0, '#FFF6DF'],
        [0.6, '#FFD98A'],
        [1, '#E39B4A'],
      ])}"`,
    );
    out += ellipse(fx, fy - fh * 0.2, fw * 0.35, fh * 0.18, `fill="#7FA3D6" fill-opacity="0.45"`);
  }
  out += path(bodyD, `fill="none" stroke="${pal.shadow}" stroke-opacity="0.18" stroke-width="${n(Math.max(0.6, w * 0.006))}"`);
  return out;
}

/** A lid resting on the floor beside the candle. */
function drawLid(s: Svg, m: Material, cx: number, by: number, w: number, side: -1 | 1): string {
  const ry = w * 0.09;
  const hh = w * 0.14;
  let out = contactShadow(s, cx, by, w, 0.8);
  out += path(
    `M${n(cx - w / 2)} ${n(by - hh)}V${n(by)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(cx + w / 2)} ${n(by)}V${n(by - hh)}Z`,
    `fill="${roundFill(s, m, side)}"`,
  );
  out += ellipse(
    cx,
    by - hh,
    w / 2,
    ry,
    `fill="${s.linear([
      [0, lighten(m.color, 0.2)],
      [1, lighten(m.color, 0.05)],
    ])}"`,
  );
  if (m.kind === 'wood') {
    let rings = '';
    for (let i = 1; i < 5; i++)
      rings += `<ellipse cx="${n(cx + w * 0.04)}" cy="${n(by - hh)}" rx="${n((w / 2) * (i / 5))}" ry="${n(ry * (i / 5))}"/>`;
    out += `<g fill="none" stroke="${darken(m.color, 0.3)}" stroke-opacity="0.25" stroke-width="${n(Math.max(0.5, w * 0.005))}">${rings}</g>`;
  }
  // A knob.
  out += ellipse(cx, by - hh - ry * 0.1, w * 0.08, w * 0.03, `fill="${darken(m.color, 0.15)}"`);
  return out;
}

/** A reed diffuser: a bottle without cap and a fan of rattan reeds. */
function drawDiffuser(s: Svg, spec: BottleSpec, cx: number, by: number, height: number, side: -1 | 1): string {
  const { rng } = s;
  const drawn = drawBottle(s, spec, cx, by, height, { side });
  const neckTop = by - height * 0.93;
  let reeds = '';
  let inside = '';
  const count = rng.int(6, 10);
  const len = Math.min(height * rng.range(1.0, 1.3), neckTop - s.h * 0.05);
  for (let i = 0; i < count; i++) {
    const a = (i / (count - 1) - 0.5) * rng.range(0.5, 0.75) + rng.range(-0.04, 0.04);
    const l = len * rng.range(0.85, 1.05);
    const x2 = cx + Math.sin(a) * l;
    const y2 = neckTop - Math.cos(a) * l;
    const c = mix('#B59A72', '#6B5238', rng.next() * 0.5);
    inside += `M${n(cx + a * height * 0.02)} ${n(neckTop)}L${n(cx - Math.sin(a) * height * 0.25)} ${n(by - height * 0.08)}`;
    reeds += `<path d="M${n(cx + a * 4)} ${n(neckTop + height * 0.05)}L${n(x2)} ${n(y2)}" stroke="${c}" stroke-width="${n(Math.max(1, height * 0.007))}" stroke-linecap="round"/>`;
    // Oil-darkened tips.
    reeds += `<path d="M${n(x2 - Math.sin(a) * l * 0.08)} ${n(y2 + Math.cos(a) * l * 0.08)}L${n(x2)} ${n(y2)}" stroke="#4A3624" stroke-opacity="0.6" stroke-width="${n(Math.max(1, height * 0.007))}" stroke-linecap="round"/>`;
  }
  return (
    castShadow(s, {
      d: drawn.d,
      x: cx,
      y: by,
      height,
      width: drawn.w,
      lightSide: side,
      lean: 0.6,
      squash: 0.2,
      caustic: spec.liquid ?? undefined,
    }) +
    contactShadow(s, cx, by, drawn.w) +
    reeds +
    drawn.svg +
    `<path d="${inside}" stroke="#6B5238" stroke-opacity="0.28" stroke-width="${n(Math.max(1, height * 0.006))}"/>`
  );
}

/** A soft cosmetic pouch with a zip along the top. */
function pouch(s: Svg, cx: number, by: number, w: number, h: number, color: string, side: -1 | 1): string {
  const d = `M${n(cx - w / 2)} ${n(by - h * 0.85)}Q${n(cx - w / 2 - w * 0.03)} ${n(by - h * 0.2)} ${n(cx - w * 0.44)} ${n(by)}H${n(cx + w * 0.44)}Q${n(cx + w / 2 + w * 0.03)} ${n(by - h * 0.2)} ${n(cx + w / 2)} ${n(by - h * 0.85)}Q${n(cx)} ${n(by - h * 1.02)} ${n(cx - w / 2)} ${n(by - h * 0.85)}Z`;
  let out = contactShadow(s, cx, by, w);
  out += path(
    d,
    `fill="${s.across(
      side < 0
        ? [
            [0, lighten(color, 0.12)],
            [0.5, color],
            [1, darken(color, 0.22)],
          ]
        : [
            [0, darken(color, 0.22)],
            [0.5, color],
            [1, lighten(color, 0.12)],
          ],
    )}"`,
  );
  out += path(
    d,
    `fill="${s.linear([
      [0, '#FFFFFF', 0.12],
      [0.4, '#FFFFFF', 0],
      [1, '#000000', 0.12],
    ])}"`,
  );
  // Zip and its pull.
  out += path(
    `M${n(cx - w * 0.46)} ${n(by - h * 0.87)}Q${n(cx)} ${n(by - h * 1.0)} ${n(cx + w * 0.46)} ${n(by - h * 0.87)}`,
    `fill="none" stroke="${darken(color, 0.35)}" stroke-width="${n(Math.max(1, h * 0.03))}"`,
  );
  out += path(
    `M${n(cx + w * 0.3)} ${n(by - h * 0.92)}l${n(w * 0.02)} ${n(h * 0.18)}`,
    `stroke="#C9A46A" stroke-width="${n(Math.max(1.5, h * 0.035))}" stroke-linecap="round"`,
  );
  // Debossed name.
  out += rect(cx - w * 0.14, by - h * 0.45, w * 0.28, Math.max(1, h * 0.02), `fill="${darken(color, 0.2)}" fill-opacity="0.6"`);
  return out;
}

export function drawHomeFragrance(s: Svg, label?: string, t: Tokens = new Set()): string {
  const { w, h, rng, pal } = s;
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const portrait = h > w;
  const forcedMode = pickToken(t, ['candle', 'pair', 'diffuser', 'trio', 'row', 'travel', 'gift-trio'] as const);
  if (forcedMode === 'row' || forcedMode === 'travel' || forcedMode === 'gift-trio') return special(s, forcedMode, t, side, label);
  const mode =
    forcedMode ??
    rng.weighted<'candle' | 'pair' | 'diffuser' | 'trio'>([
      ['candle', 1],
      ['pair', 1.3],
      ['diffuser', 0.8],
      ['trio', 0.7],
    ]);
  const floorY = h * rng.range(0.8, 0.86);
  const unit = Math.min(w * (portrait ? 0.42 : 0.28), h * 0.4);
  const cx = w * (portrait ? 0.5 : rng.pick([0.5, 0.45, 0.55]));
  let items = '';
  let focusY = floorY - unit * 0.6;
  const lidMaterial = (): Material =>
    rng.pick<Material>([
      { kind: 'wood', color: '#8A623F' },
      { kind: 'wood', color: '#5B3B26' },
      metal(rng.pick(pal.metals)),
      { kind: 'ceramic', color: '#EDE7DE' },
    ]);
  const diffuserSpec = (): BottleSpec => {
    const b = randomBottle(rng, pal, {
      shape:
        pickToken(t, ['cylinder', 'square', 'round', 'rect', 'bell'] as const) ??
        rng.pick(['cylinder', 'square', 'round', 'rect', 'bell'] as const),
      capless: true,
    });
    if (t.has('amber-glass')) {
      b.tint = '#B9804A';
      b.glassStrength = 0.55;
    }
    return {
      ...b,
      cap: null,
      collar: b.collar ?? {
        w: b.neckW * 1.3,
        h: 0.08,
        metal: { light: '#F6E9C8', mid: '#C9A46A', dark: '#7C5F2F', edge: '#4E3A1B' },
        ribbed: false,
      },
      actuator: b.actuator,
      level: rng.range(0.5, 0.75),
      tube: false,
    };
  };
  if (mode === 'candle') {
    const v = randomVessel(s, t);
    const cw = Math.min(unit * rng.range(0.95, 1.15), w * 0.34);
    const ch = cw * rng.range(0.9, 1.2);
    const lidX = Math.max(cw * 0.6, Math.min(w - cw * 0.6, cx + (side < 0 ? 1 : -1) * cw * rng.range(0.85, 1.0)));
    const lidM: Material = t.has('wood-lid') ? { kind: 'wood', color: '#8A623F' } : t.has('gold-lid') ? metal('gold') : lidMaterial();
    items += drawLid(s, lidM, lidX, floorY + h * 0.03, cw * 1.02, side);
    items += contactShadow(s, cx, floorY, cw) + drawCandle(s, v, cx - (lidX - cx) * 0.15, floorY, cw, ch, side, label);
    focusY = floorY - ch;
  } else if (mode === 'diffuser') {
    const spec = diffuserSpec();
    const height = unit * rng.range(1.2, 1.5);
    items += drawDiffuser(s, spec, cx, floorY, height, side);
    focusY = floorY - height;
  } else {
    const v = randomVessel(s, t);
    const spec = diffuserSpec();
    const cw = unit * rng.range(0.8, 0.95);
    const ch = cw * rng.range(0.9, 1.15);
    const dh = unit * rng.range(1.2, 1.45);
    const dw = bottleWidth(spec, dh);
    const gap = unit * 0.2;
    const total = cw + dw + gap;
    const candleX = cx + (side < 0 ? 1 : -1) * (total / 2 - cw / 2);
    const diffX = cx - (side < 0 ? 1 : -1) * (total / 2 - dw / 2);
    items += drawDiffuser(s, spec, diffX, floorY - h * 0.015, dh, side);
    items += contactShadow(s, candleX, floorY, cw) + drawCandle(s, v, candleX, floorY, cw, ch, side, label);
    if (mode === 'trio') {
      const v2 = { ...randomVessel(s, t), color: v.color, kind: v.kind, band: v.band };
      const c2 = cw * 0.6;
      const x2 = candleX + (side < 0 ? 1 : -1) * (cw / 2 + c2 * 0.7);
      items += contactShadow(s, x2, floorY + h * 0.02, c2) + drawCandle(s, v2, x2, floorY + h * 0.02, c2, c2 * 1.0, side);
    }
    focusY = floorY - dh;
  }
  let set = '';
  let horizon = floorY - h * rng.range(0.1, 0.2);
  if (rng.chance(0.35)) {
    const top = floorY + h * 0.015;
    horizon = top - h * 0.06;
    set = plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.3,
      h: h - top + 2,
      color: rng.pick(pal.set),
      marble: rng.chance(0.4),
      lightSide: side,
    }).svg;
  }
  const bg = backdrop(s, { horizon, focusX: cx, focusY, style: pickBackdrop(s), lightSide: side });
  return bg + set + items + warmth(s, pal);
}

/** A barely-there warm wash for the home fragrance mood. */
function warmth(s: Svg, pal: Palette): string {
  return `<rect width="${s.w}" height="${s.h}" fill="#F3D9A8" fill-opacity="${pal.dark ? 0.03 : 0.04}"/>`;
}

/** Rows of candles (cooling, or lit for a burn test), a travel candle with its pouch, a gift trio. */
function special(s: Svg, mode: 'row' | 'travel' | 'gift-trio', t: Tokens, side: -1 | 1, label?: string): string {
  const { w, h, rng, pal } = s;
  const floorY = h * rng.range(0.8, 0.85);
  let horizon = floorY - h * rng.range(0.1, 0.16);
  let items = '';
  const cx = w / 2;
  if (mode === 'row') {
    const count = h > w ? 3 : 5;
    const cw = Math.min((w * 0.82) / (count * 1.18), h * 0.26);
    const v = randomVessel(s, t);
    for (let i = 0; i < count; i++) {
      const x = cx + (i - (count - 1) / 2) * cw * 1.18;
      const y = floorY + (t.has('stagger') && i % 2 ? h * 0.03 : 0);
      const vi: Vessel = { ...v, lit: t.has('lit') ? true : t.has('unlit') ? false : v.lit, band: null };
      items += contactShadow(s, x, y, cw) + drawCandle(s, vi, x, y, cw, cw * 1.12, side);
      if (t.has('ribbed')) {
        let ribs = '';
        for (let k = 1; k < 8; k++) ribs += `M${n(x - cw / 2 + (cw * k) / 8)} ${n(y - cw * 1.08)}V${n(y - cw * 0.02)}`;
        items += path(ribs, `stroke="#FFFFFF" stroke-opacity="0.22" stroke-width="${n(Math.max(1, cw * 0.012))}"`);
      }
    }
  } else if (mode === 'travel') {
    const v = { ...randomVessel(s, t), kind: 'tin' as const, color: '#BDBEBD', band: '#F7F3EC' };
    const cw = Math.min(w * (h > w ? 0.3 : 0.22), h * 0.32);
    items += pouch(
      s,
      cx + side * cw * 0.75,
      floorY + h * 0.01,
      cw * 1.9,
      cw * 1.15,
      rng.pick(['#CFC4B4', '#D9CBB4', '#5A2630', '#1F3A30', '#E3C9C0']),
      side,
    );
    items +=
      contactShadow(s, cx - side * cw * 0.9, floorY + h * 0.03, cw) +
      drawCandle(s, v, cx - side * cw * 0.9, floorY + h * 0.03, cw, cw * 0.55, side, label);
  } else {
    // A miniature, a pouch and a travel candle, side by side.
    const unit = Math.min(w * (h > w ? 0.22 : 0.18), h * 0.3);
    const mini = randomBottle(rng, pal, { shape: 'rect', metal: 'gold' });
    const d = drawBottle(s, mini, cx - unit * 1.5, floorY, unit * 1.15, { side });
    items += contactShadow(s, cx - unit * 1.5, floorY, d.w) + d.svg;
    items += pouch(s, cx + unit * 0.05, floorY + h * 0.015, unit * 1.5, unit * 0.95, rng.pick(['#CFC4B4', '#E3C9C0', '#5A2630']), side);
    const v = { ...randomVessel(s, t), kind: 'tin' as const, color: '#BDBEBD', band: '#F7F3EC', lit: false };
    items +=
      contactShadow(s, cx + unit * 1.55, floorY + h * 0.02, unit * 0.9) +
      drawCandle(s, v, cx + unit * 1.55, floorY + h * 0.02, unit * 0.9, unit * 0.5, side);
  }
  let set = '';
  if (t.has('slab') || rng.chance(0.4)) {
    const top = floorY + h * 0.015;
    horizon = top - h * 0.06;
    set = plinth(s, {
      kind: 'slab',
      x: w / 2,
      top,
      w: w * 1.3,
      h: h - top + 2,
      color: rng.pick(pal.set),
      marble: rng.chance(0.4),
      lightSide: side,
    }).svg;
  }
  const bg = backdrop(s, {
    horizon,
    focusX: cx,
    focusY: floorY - h * 0.25,
    style: pickToken(t, ['sweep', 'window', 'arch'] as const) ?? pickBackdrop(s),
    lightSide: side,
  });
  return bg + set + items + warmth(s, pal);
}
