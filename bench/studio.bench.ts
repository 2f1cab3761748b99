/**
 * `npm run bench:studio`: the Studio offline, timed as an editor meets it.
 * The Studio's build (cold, and the check that finds it current), `npm run
 * studio` until it says it is ready, the Studio's first load in Chromium
 * until the content list shows (the login included), and a published title:
 * from the click on Publish until the public /blog shows it. Writes its
 * figures into bench/RESULTS.md. Ports 4590-4592 unless BENCH_PORT is set;
 * the site's build from BUILD_DIR (`build` by default; built if missing).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { ensureStudioBuild, studioBuildDir, studioInstalled } from '../scripts/studio-build.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!studioInstalled()) {
  console.error('Install the Studio first: cd studio && npm install');
  process.exit(1);
}
const base = Number(process.env.BENCH_PORT ?? 4590);
const ports = { site: base, lake: base + 1, studio: base + 2 };
const studioUrl = `http://localhost:${ports.studio}`;
const siteUrl = `http://localhost:${ports.site}`;
const runs = 5;
// The machine may be shared: the figures say how busy it was.
const load = loadavg()[0]!.toFixed(1);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const time = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await step();
  return [value, performance.now() - started];
};

// The build: from nothing, then the check that finds it current.
await rm(studioBuildDir, { recursive: true, force: true });
const [, coldBuild] = await time(() => ensureStudioBuild(() => undefined));
const [, warmCheck] = await time(() => ensureStudioBuild(() => undefined));

// `npm run studio`, with a lake and page store of its own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-studio-'));
const studio = spawn(process.execPath, ['scripts/studio.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(ports.site),
    LAKE_PORT: String(ports.lake),
    STUDIO_PORT: String(ports.studio),
    LAKE_DATA_DIR: path.join(dataDir, 'lake'),
    PAGE_STORE_DIR: path.join(dataDir, 'pages'),
    LAKE_LOG_LEVEL: 'warn',
  },
});
/** The address `npm run studio` prints to log in with (it carries the run's login key). */
let loginUrl = '';
const [, start] = await time(
  () =>
    new Promise<void>((resolve, reject) => {
      let seen = '';
      studio.stdout.on('data', (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-1000);
        const login = /Open this address to log in \(this run only\): (\S+)/.exec(seen);
        if (login) {
          loginUrl = login[1]!;
          resolve();
        }
      });
      studio.once('exit', (code) => reject(new Error(`npm run studio stopped (exit ${code})`)));
    }),
);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // The first load in a new browser: the Studio's files, the login, the content list.
  const loads: number[] = [];
  let page: Page | undefined;
  for (let run = 0; run < 3; run++) {
    await page?.context().close();
    page = await (await browser.newContext()).newPage();
    const [, load] = await time(async () => {
      // The printed address, as an editor opens it: it logs in and lands on the list.
      const login = new URL(loginUrl);
      login.searchParams.set('origin', `${studioUrl}/structure/post`);
      await page!.goto(login.href);
      await page!
        .getByRole('link', { name: /Bespoke or stock glass/ })
        .first()
        .waitFor({ timeout: 60_000 });
    });
    loads.push(load);
  }

  // Publish to public page: the click on Publish until /blog (a kept page, re-rendered on the live event) shows the title.
  const publishes: number[] = [];
  await page!.goto(`${studioUrl}/structure/post;post-bespoke-or-stock-glass`);
  const title = page!.getByTestId('field-title').locator('input');
  await title.waitFor({ timeout: 60_000 });
  for (let run = 0; run < runs; run++) {
    const text = `Bespoke or stock glass, benchmark ${run} ${Date.now()}`;
    await title.fill(text);
    // The draft is saved before the publish is timed.
    await page!.getByTestId('action-publish').waitFor({ state: 'visible' });
    await page!.waitForTimeout(2500);
    const [, latency] = await time(async () => {
      await page!.getByTestId('action-publish').click();
      for (;;) {
        if ((await (await fetch(`${siteUrl}/blog`)).text()).includes(text)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    publishes.push(latency);
    await page!
      .getByText(/was published/)
      .first()
      .waitFor({ timeout: 30_000 });
  }
  loads.sort((a, b) => a - b);
  publishes.sort((a, b) => a - b);

  const section = await writeSection(
    'studio',
    `## The Studio, offline

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:studio\` on ${machine()}, Chromium (Debian), the demo dataset; load average ${load} when it started.

| step | time |
|---|---|
| \`sanity build\` of the Studio, from nothing (made offline, kept in \`.cache/studio-build/\`) | ${seconds(coldBuild)} |
| the check that finds the kept build current | ${fmt(warmCheck)} ms |
| \`npm run studio\` until "Studio ready" (the site, its lake and the Studio; build kept) | ${seconds(start)} |
| the Studio's first load in a new browser until the blog list shows (login included), median of 3 | ${seconds(percentile(loads, 50))} |

| publish → public page | p50 | max |
|---|---|---|
| click on Publish until \`/blog\` shows the new title (${runs} runs) | ${fmt(percentile(publishes, 50))} ms | ${fmt(publishes.at(-1)!)} ms |

Aim: a published title on the public blog within 5 s.`,
  );
  console.log(section);
} finally {
  await browser.close();
  studio.kill('SIGINT');
  await new Promise((resolve) => studio.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
