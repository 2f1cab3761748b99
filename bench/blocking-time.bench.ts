/**
 * Blocking time after the first paint on a slow phone (issue 17), measured in
 * a real browser with its CPU slowed 4× (Chromium's own throttling, not
 * Lighthouse's simulation, whose figures on this shared 2-core machine vary
 * by ±10 points between runs). For each page, loads alternate between the
 * page as served and the same page with its web fonts added in one swap (the
 * document's `data-fonts-staged` mark removed, as before decision 0021), and
 * each load reports its long tasks after the first contentful paint until
 * the page has hydrated: the blocking time (the sum of each task's time over
 * 50 ms) and the longest task. Medians of the runs. Figures measured before
 * decision 0028 (2026-11-24, 09:00 UTC) include a task Playwright added to
 * every load: compare only runs on the same side of it.
 *
 * The production server (`server/start.ts`) serves the build in BUILD_DIR
 * (`.cache/e2e-build` by default) on port 3830. Writes bench/RESULTS.md.
 * With `--against=URL` the loads alternate with the same pages of another
 * site instead (a change against `main`, each served by its own checkout):
 * the two in turn, so a machine's drift between runs falls on both.
 *
 *   npm run bench:blocking-time [-- --runs=5 --pages=/,/about --against=http://127.0.0.1:3251]
 */
import { spawn } from 'node:child_process';
import { once, type EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CDP from 'chrome-remote-interface';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { machine, writeSection } from './results.ts';
import { untilAnswers } from './servers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR?.trim() || '.cache/e2e-build';
const PORT = 3830;
const LAKE_PORT = 3831;
const site = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5) || 5);
const pages = args
  .find((arg) => arg.startsWith('--pages='))
  ?.slice(8)
  .split(',') ?? [
  '/',
  '/about',
  '/services/fragrance-creation',
  '/blog/ifra-compliance-explained',
  '/tools/cost-calculator',
  '/gallery/the-creative-studio',
  '/contact',
];
const against = args
  .find((arg) => arg.startsWith('--against='))
  ?.slice(10)
  .replace(/\/+$/, '');
if (against !== undefined && !/^https?:\/\/[^/]+$/.test(against)) {
  console.error(`--against takes a site's origin (http://127.0.0.1:3251), not ${JSON.stringify(against)}.`);
  process.exit(1);
}

type Variant = 'as served' | 'fonts in one swap' | 'against';
interface Load {
  blocking: number;
  longest: number;
}

/** A document's response, paused for the bench to rewrite (the protocol's own type for Fetch.requestPaused). */
type Paused = Parameters<Parameters<CDP.Client['Fetch']['requestPaused']>[0]>[0];

/** Where the bench's own Chromium listens for its DevTools protocol (the site is on 3830, its lake on 3831). */
const DEBUGGING_PORT = 3832;

/** Set up on every document before its own scripts: the long tasks, as the page's own observer reports them. */
const recordLongTasks = `(() => {
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]); })
    .observe({ type: 'longtask', buffered: true });
})();`;

/**
 * Chromium driven over the bare DevTools protocol, not Playwright: Playwright turns on the protocol's Runtime domain
 * in every page, and with it V8 keeps the source positions of the code it runs, re-parsing React DOM's module (one
 * function of 200 KB) as the page starts. That was 10–15 ms of every load here, 40–60 ms with the CPU slowed 4×, and
 * a long task no visitor has (Lighthouse's trace has no such cost either). Only the Page, Emulation and Fetch domains
 * are on while a page loads; the page is asked whether it has hydrated with Runtime.evaluate, which does not turn the
 * domain on.
 */
