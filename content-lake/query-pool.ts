import { Worker } from 'node:worker_threads';
import { apiError, LakeError, resultTooLarge } from './errors.ts';
import { FairQueue, type Client, type ClientLimits } from './query-limits.ts';
import type { WorkerAnswer, WorkerRequest, WorkerResponse } from './query-worker.ts';
import type { Access, LakeDocument, Logger, Perspective } from './types.ts';
import type { DocumentChange } from './views.ts';

export interface QueryJob {
  query: string;
  params: Record<string, unknown>;
  perspective: Perspective;
  access: Access;
  sourceMap?: boolean;
  /** Answer with the sync tags of what the query read (Live Content API). */
  syncTags?: boolean;
}

/** The worker's answer as it came (result JSON, time, and whatever else the worker adds). */
export type QueryOutcome = Omit<WorkerAnswer, 'id' | 'ok'>;

interface Pending {
  id: number;
  job: QueryJob;
  clientKey: string;
  client?: Client;
  enqueuedAt: number;
  startedAt?: number;
  timer?: NodeJS.Timeout;
  resolve: (outcome: QueryOutcome) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy: Pending | null;
}

export interface QueryPoolOptions {
  size: number;
  /** A query's time limit, from the moment it is queued: waiting for a worker counts. */
  timeoutMs: number;
  projectId: string;
  dataset: string;
  /** The dataset as it is now, for a worker started later (one that replaces a stopped worker). */
  documents: () => LakeDocument[];
  logger: Logger;
  limits: ClientLimits;
  maxResultBytes: number;
  /** The old-generation heap of each worker, in MB: a query that needs more is stopped. */
  workerMemoryMb: number;
}

const workerUrl = new URL('./query-worker.ts', import.meta.url);

/**
 * Runs queries on a few worker threads, one query per worker at a time,
 * taken from the clients' queues in turn. A query past the time limit (its
 * wait included) or the memory limit is stopped by ending its worker, which
 * is replaced at once; the other workers, and the HTTP thread, carry on.
 */
