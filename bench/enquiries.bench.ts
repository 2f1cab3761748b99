/**
 * `npm run bench:enquiries`: enquiries exactly once when the content service
 * fails under them (issue 19). The site (`server/start.ts`) in front of the
 * embedded lake run as a process of its own, and visitors sending enquiries;
 * a visitor told it failed sends the same form again, as the page invites.
 *
 * - crash: 500 enquiries while the lake is killed (SIGKILL) every 0.6–1.2 s
 *   and restarted, until they are sent (at most 19 times). Every thanked enquiry must be stored, none twice.
 * - slow: the lake's answers to writes arrive only after 11 s (past the
 *   site's 10 s), so every write times out though it lands; the site looks
 *   before answering, and thanks the visitor.
 *
 * Every enquiry is a brief with two files (a PDF and a PNG, each its own):
 * each stored brief must name both, and both must be kept on the site's side.
 
 *
 * Figures go to bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, machine, percentile, writeSection } from './results.ts';
import { untilAnswers } from './servers.ts';
import { localLakeClient } from '../content-lake/local-client.ts';
import { enquiryForm } from '../tests/support/enquiry-form.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR?.trim() || '.cache/e2e-build';
const work = path.join(root, '.cache', 'bench-enquiries');
const LAKE_PORT = 3821;
const SLOW_PORT = 3822;
const SITE_PORT = 3823;
const tokens = { read: 'bench-enquiries-read-token-3f9a', write: 'bench-enquiries-write-token-c07e' };
const site = `http://127.0.0.1:${SITE_PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const attachmentsDir = path.join(work, 'attachments');

/** A brief as the form sends it with its files (multipart): the fields, a PDF and a PNG that name the enquiry. */
function briefWithFiles(token: string, marker: string): FormData {
  const body = new FormData();
  for (const [name, value] of enquiryForm(token, marker)) body.append(name, value);
  body.append('files', new Blob([`%PDF-1.7\n% ${marker}\n%%EOF\n`], { type: 'application/pdf' }), 'specification.pdf');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(marker)]);
  body.append('files', new Blob([png], { type: 'image/png' }), 'mood board.png');
  return body;
}

function startLake(): ChildProcess {
  return spawn(process.execPath, ['content-lake/cli.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LAKE_PORT: String(LAKE_PORT),
      LAKE_HOST: '127.0.0.1',
      LAKE_DATA_DIR: path.join(work, 'lake-data'),
      LAKE_CACHE_DIR: path.join(work, 'lake-cache'),
      LAKE_READ_TOKEN: tokens.read,
      LAKE_WRITE_TOKEN: tokens.write,
      LAKE_LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
}

function startSite(apiPort: number): ChildProcess {
  return spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR,
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${apiPort}`,
      SANITY_API_READ_TOKEN: tokens.read,
      SANITY_API_WRITE_TOKEN: tokens.write,
      CONTENT_LAKE: 'embedded',
      FORM_SECRET: 'bench-enquiries-form-secret-0a1b2c3d4e5f6a7b8c9d',
      ENQUIRY_RATE_LIMIT: '100000',
      PAGE_STORE_DIR: path.join(work, 'pages'),
      ATTACHMENTS_DIR: attachmentsDir,
    },
    stdio: 'ignore',
  });
}

/** A link to the lake whose answers to writes (mutations) arrive `delay` ms late; everything else passes at once. */
function slowLink(delay: number): Promise<Server> {
  const server = createServer((incoming, answer) => {
    const late = incoming.url?.includes('/data/mutate/') ?? false;
    const forward = request(
      { host: '127.0.0.1', port: LAKE_PORT, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          setTimeout(
            () => {
              if (answer.destroyed) return;
              answer.writeHead(reply.statusCode ?? 502, reply.headers);
              answer.end(Buffer.concat(chunks));
            },
            late ? delay : 0,
          ),
        );
      },
    );
    forward.on('error', () => answer.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(SLOW_PORT, '127.0.0.1', () => resolve(server)));
}

interface Outcome {
  marker: string;
  thanked: boolean;
  attempts: number;
  /** From the first Send to the final answer, ms. */
  waited: number;
}

/**
 * One visitor: a form (its token), then each of its enquiries, sent again
 * while the answer is not the thank-you page (up to `tries` times).
 */
async function visitor(count: number, tries: number, pause: number, outcomes: Outcome[]): Promise<void> {
  let token = '';
  while (!token) {
    const html = await fetch(`${site}/contact`).then(
      (r) => r.text(),
      () => '',
    );
    token = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
    if (!token) await sleep(200);
  }
  await sleep(3_200);
  for (let i = 0; i < count; i++) {
    const marker = randomUUID();
    const body = briefWithFiles(token, marker);
    const started = performance.now();
    let thanked = false;
    let attempts = 0;
    while (!thanked && attempts < tries) {
      attempts++;
      const answer = await fetch(`${site}/contact`, { method: 'POST', body, redirect: 'manual' }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      thanked = answer === 303;
      if (!thanked) await sleep(pause);
    }
    outcomes.push({ marker, thanked, attempts, waited: performance.now() - started });
  }
}

/** How many times each enquiry was stored; and how many stored ones lack a file (not named, or not kept). */
async function storedCounts(markers: string[]): Promise<Map<string, number> & { withoutFiles: number }> {
  const lake = localLakeClient(`http://127.0.0.1:${LAKE_PORT}`, tokens.read, { perspective: 'raw' });
  const stored = await lake.fetch<{ message: string; files: string[] | null }[]>(
    '*[_type == "enquiry"]{message, "files": attachments[].sha256}',
  );
  const counts = Object.assign(new Map(markers.map((marker) => [marker, 0])), { withoutFiles: 0 });
  for (const { message, files } of stored) {
    const marker = /reference ([0-9a-f-]{36})\./.exec(message)?.[1];
    if (!marker || !counts.has(marker)) continue;
    counts.set(marker, counts.get(marker)! + 1);
    const kept = (files ?? []).filter((sha256) => existsSync(path.join(attachmentsDir, sha256)));
    if (kept.length !== 2) counts.withoutFiles++;
  }
  return counts;
}

function summary(outcomes: Outcome[], counts: Map<string, number> & { withoutFiles: number }) {
  const thanked = outcomes.filter((o) => o.thanked);
  const waits = thanked.map((o) => o.waited).sort((a, b) => a - b);
  return {
    sent: outcomes.length,
    thanked: thanked.length,
    stored: [...counts.values()].filter((n) => n > 0).length,
    twice: [...counts.values()].filter((n) => n > 1).length,
    lost: thanked.filter((o) => (counts.get(o.marker) ?? 0) === 0).length,
    toldFailedButStored: outcomes.filter((o) => !o.thanked && (counts.get(o.marker) ?? 0) > 0).length,
    resent: outcomes.filter((o) => o.attempts > 1).length,
    withoutFiles: counts.withoutFiles,
    p50: waits.length ? percentile(waits, 50) : 0,
    p95: waits.length ? percentile(waits, 95) : 0,
  };
}

const stop = async (child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};

if (!existsSync(path.join(root, BUILD_DIR, 'server', 'index.js'))) {
  throw new Error(`No build in ${BUILD_DIR}: run BUILD_DIR=${BUILD_DIR} npm run build first`);
}
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });

