// SVG → raster: librsvg (via sharp) renders, a faint film grain is laid over,
// then JPEG (mozjpeg) or palette PNG encoding.
import sharp from 'sharp';
import { Rng } from './random.ts';

const TILE = 192;
const grainCache = new Map<string, Buffer>();

/** A small tile of soft grain around mid-grey, normalised to `amplitude` grey levels; deterministic. */
function grainTile(key: string, amplitude: number): Buffer {
  const cacheKey = `${key}/${amplitude}`;
  const hit = grainCache.get(cacheKey);
  if (hit) return hit;
  const rng = new Rng(`grain/${key}`);
  let src = new Float32Array(TILE * TILE);
  for (let i = 0; i < src.length; i++) src[i] = rng.next() + rng.next() - 1;
  // Two soft passes: grain of a couple of pixels survives JPEG and dithers gradients.
  for (let pass = 0; pass < 2; pass++) {
    const out = new Float32Array(TILE * TILE);
    const at = (x: number, y: number) => src[((y + TILE) % TILE) * TILE + ((x + TILE) % TILE)] ?? 0;
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++)
        out[y * TILE + x] = at(x, y) * 0.4 + (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1)) * 0.15;
    }
    src = out;
  }
  let sd = 0;
  for (const v of src) sd += v * v;
  sd = Math.sqrt(sd / src.length) || 1;
  const buf = Buffer.alloc(TILE * TILE * 3);
  for (let i = 0; i < TILE * TILE; i++) {
    const g = Math.max(0, Math.min(255, Math.round(128 + ((src[i] ?? 0) / sd) * amplitude)));
    buf[i * 3] = g;
    buf[i * 3 + 1] = g;
    buf[i * 3 + 2] = g;
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
    img.composite([
      {
        input: grainTile(o.seed.length % 2 === 0 ? 'a' : 'b', o.grain),
        raw: { width: TILE, height: TILE, channels: 3 },
        tile: true,
        blend: 'overlay',
      },
    ]);
  }
  return img.jpeg({ quality: o.quality ?? 80, progressive: true, mozjpeg: true }).toBuffer();
}
