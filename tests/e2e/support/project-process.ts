/** A process of this project (the site, the lake) for a spec that starts its own: the many-instances and the cache specs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { BUILD_DIR, SITE_URL } from './servers.ts';

/** A process of this project, started with `env` and stopped with SIGTERM (what a deploy does). */
export function projectProcess(name: string, script: string, env: Record<string, string>, readyUrl: string) {
  let child: ChildProcess | null = null;
  let errors = '';
  return {
    async start(): Promise<void> {
      const started = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
      child = started;
      started.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      await expect
        .poll(
          async () => {
            if (started.exitCode !== null) throw new Error(`${name} stopped at start:\n${errors}`);
            return fetch(readyUrl).then(
              (r) => r.status,
              () => 0,
            );
          },
          { timeout: 60_000, message: `${name} ready` },
        )
        .toBe(200);
    },
    /** SIGTERM, as a rolling deploy sends; resolves with the exit code once the process has exited. */
    async stop(): Promise<number | null> {
      const running = child;
      if (!running || running.exitCode !== null) return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    stderr: () => errors,
  };
}
export type ProjectProcess = ReturnType<typeof projectProcess>;

type Tokens = { read: string; write: string };

/** The embedded lake on its own, on 127.0.0.1:port, keeping its data under `dir`, with these tokens. */
export function lakeProcess(port: number, dir: string, tokens: Tokens): ProjectProcess {
  return projectProcess(
    'lake',
    'content-lake/cli.ts',
    {
      LAKE_PORT: String(port),
      LAKE_HOST: '127.0.0.1',
      LAKE_DATA_DIR: `${dir}/lake-data`,
      LAKE_CACHE_DIR: `${dir}/lake-cache`,
      LAKE_READ_TOKEN: tokens.read,
      LAKE_WRITE_TOKEN: tokens.write,
      LAKE_LOG_LEVEL: 'warn',
    },
    `http://127.0.0.1:${port}/health`,
  );
}

/** `npm start` of the tests' build on 127.0.0.1:port, reading the lake at `lakeUrl` with these tokens, `env` on top. */
export function siteProcess(name: string, port: number, lakeUrl: string, tokens: Tokens, env: Record<string, string>): ProjectProcess {
  return projectProcess(
    name,
    'server/start.ts',
    {
      BUILD_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL,
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: lakeUrl,
      SANITY_API_READ_TOKEN: tokens.read,
      SANITY_API_WRITE_TOKEN: tokens.write,
      CONTENT_LAKE: 'embedded',
      ...env,
    },
    `http://127.0.0.1:${port}/robots.txt`,
  );
}
