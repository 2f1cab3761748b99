/**
 * The website under hostile traffic: how long a visitor's pages take (one
 * prerendered, one rendered on request) while others flood the site with
 * hostile requests (aliases, bad encodings, unknown paths, unique query
 * strings, bad cookies, methods no page takes, searches, forms that are not
 * forms), cold image renders of every size and format, and slow clients;
 * against a quiet baseline, and once more after. The site runs as `npm start`
 * runs it (server/start.ts with the embedded lake and the demo dataset), in
 * its own process. Then one client's renders against everyone else's
 * (issue 51): distinct filtered pages, unknown addresses and click ids from
 * one address while visitors read theirs, and one search from 200
 * connections. Writes bench/RESULTS.md.
 *
 *   npm run bench:site-hostile      (BUILD_DIR=… to use another build; it builds when there is none)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDRESS_CONCURRENCY, ADDRESS_RATE, CONTENT_READ_CONCURRENCY, RENDER_CONCURRENCY, RENDER_RATE_LIMIT } from '../app/constants.ts';
import { rawRequest } from '../content-lake/raw-http.ts';
import { localLakeClient } from '../content-lake/local-client.ts';
import { buildApp, buildPaths } from '../server/build-app.ts';
import { ensurePrograms } from '../scripts/ensure-packages.ts';
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
/** The site as `npm start` runs it, on `port`, with `env` over its defaults; resolves once it answers. */
async function startSite(env: Record<string, string> = {}) {
  const site = spawn(process.execPath, [path.join(root, 'server', 'start.ts')], {
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if ((await rawRequest({ url, path: '/robots.txt' }).catch(() => null))?.status === 200) break;
    if (i > 300) throw new Error('the site did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return site;
}
const stopSite = async (site: ReturnType<typeof spawn>) => {
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
};
let child = await startSite();
const rssMb = () => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

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
  // (The rendered one is a page that reads its parameter, each time another value: a render each time, from visitors
  // of addresses of their own, as no one visitor asks for thirty pages a second.)
  const until = performance.now() + durationMs;
  const victim = async (times: number[], path: (i: number) => string, addresses: number) => {
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      const localAddress = `127.0.2.${(i % addresses) + 1}`;
      const response = await rawRequest({ url, path: path(i), localAddress }).catch(() => null);
      if (response?.status === 200) times.push(performance.now() - started);
      else run.errors++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([
    victim(run.prerendered, () => '/about', 1),
    victim(run.rendered, (i) => `/portfolio?feature=visit-${label.length}-${i}`, 250),
  ]);

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

/**
 * One client's renders (issue 51, finding 1): 32 loops from one address asking for distinct filtered catalogue
 * pages, back to back, while visitors (each from an address of their own) read pages made for a request and a kept
 * page with a campaign's parameters; then floods of distinct unknown addresses and of distinct click ids on a kept
 * page; then 200 connections asking for one search.
 */
const fairLoops = 32;
const fairMs = { quiet: 10_000, attack: 30_000 };
const victimPages: [string, (i: number) => string][] = [
  ['the brief (/contact, made for each visitor)', () => '/contact'],
  ['a filtered catalogue', () => '/catalogue?range=albury&type=bottle'],
  ['a kept page with a campaign’s parameters', (i) => `/about?utm_source=fair&utm_medium=qr&gclid=v${i}`],
  ['the search page', () => '/search?q=glass'],
  ['the search box', () => '/api/search?q=glass'],
  ['a page of the blog', () => '/blog?page=2'],
];

interface FairRun {
  label: string;
  times: Map<string, number[]>;
  failures: Map<string, number>;
  attacker: Map<number, number>;
}

/** Between a visitor's requests: 200 a minute, under the 240 renders and the 60 searches in 10 s one address may make. */
const victimPauseMs = 300;

async function fairPhase(label: string, durationMs: number, attack: ((i: number) => string) | null): Promise<FairRun> {
  const run: FairRun = { label, times: new Map(), failures: new Map(), attacker: new Map() };
  let running = true;
  const attackers = attack
    ? Array.from({ length: fairLoops }, async (_, loop) => {
        for (let i = loop; running; i += fairLoops) {
          const status = (await rawRequest({ url, path: attack(i), localAddress: '127.0.3.1' }).catch(() => null))?.status ?? 0;
          run.attacker.set(status, (run.attacker.get(status) ?? 0) + 1);
        }
      })
    : [];
  const until = performance.now() + durationMs;
  await Promise.all(
    victimPages.map(async ([kind, path], index) => {
      const times: number[] = [];
      run.times.set(kind, times);
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        const response = await rawRequest({ url, path: path(i), localAddress: `127.0.3.${10 + index}` }).catch(() => null);
        if (response?.status === 200) times.push(performance.now() - started);
        else run.failures.set(kind, (run.failures.get(kind) ?? 0) + 1);
        // Faster than anyone reads, but within what one address may ask (RENDER_RATE_LIMIT, SEARCH_RATE_LIMIT): a
        // visitor's own limit is not the attack's doing.
        await new Promise((resolve) => setTimeout(resolve, victimPauseMs));
      }
    }),
  );
  running = false;
  await Promise.all(attackers);
  return run;
}

const distinctCatalogue = (i: number) => {
  const min = i % 97;
  return `/catalogue?range=albury&min=${min}&max=${min + 50 + (i % 150)}&page=${(i % 3) + 1}`;
};
const fairQuiet = await fairPhase('quiet', fairMs.quiet, null);
const fairAttacked = await fairPhase('32 loops of distinct filtered catalogue pages from one address', fairMs.attack, distinctCatalogue);
const unknownFlood = await fairPhase('32 loops of distinct unknown addresses', fairMs.quiet, (i) => `/nothing-here-${i}`);
const clickIdFlood = await fairPhase(
  '32 loops of a kept page with distinct click ids',
  fairMs.quiet,
  (i) => `/about?gclid=${i}&utm_source=ads`,
);

/** Requests a second and non-2xx answers of wrk with `connections` connections for `seconds` on `path`. */
function wrkRun(path: string, connections: number, seconds: number): { rps: number; failed: number; total: number } {
  ensurePrograms(['wrk']);
  const output = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '-H', 'Accept-Encoding: br', `${url}${path}`], {
    encoding: 'utf8',
  });
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    failed: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    total,
  };
}
// wrk's 200 connections come from one address, which its turns would hold to ADDRESS_CONCURRENCY at once and tell
// the rest to wait: here they stand for 200 visitors, so that the figure is the sharing of one render.
const oneAddress = wrkRun('/search?q=glass', 200, 10);
await stopSite(child);
child = await startSite({ ADDRESS_CONCURRENCY: '1000', ADDRESS_RATE: '999999' });
const sameSearch = wrkRun('/search?q=glass', 200, 20);
const storedHome = wrkRun('/', 200, 20);
await stopSite(child);
await rm(work, { recursive: true, force: true });

