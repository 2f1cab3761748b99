// Brand colours, tone moods and material colours, plus small colour helpers.
import type { Rng } from './random.ts';

export type Tone = 'ivory' | 'stone' | 'deep' | 'champagne' | 'rose' | 'amber' | 'sage' | 'noir';

export const BRAND = {
  ink: '#17171B',
  paper: '#FAF7F2',
  stone: '#EDE7DE',
  smoke: '#5E5B57',
  champagne: '#A8834A',
  deep: '#0F1A17',
  line: '#D9D1C5',
} as const;

type RGB = [number, number, number];

function parse(hex: string): RGB {
  const h = hex.replace('#', '');
  const n = parseInt(
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase();
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#FFFFFF', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance 0..1 (rough, sRGB-weighted). */
export function luminance(c: string): number {
  const [r, g, b] = parse(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Palette {
  tone: Tone;
  dark: boolean;
  wallTop: string;
  wallBottom: string;
  floorFar: string;
  floorNear: string;
  /** Light pools and highlights on the set. */
  glow: string;
  /** Shadow colour (used with opacity). */
  shadow: string;
  /** Colour for drawn lines and ink. */
  ink: string;
  /** The accent used for foil and small details. */
  accent: string;
  /** Secondary set colours for plinths, props, arches. */
  set: string[];
  /** Liquids that suit the mood. */
  liquids: string[];
  /** Metals that suit the mood. */
  metals: MetalName[];
  /** Paper / board colours for boxes and cards. */
  papers: string[];
}

export type MetalName = 'gold' | 'silver' | 'gunmetal' | 'rosegold' | 'black' | 'brass';

export interface Metal {
  light: string;
  mid: string;
  dark: string;
  edge: string;
}

export const METALS: Record<MetalName, Metal> = {
  gold: { light: '#F6E9C8', mid: '#C9A46A', dark: '#7C5F2F', edge: '#4E3A1B' },
  brass: { light: '#EADFC0', mid: '#B39A66', dark: '#6E5B36', edge: '#3F3320' },
  silver: { light: '#FBFBFA', mid: '#BDBEBD', dark: '#6A6B6C', edge: '#3A3B3D' },
  gunmetal: { light: '#A9AAAE', mid: '#56575C', dark: '#27282C', edge: '#141416' },
  rosegold: { light: '#F7E2D6', mid: '#C99A85', dark: '#7F5646', edge: '#4B3028' },
  black: { light: '#6E6E74', mid: '#222226', dark: '#0C0C0E', edge: '#000000' },
};

// Liquids: pale juice colours, never saturated.
export const LIQUIDS = {
  champagne: '#E9CF96',
  amber: '#C98B3E',
  cognac: '#9B5A22',
  rose: '#E7B3A6',
  blush: '#F0CFC3',
  sage: '#B9C3A0',
  vetiver: '#8D9466',
  clear: '#EEE9DF',
  smoke: '#A39282',
  plum: '#7A4652',
  oud: '#5B3720',
  citrus: '#EEDC93',
} as const;

const TONE_TABLE: Record<Tone, Omit<Palette, 'tone'>> = {
  ivory: {
    dark: false,
    wallTop: '#F3EEE6',
    wallBottom: '#EAE3D8',
    floorFar: '#E3DACD',
    floorNear: '#EFE9E0',
    glow: '#FFFDF8',
    shadow: '#3B3226',
    ink: BRAND.ink,
    accent: BRAND.champagne,
    set: ['#E6DED2', '#D9D1C5', '#F4EFE7', '#CFC4B4', '#E9E1D3'],
    liquids: [LIQUIDS.champagne, LIQUIDS.blush, LIQUIDS.amber, LIQUIDS.clear, LIQUIDS.citrus, LIQUIDS.rose],
    metals: ['gold', 'gold', 'silver', 'brass', 'black'],
    papers: ['#F7F3EC', '#17171B', '#E9E1D4', '#0F1A17', '#D8CBB6'],
  },
  stone: {
    dark: false,
    wallTop: '#E2DACE',
    wallBottom: '#D5CBBC',
    floorFar: '#CBBFAE',
    floorNear: '#DCD3C6',
    glow: '#F7F2EA',
    shadow: '#2E271F',
    ink: BRAND.ink,
    accent: BRAND.champagne,
    set: ['#C9BEAD', '#BFB29F', '#E4DCD0', '#B3A690', '#D7CEC1'],
    liquids: [LIQUIDS.amber, LIQUIDS.smoke, LIQUIDS.vetiver, LIQUIDS.champagne, LIQUIDS.cognac],
    metals: ['gunmetal', 'silver', 'brass', 'black', 'gold'],
    papers: ['#EDE7DE', '#3A3733', '#C9BEAD', '#17171B', '#F4F0E9'],
  },
  deep: {
    dark: true,
    wallTop: '#1A2823',
    wallBottom: '#121E1A',
    floorFar: '#0E1714',
    floorNear: '#16231F',
    glow: '#4F6A5E',
    shadow: '#020504',
    ink: '#E9E4DA',
    accent: '#C2A06A',
    set: ['#1E2E28', '#25372F', '#17241F', '#2D4037', '#C8BFAF'],
    liquids: [LIQUIDS.champagne, LIQUIDS.amber, LIQUIDS.vetiver, LIQUIDS.cognac, LIQUIDS.citrus],
    metals: ['gold', 'gold', 'brass', 'silver'],
    papers: ['#0F1A17', '#EDE7DE', '#1F3029', '#C9A46A', '#F7F3EC'],
  },
  champagne: {
    dark: false,
    wallTop: '#EEE2CB',
    wallBottom: '#E2D1B3',
    floorFar: '#D8C4A2',
    floorNear: '#E9DBC2',
    glow: '#FFF8EA',
    shadow: '#4A3519',
    ink: BRAND.ink,
    accent: '#9C7740',
    set: ['#E5D4B6', '#D6C09B', '#F3E9D6', '#CDB58D', '#EADDC6'],
    liquids: [LIQUIDS.champagne, LIQUIDS.amber, LIQUIDS.citrus, LIQUIDS.cognac, LIQUIDS.blush],
    metals: ['gold', 'gold', 'brass', 'rosegold'],
    papers: ['#F7F0E2', '#17171B', '#E2CFAE', '#A8834A', '#0F1A17'],
  },
  rose: {
    dark: false,
    wallTop: '#EFE0DA',
    wallBottom: '#E4CFC7',
    floorFar: '#DBC3BA',
    floorNear: '#EADAD3',
    glow: '#FFF8F5',
    shadow: '#4A2C27',
    ink: BRAND.ink,
    accent: '#A87A62',
    set: ['#E7D2CA', '#D9BCB1', '#F4E9E4', '#CDAA9E', '#EADCD5'],
    liquids: [LIQUIDS.rose, LIQUIDS.blush, LIQUIDS.plum, LIQUIDS.champagne, LIQUIDS.clear],
    metals: ['rosegold', 'gold', 'silver', 'rosegold'],
    papers: ['#F6EEEA', '#5A3A3A', '#E3CBC2', '#17171B', '#D9BCB1'],
  },
  amber: {
    dark: false,
    wallTop: '#E9D5B9',
    wallBottom: '#DCC09B',
    floorFar: '#CDAE84',
    floorNear: '#E2CBAA',
    glow: '#FFF3DF',
    shadow: '#3E2610',
    ink: BRAND.ink,
    accent: '#8E6330',
    set: ['#D9BE98', '#C9A67A', '#EEDFC8', '#B89064', '#E1CCAE'],
    liquids: [LIQUIDS.amber, LIQUIDS.cognac, LIQUIDS.oud, LIQUIDS.champagne, LIQUIDS.citrus],
    metals: ['gold', 'brass', 'black', 'gunmetal'],
    papers: ['#F3E8D7', '#2A1F17', '#D9BE98', '#6E4A2A', '#17171B'],
  },
  sage: {
    dark: false,
    wallTop: '#E2E4DA',
    wallBottom: '#D3D7C8',
    floorFar: '#C6CBB8',
    floorNear: '#DDE0D4',
    glow: '#FAFBF5',
    shadow: '#232A1F',
    ink: BRAND.ink,
    accent: '#8C7B4E',
    set: ['#CDD2C1', '#BCC3AD', '#E7E9E0', '#AEB79C', '#D8DBCE'],
    liquids: [LIQUIDS.sage, LIQUIDS.vetiver, LIQUIDS.clear, LIQUIDS.citrus, LIQUIDS.champagne],
    metals: ['silver', 'brass', 'gunmetal', 'gold'],
    papers: ['#F1F2EC', '#2C3A30', '#CDD2C1', '#0F1A17', '#E7E9E0'],
  },
  noir: {
    dark: true,
    wallTop: '#232327',
    wallBottom: '#18181C',
    floorFar: '#121215',
    floorNear: '#1D1D21',
    glow: '#5A5A62',
    shadow: '#000000',
    ink: '#ECE7DF',
    accent: '#B8945A',
    set: ['#26262B', '#2E2E34', '#1C1C20', '#3A3A40', '#BFB6A8'],
    liquids: [LIQUIDS.amber, LIQUIDS.oud, LIQUIDS.champagne, LIQUIDS.plum, LIQUIDS.smoke],
    metals: ['gold', 'black', 'gunmetal', 'silver'],
    papers: ['#17171B', '#EDE7DE', '#2A2A30', '#A8834A', '#F7F3EC'],
  },
};

export function palette(tone: Tone): Palette {
  return { tone, ...TONE_TABLE[tone] };
}

export function pickTone(rng: Rng): Tone {
  return rng.weighted<Tone>([
    ['ivory', 4],
    ['stone', 3],
    ['champagne', 2],
    ['rose', 2],
    ['amber', 1.5],
    ['sage', 1.5],
    ['deep', 1.5],
    ['noir', 1.5],
  ]);
}
