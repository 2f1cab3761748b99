/**
 * What one request's render learned about its content, kept beside it in
 * AsyncLocalStorage: the root middleware (app/root.tsx) opens the record, the
 * typed fetch (fetch.server.ts) writes to it, and the same middleware reads it
 * once the answer is made. A page rendered while any of its queries failed is
 * a 503 that no cache keeps (docs/decisions/0013-hostile-traffic.md). An
 * object, so more facts about the render can join it.
 *
 * A loader that wants to tell its page (to show the notice) asks
 * `contentAvailability`, which watches only the reads made inside it: the
 * root's and the route's loaders run side by side, each in its own scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { FAILED_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../cache-control.ts';

export interface RenderRecord {
  /** A content query of this request failed (service down, slow, a bad answer). */
  contentFailed: boolean;
}

interface Scope {
  failed: boolean;
  parent: Scope | undefined;
}

const records = new AsyncLocalStorage<RenderRecord>();
const scopes = new AsyncLocalStorage<Scope>();

/** Runs one request's work with a fresh record. */
export function runWithRenderRecord<T>(fn: (record: RenderRecord) => T): T {
  const record: RenderRecord = { contentFailed: false };
  return records.run(record, () => fn(record));
}

/** This request's record (none outside a request, e.g. in a script). */
export function renderRecord(): RenderRecord | undefined {
  return records.getStore();
}

/** Called by the typed fetch when a query fails. */
export function recordContentFailure(): void {
  const record = records.getStore();
  if (record) record.contentFailed = true;
  for (let scope = scopes.getStore(); scope; scope = scope.parent) scope.failed = true;
}

/** Runs `load` and says whether any content read inside it failed. */
export async function contentAvailability<T>(load: () => Promise<T>): Promise<{ value: T; unavailable: boolean }> {
  const scope: Scope = { failed: false, parent: scopes.getStore() };
  const value = await scopes.run(scope, load);
  return { value, unavailable: scope.failed };
}

/**
 * The answer of a render whose content failed: a page (200) or a "not found"
 * that the missing content may have caused becomes 503; every answer is kept
 * by no cache. Redirects and the visitor's own errors (400, 405, 429) keep
 * their status. The body is the page as rendered, with its notice.
 */
export function unavailableAnswer(response: Response, isPrivate: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', isPrivate ? PRIVATE_CACHE_CONTROL : FAILED_CACHE_CONTROL);
  const status = response.status < 300 || response.status === 404 ? 503 : response.status;
  headers.delete('ETag');
  if (status === 503) headers.set('Retry-After', '30');
  return new Response(response.body, { status, statusText: status === 503 ? 'Service Unavailable' : response.statusText, headers });
}
