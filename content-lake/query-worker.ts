/**
 * A worker thread that evaluates GROQ. Queries run here, off the HTTP
 * thread, so that a runaway query can be stopped (by ending the worker) while
 * the server goes on answering.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import { prepareQuery, runQuery } from './query.ts';
import { buildSourceMap, type ContentSourceMap } from './source-map.ts';
import type { Access, LakeDocument, Perspective } from './types.ts';
import { queryTags, readSetOf, type SyncTag } from './sync-tags.ts';
import { DocumentSet, type DocumentChange } from './views.ts';

export type WorkerRequest =
  | { kind: 'replace'; documents: LakeDocument[] }
  | { kind: 'apply'; changes: DocumentChange[] }
  | {
      kind: 'query';
      id: number;
      query: string;
      params: Record<string, unknown>;
      perspective: Perspective;
      access: Access;
      sourceMap?: boolean;
      syncTags?: boolean;
    };

export type WorkerResponse =
  | { ready: true }
  | { id: number; ok: true; result: unknown; ms: number; resultSourceMap?: ContentSourceMap; syncTags?: SyncTag[] }
  | { id: number; ok: false; status: number; body: Record<string, unknown>; message: string };

const { projectId, dataset, documents } = workerData as { projectId: string; dataset: string; documents: LakeDocument[] };
const set = new DocumentSet(documents);
const port = parentPort!;

port.on('message', async (message: WorkerRequest) => {
  if (message.kind === 'replace') {
    set.replace(message.documents);
    return;
  }
  if (message.kind === 'apply') {
    set.apply(message.changes);
    return;
  }
  const started = performance.now();
  try {
    const tree = prepareQuery(message.query, message.params);
    const view = set.view(message.perspective, message.access);
    const dereferenced = new Map<string, string | null>();
    const onDereference = message.syncTags ? (ref: string, doc: LakeDocument | null) => dereferenced.set(ref, doc?._type ?? null) : undefined;
    const result = await runQuery(tree, { view, params: message.params, projectId, dataset, onDereference });
    const resultSourceMap = message.sourceMap ? buildSourceMap(result, view) : undefined;
    const syncTags = message.syncTags ? queryTags(message.perspective, readSetOf(tree, message.params), dereferenced) : undefined;
    port.postMessage({ id: message.id, ok: true, result, ms: Math.round(performance.now() - started), resultSourceMap, syncTags } satisfies WorkerResponse);
  } catch (error) {
    if (error instanceof LakeError) {
      port.postMessage({ id: message.id, ok: false, status: error.status, body: error.body, message: error.message } satisfies WorkerResponse);
    } else {
      const description = `Query evaluation failed: ${(error as Error).message}`;
      port.postMessage({
        id: message.id,
        ok: false,
        status: 400,
        body: { error: { type: 'queryExecutionError', description } },
        message: description,
      } satisfies WorkerResponse);
    }
  }
});

// Ready: the pool starts a query's clock only now, so a worker's start-up never counts against it.
port.postMessage({ ready: true } satisfies WorkerResponse);
