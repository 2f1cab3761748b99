import sharp from 'sharp';
import { artSvg, type ArtRequest } from './index.ts';
import { encode } from './encode.ts';
const reqs: ArtRequest[] = [
  { kind: 'bottle', width: 1200, height: 1500, seed: 'bottle-a' },
  { kind: 'hero', width: 2700, height: 1336, seed: 'hero-a' },
];
for (const r of reqs) {
  let t = performance.now();
  const svg = artSvg(r);
  const t1 = performance.now() - t; t = performance.now();
  await sharp(Buffer.from(svg)).raw().toBuffer();
  const t2 = performance.now() - t; t = performance.now();
  await encode(svg, { width: r.width, height: r.height, format: 'jpg', grain: 0, seed: r.seed });
  const t3 = performance.now() - t; t = performance.now();
  await encode(svg, { width: r.width, height: r.height, format: 'jpg', grain: 7, seed: r.seed });
  const t4 = performance.now() - t;
  // Without filters
  const nof = svg.replace(/ filter="url\(#[a-z0-9]+\)"/g, '');
  t = performance.now();
  await sharp(Buffer.from(nof)).raw().toBuffer();
  const t5 = performance.now() - t;
  const nomask = nof.replace(/ mask="url\(#[a-z0-9]+\)"/g, '');
  t = performance.now();
  await sharp(Buffer.from(nomask)).raw().toBuffer();
  const t6 = performance.now() - t;
  const noclip = nomask.replace(/ clip-path="url\(#[a-z0-9]+\)"/g, '');
  t = performance.now();
  await sharp(Buffer.from(noclip)).raw().toBuffer();
  console.log(r.kind, svg.length, 'svg', t1.toFixed(0), 'render', t2.toFixed(0), 'enc', t3.toFixed(0), 'enc+grain', t4.toFixed(0), 'nofilter', t5.toFixed(0), 'nomask', t6.toFixed(0), 'noclip', (performance.now() - t).toFixed(0));
}
