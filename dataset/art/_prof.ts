import sharp from 'sharp';
import { ART_KINDS, artSvg, drawArt } from './index.ts';
const only = process.argv.slice(2);
for (const kind of ART_KINDS) {
  if (only.length && !only.includes(kind)) continue;
  let cpuR = 0; let cpuE = 0; let wall = 0;
  for (const seed of ['p1', 'p2', 'p3', 'p4']) {
    const req = { kind, width: kind === 'logo' ? 600 : kind === 'portrait' ? 400 : 1600, height: kind === 'logo' ? 300 : kind === 'portrait' ? 400 : 1067, seed, label: 'Verdelle' };
    const svg = artSvg(req);
    let c = process.cpuUsage();
    await sharp(Buffer.from(svg)).raw().toBuffer();
    let d = process.cpuUsage(c); cpuR += (d.user + d.system) / 1000;
    c = process.cpuUsage(); const t = performance.now();
    await drawArt(req);
    d = process.cpuUsage(c); cpuE += (d.user + d.system) / 1000; wall += performance.now() - t;
  }
  console.log(kind.padEnd(14), 'render cpu', (cpuR / 4).toFixed(0).padStart(5), 'ms; drawArt cpu', (cpuE / 4).toFixed(0).padStart(5), 'ms; wall', (wall / 4).toFixed(0).padStart(5));
}
