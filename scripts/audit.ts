/**
 * `npm run audit`: Lighthouse (mobile defaults: Moto G Power emulation,
 * simulated slow 4G) against the production server, for every page of the
 * sitemap. Prints the scores and writes them to bench/RESULTS.md between
 * `<!-- lighthouse:start -->` and `<!-- lighthouse:end -->`. It serves the
 * existing build (`npm run build` first; BUILD_DIR picks another one) on
 * AUDIT_PORT (3200) with its lake on AUDIT_LAKE_PORT (3633).
 *
 * Each page's blocking time is split by when its tasks ran: before the page
 * first painted (the browser's own work to show the document, which Lighthouse's
 * simulation counts as blocking: scripts/blocking-time-split.ts, decision 0029)
 * or after it.
 *
 * Options: --runs=N (default 3; the run with the median performance score
 * is reported), --pages=/,/about (these pages only; the file is then not
 * written), --no-write (print only), --block-scripts (the site's JavaScript
 * bundle is not loaded: the page as the document and its fonts alone make it;
 * print only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readConfig } from '../app/env.server.ts';
import { buildPaths } from '../server/build-app.ts';
import { splitBlockingTime, type BlockingTimeSplit } from './blocking-time-split.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { ensurePrograms } from './ensure-packages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { buildDir } = buildPaths(readConfig(process.env, { check: true }).buildDir);
/** AUDIT_PORT / AUDIT_LAKE_PORT move the audit's servers off ports another run uses. */
const PORT = Number(process.env.AUDIT_PORT?.trim() || 3200);
const LAKE_PORT = Number(process.env.AUDIT_LAKE_PORT?.trim() || 3633);
/** `localhost`, like the build's canonical URLs (SITE_URL default http://localhost:3000): Lighthouse checks the canonical's domain. */
const origin = `http://localhost:${PORT}`;
const chromePath = process.env.CHROME_PATH?.trim() || CHROMIUM_PATH;
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const resultsFile = path.join(root, 'bench', 'RESULTS.md');
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3) || 3);
const only = args
  .find((arg) => arg.startsWith('--pages='))
  ?.slice(8)
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const blockScripts = args.includes('--block-scripts');
const write = !args.includes('--no-write') && !only && !blockScripts;

interface Audit {
  id: string;
  errorMessage?: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: {
    type?: string;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
    items?: { resourceType?: string; transferSize?: number }[];
  };
  metricSavings?: Record<string, number>;
}
interface Lhr {
  finalDisplayedUrl: string;
  configSettings: object;
  lighthouseVersion: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

interface PageResult {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  /** The blocking time's split by when its tasks ran; null where it could not be worked out. */
  tbtSplit: BlockingTimeSplit | null;
  cls: number;
  fcp: number;
  si: number;
  bytes: number;
  /** Transferred: the page's JavaScript, and its HTML document. */
  jsBytes: number;
  htmlBytes: number;
  /** Audits below 0.9 in a category under 100: id → "category: title (value)". */
  findings: Map<string, { label: string; title: string; value: string }>;
}

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'server', 'start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      LAKE_PORT: String(LAKE_PORT),
      HOST: '127.0.0.1',
      LAKE_LOG_LEVEL: 'warn',
      BUILD_DIR: buildDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start and fill its page store within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Listening is not enough: until the page store is filled, pages are rendered as they are asked for, and the
      // first runs would measure that.
      if (output.includes('Site ready on') && /Page store: \d+ pages kept rendered/.test(output)) {
        clearTimeout(timer);
        // From here on its lines (one a request) are read and dropped, not kept and searched again at each one.
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/** Every page of the sitemap the site publishes (or the pages asked for). */
async function pickPages(): Promise<string[]> {
  if (only) return only;
  const xml = await (await fetch(`http://127.0.0.1:${PORT}/sitemap.xml`)).text();
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))];
  if (paths.length === 0) throw new Error('the sitemap lists no pages');
  return paths;
}