const tallyLines = [...attacked.hostile].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `- ${key}: ${count}`);
const section = await writeSection(
  'site-hostile',
  [
    '## The website under hostile traffic',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:site-hostile\` on ${machine()} (shared with other work), the site as \`npm start\` runs it (its own process, the embedded lake, the demo dataset, the build in \`${buildDir}\`).`,
    `A visitor reads \`/about\` from the build (prerendered) and \`/portfolio?feature=visit-…\` (rendered on request: the page reads its filter, a new one each time), one request after another, 20 ms apart: ${phaseMs.quiet / 1000} s quiet, ${phaseMs.attack / 1000} s under attack, ${phaseMs.after / 1000} s after.`,
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

const p95 = (times: number[] | undefined) => {
  const sorted = [...(times ?? [])].sort((a, b) => a - b);
  return sorted.length ? percentile(sorted, 95) : NaN;
};
const statuses = (run: FairRun) =>
  [...run.attacker]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'no answer'}: ${count}`)
    .join(', ');
const fairSection = await writeSection(
  'site-fair-shares',
  [
    "## One client's renders, and everyone else's",
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:site-hostile\` on ${machine()} (shared with other work), the same site as above with its default limits (RENDER_RATE_LIMIT ${RENDER_RATE_LIMIT} a minute, RENDER_CONCURRENCY ${RENDER_CONCURRENCY}, ADDRESS_CONCURRENCY ${ADDRESS_CONCURRENCY} requests at once per address and ADDRESS_RATE ${ADDRESS_RATE} a second past a burst, CONTENT_READ_CONCURRENCY ${CONTENT_READ_CONCURRENCY}).`,
    `Visitors, each from a loopback address of its own, ask for their page one request after another, ${victimPauseMs} ms apart (within the limits of one address): ${fairMs.quiet / 1000} s quiet, then ${fairMs.attack / 1000} s while ${fairLoops} loops from one other address ask for distinct filtered catalogue pages back to back (issue 51, finding 1), then ${fairMs.quiet / 1000} s each of ${fairLoops} loops of distinct unknown addresses and of a kept page with distinct click ids.`,
    'Times in ms (p95 of the answers that were 200); failures: answers that were not 200 (a 503 or a 429 would count).',
    '',
    `| visitor's page | quiet p95 | under the catalogue attack p95 | ratio | failures quiet / attack | unknown-address flood p95 | click-id flood p95 |`,
    '|---|---|---|---|---|---|---|',
    ...victimPages.map(([kind]) => {
      const [before, during] = [p95(fairQuiet.times.get(kind)), p95(fairAttacked.times.get(kind))];
      return `| ${kind} | ${fmt(before)} | ${fmt(during)} | ${(during / before).toFixed(2)} | ${fairQuiet.failures.get(kind) ?? 0} / ${fairAttacked.failures.get(kind) ?? 0} | ${fmt(p95(unknownFlood.times.get(kind)))} | ${fmt(p95(clickIdFlood.times.get(kind)))} |`;
    }),
    '',
    `The attacking address's answers: catalogue ${statuses(fairAttacked)}; unknown addresses ${statuses(unknownFlood)}; click ids ${statuses(clickIdFlood)}.`,
    '',
    `200 connections asking for \`/search?q=glass\` for 20 s (wrk), as 200 visitors (ADDRESS_CONCURRENCY 1000, ADDRESS_RATE 999999): ${Math.round(sameSearch.rps)} requests a second, ${sameSearch.failed} of ${sameSearch.total} not 2xx; the kept \`/\` under the same load: ${Math.round(storedHome.rps)} a second, ${storedHome.failed} of ${storedHome.total} not 2xx.`,
    `The same 200 connections as the one address they are, for 10 s (the default ADDRESS_CONCURRENCY ${ADDRESS_CONCURRENCY}): ${oneAddress.total - oneAddress.failed} answered (${Math.round((oneAddress.total - oneAddress.failed) / 10)} a second), ${oneAddress.failed} told to wait (429).`,
  ].join('\n'),
);
console.log(fairSection);
