/**
 * What a visitor on a mid-range phone lives through (issue 33): Chrome's own
 * throttling (1.6 Mbps down, 150 ms round trip, the CPU slowed 4×), a 375 px
 * screen with touch, an empty cache at every load. Each load is one visitor
 * doing one thing:
 *
 * - `early menu`: taps the menu button 100 ms after the first paint; did the
 *   menu open, and how long after the tap?
 * - `early search`: taps search 100 ms after the first paint and types
 *   "glass"; are there results on the same page once it has hydrated?
 * - `after`: taps the menu once the page has hydrated; the tap's time to the
 *   next paint, as the browser's Event Timing reports it (what INP counts).
 *
 * Every load also gives its first paint, its largest paint (before any tap),
 * when the web fonts were in, when it hydrated (React's effects ran: the
 * scroll manager takes over scroll restoration) and its blocking time from the
 * first paint until then (long tasks over 50 ms). Percentiles per page.
 *
 * Chromium is driven over the bare DevTools protocol (Playwright's Runtime
 * domain adds a task of its own to every load: decision 0028). The production
 * server serves the build in BUILD_DIR (`.cache/e2e-build` by default) on port
 * 3840; `--against=URL` measures another site instead (another checkout's
 * server, say `main` before a change), so the two can be compared.
 *
 *   npm run bench:interactivity [-- --runs=10 --pages=/,/about --against=http://127.0.0.1:3251]
 */
import { spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CDP from 'chrome-remote-interface';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { PHONE_CPU_RATE, PHONE_NETWORK } from '../scripts/phone.ts';
import { recorder } from './page-recorder.ts';
import { machine, percentile, writeSection } from './results.ts';
import { untilAnswers } from './servers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR?.trim() || '.cache/e2e-build';
const PORT = 3840;
const LAKE_PORT = 3841;
const DEBUGGING_PORT = 3842;
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option('runs') ?? 10) || 10);
const pages = option('pages')?.split(',') ?? ['/', '/services/fragrance-creation', '/tools/cost-calculator'];
const against = option('against')?.replace(/\/+$/, '');
if (against !== undefined && !/^https?:\/\/[^/]+$/.test(against)) {
  console.error(`--against takes a site's origin (http://127.0.0.1:3251), not ${JSON.stringify(against)}.`);
  process.exit(1);
}
const site = against ?? `http://127.0.0.1:${PORT}`;

const SCREEN = { width: 375, height: 812, deviceScaleFactor: 2, mobile: true };
const MENU_BUTTON = '.menu-button';
/** The header's search control (the first of its icon buttons, the menu button being the other). */
const SEARCH_BUTTON = '.header-actions .icon-button:not(.menu-button)';
/** After hydration, how long a visitor waits for what they did before it to show. */
const GRACE_MS = 3000;

type Scenario = 'early menu' | 'early search' | 'after';

interface Load {
  firstPaint: number;
  largestPaint: number | null;
  fontsIn: number | null;
  hydrated: number;
  blocking: number;
  /** early menu: the menu opened (ms after the tap), or null. */
  menuOpenedAfter?: number | null;
  /** early search: results shown on the page the visitor typed on. */
  searchResultsInPlace?: boolean;
  searchLeftPage?: boolean;
  /** after: the tap's time to the next paint (Event Timing). */
  tapToPaint?: number | null;
}

