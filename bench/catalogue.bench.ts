/**
 * `npm run bench:catalogue`: how fast the component catalogue filters (issue
 * 38: under 100 ms p95 on the server). The site (`server/start.ts`, as `npm
 * start` runs it, over a production build) with its embedded lake, twice: on
 * the demo dataset, and on the demo dataset with the catalogue grown tenfold
 * (copies of its parts under new codes, in new ranges). Each run asks 300
 * distinct filtered addresses in turn (a filtered address is rendered for its
 * request, never kept), after 20 to warm up, and times the whole answer on
 * loopback: the content read, the filtering, the render and the transfer.
 *
 * Figures go to bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { neckFinishes, partTypes } from '../app/catalogue/parts.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';
import { untilAnswers } from './servers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR?.trim() || '.cache/e2e-build';
const work = path.join(root, '.cache', 'bench-catalogue');
const SITE_PORT = 3831;
const LAKE_PORT = 3832;
const site = `http://127.0.0.1:${SITE_PORT}`;
const REQUESTS = 300;
const WARM_UP = 20;

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** The demo dataset with each part copied `copies` times more, each copy in a range of its own, so the filters have more to choose from. */
async function grownDataset(copies: number): Promise<{ file: string; parts: number }> {
  const lines = (await readFile(path.join(root, 'dataset', 'data.ndjson'), 'utf8')).split('\n').filter(Boolean);
  const docs = lines.map((line) => JSON.parse(line) as Doc);
  const parts = docs.filter((doc) => doc._type === 'component' && !doc._id.startsWith('drafts.'));
  const ranges = docs.filter((doc) => doc._type === 'componentRange' && !doc._id.startsWith('drafts.'));
  const extra: Doc[] = [];
  for (let copy = 1; copy <= copies; copy++) {
    for (const range of ranges) {
      extra.push({
        ...range,
        _id: `${range._id}-x${copy}`,
        name: `${String(range.name)} ${copy}`,
        slug: { _type: 'slug', current: `${(range.slug as { current: string }).current}-x${copy}` },
      });
    }
    for (const part of parts) {
      const slug = `${(part.slug as { current: string }).current}-x${copy}`;
      extra.push({
        ...part,
        _id: `${part._id}-x${copy}`,
        code: `${String(part.code)}-X${copy}`,
        slug: { _type: 'slug', current: slug },
        range: { _type: 'reference', _ref: `${(part.range as { _ref: string })._ref}-x${copy}` },
        fits: [],
      });
    }
  }
  const file = path.join(work, `dataset-x${copies + 1}.ndjson`);
  await writeFile(file, [...lines, ...extra.map((doc) => JSON.stringify(doc))].join('\n') + '\n');
  return { file, parts: parts.length * (copies + 1) };
}

function startSite(datasetPath: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR,
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      SITE_URL: site,
      LAKE_PORT: String(LAKE_PORT),
      LAKE_DATASET_PATH: datasetPath,
      LAKE_DATA_DIR: dataDir,
      LAKE_CACHE_DIR: path.join(work, 'lake-cache'),
      PAGE_STORE_DIR: path.join(dataDir, 'pages'),
      LAKE_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Distinct filtered addresses, from a fixed seed: each a kind, a neck, a capacity bound or two, a sort and a page. */
function addresses(count: number): string[] {
  let seed = 38;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  while (seen.size < count) {
    const params = new URLSearchParams();
    if (random() < 0.7) params.append('type', pick(partTypes).value);
    if (random() < 0.6) params.append('neck', pick(neckFinishes).value);
    if (random() < 0.5) params.set('min', String(Math.floor(random() * 60)));
    if (random() < 0.5) params.set('max', String(60 + Math.floor(random() * 200)));
    if (random() < 0.3) params.set('recycled', pick(['10', '25', '50', '100']));
    params.set('sort', pick(['', 'capacity', 'capacity-desc', 'recycled', 'minimum-order', 'name']));
    // A page number makes each address distinct even where the filters repeat (a page past the last shows the last).
    params.set('page', String(1 + (seen.size % 3)));
    seen.add(`/catalogue?${params}`);
  }
  return [...seen];
}

async function measure(label: string, datasetPath: string, parts: number): Promise<string> {
  const dataDir = path.join(work, `lake-${parts}`);
  await rm(dataDir, { recursive: true, force: true });
  const child = startSite(datasetPath, dataDir);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the site stopped (${code})`))));
  try {
    await Promise.race([untilAnswers(`${site}/robots.txt`), exited]);
    const all = addresses(REQUESTS + WARM_UP);
    const times: number[] = [];
    let bytes = 0;
    for (const [index, address] of all.entries()) {
      const started = performance.now();
      const response = await fetch(`${site}${address}`);
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
      if (index >= WARM_UP) {
        times.push(performance.now() - started);
        bytes += body.byteLength;
      }
    }
    times.sort((a, b) => a - b);
    const row = `| ${label} | ${parts} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${fmt(times.at(-1)!)} | ${(bytes / times.length / 1024).toFixed(1)} |`;
    console.log(row);
    return row;
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited.catch(() => undefined);
    }
  }
}

await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
// The lake finds a dataset's images and files beside it.
for (const folder of ['images', 'files']) await symlink(path.join(root, 'dataset', folder), path.join(work, folder));
const demo = await grownDataset(0);
const grown = await grownDataset(9);
const rows = [await measure('demo dataset', demo.file, demo.parts), await measure('catalogue grown tenfold', grown.file, grown.parts)];
const section = await writeSection(
  'catalogue',
  `## Component catalogue: filtering on the server

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:catalogue\` on ${machine()}, over the build in \`${BUILD_DIR}\`.
The site and its embedded lake as \`npm start\` runs them; ${REQUESTS} distinct filtered addresses of \`/catalogue\` (kind, neck finish, capacity bounds, recycled content, sort, page) asked one after another after ${WARM_UP} to warm up. Each time is the whole answer on loopback: the content read, the filtering and counting, the render of the page and its transfer.

| dataset | parts | p50 ms | p95 ms | slowest ms | page HTML, KiB |
|---|---|---|---|---|---|
${rows.join('\n')}

Aim: under 100 ms p95 (issue 38).`,
);
console.log(`\n${section}`);
await rm(work, { recursive: true, force: true });
