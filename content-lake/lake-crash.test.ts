/**
 * The lake killed (SIGKILL) while writers keep committing, then restarted,
 * several times: every acknowledged transaction must be there afterwards,
 * each exactly once, and each whole (its two mutations together).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SanityClient } from '@sanity/client';
import { afterAll, expect, it } from 'vitest';
import { miniDataset } from './testing.ts';
import { localLakeClient } from './local-client.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
let dataDir = '';
let child: ChildProcess | null = null;

afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startLakeProcess(): Promise<SanityClient> {
  child = spawn(process.execPath, [cli], {
    env: {
      ...process.env,
      LAKE_PORT: '0',
      LAKE_DATASET_PATH: miniDataset,
      LAKE_DATA_DIR: dataDir,
      LAKE_CACHE_DIR: path.join(dataDir, 'cache'),
      LAKE_READ_TOKEN: 'read-secret',
      LAKE_WRITE_TOKEN: 'write-secret',
      LAKE_WORKERS: '1',
      LAKE_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = child;
  const apiHost = await new Promise<string>((resolve, reject) => {
    let out = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    started.once('exit', (code) => reject(new Error(`lake exited with ${code}`)));
  });
  return localLakeClient(apiHost, 'write-secret', { maxRetries: 0 });
}

it('keeps every acknowledged transaction, once, through repeated SIGKILLs', { timeout: 90_000 }, async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lake-crash-'));
  const acknowledged = new Set<number>();
  const attempted = new Set<number>();
  let next = 0;

  let client = await startLakeProcess();
  await client.createIfNotExists({ _id: 'counter', _type: 'counter', n: 0 });

  for (let round = 0; round < 6; round++) {
    let alive = true;
    // Four writers commit as fast as they can: each transaction creates one document and counts it.
    const writers = Array.from({ length: 4 }, async () => {
      while (alive) {
        const n = next++;
        attempted.add(n);
        try {
          await client
            .transaction()
            .create({ _id: `w-${n}`, _type: 'w', n })
            .patch('counter', (p) => p.inc({ n: 1 }))
            .commit({ visibility: 'async' });
          acknowledged.add(n);
        } catch {
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 250 + round * 60));
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    alive = false;
    await Promise.all([exited, ...writers]);
    client = await startLakeProcess();
  }

  const reader = client.withConfig({ token: 'read-secret' });
  const written: number[] = await reader.fetch('*[_type == "w"].n');
  const counter: number = await reader.fetch('*[_id == "counter"][0].n');
  const present = new Set(written);

  expect(acknowledged.size).toBeGreaterThan(50);
  for (const n of acknowledged) expect(present.has(n), `acknowledged write ${n} is missing`).toBe(true);
  for (const n of written) expect(attempted.has(n)).toBe(true);
  // Each transaction whole and once: one counted increment per document, no document twice.
  expect(present.size).toBe(written.length);
  expect(counter).toBe(written.length);
});
