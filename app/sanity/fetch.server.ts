import type { QueryParams } from '@sanity/client';
import { contentClient } from './client.server.ts';

const recentlyLogged = new Map<string, number>();
const logEveryMs = 10_000;

/** One line per failure, at most every 10 s for the same failure, so an outage does not flood the log. */
function logFailure(label: string, error: unknown): void {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const key = `${label}:${reason}`;
  const now = Date.now();
  if ((recentlyLogged.get(key) ?? 0) > now - logEveryMs) return;
  recentlyLogged.set(key, now);
  console.error(`content: ${label} failed (${reason}); the page uses its built-in defaults`);
}

export type ContentResult<T> = { ok: true; data: T | null } | { ok: false };

/** Runs one query; a failure (service down, slow, bad answer) is logged in one line and reported as `ok: false`. */
export async function tryContent<T>(label: string, query: string, params: QueryParams = {}): Promise<ContentResult<T>> {
  try {
    return { ok: true, data: (await contentClient().fetch<T | null>(query, params)) ?? null };
  } catch (error) {
    logFailure(label, error);
    return { ok: false };
  }
}

/** Runs one query; on failure or no result, `fallback`, so the page still renders. */
export async function fetchContent<T>(label: string, query: string, params: QueryParams, fallback: T): Promise<T> {
  const result = await tryContent<T>(label, query, params);
  return result.ok && result.data !== null ? result.data : fallback;
}
