/**
 * The one way the site reads content. A query written with `defineQuery` in
 * queries.ts has a literal type; TypeGen registers its result type under that
 * text (sanity.types.ts), so `query(…)` returns the generated type with no
 * hand-written row types to drift from the query.
 *
 * Drafts in preview: the same queries run with the `drafts` perspective (the
 * client decides, see client.server.ts), so a draft stands in for its
 * published document under the published id. TypeGen types documents as
 * published (required fields present); a draft may still lack any of them,
 * and content that fails validation can be published anyway. So results are
 * typed `Draftable`: every field may be missing, and each loader gives the
 * page its fallback. Field names and value types still come from the query.
 */
import type { ClientReturn, QueryParams } from '@sanity/client';
import { LRUCache } from 'lru-cache';
import { data } from 'react-router';
import { contentClient } from './client.server.ts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '../constants.ts';
import { siteConfig } from '../env.server.ts';
import { currentRequest, isPreview, noteSyncTags, recordContentFailure } from '../request.server.ts';
import { ReadGate } from './read-gate.ts';
import './sanity.types.ts';

/** A query result in which any field may be missing (an incomplete draft, an invalid document). */
export type Draftable<T> = T extends readonly (infer Item)[]
  ? Draftable<Item>[]
  : T extends string | number | boolean | null | undefined
    ? T
    : { [K in keyof T]?: Draftable<T[K]> | null };

/** What the query `Q` returns, as TypeGen typed it, made Draftable. */
export type QueryResult<Q extends string> = Draftable<ClientReturn<Q, unknown>>;

export type ContentResult<T> = { ok: true; data: T | null } | { ok: false };

/**
 * Failures logged in the last 10 s. Labels carry slugs a visitor chose, so
 * the set is capped: past it, the oldest is forgotten (and may be logged again).
 */
const recentlyLogged = new LRUCache<string, true>({ max: 200, ttl: 10_000 });

/** One line per failure, at most every 10 s for the same failure, so an outage does not flood the log. */
function logFailure(label: string, error: unknown): void {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const key = `${label}:${reason}`.slice(0, 500);
  if (recentlyLogged.has(key)) return;
  recentlyLogged.set(key, true);
  console.error(`content: ${label} failed (${reason}); the page uses its built-in defaults`);
}

/**
 * Runs one query; a failure (service down, slow, bad answer) is logged in one
 * line and reported as `ok: false`. Either way the request's render record
 * learns of it: the answer's sync tags (what the page depends on, for the page
 * store), or that content is missing.
 */
export async function query<const Q extends string>(
  label: string,
  groq: Q,
  params: QueryParams = {},
): Promise<ContentResult<QueryResult<Q>>> {
  const answer = await fetchTagged<QueryResult<Q>>(label, groq, params);
  return answer.ok ? { ok: true, data: answer.data } : answer;
}

/** However long it waited, a read gets this long to answer. */
const MIN_READ_MS = 250;

let gate: ReadGate | undefined;
/** This instance's reads in flight (CONTENT_READ_CONCURRENCY), the kept pages' first: read-gate.ts. */
const readGate = () =>
  (gate ??= new ReadGate({
    capacity: siteConfig().contentReadConcurrency,
    reserved: Math.ceil(siteConfig().contentReadConcurrency / 4),
    maxWaitMs: CONTENT_REQUEST_TIMEOUT_MS - MIN_READ_MS,
  }));

/** One query, its result and sync tags (noted for the request's render record), or a failure logged once. */
async function fetchTagged<T>(
  label: string,
  groq: string,
  params: QueryParams,
): Promise<{ ok: true; data: T | null; tags: string[] } | { ok: false }> {
  try {
    const asked = performance.now();
    // A read that waited its turn has only the rest of the content timeout: a page waits no longer than it would have.
    const response = await readGate().run(currentRequest().lane, () =>
      contentClient().fetch(groq, params, {
        filterResponse: false,
        returnQuery: false,
        timeout: Math.max(MIN_READ_MS, CONTENT_REQUEST_TIMEOUT_MS - (performance.now() - asked)),
      }),
    );
    noteSyncTags(response.syncTags);
    return { ok: true, data: (response.result as T | null | undefined) ?? null, tags: response.syncTags ?? [] };
  } catch (error) {
    recordContentFailure();
    logFailure(label, error);
    return { ok: false };
  }
}

/** Large answers kept by keptQuery, each with the version it was read at. */
const kept = new Map<string, { version: string; data: unknown; tags: string[] }>();

/**
 * A query whose answer is large and changes seldom (the whole component
 * catalogue, filtered on the server for every address): kept in memory, and
 * read again only when `versionGroq`, a small query over the same documents
 * (how many there are and when the newest changed), answers differently. So
 * an edit shows at the next request, as with `query`, at the cost of one
 * small read. A preview always reads afresh (its drafts are not the kept
 * answer), and a failed read keeps nothing.
 */
export async function keptQuery<const Q extends string>(
  label: string,
  groq: Q,
  versionGroq: string,
): Promise<ContentResult<QueryResult<Q>>> {
  if (isPreview()) return query(label, groq);
  const version = await fetchTagged<unknown>(`${label} version`, versionGroq, {});
  if (!version.ok) return version;
  const stamp = JSON.stringify(version.data);
  const held = kept.get(groq);
  if (held?.version === stamp) {
    noteSyncTags(held.tags);
    return { ok: true, data: held.data as QueryResult<Q> | null };
  }
  const answer = await fetchTagged<QueryResult<Q>>(label, groq, {});
  if (!answer.ok) return answer;
  kept.set(groq, { version: stamp, data: answer.data, tags: answer.tags });
  return { ok: true, data: answer.data };
}

/** Runs one query; on failure or no result, `fallback`, so the page still renders. */
export async function queryOr<const Q extends string, F>(
  label: string,
  groq: Q,
  params: QueryParams,
  fallback: F,
): Promise<QueryResult<Q> | F> {
  const result = await query(label, groq, params);
  return result.ok && result.data !== null ? result.data : fallback;
}

/**
 * A document a page must have: 404 when the content service says there is no
 * such document; `unavailable` when the service could not be asked, so the
 * page renders its defaults with a 503 (never cached as the truth).
 */
export async function requireDocument<const Q extends string>(
  label: string,
  groq: Q,
  params: QueryParams,
): Promise<{ content: QueryResult<Q> | null; unavailable: boolean }> {
  const result = await query(label, groq, params);
  if (!result.ok) return { content: null, unavailable: true };
  if (result.data === null) throw data(null, { status: 404 });
  return { content: result.data, unavailable: false };
}
