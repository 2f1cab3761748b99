/**
 * The browser's search request, straight to the content service's query API
 * (SPEC.md §2: the search reads the content service directly). A plain
 * `fetch` with an AbortSignal, rather than @sanity/client and its RxJS, keeps
 * the page's JavaScript small (docs/decisions/0004-home-and-search.md).
 */
import { searchQuery } from '../sanity/queries.ts';
import { rankResults, searchParams, type SearchHit, type SearchResponse } from './search.ts';

export interface SearchEndpoint {
  /** Origin of the query API; '' for the site's own origin (the embedded lake). */
  apiBase: string;
  apiVersion: string;
  dataset: string;
  projectId: string;
  /** Origin of the image service, '/' for the site's own. */
  imageBaseUrl: string;
}

export async function runSearch(endpoint: SearchEndpoint, input: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const params = searchParams(input);
  if (!params) return [];
  const query = new URLSearchParams({
    query: searchQuery,
    $types: JSON.stringify(params.types),
    $term: JSON.stringify(params.term),
    returnQuery: 'false',
    tag: 'search',
  });
  const response = await fetch(`${endpoint.apiBase}/v${endpoint.apiVersion}/data/query/${endpoint.dataset}?${query}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search failed with HTTP ${response.status}`);
  const body = (await response.json()) as { result?: SearchResponse };
  return rankResults(body.result);
}