/** Loads each page and its images once, so the lake's image cache is warm (as a CDN would be). */
async function warm(paths: string[]): Promise<void> {
  for (const p of paths) {
    const html = await (await fetch(`http://127.0.0.1:${PORT}${p}`)).text();
    const images = [...html.matchAll(/(?:src|srcSet|srcset|imageSrcSet)="([^"]+)"/g)]
      .flatMap((match) =>
        match[1]!
          .replaceAll('&amp;', '&')
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0]!),
      )
      .filter((url) => url.startsWith('/images/'));
    await Promise.all(
      [...new Set(images)].map((url) =>
        fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((r) => r.arrayBuffer()),
      ),
    );
  }
}

function summarise(pagePath: string, lhr: Lhr, tbtSplit: BlockingTimeSplit | null): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const findings: PageResult['findings'] = new Map();
  const note = (audit: Audit, label: string, extra = '') => {
    if (!findings.has(audit.id)) findings.set(audit.id, { label, title: audit.title, value: `${audit.displayValue ?? ''}${extra}` });
  };
  for (const id of categories) {
    if (score(id) === 100) continue;
    const refs = lhr.categories[id]!.auditRefs;
    const failing = refs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
      .filter(
        ({ audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
      )
      .sort((a, b) => b.ref.weight - a.ref.weight);
    for (const { audit } of failing.slice(0, 6)) note(audit, id);
    if (id === 'performance') {
      // Opportunities and insights with estimated savings, the largest first.
      const savings = (audit: Audit) =>
        audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? audit.metricSavings?.TBT ?? 0;
      const opportunities = Object.values(lhr.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 0.9 && (savings(audit) > 0 || (audit.details?.overallSavingsBytes ?? 0) > 0),
        )
        .sort((a, b) => savings(b) - savings(a));
      for (const audit of opportunities.slice(0, 5))
        note(audit, 'performance', savings(audit) > 0 ? `${audit.displayValue ? ', ' : ''}est. ${Math.round(savings(audit))} ms` : '');
    }
  }
  return {
    path: pagePath,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    tbtSplit,
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
    bytes: value('total-byte-weight'),
    jsBytes: transferred(lhr, 'script'),
    htmlBytes: transferred(lhr, 'document'),
    findings,
  };
}

/** Bytes transferred of one kind of resource (Lighthouse's resource summary). */
function transferred(lhr: Lhr, kind: 'script' | 'document'): number {
  return lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === kind)?.transferSize ?? Number.NaN;
}

function table(results: PageResult[]): string {
  const rows = results.map(
    (r) =>
      `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.tbtSplit ? `${Math.round(r.tbtSplit.beforePaint)} ms` : 'n/a'} | ${r.cls.toFixed(3)} | ${(r.si / 1000).toFixed(2)} s | ${Math.round(r.jsBytes / 1024)} KiB | ${(r.htmlBytes / 1024).toFixed(1)} KiB | ${Math.round(r.bytes / 1024)} KiB |`,
  );
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | of it, before the first paint | CLS | Speed Index | JavaScript | HTML | transfer size |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The CPU time the host took from this virtual machine (steal) and the CPU time in all, in ticks since boot, from the
 * first line of /proc/stat (user, nice, system, idle, iowait, irq, softirq, steal); null where there is no /proc.
 */
function cpuTicks(): { steal: number; total: number } | null {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, tick) => sum + tick, 0) };
  } catch {
    return null;
  }
}

/** The share of the CPU the host took between two readings of cpuTicks, in per cent. */
const stealBetween = (from: { steal: number; total: number }, to: { steal: number; total: number }) =>
  to.total > from.total ? (100 * (to.steal - from.steal)) / (to.total - from.total) : 0;

