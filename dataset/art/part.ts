// Kind 'part': one stock component as the catalogue shows it, centred on a
// light seamless set with a soft contact shadow. The variant is built from the
// part's data (dataset/source/components.ts), so the picture follows it:
//   the kind        bottle, pump, collar, cap, accessory
//   a bottle        its range's shape (square, cylinder, round, rect) and
//                   glass (clear, frosted, amber-glass), shown bare so its
//                   neck shows: crimp (FEA) or screw (GCMI, threaded)
//   a closure       its finish (gold, silver, gunmetal, rosegold, black,
//                   matt, pp white/natural/black, oak, smoked, walnut) and
//                   style (cube, cylinder, lotion)
//   an accessory    refill, atomiser, dropper, vial
//   measurements    height-92 width-56 neck-15 (mm): proportions, and a size
//                   that grows a little with the part
// Every size of a range draws the same flacon: its proportions are seeded by
// the shape, not by the picture.
import { directedBottle, METAL_NAMES, pickToken, type Tokens } from './direction.ts';
import { BODY_SHAPES, bottleUnits, bottleWidth, drawBottle, randomBottle, type BottleSpec } from './bottle.ts';
import { drawCap, drawCollar, drawPump } from './cap.ts';
import { metal, roundFill, WOODS, type Material } from './material.ts';
import { darken, LIQUIDS, lighten, type Metal } from './palette.ts';
import { Rng } from './random.ts';
import { backdrop, contactShadow } from './scene.ts';
import { ellipse, n, path, rect, roundRect, type Svg } from './svg.ts';

/** One key light from the left for the whole catalogue, so a grid of parts reads as one shoot. */
const SIDE = -1;
/** The floor line and the wall/floor seam, as fractions of the frame's height. */
const FLOOR = 0.8;
const HORIZON = 0.6;

const WOOD = { oak: WOODS[2], smoked: WOODS[0], walnut: WOODS[3] } as const;
const PLASTIC = { white: '#F2F0EC', natural: '#E2DDD0', black: '#1E1E22' } as const;

interface Drawn {
  svg: string;
  /** Width for the contact shadow, and the top of the part (for the light pool). */
  width: number;
  top: number;
  /** How firmly it sits on the floor: a pump or a dropper hangs just above it. */
  contact: number;
}

/** A measurement token such as `height-92`, in millimetres. */
function mm(t: Tokens, key: string, fallback: number): number {
  for (const token of t) {
    const value = token.startsWith(`${key}-`) ? Number(token.slice(key.length + 1)) : NaN;
    if (value > 0) return value;
  }
  return fallback;
}

/** A part's finish as a material: wood, moulded PP, matt lacquer or polished metal. */
function finishOf(t: Tokens): Material {
  const wood = pickToken(t, ['oak', 'smoked', 'walnut'] as const);
  if (wood) return { kind: 'wood', color: WOOD[wood] };
  const plastic = t.has('pp') ? (pickToken(t, ['white', 'natural', 'black'] as const) ?? 'white') : undefined;
  if (plastic) return { kind: plastic === 'natural' ? 'resin' : 'lacquer', color: PLASTIC[plastic] };
  if (t.has('matt') && t.has('black')) return { kind: 'lacquer', color: '#1B1B1F' };
  return metal(pickToken(t, METAL_NAMES) ?? 'silver');
}

/** A metal's tones for any material, so PP collars and ferrules reuse the metal drawing. */
function tonesOf(m: Material): Metal {
  return m.metal ?? { light: lighten(m.color, 0.35), mid: m.color, dark: darken(m.color, 0.3), edge: darken(m.color, 0.55) };
}

/** Frame height of a standing part: 36 % of the frame for a 5 ml miniature up to 58 % for the tallest flacon. */
function standingHeight(s: Svg, heightMm: number): number {
  return s.h * (0.36 + 0.22 * Math.min(1, Math.max(0, (heightMm - 45) / 115)));
}

/** Scale a bottle's proportions to its measurements (body height = 1). */
function measured(spec: BottleSpec, heightMm: number, widthMm: number, neckMm: number): BottleSpec {
  const bodyMm = heightMm / bottleUnits(spec);
  // A round body is drawn as a circle standing on its base: never narrower than tall.
  const bodyW = spec.shape === 'round' ? Math.max(1, widthMm / bodyMm) : widthMm / bodyMm;
  return { ...spec, bodyW, neckW: (neckMm * 0.95) / bodyMm };
}