export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Pending>;
  private readonly options: QueryPoolOptions;
  private nextId = 1;
  private closed = false;
  private failedStarts = 0;

  /** Settles when every first worker has started (or failed to): then queries run at once. */
  readonly started: Promise<void>;
  private starting: number;
  private allStarted!: () => void;

  constructor(options: QueryPoolOptions) {
    this.options = options;
    this.queue = new FairQueue(options.limits);
    this.starting = Math.max(1, options.size);
    this.started = new Promise((resolve) => (this.allStarted = resolve));
    for (let i = 0; i < this.starting; i++) this.slots.push(this.spawn());
  }

  private startSettled(): void {
    if (this.starting > 0 && --this.starting === 0) this.allStarted();
  }

  /** Queues a query for a client; rejects at once (429/503) past the client's or the lake's limits. */
  run(job: QueryJob, clientKey: string): Promise<QueryOutcome> {
    if (this.closed) return Promise.reject(shuttingDown());
    return new Promise((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, job, clientKey, enqueuedAt: performance.now(), resolve, reject };
      pending.client = this.queue.add(clientKey, pending);
      pending.timer = setTimeout(() => this.expire(pending), this.options.timeoutMs);
      this.dispatch();
    });
  }

  replace(documents: LakeDocument[]): void {
    this.broadcast({ kind: 'replace', documents });
  }

  /**
   * Applies a committed transaction in every worker. Each worker handles its
   * messages in order, so any query posted after this (every query received
   * after the write was answered) sees the write.
   */
  apply(changes: DocumentChange[]): void {
    this.broadcast({ kind: 'apply', changes });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.drain()) {
      clearTimeout(pending.timer);
      pending.reject(shuttingDown());
    }
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.busy) {
          clearTimeout(slot.busy.timer);
          slot.busy.reject(shuttingDown());
        }
        return slot.worker.terminate();
      }),
    );
  }

  private broadcast(message: WorkerRequest): void {
    for (const slot of this.slots) slot.worker.postMessage(message);
  }

  private spawn(): Slot {
    const { projectId, dataset, logger, maxResultBytes, workerMemoryMb } = this.options;
    const worker = new Worker(workerUrl, {
      workerData: { projectId, dataset, documents: this.options.documents(), maxResultBytes },
      resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb },
    });
    const slot: Slot = { worker, ready: false, busy: null };
    worker.on('message', (response: WorkerResponse) => {
      if ('ready' in response) {
        slot.ready = true;
        this.failedStarts = 0;
        this.startSettled();
        this.dispatch();
        return;
      }
      const pending = slot.busy;
      if (!pending || pending.id !== response.id) return;
      if (!response.ok && response.recycle) {
        // Its answer is known, but groq-js may still be producing the rest of the result: the worker goes.
        this.recycle(slot, new LakeError(response.status, response.body, response.message));
        return;
      }
      slot.busy = null;
      this.settle(pending);
      if (response.ok) {
        const { id: _id, ok: _ok, ...outcome } = response;
        pending.resolve(outcome);
      } else {
        pending.reject(new LakeError(response.status, response.body, response.message));
      }
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!slot.ready) {
        this.failedStarts++;
        this.startSettled();
        logger.error(
          outOfMemory
            ? `query worker ran out of memory loading ${this.options.documents().length} documents: raise LAKE_WORKER_MEMORY_MB (now ${workerMemoryMb})`
            : `query worker failed to start: ${error.message}`,
        );
      } else if (outOfMemory) {
        logger.warn(`query stopped at the worker memory limit (${workerMemoryMb} MB): ${slot.busy?.job.query.slice(0, 200) ?? ''}`);
      } else {
        logger.error(`query worker failed: ${error.message}`);
      }
      const reason = outOfMemory
        ? resultTooLarge(workerMemoryMb * 1024 * 1024, 'The query needed more memory than the limit of')
        : apiError(500, 'internalError', 'Query evaluation failed unexpectedly');
      this.recycle(slot, reason);
    });
    return slot;
  }

  /** Ends a slot's worker, fails its query with `reason`, and puts a fresh worker in its place. */
  private recycle(slot: Slot, reason: LakeError): void {
    const pending = slot.busy;
    slot.busy = null;
    if (pending) {
      this.settle(pending);
      pending.reject(reason);
    }
    void slot.worker.terminate();
    if (this.closed) return;
    const replace = () => {
      if (this.closed) return;
      this.slots[this.slots.indexOf(slot)] = this.spawn();
    };
    // A worker that cannot even start (a dataset too large for its memory) is retried slowly, not in a loop.
    if (this.failedStarts > 0) setTimeout(replace, Math.min(30_000, 500 * 2 ** this.failedStarts)).unref();
    else replace();
    this.dispatch();
  }

  private settle(pending: Pending): void {
    clearTimeout(pending.timer);
    if (pending.client) this.queue.finish(pending.client, performance.now() - (pending.startedAt ?? performance.now()));
    pending.client = undefined;
  }

  /** The time limit passed: a waiting query leaves the queue; a running one is stopped with its worker. */
  private expire(pending: Pending): void {
    const seconds = this.options.timeoutMs / 1000;
    if (this.queue.remove(pending.clientKey, pending)) {
      pending.client = undefined;
      this.options.logger.warn(`query dropped after waiting ${seconds} s for a worker: ${pending.job.query.slice(0, 200)}`);
      pending.reject(
        apiError(408, 'queryTimeout', `Query exceeded the time limit of ${seconds} s waiting for a free worker (the content lake is busy)`),
      );
      return;
    }
    const slot = this.slots.find((candidate) => candidate.busy === pending);
    if (!slot) return;
    const waited = Math.round((pending.startedAt ?? pending.enqueuedAt) - pending.enqueuedAt);
    const note = waited >= 100 ? ` (${waited} ms of it waiting for a free worker)` : '';
    this.options.logger.warn(`query stopped after ${seconds} s: ${pending.job.query.slice(0, 200)}`);
    this.recycle(slot, apiError(408, 'queryTimeout', `Query exceeded the time limit of ${seconds} s and was stopped${note}`));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.busy) continue;
      // With a share kept for trusted clients, the last ready free worker is theirs (while a stopped one restarts, too).
      const reserved = this.options.limits.publicRunning < this.slots.length;
      const lastFree = reserved && this.slots.filter((other) => other.ready && !other.busy).length === 1;
      const next = this.queue.take(lastFree);
      if (!next) return;
      const pending = next.item;
      slot.busy = pending;
      pending.startedAt = performance.now();
      slot.worker.postMessage({ kind: 'query', id: pending.id, ...pending.job } satisfies WorkerRequest);
    }
  }
}

function shuttingDown(): LakeError {
  return apiError(503, 'serviceUnavailable', 'The content lake is shutting down');
}
