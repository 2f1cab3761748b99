/** `node dataset/art/preview.ts OUTDIR [kind ...]`: pictures of each kind, a contact sheet, sizes and time. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ART_KINDS, drawArt, type ArtKind, type ArtRequest } from './index.ts';

const out = process.argv[2] ?? '/tmp/art-preview';
const only = process.argv.slice(3);

/** `--dataset`: draw every picture the demo content asks for (dataset/source), report bytes and time. */
if (only[0] === '--dataset') {
  const source = (await import('../source/index.ts')) as { documents: unknown[] };
  const found = new Map<string, ArtRequest>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const art = (v as { __art?: ArtRequest }).__art;
      if (art) found.set(JSON.stringify(art), art);
      Object.values(v).forEach(walk);
    }
  };
  walk(source.documents);
  const dir = path.join(out, 'dataset');
  await mkdir(dir, { recursive: true });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let bytes = 0;
  const rows: Array<[string, number, number]> = [];
  for (const request of found.values()) {
    const t = performance.now();
    const art = await drawArt(request);
    bytes += art.data.length;
    const name = `${request.kind}-${request.seed}-${request.width}x${request.height}.${art.ext}`.replace(/[^\w.-]+/g, '_');
    rows.push([name, art.data.length, performance.now() - t]);
    await writeFile(path.join(dir, name), art.data);
  }
  rows.sort((a, b) => b[1] - a[1]);
  for (const [name, size, ms] of rows.slice(0, 12))
    console.log(`${name.padEnd(60)} ${(size / 1024).toFixed(1).padStart(7)} KB ${ms.toFixed(0).padStart(6)} ms`);
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${found.size} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
  );
  process.exit(0);
}
const seeds = (process.env.SEEDS ?? 'a,b').split(',');
await mkdir(out, { recursive: true });

const SIZES: Record<ArtKind, Array<[number, number]>> = {
  hero: [[2700, 1336]],
  bottle: [
    [1200, 1500],
    [1600, 1067],
  ],
  'bottle-group': [
    [1600, 1067],
    [1200, 1500],
  ],
  glass: [
    [1600, 1067],
    [1200, 1500],
  ],
  cap: [
    [1600, 1067],
    [1200, 1500],
  ],
  box: [
    [1200, 1500],
    [1600, 1067],
  ],
  candle: [
    [1600, 1067],
    [1200, 1500],
  ],
  swatch: [
    [1600, 1067],
    [1200, 1500],
  ],
  studio: [
    [1600, 1067],
    [1200, 1500],
  ],
  factory: [
    [1600, 1067],
    [1200, 1500],
  ],
  lab: [
    [1600, 1067],
    [1200, 1500],
  ],
  logo: [[600, 300]],
  pattern: [
    [1600, 1067],
    [1200, 1500],
  ],
  machine: [[1600, 1067]],
  warehouse: [[1600, 1067]],
  skincare: [
    [1600, 1067],
    [1200, 1500],
  ],
  part: [[800, 1000]],
};
const LABELS = ['Maison Orlé', 'Verdelle', 'AUBERON', 'Sable & Myrrh', 'Iris Noble', 'Atelier Kew', 'Oriane', 'Hollis Row'];

const requests: ArtRequest[] = [];
const forced = process.env.SIZE ? (process.env.SIZE.split('x').map(Number) as [number, number]) : null;
for (const kind of ART_KINDS) {
  if (only.length && !only.includes(kind)) continue;
  seeds.forEach((seed, i) => {
    const [width, height] = forced ?? SIZES[kind][i % SIZES[kind].length] ?? [1600, 1067];
    const label =
      kind === 'logo' ? LABELS[(seed.charCodeAt(0) + i) % LABELS.length] : kind === 'bottle' && i % 2 === 1 ? 'Oriane' : undefined;
    requests.push({ kind, width, height, seed: `${kind}-${seed}`, label });
  });
}

const started = performance.now();
const cell = 300;
const cols = 6;
const thumbs: Array<{ input: Buffer; left: number; top: number }> = [];
let total = 0;
for (const [index, request] of requests.entries()) {
  const t = performance.now();
  const art = await drawArt(request);
  const ms = performance.now() - t;
  total += art.data.length;
  const name = `${request.kind}-${request.seed.split('-').pop()}-${request.width}x${request.height}.${art.ext}`;
  await writeFile(path.join(out, name), art.data);
  console.log(`${name.padEnd(36)} ${(art.data.length / 1024).toFixed(1).padStart(7)} KB ${ms.toFixed(0).padStart(6)} ms`);
  const thumb = await sharp(art.data)
    .resize(cell - 8, cell - 8, { fit: 'contain', background: '#DDDDDD' })
    .flatten({ background: '#DDDDDD' })
    .png()
    .toBuffer();
  thumbs.push({ input: thumb, left: (index % cols) * cell + 4, top: Math.floor(index / cols) * cell + 4 });
}
const rows = Math.ceil(requests.length / cols);
const sheet = await sharp({ create: { width: cols * cell, height: rows * cell, channels: 3, background: '#FFFFFF' } })
  .composite(thumbs)
  .png()
  .toBuffer();
await writeFile(path.join(out, 'contact-sheet.png'), sheet);
console.log(`${requests.length} pictures, total ${(total / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