async function main() {
  if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
    console.error(`No build in ${path.relative(root, buildDir) || '.'}: run  npm run build  first.`);
    process.exit(1);
  }
  if (!existsSync(chromePath)) {
    console.error('Chromium is missing: run  sudo apt-get install -y chromium');
    process.exit(1);
  }
  // The fonts a desktop's browser paints the fallbacks in (scripts/ensure-packages.ts): measured without them, the
  // page would be one no visitor sees.
  try {
    ensurePrograms(['liberation-fonts']);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The machine's load while measuring: Lighthouse's simulated timings still vary with a busy CPU.
  const loadAtStart = os.loadavg()[0]!;
  // And the CPU a virtual machine's host takes from it (steal), which the load average does not show: every 30 s, for
  // the most taken in one such window, and over the whole run.
  const ticksAtStart = cpuTicks();
  let lastTicks = ticksAtStart;
  let mostStolen = 0;
  const stealSampler = setInterval(() => {
    const now = cpuTicks();
    if (lastTicks && now) mostStolen = Math.max(mostStolen, stealBetween(lastTicks, now));
    lastTicks = now;
  }, 30_000);
  stealSampler.unref();
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const paths = await pickPages();
    await warm(paths);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const results: PageResult[] = [];
    let version = '';
    for (const pagePath of paths) {
      const lhrs: { lhr: Lhr; split: BlockingTimeSplit | null }[] = [];
      let failures = 0;
      while (lhrs.length < runs) {
        const result = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // The bundle's modules (the page's inline scripts still run: React Router's context, the cookie banner's).
          ...(blockScripts ? { blockedUrlPatterns: ['*/assets/*.js'] } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        const lhr = result.lhr as unknown as Lhr;
        version = lhr.lighthouseVersion;
        if (lhr.runWarnings.length) console.warn(`${pagePath}: ${lhr.runWarnings.join('; ')}`);
        // A run whose metrics could not be computed (a trace Lighthouse could not read) is run again, twice at most.
        const broken = lhr.runtimeError || !Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        if (broken && failures < 2) {
          failures++;
          console.warn(
            `${pagePath}: Lighthouse could not measure this run (${lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no LCP'}); running it again`,
          );
          continue;
        }
        lhrs.push({
          lhr,
          split: await splitBlockingTime(
            result.artifacts,
            lhr.configSettings,
            lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          ),
        });
      }
      // The run with the median performance score.
      const sorted = lhrs.toSorted((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const summary = summarise(pagePath, median.lhr, median.split);
      results.push(summary);
      console.log(
        `${pagePath}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, best practices ${summary.scores['best-practices']}, SEO ${summary.scores.seo}` +
          ` · FCP ${(summary.fcp / 1000).toFixed(2)} s, LCP ${(summary.lcp / 1000).toFixed(2)} s, TBT ${Math.round(summary.tbt)} ms${summary.tbtSplit ? ` (${Math.round(summary.tbtSplit.beforePaint)} ms before the first paint)` : ''}, CLS ${summary.cls.toFixed(3)},` +
          ` JavaScript ${Math.round(summary.jsBytes / 1024)} KiB, HTML ${(summary.htmlBytes / 1024).toFixed(1)} KiB, ${Math.round(summary.bytes / 1024)} KiB`,
      );
      for (const finding of summary.findings.values())
        console.log(`  - ${finding.label}: ${finding.title}${finding.value ? ` (${finding.value})` : ''}`);
    }

    const cpu = os.cpus();
    const load = `load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end on ${cpu.length} cores${
      Math.max(loadAtStart, os.loadavg()[0]!) > cpu.length * 0.75 ? ': a busy machine, so the timings are pessimistic' : ''
    }`;
    clearInterval(stealSampler);
    const ticksAtEnd = cpuTicks();
    const steal =
      ticksAtStart && ticksAtEnd
        ? `; the virtual machine's host took ${stealBetween(ticksAtStart, ticksAtEnd).toFixed(1)}% of its CPU over the run (steal, from /proc/stat), at most ${mostStolen.toFixed(1)}% in a 30-second window`
        : '';
    const date = new Date().toISOString().slice(0, 10);
    // Each finding once, with the pages (and their values) it was found on.
    const grouped = new Map<string, { label: string; title: string; pages: string[] }>();
    for (const result of results) {
      for (const [id, finding] of result.findings) {
        const entry = grouped.get(id) ?? { label: finding.label, title: finding.title, pages: [] };
        entry.pages.push(`\`${result.path}\`${finding.value ? ` (${finding.value})` : ''}`);
        grouped.set(id, entry);
      }
    }
    const findings = [...grouped.values()].map((entry) => `- ${entry.label}: ${entry.title}: ${entry.pages.join(', ')}`);
    const section = [
      START,
      '## Lighthouse',
      '',
      `Measured ${date} with \`${process.env.BUILD_DIR?.trim() ? `BUILD_DIR=${process.env.BUILD_DIR.trim()} ` : ''}npm run audit${runs !== 3 ? ` -- --runs=${runs}` : ''}\` (Lighthouse ${version}, mobile defaults: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown; ${runs} run${runs > 1 ? 's' : ''} a page, the median one reported) against the production server (\`npm start\` with the embedded lake and the demo dataset, images warmed in the lake's cache as a CDN would hold them) on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Chromium ${await chromiumVersion()}; ${load}${steal}.`,
      '',
      table(results),
      '',
      "The blocking time's split: Lighthouse's simulation counts as blocking the last tasks of the browser's first render of the document (committing the navigation, parsing, the first style and layout), which in the real trace ran before anything was painted (decision 0029); the column gives that part, the rest is the page's work after its first paint (its scripts, fonts and pictures).",
      '',
      'Aims (issue 17): performance 98+ on every page, FCP ≤ 1.2 s, LCP ≤ 1.8 s, CLS 0, TBT ≤ 50 ms, JavaScript ≤ 110 KiB on the home page and ≤ 120 KiB anywhere; 100 in accessibility, best practices and SEO.',
      '',
      summaryLine(results),
      '',
      ...(findings.length ? ['What Lighthouse lists where a score is below 100:', '', ...findings] : ['Every score is 100.']),
      END,
    ].join('\n');

    if (write) {
      const current = existsSync(resultsFile) ? await readFile(resultsFile, 'utf8') : '# Benchmark results\n';
      const start = current.indexOf(START);
      const end = current.indexOf(END);
      const next =
        start !== -1 && end > start
          ? `${current.slice(0, start)}${section}${current.slice(end + END.length)}`
          : `${current.trimEnd()}\n\n${section}\n`;
      await writeFile(resultsFile, next);
      console.log(`Written to ${path.relative(root, resultsFile)}`);
    }
  } finally {
    await chrome?.kill();
    await stopServer(server);
  }
}

/** The spread over every page, and the medians, in one line. */
function summaryLine(results: PageResult[]): string {
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
  const range = (values: number[], format: (n: number) => string) =>
    `${format(Math.min(...values))}–${format(Math.max(...values))} (median ${format(median(values))})`;
  const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const splits = results.flatMap((r) => (r.tbtSplit ? [r.tbtSplit] : []));
  return [
    `Over ${results.length} pages: performance ${range(
      results.map((r) => r.scores.performance),
      String,
    )}`,
    `FCP ${range(
      results.map((r) => r.fcp),
      seconds,
    )}`,
    `LCP ${range(
      results.map((r) => r.lcp),
      seconds,
    )}`,
    `TBT ${range(
      results.map((r) => r.tbt),
      (n) => `${Math.round(n)} ms`,
    )}, of it before the first paint ${range(
      splits.map((split) => split.beforePaint),
      (n) => `${Math.round(n)} ms`,
    )} and after it ${range(
      splits.map((split) => split.afterPaint),
      (n) => `${Math.round(n)} ms`,
    )}`,
    `CLS at most ${Math.max(...results.map((r) => r.cls)).toFixed(3)}`,
    `JavaScript ${range(
      results.map((r) => r.jsBytes),
      (n) => `${Math.round(n / 1024)} KiB`,
    )}.`,
  ].join(', ');
}

async function chromiumVersion(): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => resolve(/(\d+\.\d+\.\d+\.\d+)/.exec(out)?.[1] ?? 'unknown'));
    child.once('error', () => resolve('unknown'));
  });
}

main().catch((error: unknown) => {
  console.error(`The audit failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
