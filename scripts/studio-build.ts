/**
 * The Studio for the embedded lake, built once with `sanity build` (10 s on a
 * quiet machine, 30 on a busy one) and kept in `.cache/studio-build/` until
 * its sources change, so `npm run studio` and the browser tests start it in a
 * moment. The lake and the site are named at serve time
 * (scripts/studio-server.ts), so one build serves any ports.
 *
 * Two things of the build would reach for the internet, and are made local
 * after it: the Studio's font (Inter, from Sanity's design-system CDN, and in the
 * page's own font rules from its studio CDN) is served from
 * `@fontsource-variable/inter`, the same typeface, and the
 * dashboard "bridge" script is left out of the page (it only talks to
 * Sanity's dashboard when the Studio is shown inside it).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const studioDir = path.join(root, 'studio');
export const studioBuildDir = path.join(root, '.cache', 'studio-build');
const stampFile = '.sources-hash';

/** Whether the Studio's own packages are installed (`cd studio && npm install`). */
export function studioInstalled(): boolean {
  return existsSync(path.join(studioDir, 'node_modules', 'sanity', 'package.json'));
}

/** The files the build depends on: the Studio's sources and what they import from the site (urls.ts, categories). */
async function sourceFiles(): Promise<string[]> {
  const files = new Set<string>();
  const skip = new Set(['node_modules', 'dist', '.sanity']);
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (/\.(tsx?|jsx?|json)$/.test(entry.name)) files.add(file);
    }
  };
  await walk(studioDir);
  // Follow relative imports out of studio/ (the Presentation tool's addresses, the blog's categories).
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!/\.tsx?$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), spec!);
      const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
      const found = candidates.find((candidate) => existsSync(candidate) && /\.(tsx?|json)$/.test(candidate));
      if (found && !files.has(found)) {
        files.add(found);
        queue.push(found);
      }
    }
  }
  return [...files].sort();
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  // The installed Studio version counts too.
  hash.update(await readFile(path.join(studioDir, 'node_modules', 'sanity', 'package.json')));
  hash.update(await readFile(new URL(import.meta.url)));
  for (const file of await sourceFiles()) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

const fonts: [RegExp, string][] = [
  [/https:\/\/design-system-static\.sanity\.io\/InterVariable-latin-[\w-]*\.woff2/g, 'inter-latin-wght-normal.woff2'],
  [/https:\/\/design-system-static\.sanity\.io\/InterVariable-Italic-latin-[\w-]*\.woff2/g, 'inter-latin-wght-italic.woff2'],
  // The page's own @font-face rules (index.html) name one file per weight; the variable files hold every weight.
  [/https:\/\/studio-static\.sanity\.io\/Inter-\w*Italic\.woff2/g, 'inter-latin-wght-italic.woff2'],
  [/https:\/\/studio-static\.sanity\.io\/Inter-\w+\.woff2/g, 'inter-latin-wght-normal.woff2'],
];

/** Makes a fresh `sanity build` output work without the internet (see the module's comment). */
export async function makeOffline(dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  const withoutBridge = html.replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.(?:com|work)\/bridge\.js"[^>]*><\/script>\s*/, '');
  await writeFile(
    indexFile,
    fonts.reduce((text, [pattern, font]) => text.replace(pattern, `/static/fonts/${font}`), withoutBridge),
  );
  const staticDir = path.join(dir, 'static');
  const fontDir = path.join(staticDir, 'fonts');
  await mkdir(fontDir, { recursive: true });
  for (const [, file] of fonts) {
    await copyFile(path.join(studioDir, 'node_modules', '@fontsource-variable', 'inter', 'files', file), path.join(fontDir, file));
  }
  for (const name of await readdir(staticDir)) {
    if (!name.endsWith('.css')) continue;
    const file = path.join(staticDir, name);
    const css = await readFile(file, 'utf8');
    const local = fonts.reduce((text, [pattern, font]) => text.replace(pattern, `/static/fonts/${font}`), css);
    if (local !== css) await writeFile(file, local);
  }
}

/**
 * The built Studio's folder, building it first if its sources changed since
 * the last build. `log` hears one line when a build starts.
 */
export async function ensureStudioBuild(log: (line: string) => void = console.log): Promise<string> {
  if (!studioInstalled()) {
    throw new Error('The Studio is not installed: run `cd studio && npm install` first');
  }
  const hash = await sourcesHash();
  const stamp = path.join(studioBuildDir, stampFile);
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === hash) return studioBuildDir;

  log('Building the Studio for the embedded lake (sanity build, under half a minute)…');
  const temporary = `${studioBuildDir}.${process.pid}`;
  await rm(temporary, { recursive: true, force: true });
  // Nothing of the developer's own Studio environment goes into this build: the lake's Studio is configured at serve time.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SANITY_STUDIO_')));
  await run(
    process.execPath,
    [path.join(studioDir, 'node_modules', 'sanity', 'bin', 'sanity'), 'build', temporary, '--yes'],
    studioDir,
    env,
  );
  await makeOffline(temporary);
  await writeFile(path.join(temporary, stampFile), hash);
  await rm(studioBuildDir, { recursive: true, force: true });
  await rename(temporary, studioBuildDir);
  return studioBuildDir;
}

// `node scripts/studio-build.ts` (npm run test:e2e): builds the Studio ahead of the browser tests when it is installed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!studioInstalled()) {
    console.log('The Studio is not installed (`cd studio && npm install`): its browser tests will be skipped');
  } else {
    await ensureStudioBuild();
  }
}