function standing(s: Svg, spec: BottleSpec, heightMm: number): Drawn {
  const { w, h } = s;
  let height = standingHeight(s, heightMm);
  if (bottleWidth(spec, height) > w * 0.6) height *= (w * 0.6) / bottleWidth(spec, height);
  // Clear glass shows the seam of the set behind it, bent; frosted glass hides it.
  const horizon = spec.frosted ? undefined : h * HORIZON;
  const drawn = drawBottle(s, spec, w / 2, h * FLOOR, height, { side: SIDE, horizon });
  return { svg: drawn.svg, width: bottleWidth(spec, height), top: h * FLOOR - height, contact: 1 };
}

function bottle(s: Svg, t: Tokens, heightMm: number, widthMm: number, neckMm: number): Drawn {
  const shape = pickToken(t, BODY_SHAPES) ?? 'rect';
  const spec = directedBottle(new Rng(`part|${shape}`), s.pal, new Set([...t, 'bare', 'empty']), { shape });
  // Amber pharmaceutical glass is a deep brown, darker than the tint the still lifes use.
  const amber = t.has('amber-glass') ? { tint: '#8A5424', glassStrength: 0.9 } : {};
  // A screw neck stands taller than a crimp neck, to carry its thread.
  const neck = t.has('screw') ? { neckH: 0.16, threaded: true } : {};
  return standing(s, { ...measured({ ...spec, ...neck }, heightMm, widthMm, neckMm), ...amber }, heightMm);
}

/** A pump or dropper hangs as if in a clear stand: a dip tube cannot stand. */
function hanging(s: Svg, t: Tokens, m: Material, neckMm: number): Drawn {
  const { w, h } = s;
  const cx = w / 2;
  const scale = w * 0.19 * Math.sqrt(neckMm / 15);
  const by = h * 0.4;
  if (t.has('dropper')) {
    // Glass pipette, PP collar and a rubber-soft bulb.
    const pw = scale * 0.22;
    const tip = h * FLOOR - h * 0.04;
    const pipette = `M${n(cx - pw / 2)} ${n(by)}V${n(tip - pw * 2)}Q${n(cx - pw * 0.2)} ${n(tip)} ${n(cx)} ${n(tip)}Q${n(cx + pw * 0.2)} ${n(tip)} ${n(cx + pw / 2)} ${n(tip - pw * 2)}V${n(by)}Z`;
    let svg = path(
      pipette,
      `fill="${s.across([
        [0, darken(PLASTIC.white, 0.35), 0.55],
        [0.3, '#FFFFFF', 0.5],
        [0.7, '#F4F2EC', 0.25],
        [1, darken(PLASTIC.white, 0.35), 0.6],
      ])}"`,
    );
    svg += rect(cx - pw * 0.2, by, pw * 0.1, tip - by - pw * 3, `fill="#FFFFFF" fill-opacity="0.7"`);
    const collarH = scale * 0.55;
    svg += drawCollar(s, tonesOf(m), cx, by, scale * 0.8, collarH, SIDE, true).svg;
    const bulb = { kind: 'lacquer', color: t.has('black') ? PLASTIC.black : PLASTIC.white } as const;
    svg += drawCap(s, { style: 'dome', w: scale * 0.5, h: scale * 0.85, material: bulb }, cx, by - collarH + 1, SIDE).svg;
    return { svg, width: scale * 0.7, top: by - collarH - scale * 0.85, contact: 0.55 };
  }
  const housingEnd = by + scale * 0.9;
  let svg = drawPump(s, m, tonesOf(m), cx, by, scale, SIDE, h * FLOOR - h * 0.03 - housingEnd).svg;
  const top = by - scale * 0.62 - scale * 0.95;
  if (t.has('lotion')) {
    // A lotion pump's spout, reaching out from the head.
    const sy = top + scale * 0.12;
    svg += path(
      roundRect(cx - SIDE * scale * 0.25, sy, -SIDE * scale * 0.55, scale * 0.16, scale * 0.06),
      `fill="${roundFill(s, m, SIDE)}"`,
    );
  }
  return { svg, width: scale * 0.8, top, contact: 0.55 };
}

function collar(s: Svg, m: Material, heightMm: number, widthMm: number): Drawn {
  const { w, h } = s;
  const cw = w * 0.3 * Math.sqrt(widthMm / 17);
  const ch = (cw * heightMm) / widthMm;
  const y = h * FLOOR;
  const tones = tonesOf(m);
  let svg = drawCollar(s, tones, w / 2, y, cw, ch, SIDE, false).svg;
  // The opening, seen from just above.
  svg += ellipse(w / 2, y - ch, cw / 2 - 1, cw * 0.09, `fill="${darken(tones.dark, 0.3)}"`);
  svg += ellipse(w / 2, y - ch, cw * 0.36, cw * 0.06, `fill="${darken(tones.dark, 0.55)}"`);
  return { svg, width: cw, top: y - ch, contact: 1 };
}

