/**
 * Blocking time after the first paint on a slow phone (issue 17), measured in
 * a real browser with its CPU slowed 4× (Chromium's own throttling, not
 * Lighthouse's simulation, whose figures on this shared 2-core machine vary
 * by ±10 points between runs). For each page, loads alternate between the
 * page as served and the same page with its web fonts added in one swap (the
 * document's `data-fonts-staged` mark removed, as before decision 0021), and
 * each load reports its long tasks after the first contentful paint until
 * the page has hydrated: the blocking time (the sum of each task's time over
 * 50 ms) and the longest task. Medians of the runs.
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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
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

/** One load of a page with the CPU 4× slower: its long tasks from the first contentful paint until it has hydrated. */
async function load(browser: Browser, pagePath: string, variant: Variant): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    if (variant === 'fonts in one swap')
      await page.route(`${site}${pagePath}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/(<html\b[^>]*) data-fonts-staged=""/, '$1');
        await route.fulfill({ response, body });
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${variant === 'against' ? against : site}${pagePath}`, { waitUntil: 'load' });
    // Hydrated: React Router's router is up and has taken over scroll restoration.
    await page.waitForFunction(() => '__reactRouterDataRouter' in window && history.scrollRestoration === 'manual', undefined, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks.filter(([start]) => start >= paint);
      return {
        blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      };
    });
  } finally {
    await context.close();
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
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await untilAnswers(`${site}/`);
    // Every page rendered and its pictures in the lake's cache before the first measured load.
    const other: Variant = against ? 'against' : 'fonts in one swap';
    for (const pagePath of pages) for (const variant of ['as served', other] as const) await load(browser, pagePath, variant);
    const rows: string[] = [];
    for (const pagePath of pages) {
      const loads: Record<Variant, Load[]> = { 'as served': [], 'fonts in one swap': [], against: [] };
      for (let run = 0; run < runs; run++)
        for (const variant of ['as served', other] as const) loads[variant].push(await load(browser, pagePath, variant));
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
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:blocking-time${against ? ` -- --against=${against}` : ''}\` on ${machine()}: the production server and build (\`${BUILD_DIR}\`), Chromium with its CPU slowed 4× and a phone's screen (412 × 823), ${runs} loads a page in each way, alternating, the median. A load's blocking time is the sum of its long tasks' time over 50 ms, from the first contentful paint until the page has hydrated. ${against ? `"Against" is the same page from the site at ${against}.` : '"Fonts in one swap" is the same page with the web fonts added to all its text at once, as before decision 0021.'}`,
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