async function launchChromium(): Promise<{ client: CDP.Client; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'blocking-time-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await untilAnswers(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`);
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const client = await CDP({ target: webSocketDebuggerUrl });
  return {
    client,
    close: async () => {
      await client.close();
      browser.kill('SIGTERM');
      await new Promise((resolve) => browser.once('exit', resolve));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** One load of a page with the CPU 4× slower, in a fresh browser context: its long tasks from the first contentful paint until it has hydrated. */
async function load(client: CDP.Client, pagePath: string, variant: Variant): Promise<Load> {
  const { browserContextId } = await client.Target.createBrowserContext({ disposeOnDetach: true });
  const { targetId } = await client.Target.createTarget({ url: 'about:blank', browserContextId });
  const { sessionId } = await client.Target.attachToTarget({ targetId, flatten: true });
  // The client is an event emitter; an event of this page's session carries the session's id in its name.
  const events = client as unknown as EventEmitter;
  const evaluate = async <T>(expression: string) =>
    (await client.send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value as T;
  try {
    await client.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: false }, sessionId);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId);
    await client.send('Page.enable', undefined, sessionId);
    await client.send('Page.addScriptToEvaluateOnNewDocument', { source: recordLongTasks }, sessionId);
    const url = `${variant === 'against' ? against : site}${pagePath}`;
    if (variant === 'fonts in one swap') {
      // The document as served, less its fonts' staging mark (the body as decoded, so without its encoding header).
      void once(events, `Fetch.requestPaused.${sessionId}`).then(async ([paused]: Paused[]) => {
        const { body, base64Encoded } = await client.send('Fetch.getResponseBody', { requestId: paused!.requestId }, sessionId);
        const html = (base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body).replace(
          /(<html\b[^>]*) data-fonts-staged=""/,
          '$1',
        );
        await client.send(
          'Fetch.fulfillRequest',
          {
            requestId: paused!.requestId,
            responseCode: paused!.responseStatusCode ?? 200,
            responseHeaders: (paused!.responseHeaders ?? []).filter(({ name }) => !/^content-(encoding|length)$/i.test(name)),
            body: Buffer.from(html).toString('base64'),
          },
          sessionId,
        );
      });
      await client.send('Fetch.enable', { patterns: [{ urlPattern: url, requestStage: 'Response' }] }, sessionId);
    }
    const loaded = once(events, `Page.loadEventFired.${sessionId}`);
    await client.send('Page.navigate', { url }, sessionId);
    await loaded;
    // Hydrated: React Router's router is up and has taken over scroll restoration.
    const hydrated = `'__reactRouterDataRouter' in window && history.scrollRestoration === 'manual'`;
    for (let waited = 0; !(await evaluate<boolean>(hydrated)); waited += 100) {
      if (waited > 60_000) throw new Error(`${url} did not hydrate in a minute`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return await evaluate<Load>(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = window.__longTasks.filter(([start]) => start >= paint);
      return {
        blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      };
    })()`);
  } finally {
    await client.Target.disposeBrowserContext({ browserContextId });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  if (!existsSync(path.join(root, BUILD_DIR, 'server', 'index.js'))) {
    console.error(`No build in ${BUILD_DIR}: run  BUILD_DIR=${BUILD_DIR} npm run build  first.`);
    process.exit(1);
  }
  if (
    against &&
    !(await fetch(`${against}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    console.error(`Nothing answers at ${against}: start the site to measure against first (README, "Benchmarks and audits").`);
    process.exit(1);
  }
  const server = spawn(process.execPath, [path.join(root, 'server', 'start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), LAKE_PORT: String(LAKE_PORT), HOST: '127.0.0.1', LAKE_LOG_LEVEL: 'warn', BUILD_DIR },
    stdio: 'ignore',
  });
  const browser = await launchChromium();
  try {
    await untilAnswers(`${site}/`);
    // Every page rendered and its pictures in the lake's cache before the first measured load.
    const other: Variant = against ? 'against' : 'fonts in one swap';
    for (const pagePath of pages) for (const variant of ['as served', other] as const) await load(browser.client, pagePath, variant);
    const rows: string[] = [];
    for (const pagePath of pages) {
      const loads: Record<Variant, Load[]> = { 'as served': [], 'fonts in one swap': [], against: [] };
      for (let run = 0; run < runs; run++)
        for (const variant of ['as served', other] as const) loads[variant].push(await load(browser.client, pagePath, variant));
      const [served, before] = [loads['as served'], loads[other]];
      const row = `| \`${pagePath}\` | ${Math.round(median(served.map((l) => l.blocking)))} ms | ${Math.round(median(before.map((l) => l.blocking)))} ms | ${Math.round(median(served.map((l) => l.longest)))} ms | ${Math.round(median(before.map((l) => l.longest)))} ms |`;
      console.log(row);
      rows.push(row);
    }
    const section = await writeSection(
      against ? 'blocking-time-against' : 'blocking-time',
      [
        `## Blocking time after the first paint (4× CPU slowdown)${against ? ', against another build' : ''}`,
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:blocking-time${against ? ` -- --against=${against}` : ''}\` on ${machine()}: the production server and build (\`${BUILD_DIR}\`), Chromium with its CPU slowed 4× and a phone's screen (412 × 823), driven over the DevTools protocol alone (not Playwright, whose Runtime domain cost each load a long task of its own: decision 0028), ${runs} loads a page in each way, alternating, the median. A load's blocking time is the sum of its long tasks' time over 50 ms, from the first contentful paint until the page has hydrated. ${against ? `"Against" is the same page from the site at ${against}.` : '"Fonts in one swap" is the same page with the web fonts added to all its text at once, as before decision 0021.'}`,
        '',
        `| page | blocking time, as served | ${other} | longest task, as served | ${other} |`,
        '|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
    console.log(`\n${section}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
