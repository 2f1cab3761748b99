/**
 * The search, run on the server with the one fixed query (`searchQuery`,
 * parameterised by the visitor's text): for the /search page and for the
 * browser's type-ahead (search-api.route.ts). A few at a time, so a flood of
 * searches cannot take the content service's workers from the pages; past the
 * queue, the search says it is busy.
 */
import pLimit from 'p-limit';
import { data } from 'react-router';
import { FAILED_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, SEARCH_CACHE_CONTROL } from '../cache-control.ts';
import { SEARCH_CONCURRENCY, SEARCH_QUEUE } from '../constants.ts';
import { query } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import { searchQuery } from '../sanity/queries.ts';
import { documentPath } from '../urls.ts';
import { rankResults, resultSummary, searchParams, searchText, type SearchResult } from './search.ts';

const slots = pLimit(SEARCH_CONCURRENCY);

type Outcome = { state: 'empty' | 'too-short' | 'unavailable' | 'busy'; results: [] } | { state: 'done'; results: SearchResult[] };

/** The ranked results for what the visitor typed, each with its address and a 96 × 96 thumbnail. */
export async function search(input: string): Promise<Outcome> {
  const params = searchParams(input);
  if (!params) return { state: searchText(input) ? 'too-short' : 'empty', results: [] };
  if (slots.pendingCount >= SEARCH_QUEUE) return { state: 'busy', results: [] };
  const response = await slots(() => query('search', searchQuery, params));
  if (!response.ok) return { state: 'unavailable', results: [] };
  const results = rankResults(response.data).map((hit) => ({
    // What the result shows, and no more: the summary already shortened, no image record.
    hit: { _id: hit._id, _type: hit._type, title: hit.title ?? null, excerpt: resultSummary(hit) },
    url: documentPath(hit),
    thumbnail: image(hit.image, { width: 96, height: 96 })?.src ?? null,
  }));
  return { state: 'done', results };
}

/** /search?q=: the results page, rendered on the server so it works without JavaScript. */
export async function loadSearchPage(input: string) {
  const q = searchText(input);
  const { state, results } = await search(q);
  const failed = state === 'unavailable' || state === 'busy';
  return data({ q, state: failed ? ('unavailable' as const) : state, results }, { status: failed ? 503 : 200 });
}

/** /api/search?q=: the browser's type-ahead, as JSON `{results}`; 503 with `{error}` while the search cannot run. */
export async function searchAnswer(input: string, isPrivate: boolean): Promise<Response> {
  const { state, results } = await search(input);
  if (state === 'unavailable' || state === 'busy') {
    return Response.json(
      { error: 'Search is unavailable right now. Please try again in a moment.' },
      { status: 503, headers: { 'Cache-Control': FAILED_CACHE_CONTROL, 'Retry-After': state === 'busy' ? '1' : '30' } },
    );
  }
  // A preview's results may hold drafts: for the editor alone.
  return Response.json({ results }, { headers: { 'Cache-Control': isPrivate ? PRIVATE_CACHE_CONTROL : SEARCH_CACHE_CONTROL } });
}
