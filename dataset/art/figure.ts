// People at work, drawn as calm editorial silhouettes in profile: a head,
// a working coat or a jacket, arms in a few poses. Never a face.
import { darken, mix } from './palette.ts';
import type { Rng } from './random.ts';
import { ellipse, n, type Svg } from './svg.ts';

export type Pose = 'bench' | 'inspect' | 'stand' | 'clipboard' | 'point' | 'walk' | 'reach' | 'lean';

export interface FigureSpec {
  pose: Pose;
  /** 1: faces right; -1: faces left. */
  facing: 1 | -1;
  coat: string;
  trousers: string;
  skin: string;
  hair: string;
  /** A long working coat (lab or production) instead of a jacket. */
  long: boolean;
  /** A hygiene cap over the hair (production floor). */
  cap: boolean;
  /** Hair silhouette. */
  hairStyle: 'short' | 'bun' | 'long' | 'crop';
  /** Slightly slimmer or broader build. */
  build: number;
}

const SKIN = ['#D4AE92', '#C29574', '#A97E64', '#8A6049', '#6B4A39', '#CFA88C'];
const HAIR = ['#2A211C', '#4A3426', '#17171B', '#6E5238', '#9C8060', '#3A2E28'];

export function randomFigure(rng: Rng, o: Partial<FigureSpec> = {}): FigureSpec {
  return {
    pose: 'bench',
    facing: rng.chance(0.5) ? 1 : -1,
    coat: '#F2EFEA',
    trousers: rng.pick(['#2B2B30', '#1F2A24', '#3A3733']),
    skin: rng.pick(SKIN),
    hair: rng.pick(HAIR),
    long: true,
    cap: false,
    hairStyle: rng.pick(['short', 'bun', 'long', 'crop'] as const),
    build: rng.range(0.92, 1.1),
    ...o,
  };
}

type J = [number, number];

interface Joints {
  lean: number;
  nearElbow: J;
  nearHand: J;
  farElbow: J;
  farHand: J;
  nearKnee: J;
  nearFoot: J;
  farKnee: J;
  farFoot: J;
  /** Something held: a bottle, a clipboard. */
  holds?: 'bottle' | 'board';
}

function joints(pose: Pose): Joints {
  const legs = { nearKnee: [0.015, -0.27] as J, nearFoot: [0.0, -0.02] as J, farKnee: [0.0, -0.27] as J, farFoot: [-0.02, -0.02] as J };
  switch (pose) {
    case 'bench':
      return { lean: 6, nearElbow: [0.09, -0.6], nearHand: [0.25, -0.57], farElbow: [0.07, -0.61], farHand: [0.23, -0.6], ...legs };
    case 'reach':
      return { lean: 10, nearElbow: [0.14, -0.66], nearHand: [0.32, -0.62], farElbow: [0.1, -0.63], farHand: [0.27, -0.57], ...legs };
    case 'inspect':
      return {
        lean: 2,
        nearElbow: [0.13, -0.7],
        nearHand: [0.19, -0.9],
        farElbow: [0.06, -0.61],
        farHand: [0.17, -0.63],
        holds: 'bottle',
        ...legs,
      };
    case 'clipboard':
      return {
        lean: 1,
        nearElbow: [0.04, -0.61],
        nearHand: [0.16, -0.66],
        farElbow: [0.03, -0.62],
        farHand: [0.14, -0.7],
        holds: 'board',
        ...legs,
      };
    case 'point':
      return { lean: 2, nearElbow: [0.14, -0.74], nearHand: [0.32, -0.78], farElbow: [0.02, -0.62], farHand: [0.05, -0.46], ...legs };
    case 'walk':
      return {
        lean: 3,
        nearElbow: [-0.05, -0.62],
        nearHand: [-0.09, -0.47],
        farElbow: [0.07, -0.62],
        farHand: [0.12, -0.48],
        nearKnee: [0.08, -0.28],
        nearFoot: [0.16, -0.02],
        farKnee: [-0.04, -0.26],
        farFoot: [-0.13, -0.04],
      };
    case 'lean':
      return { lean: 18, nearElbow: [0.18, -0.58], nearHand: [0.3, -0.55], farElbow: [0.16, -0.6], farHand: [0.3, -0.6], ...legs };
    case 'stand':
    default:
      return { lean: 0, nearElbow: [0.02, -0.63], nearHand: [0.04, -0.46], farElbow: [0.0, -0.63], farHand: [0.02, -0.47], ...legs };
  }
}

