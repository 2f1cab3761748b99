/**
 * What the content client deep below the loaders needs to know about the
 * request it serves: whether it is a preview (drafts, stega), and the render
 * record, where every query notes the sync tags it returned and whether it
 * failed. The root route's middleware (root.tsx) opens the scope from the
 * request's context (request-context.ts), so the area loaders need not pass it
 * through every call; the page store reads the record once the page is made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RenderRecord } from '../request-context.ts';

interface Scope {
  preview: boolean;
  record: RenderRecord;
}

const store = new AsyncLocalStorage<Scope>();

export function runInScope<T>(scope: Scope, fn: () => T): T {
  return store.run(scope, fn);
}

export function isPreview(): boolean {
  return store.getStore()?.preview === true;
}

/** This request's render record (none outside a request, e.g. in a script). */
export function currentRecord(): RenderRecord | undefined {
  return store.getStore()?.record;
}

/** The sync tags a query's answer carried: the page depends on them (Live Content API). */
export function noteSyncTags(tags: readonly string[] | undefined): void {
  const record = store.getStore()?.record;
  if (record && tags) for (const tag of tags) record.syncTags.add(tag);
}

/** The page shows something that ends at `at` (an exhibition's banner): a stored copy renders again then. */
export function noteChangesAt(at: Date): void {
  const record = store.getStore()?.record;
  if (!record || Number.isNaN(at.getTime())) return;
  record.changesAt = record.changesAt === null ? at.getTime() : Math.min(record.changesAt, at.getTime());
}

/** A query failed: the page shows built-in defaults in its place, and must not be kept as the truth. */
export function noteContentFailure(): void {
  const record = store.getStore()?.record;
  if (record) record.contentFailed = true;
}