function cap(s: Svg, t: Tokens, m: Material, heightMm: number, widthMm: number): Drawn {
  const { w, h } = s;
  const cw = w * 0.3 * Math.sqrt(widthMm / 22);
  const ch = (cw * heightMm) / widthMm;
  const svg = drawCap(s, { style: t.has('cube') ? 'cube' : 'cylinder', w: cw, h: ch, material: m }, w / 2, h * FLOOR, SIDE).svg;
  return { svg, width: cw * 1.05, top: h * FLOOR - ch, contact: 1 };
}

/** A travel atomiser: a slim metal case under its cap, split by a fine seam. */
function atomiser(s: Svg, m: Material, heightMm: number, widthMm: number): Drawn {
  const { w, h } = s;
  const height = standingHeight(s, heightMm);
  const aw = (height * widthMm) / heightMm;
  const y = h * FLOOR;
  const capH = height * 0.3;
  let svg = drawCap(s, { style: 'tall', w: aw, h: height - capH, material: m }, w / 2, y, SIDE).svg;
  svg += drawCap(s, { style: 'cylinder', w: aw * 1.02, h: capH, material: m }, w / 2, y - height + capH + 0.5, SIDE).svg;
  svg += rect(
    w / 2 - aw / 2,
    y - height + capH,
    aw,
    Math.max(1, height * 0.006),
    `fill="${darken(tonesOf(m).dark, 0.3)}" fill-opacity="0.6"`,
  );
  return { svg, width: aw, top: y - height, contact: 1 };
}

function accessory(s: Svg, t: Tokens, m: Material, heightMm: number, widthMm: number, neckMm: number): Drawn {
  if (t.has('atomiser')) return atomiser(s, m, heightMm, widthMm);
  if (t.has('dropper')) return hanging(s, t, m, neckMm);
  if (t.has('vial')) {
    const spec = randomBottle(new Rng('part|vial'), s.pal, {
      shape: 'cylinder',
      capless: true,
      metal: 'silver',
      liquid: LIQUIDS.champagne,
    });
    return standing(s, { ...measured(spec, heightMm, widthMm, 8), actuator: metal('silver'), level: 0.75 }, heightMm);
  }
  // A refill flask in recycled PET: thin, faintly blue-grey plastic under a white PP screw cap.
  const spec = randomBottle(new Rng('part|refill'), s.pal, { shape: 'flask', capStyle: 'cylinder', empty: true });
  const cap = { style: 'cylinder', w: 0, h: 0.12, material: { kind: 'lacquer', color: PLASTIC.white } } as const;
  const flask = { ...spec, collar: null, cap, tint: '#E6EDEE', glassStrength: 0.1, base: 0.04, wall: 0.012 };
  const scaled = measured(flask, heightMm, widthMm, neckMm);
  return standing(s, { ...scaled, cap: { ...cap, w: scaled.neckW * 1.3 } }, heightMm);
}

export function drawPart(s: Svg, t: Tokens): string {
  const { w, h } = s;
  const heightMm = mm(t, 'height', 80);
  const widthMm = mm(t, 'width', 40);
  const neckMm = mm(t, 'neck', 15);
  const m = finishOf(t);
  const kind = pickToken(t, ['pump', 'collar', 'cap', 'accessory', 'bottle'] as const) ?? 'bottle';
  const part =
    kind === 'pump'
      ? hanging(s, t, m, neckMm)
      : kind === 'collar'
        ? collar(s, m, heightMm, widthMm)
        : kind === 'cap'
          ? cap(s, t, m, heightMm, widthMm)
          : kind === 'accessory'
            ? accessory(s, t, m, heightMm, widthMm, neckMm)
            : bottle(s, t, heightMm, widthMm, neckMm);
  const floor = h * FLOOR;
  // The seed moves the light pool a little, as from one shot to the next; the part stays put.
  const focusX = w * s.rng.range(0.46, 0.54);
  const set = backdrop(s, { horizon: h * HORIZON, focusX, focusY: (part.top + floor) / 2, style: 'sweep', lightSide: SIDE });
  return set + contactShadow(s, w / 2, floor, part.width, part.contact) + part.svg;
}
