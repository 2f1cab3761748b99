// Art direction: a request's `variant` is a few words naming what the
// picture must show ("square gold", "open", "row lit"). Each kind reads the
// words it knows; the rest of the picture is left to the seed.
import { BODY_SHAPES, randomBottle, type BodyShape, type BottleSpec } from './bottle.ts';
import type { CapStyle } from './cap.ts';
import { metal } from './material.ts';
import { METALS, type MetalName, type Palette } from './palette.ts';
import type { Rng } from './random.ts';

export type Tokens = ReadonlySet<string>;

export function tokens(variant: string | undefined): Tokens {
  return new Set(
    (variant ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  );
}

export function pickToken<T extends string>(t: Tokens, options: readonly T[]): T | undefined {
  return options.find((o) => t.has(o));
}

const CAP_STYLES: readonly CapStyle[] = ['cube', 'cylinder', 'sphere', 'disc', 'tall', 'facet', 'dome', 'pebble', 'stepped'];
export const METAL_NAMES: readonly MetalName[] = ['gold', 'silver', 'gunmetal', 'rosegold', 'black', 'brass'];

/** Lacquer colours by name: "lacquer-rose", "lacquer-black" … */
export const LACQUERS: Record<string, string> = {
  rose: '#D8A79C',
  blush: '#E8CBC2',
  black: '#1B1B1F',
  white: '#F1EEE8',
  green: '#1F3A30',
  sage: '#A9B39A',
  champagne: '#D8C29A',
  ink: '#2A2D3A',
  amber: '#B9804A',
};

export function lacquerOf(t: Tokens): string | undefined {
  for (const token of t) if (token.startsWith('lacquer-')) return LACQUERS[token.slice(8)];
  return undefined;
}

/** A bottle that follows the words: shape, cap, metal, finish, empty or bare. */
export function directedBottle(rng: Rng, pal: Palette, t: Tokens, extra: { shape?: BodyShape; liquid?: string | null } = {}): BottleSpec {
  const shape = extra.shape ?? pickToken(t, BODY_SHAPES);
  const capStyle = pickToken(
    t,
    CAP_STYLES.map((c) => `${c}-cap`),
  ) as `${CapStyle}-cap` | undefined;
  const metalName = pickToken(t, METAL_NAMES);
  const spec = randomBottle(rng, pal, {
    shape,
    capStyle: capStyle ? (capStyle.slice(0, -4) as CapStyle) : undefined,
    metal: metalName,
    empty: t.has('empty'),
    bare: t.has('bare'),
    capless: t.has('atomiser'),
    liquid: extra.liquid,
  });
  const out: BottleSpec = { ...spec };
  if (metalName && out.cap && !t.has('lacquer-cap')) out.cap = { ...out.cap, material: metal(metalName) };
  if (metalName && out.collar) out.collar = { ...out.collar, metal: METALS[metalName] };
  if (t.has('black-cap') && out.cap) out.cap = { ...out.cap, material: { kind: 'lacquer', color: '#16161A' } };
  if (t.has('wood-cap') && out.cap) out.cap = { ...out.cap, material: { kind: 'wood', color: '#6B4A30' } };
  if (t.has('atomiser')) {
    out.cap = null;
    out.collar = out.collar ?? { w: out.neckW * 1.3, h: 0.1, metal: METALS[metalName ?? 'silver'], ribbed: true };
    out.actuator = metal(metalName ?? 'silver');
  }
  const lacquer = lacquerOf(t);
  if (lacquer) out.lacquer = lacquer;
  if (t.has('frosted')) out.frosted = true;
  if (t.has('clear')) out.frosted = false;
  if (t.has('label')) out.paperLabel = true;
  if (t.has('heavy')) out.base = Math.max(out.base, 0.16);
  if (t.has('amber-glass')) {
    out.tint = '#B9804A';
    out.glassStrength = 0.55;
  }
  return out;
}
