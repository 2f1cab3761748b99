import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_KINDS, artSvg, drawArt, type ArtRequest } from './index.ts';

describe('dataset/art', () => {
  it('draws the same bytes for the same request', async () => {
    const request: ArtRequest = { kind: 'bottle', width: 600, height: 750, seed: 'same', label: 'Oriane' };
    const [a, b] = await Promise.all([drawArt(request), drawArt(request)]);
    expect(a.data.equals(b.data)).toBe(true);
    expect(artSvg(request)).toBe(artSvg(request));
  });

  it('draws something else for another seed, for every kind', () => {
    for (const kind of ART_KINDS) {
      const base: ArtRequest = { kind, width: 320, height: 240, seed: 'one', label: 'Maison Test' };
      expect(artSvg({ ...base, seed: 'two' }), kind).not.toBe(artSvg(base));
    }
  });

  it('respects an explicit tone', () => {
    const a = artSvg({ kind: 'bottle', width: 400, height: 300, seed: 'tone', tone: 'noir' });
    const b = artSvg({ kind: 'bottle', width: 400, height: 300, seed: 'tone', tone: 'ivory' });
    expect(a).not.toBe(b);
  });

  it('renders every kind at the size asked for', async () => {
    const arts = await Promise.all(
      ART_KINDS.map((kind) => drawArt({ kind, width: 360, height: 240, seed: `size-${kind}`, label: 'Verdelle' })),
    );
    for (const [i, art] of arts.entries()) {
      const meta = await sharp(art.data).metadata();
      const kind = ART_KINDS[i];
      expect([meta.width, meta.height, art.width, art.height], kind).toEqual([360, 240, 360, 240]);
      expect(meta.format, kind).toBe(kind === 'logo' ? 'png' : 'jpeg');
      expect(art.ext, kind).toBe(kind === 'logo' ? 'png' : 'jpg');
    }
  });

  it('draws logos as transparent PNGs', async () => {
    const art = await drawArt({ kind: 'logo', width: 600, height: 300, seed: 'logo', label: 'Maison Iris' });
    const meta = await sharp(art.data).metadata();
    expect([art.ext, meta.format, meta.hasAlpha]).toEqual(['png', 'png', true]);
    const stats = await sharp(art.data).stats();
    // Mostly transparent ground, some opaque ink.
    expect(stats.channels[3]?.min).toBe(0);
    expect(stats.channels[3]?.max).toBe(255);
    expect(art.data.length).toBeLessThan(25 * 1024);
  });

  it('stays within the size budget', async () => {
    const [hero, bottle, part] = await Promise.all([
      drawArt({ kind: 'hero', width: 2700, height: 1336, seed: 'budget' }),
      drawArt({ kind: 'bottle', width: 1600, height: 1067, seed: 'budget' }),
      drawArt({ kind: 'part', width: 800, height: 1000, seed: 'budget' }),
    ]);
    expect(hero.data.length).toBeLessThan(600 * 1024);
    expect(bottle.data.length).toBeLessThan(150 * 1024);
    expect(part.data.length).toBeLessThan(30 * 1024);
  });

  it('rejects nonsense sizes', () => {
    expect(() => artSvg({ kind: 'bottle', width: 0, height: 10, seed: 'x' })).toThrow();
  });
});
