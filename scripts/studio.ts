/**
 * `npm run studio`: the whole editor's loop on this machine. Starts the site
 * as `npm start` does (with its embedded lake, which lets the Studio's editor
 * log in and may be framed by it), and Sanity Studio (built once, see
 * studio-build.ts) on its own port, editing that lake. Ctrl-C stops both.
 * The address to log in with carries a key made for this run: any process
 * on this machine can reach the lake, only this terminal knows the key.
 *
 * STUDIO_PORT (default 3334), PORT (3000) and LAKE_PORT (3333) choose the ports.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ensureStudioBuild, studioInstalled } from './studio-build.ts';
import { startStudioServer } from './studio-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;

function fail(message: string): never {
  console.error(`The Studio did not start: ${message}`);
  process.exit(1);
}

function port(name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) fail(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  return value;
}

if (env.SANITY_PROJECT_ID?.trim()) {
  fail('npm run studio edits the embedded lake; for the Sanity project in SANITY_PROJECT_ID run `cd studio && npm run dev`');
}
if (!studioInstalled()) fail('the Studio is not installed: run `cd studio && npm install`');

const sitePort = port('PORT', 3000);
const lakePort = port('LAKE_PORT', 3333);
const studioPort = port('STUDIO_PORT', 3334);
const studioUrl = `http://localhost:${studioPort}`;
const siteUrl = `http://localhost:${sitePort}`;
const lakeUrl = `http://localhost:${lakePort}`;
const loginKey = randomBytes(24).toString('base64url');

const buildDir = await ensureStudioBuild().catch((error: Error) => fail(error.message));

// The site, with its lake: the Studio's origin may log in to the lake and frame the site (Presentation tool).
const site = spawn(process.execPath, ['server/start.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...env,
    PORT: String(sitePort),
    LAKE_PORT: String(lakePort),
    SANITY_STUDIO_URL: studioUrl,
    LAKE_STUDIO_ORIGINS: [studioUrl, `http://127.0.0.1:${studioPort}`].join(','),
    LAKE_STUDIO_LOGIN_KEY: loginKey,
  },
});

let stopping = false;
let closeStudio: () => Promise<void> = async () => undefined;
site.on('exit', (code) => {
  void closeStudio();
  if (!stopping) console.error(`The site stopped (exit ${code}); stopping the Studio too`);
  process.exit(stopping ? 0 : (code ?? 1));
});

const ready = new Promise<void>((resolve) => {
  let seen = '';
  site.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    // The site says so once it listens (server/lifecycle.ts).
    if (seen !== 'ready' && (seen = (seen + chunk.toString()).slice(-200)).includes('Site ready on')) {
      seen = 'ready';
      resolve();
    }
  });
});
await ready;

const studio = await startStudioServer({
  buildDir,
  apiHost: lakeUrl,
  siteUrl,
  host: '127.0.0.1',
  port: studioPort,
}).catch((error: NodeJS.ErrnoException) => {
  stopping = true;
  site.kill('SIGTERM');
  return fail(error.code === 'EADDRINUSE' ? `port ${studioPort} is in use; set STUDIO_PORT to a free port` : error.message);
});
closeStudio = async () => studio.close();
console.log(`Studio ready on ${studio.url} (editing the embedded lake; the site's preview opens in its Presentation tool)`);
const login = new URL('/v1/auth/login/lake', lakeUrl);
login.search = new URLSearchParams({ origin: `${studioUrl}/`, key: loginKey }).toString();
// A session ends after 8 hours unused or 24 hours in all (content-lake/editor-sessions.ts): this address logs in again.
console.log(`  Open this address to log in (this run only): ${login}`);

const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  void closeStudio();
  site.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
