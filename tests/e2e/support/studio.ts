/**
 * The servers of the Studio's spec, started and stopped by it: the site as
 * `npm run studio` starts it (its own lake, which the Studio's origin may log
 * in to and which may frame the site), and the built Studio pointed at them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ensureStudioBuild } from '../../../scripts/studio-build.ts';
import { startStudioServer, type StudioServer } from '../../../scripts/studio-server.ts';
import { FORM_SECRET } from './form-token.ts';
import { BUILD_DIR, SITE_URL, STUDIO, STUDIO_SITE_URL, STUDIO_URL } from './servers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const localNode = `${root}node_modules/.bin/node`;
/** The spec's lake keeps its journal and tokens here (a fresh one at every run). */
export const studioLakeDataDir = '.cache/e2e-studio-lake-data';
const pageStoreDir = '.cache/e2e-studio-pages';
/** The lake's login key for this spec (`npm run studio` makes one per run and prints the address that carries it). */
const loginKey = randomBytes(24).toString('base64url');

/** The address that logs the editor in and lands on `path` of the Studio, as `npm run studio` prints it. */
export function studioLogin(path: string): string {
  const login = new URL(`http://localhost:${STUDIO.lakePort}/v1/auth/login/lake`);
  login.search = new URLSearchParams({ origin: `${STUDIO_URL}${path}`, key: loginKey }).toString();
  return login.href;
}

export interface StudioServers {
  studio: StudioServer;
  site: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, site: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (site.exitCode !== null) throw new Error(`The Studio spec's site stopped (exit ${site.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startStudioServers(): Promise<StudioServers> {
  const buildDir = await ensureStudioBuild(() => undefined);
  // A fresh lake and page store at every run: the edits start from the dataset.
  await rm(studioLakeDataDir, { recursive: true, force: true });
  await rm(pageStoreDir, { recursive: true, force: true });
  const site = spawn(existsSync(localNode) ? localNode : process.execPath, ['server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BUILD_DIR,
      PORT: String(STUDIO.sitePort),
      LAKE_PORT: String(STUDIO.lakePort),
      SITE_URL,
      HOST: '127.0.0.1',
      LAKE_LOG_LEVEL: 'warn',
      LAKE_DATA_DIR: studioLakeDataDir,
      LAKE_CACHE_DIR: '.cache/e2e-lake-cache',
      PAGE_STORE_DIR: pageStoreDir,
      SANITY_STUDIO_URL: STUDIO_URL,
      LAKE_STUDIO_ORIGINS: STUDIO_URL,
      LAKE_STUDIO_LOGIN_KEY: loginKey,
      // As every test server: a test signs its form with an earlier time instead of waiting (form-token.ts).
      FORM_SECRET,
    },
  });
  try {
    await waitFor(`${STUDIO_SITE_URL}/robots.txt`, site, 60_000);
  } catch (error) {
    site.kill('SIGTERM');
    throw error;
  }
  const studio = await startStudioServer({
    buildDir,
    apiHost: `http://localhost:${STUDIO.lakePort}`,
    siteUrl: STUDIO_SITE_URL,
    port: STUDIO.port,
  });
  return {
    studio,
    site,
    async stop() {
      await studio.close();
      if (site.exitCode === null) {
        const exited = new Promise((resolve) => site.once('exit', resolve));
        site.kill('SIGTERM');
        await exited;
      }
    },
  };
}
