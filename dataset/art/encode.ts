// SVG → raster: librsvg (via sharp) renders, a faint film grain is laid over,
// then JPEG (mozjpeg) or palette PNG encoding.
import sharp from 'sharp';
import { Rng } from './random.ts';

const TILE = 192;
const grainCache = new Map<string, Buffer>();

/** A small tile of soft grain, centred on mid-grey; deterministic per key. */
function grainTile(key: string, amplitude: number): Buffer {
  const cacheKey = `${key}/${amplitude}`;
  const hit = grainCache.get(cacheKey);
  if (hit) return hit;
  const rng = new Rng(`grain/${key}`);
  const raw = new Float32Array(TILE * TILE);
  for (let i = 0; i < raw.length; i++) raw[i] = rng.next() + rng.next() - 1;
  // A light 3-tap blur so the grain is soft rather than pixel noise.
  const buf = Buffer.alloc(TILE * TILE * 3);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const at = (xx: number, yy: number) => raw[((yy + TILE) % TILE) * TILE + ((xx + TILE) % TILE)] ?? 0;
      const v = at(x, y) * 0.5 + (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1)) * 0.125;
      const g = Math.max(0, Math.min(255, Math.round(128 + v * amplitude)));
      buf[(y * TILE + x) * 3] = g;
      buf[(y * TILE + x) * 3 + 1] = g;
      buf[(y * TILE + x) * 3 + 2] = g;
    }
  }
  grainCache.set(cacheKey, buf);
  return buf;
}

export interface EncodeOpts {
  width: number;
  height: number;
  format: 'jpg' | 'png';
  /** Grain strength in grey levels (0 for none). */
  grain: number;
  seed: string;
  quality?: number;
  /** Render at this multiple and scale down (crisper hairlines). */
  supersample?: number;
}

export async function encode(svg: string, o: EncodeOpts): Promise<Buffer> {
  const k = o.supersample ?? 1;
  const img = sharp(Buffer.from(svg), { density: 72 * k });
  if (k !== 1) img.resize(o.width, o.height, { kernel: 'lanczos3' });
  if (o.format === 'png') {
    return img.png({ palette: true, colours: 32, compressionLevel: 9, effort: 8 }).toBuffer();
  }
  img.flatten({ background: '#FFFFFF' });
  if (o.grain > 0) {
    img.composite([{ input: grainTile(o.seed.length % 2 === 0 ? 'a' : 'b', o.grain), raw: { width: TILE, height: TILE, channels: 3 }, tile: true, blend: 'soft-light' }]);
  }
  return img.jpeg({ quality: o.quality ?? 80, progressive: true, mozjpeg: true }).toBuffer();
}
