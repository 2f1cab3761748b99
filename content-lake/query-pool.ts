import { Worker } from 'node:worker_threads';
import { apiError, LakeError } from './errors.ts';
import type { WorkerRequest, WorkerResponse } from './query-worker.ts';
import type { SyncTag } from './sync-tags.ts';
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

export interface QueryOutcome {
  result: unknown;
  ms: number;
  resultSourceMap?: unknown;
  syncTags?: SyncTag[];
}

interface Pending {
  id: number;
  job: QueryJob;
  resolve: (outcome: QueryOutcome) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy: (Pending & { timer: NodeJS.Timeout }) | null;
}

export interface QueryPoolOptions {
  size: number;
  timeoutMs: number;
  projectId: string;
  dataset: string;
  /** The dataset as it is now, for a worker started later (one that replaces a stopped worker). */
  documents: () => LakeDocument[];
  logger: Logger;
}

const workerUrl = new URL('./query-worker.ts', import.meta.url);

/**
 * Runs queries on a few worker threads, one query per worker at a time. A
 * query past the time limit is stopped by ending its worker, which is
 * replaced at once; the other workers, and the HTTP thread, carry on.
 */
export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly options: QueryPoolOptions;
  private nextId = 1;
  private closed = false;

  constructor(options: QueryPoolOptions) {
    this.options = options;
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn());
  }

  run(job: QueryJob): Promise<QueryOutcome> {
    if (this.closed) return Promise.reject(apiError(503, 'serviceUnavailable', 'The content lake is shutting down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
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
    for (const pending of this.queue.splice(0)) pending.reject(apiError(503, 'serviceUnavailable', 'The content lake is shutting down'));
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.busy) {
          clearTimeout(slot.busy.timer);
          slot.busy.reject(apiError(503, 'serviceUnavailable', 'The content lake is shutting down'));
        }
        return slot.worker.terminate();
      }),
    );
  }

  private broadcast(message: WorkerRequest): void {
    for (const slot of this.slots) slot.worker.postMessage(message);
  }

  private spawn(): Slot {
    const { projectId, dataset, logger } = this.options;
    const worker = new Worker(workerUrl, { workerData: { projectId, dataset, documents: this.options.documents() } });
    const slot: Slot = { worker, ready: false, busy: null };
    worker.on('message', (response: WorkerResponse) => {
      if ('ready' in response) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const pending = slot.busy;
      if (!pending || pending.id !== response.id) return;
      clearTimeout(pending.timer);
      slot.busy = null;
      if (response.ok) pending.resolve({ result: response.result, ms: response.ms, resultSourceMap: response.resultSourceMap, syncTags: response.syncTags });
      else pending.reject(new LakeError(response.status, response.body, response.message));
      this.dispatch();
    });
    worker.on('error', (error) => {
      logger.error(`query worker failed: ${error.message}`);
      this.recycle(slot, apiError(500, 'internalError', `Query evaluation failed: ${error.message}`));
    });
    return slot;
  }

  /** Ends a slot's worker, fails its query with `reason`, and puts a fresh worker in its place. */
  private recycle(slot: Slot, reason: LakeError): void {
    const pending = slot.busy;
    slot.busy = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    void slot.worker.terminate();
    if (this.closed) return;
    const fresh = this.spawn();
    this.slots[this.slots.indexOf(slot)] = fresh;
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.busy || this.queue.length === 0) continue;
      const pending = this.queue.shift()!;
      const timer = setTimeout(() => {
        const seconds = this.options.timeoutMs / 1000;
        this.options.logger.warn(`query stopped after ${seconds} s: ${pending.job.query.slice(0, 200)}`);
        this.recycle(slot, apiError(408, 'queryTimeout', `Query exceeded the time limit of ${seconds} s and was stopped`));
      }, this.options.timeoutMs);
      slot.busy = { ...pending, timer };
      slot.worker.postMessage({ kind: 'query', id: pending.id, ...pending.job } satisfies WorkerRequest);
    }
  }
}