async function launchChromium(): Promise<{ client: CDP.Client; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'interactivity-'));
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor: a fresh browser context (an empty cache), the phone's network, CPU and screen, one scenario. */
async function load(client: CDP.Client, pagePath: string, scenario: Scenario): Promise<Load> {
  const { browserContextId } = await client.Target.createBrowserContext({ disposeOnDetach: true });
  const { targetId } = await client.Target.createTarget({ url: 'about:blank', browserContextId });
  const { sessionId } = await client.Target.attachToTarget({ targetId, flatten: true });
  const events = client as unknown as EventEmitter;
  const send = <T = unknown>(method: string, params?: object) => client.send(method as never, params as never, sessionId) as Promise<T>;
  const evaluate = async <T>(expression: string) =>
    (await send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true })).result.value;
  const tap = async (selector: string) => {
    const box = await evaluate<{ x: number; y: number } | null>(`(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`);
    if (!box) throw new Error(`${pagePath}: no ${selector} to tap`);
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [box] });
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  try {
    await send('Emulation.setDeviceMetricsOverride', SCREEN);
    await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_RATE });
    await send('Network.enable');
    await send('Network.setCacheDisabled', { cacheDisabled: true });
    await send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await send('Page.enable');
    await send('Page.setLifecycleEventsEnabled', { enabled: true });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: recorder });
    const painted = new Promise<void>((resolve) => {
      const onLifecycle = ({ name }: { name: string }) => {
        if (name !== 'firstContentfulPaint') return;
        events.off(`Page.lifecycleEvent.${sessionId}`, onLifecycle);
        resolve();
      };
      events.on(`Page.lifecycleEvent.${sessionId}`, onLifecycle);
    });
    const url = `${site}${pagePath}`;
    await send('Page.navigate', { url });
    await painted;
    let tappedAt = 0;
    if (scenario !== 'after') {
      await sleep(100);
      tappedAt = await evaluate<number>('performance.now()');
      await tap(scenario === 'early menu' ? MENU_BUTTON : SEARCH_BUTTON);
      if (scenario === 'early search') {
        await sleep(300);
        await send('Input.insertText', { text: 'glass' });
      }
    }
    // Hydrated, then a visitor's patience for what they did before.
    let hydrated: number | null = null;
    for (let waited = 0; hydrated === null; waited += 100) {
      if (waited > 60_000) throw new Error(`${url} did not hydrate in a minute`);
      await sleep(100);
      hydrated = await evaluate<number | null>('window.__bench?.hydrated ?? null');
    }
    if (scenario === 'after') {
      await sleep(500);
      await tap(MENU_BUTTON);
      await sleep(1500);
    } else {
      await sleep(GRACE_MS);
    }
    const seen = await evaluate<{
      paint: number;
      lcp: number | null;
      fontsIn: number | null;
      tasks: [number, number][];
      events: [string, number, number, number][];
      menuOpenedAt: number | null;
      path: string;
      results: number;
    }>(`({ ...window.__bench, path: location.pathname,
      results: [...document.querySelectorAll('[role="listbox"] [role="option"]')].filter((option) => option.checkVisibility()).length })`);
    const result: Load = {
      firstPaint: seen.paint,
      largestPaint: scenario === 'after' ? seen.lcp : null,
      fontsIn: seen.fontsIn,
      hydrated,
      blocking: seen.tasks
        .filter(([start]) => start >= seen.paint && start < hydrated)
        .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    };
    if (scenario === 'early menu') result.menuOpenedAfter = seen.menuOpenedAt === null ? null : seen.menuOpenedAt - tappedAt;
    if (scenario === 'early search') {
      result.searchLeftPage = seen.path !== pagePath;
      result.searchResultsInPlace = !result.searchLeftPage && seen.results > 0;
    }
    if (scenario === 'after') {
      const taps = seen.events.filter(([name, start]) => start > hydrated && ['pointerup', 'click', 'pointerdown'].includes(name));
      result.tapToPaint = taps.length ? Math.max(...taps.map(([, , duration]) => duration)) : null;
    }
    return result;
  } finally {
    await client.Target.disposeBrowserContext({ browserContextId });
  }
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

