/**
 * Nothing the server keeps grows with the number of distinct requests
 * (issue 14): tens of thousands of distinct addresses (dot-segment aliases,
 * encodings of prerendered pages, unknown paths and slugs, long ones), query
 * strings, bad cookies and malformed requests against the real app, in this
 * process, on the e2e build and the demo dataset; then, after a full garbage
 * collection, the heap is back within FLOOD_HEAP_BOUND_MB of where it started.
 *
 * The build is the e2e suite's (`npm test` makes it before it runs Vitest;
 * `npm run build:e2e` alone); without it the test is skipped with a message.
 * Needs `--expose-gc` (vitest.config.ts passes it).
 */
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../content-lake/logger.ts';
import { startTestLake, type TestLake } from '../content-lake/testing.ts';
import { buildPaths, root } from './build-app.ts';

const { serverBuildFile, clientDir } = buildPaths(process.env.FLOOD_BUILD_DIR ?? '.cache/e2e-build');
const hasBuild = existsSync(serverBuildFile);
if (!hasBuild) console.warn(`flood.test.ts skipped: no build at ${serverBuildFile} (run BUILD_DIR=.cache/e2e-build npm run build)`);

/**
 * How far the heap may end above where it started, after collection: rounds measured 0.3–2.3 MB, and 400 bytes kept a
 * request would take it past. The old unbounded page lookup took it up by hundreds of MB.
 */
const FLOOD_HEAP_BOUND_MB = 8;

const gc = (globalThis as { gc?: () => void }).gc;

let testLake: TestLake;
let server: ReturnType<import('express').Express['listen']>;
let port = 0;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** One request with its path sent exactly as written (fetch would tidy `/x/..` away before sending). */
function send(pathname: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends every request, `parallel` at a time; counts the answers by status. */
async function flood(requests: [string, Record<string, string>?][], parallel = 16): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < requests.length) {
        const [pathname, headers] = requests[next++]!;
        const status = await send(pathname, headers);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

function heapMb(): number {
  for (let i = 0; i < 4; i++) gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** `/portfolio/atelier-noor` with a different choice of its letters percent-encoded each time (`/portfolio/at%65lier-noor`). */
function encodedVariant(pathname: string, seed: number): string {
  let bits = seed;
  return pathname.replace(/[a-z]/g, (letter) => {
    const encode = bits & 1;
    bits = Math.floor(bits / 2);
    return encode ? `%${letter.charCodeAt(0).toString(16)}` : letter;
  });
}

const prerendered = ['/', '/about', '/services', '/portfolio', '/blog', '/faq', '/glass', '/creative', '/tools', '/galleries'];

function hostileRequests(round: number, scale: number): [string, Record<string, string>?][] {
  const out: [string, Record<string, string>?][] = [];
  const id = (i: number) => `${round}-${i}`;
  for (let i = 0; i < 10_000 * scale; i++) {
    // Aliases of prerendered pages: `..`, `.`, `//` and encoded dots.
    const page = prerendered[i % prerendered.length]!;
    const alias = [`/x${id(i)}/..${page}`, `${page}/./${id(i)}/..`, `//${id(i)}/..${page}`, `/%2e%2e/${id(i)}/%2E%2e${page}`][i % 4]!;
    out.push([alias]);
  }
  for (let i = 0; i < 4000 * scale; i++) {
    // The same prerendered page under thousands of spellings of its address (each redirected to its one spelling).
    out.push([encodedVariant('/portfolio/atelier-noor', i + round * 100_000)]);
  }
  for (let i = 0; i < 3000 * scale; i++) {
    // Bad and foreign cookies, a broken preview cookie, on prerendered pages.
    out.push([
      ['/about', '/faq', '/portfolio/atelier-noor'][i % 3]!,
      { Cookie: `a${id(i)}=%E0%A4%A; site-preview=${id(i)}.%ZZ; b=${'x'.repeat(i % 500)}` },
    ]);
  }
  for (let i = 0; i < 4000 * scale; i++) {
    // Malformed encodings, methods no page takes, searches past the rate limit.
    out.push([[`/blog/%ZZ${id(i)}`, `/%E0%A4%A-${id(i)}`, `/api/search?q=term${id(i)}`, `/assets/%${id(i)}`][i % 4]!]);
  }
  for (let i = 0; i < 300 * scale; i++) {
    // Rendered on request: unknown paths and slugs (long ones too), unique query strings, `.data` for nothing.
    const kind = i % 6;
    out.push([
      kind === 0
        ? `/nope-${id(i)}`
        : kind === 1
          ? `/blog/${'long-slug-'.repeat(150)}${id(i)}`
          : kind === 2
            ? `/about?utm=${id(i)}`
            : kind === 3
              ? `/portfolio?feature=${id(i)}`
              : kind === 4
                ? `/nothing-${id(i)}.data`
                : `/blog/%F0%9F%98%80-${id(i)}`,
    ]);
  }
  return out;
}

describe.skipIf(!hasBuild)('a flood of distinct requests', () => {
  beforeAll(async () => {
    if (!gc) throw new Error('flood.test.ts needs --expose-gc (vitest.config.ts sets execArgv)');
    // The lake's lines go nowhere: startTestLake keeps every one in `logs`, each access line (via a slice of it) holding its
    // request's whole query URL (about 1 KB): 20 MB a round, the harness's memory and not the site's.
    testLake = await startTestLake({ datasetPath: path.join(root, 'dataset'), logger: createLogger('silent') });
    Object.assign(process.env, {
      SANITY_PROJECT_ID: testLake.lake.projectId,
      SANITY_API_HOST: testLake.lake.url,
      CONTENT_LAKE: 'embedded',
    });
    const { createApp } = await import('./app.ts');
    const { readConfig } = await import('../app/env.server.ts');
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    // Every request comes from this machine's one address: its allowance of renders is lifted, so that the pages
    // rendered per request are rendered, as they would be for as many visitors.
    const config = {
      ...readConfig(),
      buildDir: process.env.FLOOD_BUILD_DIR ?? '.cache/e2e-build',
      renderRateLimit: 1_000_000,
      renderConcurrencyPerAddress: 1000,
    };
    // Pages rendered per request, as in production (their CSS inline, their hashes in their policy).
    const app = createApp({ build, clientDir, config, lake: testLake.lake, log: () => undefined });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await testLake?.stop();
  });

  it(`leaves the heap within ${FLOOD_HEAP_BOUND_MB} MB of where it started`, async () => {
    // A first, smaller round warms every path (compiled code, the pages that exist in the lookup, the clients).
    await flood(hostileRequests(0, 0.25));
    const before = heapMb();
    const requests = hostileRequests(1, 1);
    const statuses = await flood(requests);
    const after = heapMb();
    const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`flood: ${requests.length} requests (${summary}); heap ${before.toFixed(1)} → ${after.toFixed(1)} MB`);
    expect(requests.length).toBeGreaterThan(20_000);
    // Never a 500; a 503 is honest when the content service, busy with the rest of the test run, is slow to answer.
    expect(
      [...statuses.keys()].every((status) => status < 500 || status === 503),
      summary,
    ).toBe(true);
    expect(after - before, `heap grew from ${before.toFixed(1)} to ${after.toFixed(1)} MB`).toBeLessThan(FLOOD_HEAP_BOUND_MB);
    // And the site still answers a page.
    expect(await send('/about')).toBe(200);
  }, 600_000);
});
