/** A process of this project (the site, the lake) for a spec that starts its own: the many-instances and the cache specs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

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
