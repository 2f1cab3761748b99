/**
 * `npm run budget`: the performance budget of every stored page of the build
 * (issue 17), checked in a few seconds without a browser: the JavaScript a
 * page loads before a visitor acts (its module scripts and modulepreloads,
 * brotli-compressed as the build keeps them and the server sends them, plus
 * each request's response headers, as Lighthouse counts them) and its HTML
 * (brotli, as the page store sends it). Fails, naming the pages, when one is
 * over its budget; `npm test` runs it after the end-to-end build. Reads the
 * page store of BUILD_DIR (run `npm run build` first); `--json` prints the
 * figures as JSON.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../app/env.server.ts';
import { buildPaths } from '../server/build-app.ts';
import { fingerprintOf } from '../server/site-pages.ts';

/** KiB of JavaScript a page may load up front, as transferred: the home page, and any page (issue 17's aims). */
export const JS_BUDGET_KIB = { home: 110, any: 120 };
/** Bytes of status line and headers a script arrives with (server/pages.ts `buildAssets`): 407–409 in Lighthouse's transfer sizes. */
const SCRIPT_HEADER_BYTES = 410;
/**
 * KiB a module loaded up front may weigh as the browser runs it (minified, not compressed): a module is evaluated in
 * one task. The framework module (React, React DOM, React Router: 335 KiB) is the largest, one module rather than two
 * so that a phone has it a round trip sooner (decision 0030, amending 0027); nothing the site adds may grow it.
 */
export const MODULE_BUDGET_KIB = 340;
/** KiB of brotli HTML a page may weigh (its stylesheets inline included). */
export const HTML_BUDGET_KIB = 28;

const root = fileURLToPath(new URL('..', import.meta.url));
// Without a Sanity project, the build's pages came from the embedded lake (as `npm run build` configures it).
const env = process.env.SANITY_PROJECT_ID?.trim() ? process.env : { ...process.env, SANITY_PROJECT_ID: 'local', CONTENT_LAKE: 'embedded' };
const config = readConfig(env, { check: true });
const { serverBuildFile, clientDir } = buildPaths(path.resolve(root, config.buildDir));
const json = process.argv.includes('--json');

interface PageFigures {
  path: string;
  jsKiB: number;
  htmlKiB: number;
  htmlBrKiB: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function main() {
  if (!existsSync(serverBuildFile)) {
    console.error(`No build in ${path.relative(root, config.buildDir) || '.'}: run  npm run build  first.`);
    process.exit(1);
  }
  const storeRoot = path.resolve(root, config.pageStoreDir);
  let storeDir = path.join(storeRoot, fingerprintOf(path.dirname(serverBuildFile), config));
  // A server started on another address since the build re-rendered the pages under its own fingerprint (the
  // end-to-end specs do): the one folder left is this build's pages all the same (its assets are read below).
  const folders = existsSync(storeRoot) ? await readdir(storeRoot) : [];
  if (!existsSync(storeDir) && folders.length === 1) storeDir = path.join(storeRoot, folders[0]!);
  if (!existsSync(storeDir)) {
    console.error(`No stored pages for this build and configuration in ${path.relative(root, storeDir)}: run  npm run build  first.`);
    process.exit(1);
  }
  const sent = new Map<string, number>();
  // The build's brotli copy where it made one (server/build-app.ts), else the file as it is.
  const jsBytes = async (href: string) => {
    const file = path.join(clientDir, href);
    if (!sent.has(href)) sent.set(href, (await readFile(existsSync(`${file}.br`) ? `${file}.br` : file)).length + SCRIPT_HEADER_BYTES);
    return sent.get(href)!;
  };

  // Each module's own size as evaluated, for the largest up front (the figures above are as sent).
  const evaluated = new Map<string, number>();
  const pages: PageFigures[] = [];
  // The page store's files (server/page-store.ts): a description (.json) beside each page's bodies.
  for (const name of (await readdir(storeDir)).filter((file) => file.endsWith('.json'))) {
    const meta = JSON.parse(await readFile(path.join(storeDir, name), 'utf8')) as {
      path: string;
      variant: string;
      headers: [string, string][];
    };
    const contentType = meta.headers.find(([header]) => header === 'content-type')?.[1] ?? '';
    if (meta.variant !== 'html' || !contentType.startsWith('text/html')) continue;
    const base = path.join(storeDir, name.slice(0, -'.json'.length));
    const html = await readFile(`${base}.body`, 'utf8');
    const br = await readFile(`${base}.br`);
    // What loads before anyone acts: every module the page preloads (a tool page's calculator among them) or imports
    // from its inline module script.
    const scripts = new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import[^"]*"(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    );
    let js = 0;
    for (const href of scripts) {
      js += await jsBytes(href);
      if (!evaluated.has(href)) evaluated.set(href, (await readFile(path.join(clientDir, href))).length);
    }
    pages.push({ path: meta.path, jsKiB: kib(js), htmlKiB: kib(Buffer.byteLength(html)), htmlBrKiB: kib(br.length) });
  }
  if (pages.length === 0) {
    console.error(`The page store in ${path.relative(root, storeDir)} holds no pages: run  npm run build  first.`);
    process.exit(1);
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  if (json) {
    console.log(JSON.stringify(pages, null, 2));
    return;
  }

  const over = pages.flatMap((page) => {
    const jsBudget = page.path === '/' ? JS_BUDGET_KIB.home : JS_BUDGET_KIB.any;
    return [
      ...(page.jsKiB > jsBudget ? [`${page.path}: ${page.jsKiB} KiB of JavaScript up front (budget ${jsBudget} KiB)`] : []),
      ...(page.htmlBrKiB > HTML_BUDGET_KIB ? [`${page.path}: ${page.htmlBrKiB} KiB of HTML, brotli (budget ${HTML_BUDGET_KIB} KiB)`] : []),
    ];
  });
  const [largest, largestBytes] = [...evaluated].reduce((a, b) => (b[1] > a[1] ? b : a), ['(none)', 0]);
  if (kib(largestBytes) > MODULE_BUDGET_KIB) {
    over.push(`${largest}: ${kib(largestBytes)} KiB of JavaScript in one module, evaluated in one task (budget ${MODULE_BUDGET_KIB} KiB)`);
  }
  const most = (key: 'jsKiB' | 'htmlBrKiB') => pages.reduce((a, b) => (b[key] > a[key] ? b : a));
  const home = pages.find((page) => page.path === '/');
  console.log(
    `Budget: ${pages.length} pages; JavaScript up front (brotli, with headers) ${home ? `${home.jsKiB} KiB on /, ` : ''}at most ${most('jsKiB').jsKiB} KiB (${most('jsKiB').path}); ` +
      `the largest module ${kib(largestBytes)} KiB as evaluated (${path.basename(largest)}); ` +
      `HTML (brotli) at most ${most('htmlBrKiB').htmlBrKiB} KiB (${most('htmlBrKiB').path}).`,
  );
  if (over.length) {
    console.error(`Over the performance budget (scripts/budget.ts):\n${over.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}

await main();