function summarise(pagePath: string, loads: Record<Scenario, Load[]>): string {
  const all = Object.values(loads).flat();
  const sorted = (values: (number | null | undefined)[]) =>
    values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  const p = (values: number[], q: number) => (values.length ? percentile(values, q) : Number.NaN);
  const hydrated = sorted(all.map((l) => l.hydrated));
  const paint = sorted(all.map((l) => l.firstPaint));
  const largest = sorted(loads.after.map((l) => l.largestPaint));
  const fonts = sorted(all.map((l) => l.fontsIn));
  const blocking = sorted(all.map((l) => l.blocking));
  const menu = loads['early menu'];
  const opened = sorted(menu.map((l) => l.menuOpenedAfter));
  const search = loads['early search'];
  const taps = sorted(loads.after.map((l) => l.tapToPaint));
  return (
    [
      `| \`${pagePath}\``,
      `${ms(p(paint, 50))}`,
      `${ms(p(largest, 50))}`,
      fonts.length ? ms(p(fonts, 50)) : 'n/a',
      `${ms(p(hydrated, 50))} / ${ms(p(hydrated, 95))} (${ms(hydrated[0]!)}–${ms(hydrated.at(-1)!)})`,
      `${Math.round(p(blocking, 50))} ms`,
      `${opened.length} of ${menu.length}${opened.length ? `, ${Math.round(p(opened, 50))} ms after the tap (p50)` : ''}`,
      `${search.filter((l) => l.searchResultsInPlace).length} of ${search.length} in place${search.some((l) => l.searchLeftPage) ? `, ${search.filter((l) => l.searchLeftPage).length} left the page` : ''}`,
      taps.length ? `${Math.round(p(taps, 50))} / ${Math.round(p(taps, 95))} ms` : 'n/a',
    ].join(' | ') + ' |'
  );
}

async function main() {
  let server: ReturnType<typeof spawn> | undefined;
  if (against) {
    if (
      !(await fetch(`${against}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      console.error(`Nothing answers at ${against}: start the site to measure first.`);
      process.exit(1);
    }
  } else {
    if (!existsSync(path.join(root, BUILD_DIR, 'server', 'index.js'))) {
      console.error(`No build in ${BUILD_DIR}: run  BUILD_DIR=${BUILD_DIR} npm run build  first.`);
      process.exit(1);
    }
    server = spawn(process.execPath, [path.join(root, 'server', 'start.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), LAKE_PORT: String(LAKE_PORT), HOST: '127.0.0.1', LAKE_LOG_LEVEL: 'warn', BUILD_DIR },
      stdio: 'ignore',
    });
  }
  const browser = await launchChromium();
  try {
    await untilAnswers(`${site}/`);
    const scenarios: Scenario[] = ['early menu', 'early search', 'after'];
    // Every page rendered, its pictures in the lake's cache and the search warm before the first measured load.
    for (const pagePath of pages) await load(browser.client, pagePath, 'early search');
    const rows: string[] = [];
    for (const pagePath of pages) {
      const loads: Record<Scenario, Load[]> = { 'early menu': [], 'early search': [], after: [] };
      for (let run = 0; run < runs; run++)
        for (const scenario of scenarios) loads[scenario].push(await load(browser.client, pagePath, scenario));
      const row = summarise(pagePath, loads);
      console.log(row);
      rows.push(row);
    }
    const command = `npm run bench:interactivity${against ? ` -- --against=${against}` : ''}`;
    const section = await writeSection(
      against ? 'interactivity-against' : 'interactivity',
      [
        `## Interactivity on a phone${against ? `: ${against}` : ''}`,
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ${machine()}: ${against ? `the site at ${against}` : `the production server and build (\`${BUILD_DIR}\`)`}, Chromium with Chrome's throttling as Lighthouse sets it for a phone (slow 4G: 1.6 Mbps down, 150 ms round trip, applied as 562.5 ms a request and 1.44 Mbps; CPU 4× slower), a 375 × 812 touch screen, an empty cache, ${runs} loads a page for each of three visitors: one taps the menu 100 ms after the first paint (*early menu*), one taps search then and types "glass" (*early search*: results on the same page once it has hydrated, within ${GRACE_MS / 1000} s), one taps the menu after hydration (*tap → paint*, the browser's Event Timing, as INP counts it). Paint, fonts, hydration and blocking time (long tasks over 50 ms between the first paint and hydration) over all ${runs * 3} loads; the largest paint over the loads with no early tap.`,
        '',
        '| page | first paint (p50) | largest paint (p50) | fonts in (p50) | hydrated p50 / p95 (range) | blocking (p50) | early menu opened | early search | tap → paint p50 / p95 |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
    console.log(`\n${section}`);
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
}

await main();
