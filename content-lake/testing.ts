import { createClient, type ClientError, type SanityClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLake, type Lake, type LakeOptions } from './lake.ts';
import type { Logger } from './types.ts';

export const miniDataset = fileURLToPath(new URL('./fixtures/mini', import.meta.url));

export interface TestLake {
  lake: Lake;
  /** The real `@sanity/client`, configured for the lake as the website configures it. */
  client: SanityClient;
  /** Every line the lake logged, at every level. */
  logs: string[];
  dirs: { cache: string; data: string };
  stop(): Promise<void>;
}

/**
 * Starts a lake on a free loopback port with its own temporary cache and
 * journal folders, for one test file. `stop` closes it and removes them.
 */
export async function startTestLake(options: LakeOptions = {}, keepDirs?: { cache: string; data: string }): Promise<TestLake> {
  const dirs = keepDirs ?? {
    cache: await mkdtemp(path.join(tmpdir(), 'lake-cache-')),
    data: await mkdtemp(path.join(tmpdir(), 'lake-data-')),
  };
  const logs: string[] = [];
  const logger: Logger = {
    debug: (m) => logs.push(`debug ${m}`),
    info: (m) => logs.push(`info ${m}`),
    warn: (m) => logs.push(`warn ${m}`),
    error: (m) => logs.push(`error ${m}`),
  };
  const lake = await startLake({ datasetPath: miniDataset, port: 0, cacheDir: dirs.cache, dataDir: dirs.data, logger, ...options });
  const client = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
    maxRetries: 0,
  });
  return {
    lake,
    client,
    logs,
    dirs,
    async stop() {
      await lake.close();
      if (!keepDirs) {
        await rm(dirs.cache, { recursive: true, force: true });
        await rm(dirs.data, { recursive: true, force: true });
      }
    },
  };
}

/** The error a request fails with (`@sanity/client`'s ClientError); throws if it succeeds. */
export async function failure(promise: Promise<unknown>): Promise<ClientError> {
  try {
    await promise;
  } catch (error) {
    return error as ClientError;
  }
  throw new Error('expected the request to fail');
}