let lake: ChildProcess | null = startLake();
await untilAnswers(`http://127.0.0.1:${LAKE_PORT}/health`);

// Crash: 500 enquiries from 10 visitors, the lake killed and restarted while they are sent.
let siteProcess: ChildProcess | null = startSite(LAKE_PORT);
await untilAnswers(`${site}/robots.txt`);
const crash: Outcome[] = [];
let sending = true;
const sent = Promise.all(Array.from({ length: 10 }, () => visitor(50, 8, 400, crash))).finally(() => (sending = false));
let kills = 0;
while (kills < 19 && sending) {
  await sleep(600 + Math.random() * 600);
  await stop(lake, 'SIGKILL');
  kills++;
  await sleep(150);
  lake = startLake();
  await untilAnswers(`http://127.0.0.1:${LAKE_PORT}/health`);
}
await sent;
const crashResult = summary(crash, await storedCounts(crash.map((o) => o.marker)));
await stop(siteProcess);

// Slow: every write's answer 11 s late.
const link = await slowLink(11_000);
siteProcess = startSite(SLOW_PORT);
await untilAnswers(`${site}/robots.txt`);
const slow: Outcome[] = [];
await Promise.all(Array.from({ length: 4 }, () => visitor(3, 3, 1000, slow)));
const slowResult = summary(slow, await storedCounts(slow.map((o) => o.marker)));
await stop(siteProcess);
link.closeAllConnections();
link.close();
await stop(lake);
await rm(work, { recursive: true, force: true });

const row = (name: string, r: ReturnType<typeof summary>) =>
  `| ${name} | ${r.sent} | ${r.thanked} | ${r.stored} | ${r.twice} | ${r.lost} | ${r.toldFailedButStored} | ${r.withoutFiles} | ${r.resent} | ${fmt(r.p50)} / ${fmt(r.p95)} |`;
const section = await writeSection(
  'enquiries',
  `## Enquiries exactly once

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:enquiries\` on ${machine()}: the site (\`server/start.ts\`, build in \`${BUILD_DIR}\`) in front of the embedded lake as a process of its own. A visitor told that sending failed sends the same form again (up to 8 times in the crash run, 3 in the slow one).
Each is a brief with two files (multipart). Crash: 10 visitors send 500 briefs while the lake is killed (SIGKILL) and restarted ${kills} times. Slow: 4 visitors send 12 briefs while every answer to a write arrives 11 s late (the site gives up at 10 s, then looks).

| run | sent | thanked | stored | stored twice | thanked, not stored | told it failed, stored | stored without both files | sent again | thanked after (ms) p50 / p95 |
|---|---|---|---|---|---|---|---|---|---|
${row('crash', crashResult)}
${row('slow', slowResult)}
`,
);
console.log(section);
if (crashResult.twice + crashResult.lost + crashResult.withoutFiles + slowResult.twice + slowResult.lost + slowResult.withoutFiles > 0) {
  process.exitCode = 1;
}
