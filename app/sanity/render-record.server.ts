/**
 * What one request's render learned about its content: the record
 * (request-context.ts) that the root middleware (app/root.tsx) opens in the
 * request's scope (request-scope.server.ts), the typed fetch
 * (fetch.server.ts) writes to, and the same middleware reads once the answer
 * is made. A page rendered while any of its queries failed is a 503 that no
 * cache keeps (docs/decisions/0013-hostile-traffic.md), and the page store
 * keeps the last good version.
 *
 * A loader that wants to tell its page (to show the notice) asks
 * `contentAvailability`, which watches only the reads made inside it: the
 * root's and the route's loaders run side by side, each in its own scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { FAILED_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../cache-control.ts';
import { newRenderRecord, type RenderRecord } from '../request-context.ts';
import { currentRecord, noteContentFailure, runInScope } from './request-scope.server.ts';

interface Scope {
  failed: boolean;
  parent: Scope | undefined;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs one request's work with its record (a fresh one unless given) and its preview flag. */
export function runWithRenderRecord<T>(fn: (record: RenderRecord) => T, record = newRenderRecord(), preview = false): T {
  return runInScope({ preview, record }, () => fn(record));
}

/** This request's record (none outside a request, e.g. in a script). */
export function renderRecord(): RenderRecord | undefined {
  return currentRecord();
}

/** Called by the typed fetch when a query fails. */
export function recordContentFailure(): void {
  noteContentFailure();
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
