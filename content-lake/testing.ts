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

export interface StreamEvent {
  /** The event name; `comment` for a heartbeat line. */
  event: string;
  id?: string;
  data?: unknown;
}

export interface OpenStream {
  status: number;
  /** The next event (heartbeats included), or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Reads a server-sent event stream with plain fetch, for what the client hides (ids, heartbeats, statuses). */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const queue: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  const push = (event: StreamEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = { event: 'message' };
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) event.event = 'comment';
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
            }
            push(event);
          }
        }
      } catch {
        // Closed by the test or the server.
      }
      push({ event: 'end' });
    })();
  }
  return {
    status: response.status,
    next(timeoutMs = 2000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(resolver), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const resolver = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(resolver);
      });
    },
    close: () => controller.abort(),
  };
}

/** Collects what an observable (`client.listen()`, `client.live.events()`) emits, to await in order. */
export function collect<T>(observable: {
  subscribe(observer: { next(value: T): void; error(error: unknown): void }): { unsubscribe(): void };
}) {
  const queue: T[] = [];
  const waiting: { test: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  let failed: unknown;
  const subscription = observable.subscribe({
    next(value) {
      const index = waiting.findIndex((waiter) => waiter.test(value));
      if (index >= 0) waiting.splice(index, 1)[0]!.resolve(value);
      else queue.push(value);
    },
    error(error) {
      failed = error;
    },
  });
  return {
    /** Every value received and not yet taken. */
    received: queue,
    get error() {
      return failed;
    },
    /** The first value (received or to come) that passes `test`. */
    take(test: (value: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
      const index = queue.findIndex(test);
      if (index >= 0) return Promise.resolve(queue.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (value: T) => {
            clearTimeout(timer);
            resolve(value);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`nothing matching within ${timeoutMs} ms${failed ? ` (stream failed: ${String(failed)})` : ''}`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    stop: () => subscription.unsubscribe(),
  };
}
