/**
 * The browser's search request: the site's own endpoint, which runs the one
 * fixed search query on the server (the browser never sends a query of its
 * own). A plain `fetch` with an AbortSignal keeps the page's JavaScript small.
 */
import { searchApiPath } from '../urls.ts';
import { searchParams, searchText, type SearchResult } from './search.ts';

/** The first results, and whether the results page has more. */
export async function runSearch(input: string, signal?: AbortSignal): Promise<{ results: SearchResult[]; more: boolean }> {
  if (!searchParams(input)) return { results: [], more: false };
  const response = await fetch(`${searchApiPath}?${new URLSearchParams({ q: searchText(input) })}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search failed with HTTP ${response.status}`);
  const body = (await response.json()) as { results?: SearchResult[]; more?: boolean };
  return { results: body.results ?? [], more: body.more === true };
}
