/**
 * The lake under hostile traffic: how long a quiet client's queries take
 * while other clients flood it with slow queries, amplification queries
 * (results too large to send) and large image renders, against a quiet
 * baseline; and the same attack with every client allowed every worker
 * (the shares turned off), for comparison. Writes bench/RESULTS.md.
 *
 *   npm run bench:hostile
 */
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLake, type Lake, type LakeOptions } from '../content-lake/lake.ts';
import { queryFrom, rawRequest } from '../content-lake/raw-http.ts';
import { searchableTypes } from './generate-dataset.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const attackMs = 12_000;

// The victims ask what the site's pages ask (bench/lake.bench.ts has the same shapes).
const victimQueries = [
  { query: '*[_type == "testimonial"] | order(displayOrder asc){_id, quote, name, title, company, image, displayOrder}', params: {} },
  {
    query: '*[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0...6]{title, slug, excerpt, "author": author->{name}}',
    params: {},
  },
  {
    query: '*[_type in $types && (title match $term || pt::text(description) match $term)][0...10]{_id, _type, title, slug}',
    params: { types: searchableTypes, term: 'glass*' },
  },
];

// Hostile clients: queries that run until the time limit stops them, and results far past the size limit.
const slowQuery = 'count(*{"x": *{"y": count(*)}})';
const amplification = '*{"a": *{"b": *}}';

interface Run {
  label: string;
  site: number[];
  visitor: number[];
  image: number[];
  errors: number;
  hostile: Map<number, number>;
  peakRssMb: number;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length ? `${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1)!)}` : '– | – | –';
}

async function attack(label: string, options: LakeOptions, hostile: boolean): Promise<Run> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lake-hostile-'));
  const silent = { debug() {}, info() {}, warn() {}, error: (m: string) => console.error(m) };
  const lake: Lake = await startLake({
    datasetPath: path.join(root, 'dataset'),
    port: 0,
    cacheDir: path.join(work, 'cache'),
    dataDir: path.join(work, 'data'),
    logger: silent,
    ...options,
  });
  // The site's server reads the lake from this machine; a visitor's browser comes from another address.
  const site: SanityClient = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
    maxRetries: 0,
  });
  const image: { url: string } = await site.fetch('*[_type == "sanity.imageAsset"] | order(metadata.dimensions.width desc)[0]{url}');
  const smallImage = `${image.url}?w=480&h=320&fit=crop&auto=format`;
  await (await fetch(smallImage, { headers: { Accept: 'image/avif,image/webp' } })).arrayBuffer();

  const run: Run = { label, site: [], visitor: [], image: [], errors: 0, hostile: new Map(), peakRssMb: 0 };
  let running = true;
  const rss = setInterval(() => (run.peakRssMb = Math.max(run.peakRssMb, process.memoryUsage().rss / 1024 / 1024)), 50);
  const count = (status: number) => run.hostile.set(status, (run.hostile.get(status) ?? 0) + 1);

  const attackers: Promise<void>[] = [];
  if (hostile) {
    // Four clients, each keeping eight slow or amplifying queries in flight, from their own addresses.
    for (let c = 0; c < 4; c++) {
      for (let k = 0; k < 8; k++) {
        attackers.push(
          (async () => {
            for (let i = 0; running; i++) {
              const response = await queryFrom(lake.url, `127.0.0.${2 + c}`, (i + k) % 3 === 0 ? amplification : slowQuery).catch(
                () => null,
              );
              count(response?.status ?? 0);
              if (response?.status === 429 || response?.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
            }
          })(),
        );
      }
    }
    // Three loops of large renders of the largest picture, each at a quality never asked before.
    for (let k = 0; k < 3; k++) {
      attackers.push(
        (async () => {
          for (let i = 0; running; i++) {
            const response = await fetch(`${image.url}?w=4000&q=${(k * 1000 + i) % 100}&fm=${['avif', 'webp', 'png'][k]}`).catch(
              () => null,
            );
            await response?.arrayBuffer();
            count(response ? 1000 + response.status : 0);
          }
        })(),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  // Three victims side by side, each one request after another.
  const until = performance.now() + (hostile ? attackMs : attackMs / 2);
  const victim = async (times: number[], ask: (i: number) => Promise<boolean>) => {
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      if (await ask(i).catch(() => false)) times.push(performance.now() - started);
      else run.errors++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const picture = new URL(smallImage);
  await Promise.all([
    victim(run.site, async (i) => {
      const { query, params } = victimQueries[i % victimQueries.length]!;
      await site.fetch(query, params);
      return true;
    }),
    victim(run.visitor, async (i) => {
      const { query, params } = victimQueries[i % victimQueries.length]!;
      return (await queryFrom(lake.url, '127.0.0.9', query, params)).status === 200;
    }),
    victim(
      run.image,
      async () =>
        (await rawRequest({ url: lake.url, path: picture.pathname + picture.search, headers: { Accept: 'image/avif,image/webp' } }))
          .status === 200,
    ),
  ]);

  running = false;
  await Promise.all(attackers);
  clearInterval(rss);
  await lake.close();
  await rm(work, { recursive: true, force: true });
  console.log(
    `${label}: site ${summary(run.site)}; visitor ${summary(run.visitor)}; image ${summary(run.image)}; errors ${run.errors}; hostile ${JSON.stringify([...run.hostile])}`,
  );
  return run;
}

const quiet = await attack('quiet (no attack)', {}, false);
const defended = await attack('under attack, default limits', {}, true);
const open = await attack(
  'under attack, shares off (any client on every worker), 8 large renders at once',
  { clientLimits: { running: 3, publicRunning: 3, waiting: 1000, totalWaiting: 10_000 }, largeImageRenders: 8 },
  true,
);

const statusNames: Record<number, string> = {
  200: 'answered',
  408: '408 time limit',
  422: '422 result too large',
  429: '429 client limit',
  503: '503 lake busy',
  1200: 'image rendered',
  1503: 'image 503 (render queue full)',
  0: 'connection failed',
};
const hostileLine = (run: Run) =>
  [...run.hostile]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${n} ${statusNames[status] ?? status}`)
    .join(', ');

const rows = [quiet, defended, open].map(
  (run) =>
    `| ${run.label} | ${summary(run.site)} | ${summary(run.visitor)} | ${summary(run.image)} | ${run.errors} | ${Math.round(run.peakRssMb)} |`,
);
const section = await writeSection(
  'lake-hostile',
  [
    '## Content lake under hostile traffic',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:hostile\` on ${machine()}, the demo dataset and the lake's defaults (3 query workers, a 5 s query limit, one large render at a time).`,
    `Three victims side by side for ${attackMs / 1000} s (${attackMs / 2000} s quiet), each sending one request after another (20 ms apart): the site's server (\`@sanity/client\` from this machine) and a visitor (another address) asking the site's query shapes, and a browser asking for a cached 480 px picture.`,
    'Attack: four clients (four addresses) each keeping eight queries in flight, slow ones (`count(*{"x": *{"y": count(*)}})`, stopped at the limit) and amplification (`*{"a": *{"b": *}}`), plus three loops of cold 4000 px renders (AVIF, WebP, PNG).',
    'Times in ms: p50 | p95 | max.',
    '',
    '| run | site server p50 | p95 | max | visitor p50 | p95 | max | picture p50 | p95 | max | victim errors | peak RSS MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Hostile answers, default limits: ${hostileLine(defended)}.`,
    '',
    `Hostile answers, shares off: ${hostileLine(open)}.`,
  ].join('\n'),
);
console.log(section);