const SHOULDER: J = [0.0, -0.805];
const HIP: J = [0.0, -0.5];

function limb(points: J[], width: number, color: string, taper = 0.8): string {
  // Two overlapping strokes give a gently tapering limb.
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${r3(x)} ${r3(y)}`).join('');
  const half = points.slice(Math.floor(points.length / 2));
  const d2 = half.map(([x, y], i) => `${i ? 'L' : 'M'}${r3(x)} ${r3(y)}`).join('');
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r3(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    (points.length > 2
      ? `<path d="${d2}" fill="none" stroke="${color}" stroke-width="${r3(width * taper)}" stroke-linecap="round" stroke-linejoin="round"/>`
      : '')
  );
}

function r3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** An ellipse in the figure's own units (svg.ts rounds to pixels, too coarse here). */
function oval(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${r3(cx)}" cy="${r3(cy)}" rx="${r3(rx)}" ry="${r3(ry)}" ${attrs}/>`;
}

/**
 * A person standing with their feet at (x, y), `height` pixels tall. Returns
 * markup; `shade` darkens the whole figure (distance, back light).
 */
export function drawFigure(s: Svg, f: FigureSpec, x: number, y: number, height: number, shade = 0): string {
  const j = joints(f.pose);
  const b = f.build;
  const tone = (c: string) => (shade > 0 ? mix(c, s.pal.wallBottom, shade) : c);
  const coat = tone(f.coat);
  const coatShade = tone(darken(f.coat, 0.07));
  const coatFar = tone(darken(f.coat, 0.16));
  const trousers = tone(f.trousers);
  const trousersFar = tone(darken(f.trousers, 0.25));
  const skin = tone(f.skin);
  const skinFar = tone(darken(f.skin, 0.15));
  const hair = tone(f.hair);
  let body = '';
  // Far leg and far arm first.
  body += limb([HIP, j.farKnee, j.farFoot], 0.075 * b, trousersFar);
  body += `<path d="M${r3(j.farFoot[0] - 0.02)} ${r3(j.farFoot[1] + 0.02)}h0.09" stroke="${tone('#1A1A1E')}" stroke-width="0.03" stroke-linecap="round"/>`;
  // The torso leans forward about the hip.
  const lean = `rotate(${j.lean} ${HIP[0]} ${HIP[1]})`;
  let torso = '';
  torso += limb([SHOULDER, j.farElbow, j.farHand], 0.058 * b, coatFar, 0.85);
  torso += oval(j.farHand[0], j.farHand[1], 0.024, 0.02, `fill="${skinFar}"`);
  body += limb([HIP, j.nearKnee, j.nearFoot], 0.08 * b, trousers);
  body += `<path d="M${r3(j.nearFoot[0] - 0.015)} ${r3(j.nearFoot[1] + 0.02)}h0.095" stroke="${tone('#111114')}" stroke-width="0.032" stroke-linecap="round"/>`;
  // Torso: back, shoulders, chest; a long coat reaches the knee.
  const hem = f.long ? -0.24 : -0.47;
  const flare = f.long ? 0.02 : 0;
  const torsoD =
    `M${r3(-0.07 * b)} -0.79C${r3(-0.09 * b)} -0.7 ${r3(-0.085 * b)} -0.6 ${r3(-0.075 * b - flare)} ${hem}` +
    `L${r3(0.075 * b + flare)} ${hem}C${r3(0.08 * b)} -0.56 ${r3(0.085 * b)} -0.66 ${r3(0.07 * b)} -0.76` +
    `C${r3(0.06 * b)} -0.81 ${r3(0.03)} -0.83 0 -0.835C${r3(-0.04 * b)} -0.835 ${r3(-0.065 * b)} -0.82 ${r3(-0.07 * b)} -0.79Z`;
  torso += `<path d="${torsoD}" fill="${coat}"/>`;
  torso += `<path d="${torsoD}" fill="${s.linear(
    [
      [0, '#FFFFFF', 0.14],
      [0.5, '#FFFFFF', 0],
      [1, '#000000', 0.12],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  if (f.long) torso += `<path d="M0.01 -0.74L0.02 ${hem}" stroke="${coatShade}" stroke-width="0.006" fill="none"/>`;
  // Neck and head.
  torso += `<path d="M-0.004 -0.83L-0.002 -0.878L0.026 -0.878L0.028 -0.83Z" fill="${skinFar}"/>`;
  // The collar of the coat or jacket, open at the neck.
  torso += `<path d="M-0.03 -0.835L0.012 -0.8L0.05 -0.835L0.04 -0.79L0.012 -0.76L-0.018 -0.79Z" fill="${tone(darken(f.coat, 0.1))}"/>`;
  torso += oval(
    0.012,
    -0.935,
    0.044,
    0.056,
    `fill="${skin}" stroke="${tone(darken(f.skin, 0.25))}" stroke-opacity="0.6" stroke-width="0.004"`,
  );
  // The ear, and the shadow of the jaw on the neck.
  torso += oval(0.0, -0.93, 0.009, 0.014, `fill="${skinFar}"`);
  // A nose and chin line in profile, barely.
  torso += `<path d="M0.05 -0.95L0.064 -0.922L0.052 -0.916Z" fill="${skin}"/>`;
  // Hair.
  const hairD =
    'M-0.034 -0.905C-0.046 -0.96 -0.02 -0.994 0.014 -0.993C0.042 -0.992 0.058 -0.975 0.056 -0.953C0.036 -0.962 0.018 -0.954 0.004 -0.938C-0.006 -0.92 -0.016 -0.905 -0.034 -0.905Z';
  if (f.cap) {
    torso += `<path d="M-0.045 -0.938C-0.05 -0.985 -0.02 -1.005 0.012 -1.004C0.046 -1.003 0.064 -0.985 0.058 -0.945C0.03 -0.952 -0.015 -0.952 -0.045 -0.938Z" fill="${tone('#FBFAF7')}"/>`;
    torso += `<path d="M-0.045 -0.94Q0.006 -0.955 0.058 -0.946" stroke="${tone('#D9D4CB')}" stroke-width="0.005" fill="none"/>`;
  } else {
    torso += `<path d="${hairD}" fill="${hair}"/>`;
    if (f.hairStyle === 'bun') torso += oval(-0.045, -0.962, 0.022, 0.02, `fill="${hair}"`);
    if (f.hairStyle === 'long')
      torso += `<path d="M-0.038 -0.935C-0.058 -0.885 -0.055 -0.83 -0.043 -0.8C-0.026 -0.81 -0.014 -0.85 -0.01 -0.905Z" fill="${hair}"/>`;
  }
  // Near arm over the torso.
  torso += limb([[SHOULDER[0] + 0.005, SHOULDER[1] + 0.01], j.nearElbow, j.nearHand], 0.062 * b, coatShade, 0.85);
  torso += oval(j.nearHand[0], j.nearHand[1], 0.026, 0.021, `fill="${skin}"`);
  if (j.holds === 'bottle') {
    const [hx, hy] = j.nearHand;
    torso += `<rect x="${r3(hx - 0.018)}" y="${r3(hy - 0.07)}" width="0.036" height="0.055" rx="0.006" fill="${tone('#F4F1EA')}" fill-opacity="0.75" stroke="${tone('#FFFFFF')}" stroke-width="0.004"/>`;
    torso += `<rect x="${r3(hx - 0.008)}" y="${r3(hy - 0.09)}" width="0.016" height="0.02" fill="${tone('#C9A46A')}"/>`;
  }
  if (j.holds === 'board') {
    const [hx, hy] = j.nearHand;
    torso += `<path d="M${r3(hx - 0.01)} ${r3(hy - 0.09)}L${r3(hx + 0.03)} ${r3(hy - 0.095)}L${r3(hx + 0.035)} ${r3(hy + 0.03)}L${r3(hx - 0.005)} ${r3(hy + 0.035)}Z" fill="${tone('#FBF9F5')}" stroke="${tone('#8F8A84')}" stroke-width="0.004"/>`;
  }
  body += `<g transform="${lean}">${torso}</g>`;
  const k = height;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${r3(f.facing * k)} ${r3(k)})">${body}</g>`;
}

/** A soft shadow pooled under a standing figure. */
export function figureShadow(s: Svg, x: number, y: number, height: number): string {
  return ellipse(
    x,
    y,
    height * 0.16,
    height * 0.025,
    `fill="${s.radial([
      [0, s.pal.shadow, 0.3],
      [1, s.pal.shadow, 0],
    ])}"`,
  );
}
