/**
 * A worker thread that evaluates GROQ. Queries run here, off the HTTP
 * thread, so that a runaway query can be stopped (by ending the worker) while
 * the server goes on answering; the result is serialised here too, within the
 * size limit, and only its bytes travel back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LakeError, resultTooLarge } from './errors.ts';
import { prepareQuery, runQuery } from './query.ts';
import { limitedJson, ResultTooLarge, resultJson } from './result-json.ts';
import { buildSourceMap } from './source-map.ts';
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

/** A query's answer: the result (and source map) as UTF-8 JSON, ready to be written to the response. */
export interface WorkerAnswer {
  id: number;
  ok: true;
  json: Uint8Array;
  ms: number;
  sourceMapJson?: Uint8Array;
  /** The sync tags of what the query read (Live Content API), when asked for. */
  syncTags?: SyncTag[];
}

export type WorkerResponse =
  | { ready: true }
  | WorkerAnswer
  /** `recycle`: the evaluation may still be running (groq-js streams run ahead), so the worker must be replaced. */
  | { id: number; ok: false; status: number; body: Record<string, unknown>; message: string; recycle?: boolean };

const { projectId, dataset, documents, maxResultBytes } = workerData as {
  projectId: string;
  dataset: string;
  documents: LakeDocument[];
  maxResultBytes: number;
};
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
    const onDereference = message.syncTags
      ? (ref: string, doc: LakeDocument | null) => dereferenced.set(ref, doc?._type ?? null)
      : undefined;
    const value = await runQuery(tree, { view, params: message.params, projectId, dataset, onDereference });
    const { json, result } = await resultJson(value, maxResultBytes);
    const sourceMapJson = message.sourceMap ? limitedJson(buildSourceMap(result, view), maxResultBytes) : undefined;
    // After serialising: groq-js evaluates lazily, so every `->` has been followed only now.
    const syncTags = message.syncTags ? queryTags(message.perspective, readSetOf(tree, message.params), dereferenced) : undefined;
    const answer: WorkerAnswer = { id: message.id, ok: true, json, ms: Math.round(performance.now() - started), sourceMapJson, syncTags };
    // The bytes move to the HTTP thread without a copy.
    port.postMessage(answer, [json.buffer as ArrayBuffer, ...(sourceMapJson ? [sourceMapJson.buffer as ArrayBuffer] : [])]);
  } catch (error) {
    const tooLarge = error instanceof ResultTooLarge;
    const known = error instanceof LakeError ? error : tooLarge ? resultTooLarge(error.limit) : null;
    if (known) {
      port.postMessage({
        id: message.id,
        ok: false,
        status: known.status,
        body: known.body,
        message: known.message,
        recycle: tooLarge,
      } satisfies WorkerResponse);
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

// Ready: a worker's start-up never counts against a query's time.
port.postMessage({ ready: true } satisfies WorkerResponse);
