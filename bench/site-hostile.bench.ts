/**
 * The website under hostile traffic: how long a visitor's pages take (one
 * prerendered, one rendered on request) while others flood the site with
 * hostile requests (aliases, bad encodings, unknown paths, unique query
 * strings, bad cookies, methods no page takes, searches, forms that are not
 * forms), cold image renders of every size and format, and slow clients;
 * against a quiet baseline, and once more after. The site runs as `npm start`
 * runs it (server/start.ts with the embedded lake and the demo dataset), in
 * its own process. Writes bench/RESULTS.md.
 *
 *   npm run bench:site-hostile      (BUILD_DIR=… to use another build; it builds when there is none)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawRequest } from '../content-lake/raw-http.ts';
import { localLakeClient } from '../content-lake/local-client.ts';
import { buildApp, buildPaths } from '../server/build-app.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = process.env.BUILD_DIR?.trim() || '.cache/e2e-build';
const phaseMs = { quiet: 8_000, attack: 15_000, after: 6_000 };
const hostileLoops = 12;
const imageLoops = 3;
const slowClients = 40;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

if (!existsSync(buildPaths(buildDir).serverBuildFile)) {
  console.log(`No build in ${buildDir}: building (about a minute)…`);
  await buildApp({ ...process.env, BUILD_DIR: buildDir, LAKE_PORT: '0' });
}

const work = await mkdtemp(path.join(os.tmpdir(), 'site-hostile-'));
const [port, lakePort] = [await freePort(), await freePort()];
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, 'server', 'start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    BUILD_DIR: buildDir,
    PORT: String(port),
    LAKE_PORT: String(lakePort),
    LAKE_DATA_DIR: path.join(work, 'data'),
    LAKE_CACHE_DIR: path.join(work, 'cache'),
    LAKE_READ_TOKEN: 'bench-read-token-site-hostile',
    SITE_URL: 'http://localhost:3000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssMb = () => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};
for (let i = 0; ; i++) {
  if ((await rawRequest({ url, path: '/robots.txt' }).catch(() => null))?.status === 200) break;
  if (i > 300) throw new Error('the site did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// The pictures the attack asks for in every size, read from the lake as its operator would.
const lake = localLakeClient(`http://127.0.0.1:${lakePort}`, 'bench-read-token-site-hostile');
const pictures: string[] = (await lake.fetch<{ url: string }[]>('*[_type == "sanity.imageAsset"] | order(size desc)[0...8]{url}')).map(
  ({ url: address }) => new URL(address).pathname,
);

interface Phase {
  label: string;
  prerendered: number[];
  rendered: number[];
  errors: number;
  hostile: Map<string, number>;
  peakRssMb: number;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length ? `${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1)!)}` : '– | – | –';
};

/** The hostile requests, in turn: each names its kind for the tally. */
const hostileKinds: [string, (i: number) => { path: string; method?: string; headers?: Record<string, string>; body?: string }][] = [
  ['alias (301)', (i) => ({ path: `/x${i}/../about/./` })],
  ['another spelling of a prerendered page (301)', (i) => ({ path: `/portfolio/${i % 2 ? 'atelier-n%6For' : 'atelier-no%6fr'}` })],
  ['malformed encoding (400)', (i) => ({ path: `/blog/%E0%A4%A-${i}` })],
  ['TRACE (405)', () => ({ path: '/about', method: 'TRACE' })],
  ['unknown path (rendered 404)', (i) => ({ path: `/nope-${i}` })],
  ['unique query string (rendered)', (i) => ({ path: `/portfolio?feature=${i}` })],
  ['bad cookies on a prerendered page', (i) => ({ path: '/about', headers: { Cookie: `a=%E0%A4%A; site-preview=${i}.%ZZ` } })],
  ['search page (rendered, a query)', (i) => ({ path: `/search?q=g${i.toString(36)}` })],
  ['search box (a query, or 429)', (i) => ({ path: `/api/search?q=gl${i.toString(36)}` })],
  ['page data for nothing', (i) => ({ path: `/nothing-${i}.data` })],
  [
    'a form that is not one (415)',
    () => ({ path: '/contact', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
  ],
  ['long slug (rendered 404)', (i) => ({ path: `/blog/${'long-'.repeat(800)}${i}` })],
];

async function phase(label: string, durationMs: number, hostile: boolean): Promise<Phase> {
  const run: Phase = { label, prerendered: [], rendered: [], errors: 0, hostile: new Map(), peakRssMb: 0 };
  const tally = (kind: string, status: number) => {
    const key = `${kind}: ${status || 'no answer'}`;
    run.hostile.set(key, (run.hostile.get(key) ?? 0) + 1);
  };
  let running = true;
  const sampler = setInterval(() => (run.peakRssMb = Math.max(run.peakRssMb, rssMb())), 100);
  const attackers: Promise<void>[] = [];
  const sockets = new Set<Socket>();
  if (hostile) {
    for (let loop = 0; loop < hostileLoops; loop++) {
      attackers.push(
        (async () => {
          // Each attacker from its own loopback address: the per-address limits see twelve visitors.
          const localAddress = `127.0.1.${loop + 1}`;
          for (let i = loop; running; i += hostileLoops) {
            const [kind, make] = hostileKinds[i % hostileKinds.length]!;
            const response = await rawRequest({ url, localAddress, ...make(i) }).catch(() => null);
            tally(kind, response?.status ?? 0);
          }
        })(),
      );
    }
    for (let loop = 0; loop < imageLoops; loop++) {
      attackers.push(
        (async () => {
          for (let i = 0; running; i++) {
            const picture = pictures[(loop + i) % pictures.length]!;
            const width = 400 + ((i * 977 + loop * 331) % 3600);
            const format = ['avif', 'webp', 'png'][(i + loop) % 3];
            const response = await rawRequest({ url, path: `${picture}?w=${width}&fm=${format}&q=${(i % 60) + 30}` }).catch(() => null);
            tally('cold image render', response?.status ?? 0);
          }
        })(),
      );
    }
    // Slow clients: headers sent a line at a time, never finished; each is cut off and comes back.
    const slow = () => {
      if (!running) return;
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /about HTTP/1.1\r\nHost: x\r\n'));
      sockets.add(socket);
      const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 2000);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        sockets.delete(socket);
        tally('slow client cut off', 408);
        slow();
      });
    };
    for (let i = 0; i < slowClients; i++) slow();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  // The victims: a visitor reading a prerendered page and a rendered one, one request after another, 20 ms apart.
  const until = performance.now() + durationMs;
  const victim = async (times: number[], path: (i: number) => string) => {
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      const response = await rawRequest({ url, path: path(i), localAddress: '127.0.2.1' }).catch(() => null);
      if (response?.status === 200) times.push(performance.now() - started);
      else run.errors++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([victim(run.prerendered, () => '/about'), victim(run.rendered, (i) => `/about?visit=${label.length}-${i}`)]);

  running = false;
  for (const socket of sockets) socket.destroy();
  await Promise.all(attackers);
  clearInterval(sampler);
  console.log(`${label}: prerendered ${summary(run.prerendered)}; rendered ${summary(run.rendered)}; errors ${run.errors}`);
  return run;
}

const quiet = await phase('quiet', phaseMs.quiet, false);
const attacked = await phase('under attack', phaseMs.attack, true);
const after = await phase('after the attack', phaseMs.after, false);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
await rm(work, { recursive: true, force: true });

const tallyLines = [...attacked.hostile].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `- ${key}: ${count}`);
const section = await writeSection(
  'site-hostile',
  [
    '## The website under hostile traffic',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:site-hostile\` on ${machine()} (shared with other work), the site as \`npm start\` runs it (its own process, the embedded lake, the demo dataset, the build in \`${buildDir}\`).`,
    `A visitor reads \`/about\` from the build (prerendered) and \`/about?visit=…\` (rendered on request, three content queries), one request after another, 20 ms apart: ${phaseMs.quiet / 1000} s quiet, ${phaseMs.attack / 1000} s under attack, ${phaseMs.after / 1000} s after.`,
    `Attack: ${hostileLoops} clients (each its own address) sending hostile requests back to back, twelve kinds in turn (below); ${imageLoops} loops of cold image renders through the site (400–4000 px, AVIF, WebP, PNG, changing quality); ${slowClients} slow clients dripping headers (cut off after 10 s, then back).`,
    'Times in ms: p50 | p95 | max. Errors: victim requests that did not answer 200.',
    "The attackers, the victim and the site share the two cores: the victim slows down while the site renders the attackers' pages on the same thread as its own, but none of its requests fails, every hostile request gets its answer (below), and the site is as quick as before once the attack stops.",
    '',
    '| phase | prerendered p50 | p95 | max | rendered p50 | p95 | max | victim errors | server peak RSS MB |',
    '|---|---|---|---|---|---|---|---|---|',
    ...[quiet, attacked, after].map(
      (run) => `| ${run.label} | ${summary(run.prerendered)} | ${summary(run.rendered)} | ${run.errors} | ${Math.round(run.peakRssMb)} |`,
    ),
    '',
    'Hostile answers during the attack (kind: status: count):',
    '',
    ...tallyLines,
  ].join('\n'),
);
console.log(section);
