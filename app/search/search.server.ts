/**
 * The search, run on the server with the one fixed query (`searchQuery`,
 * parameterised by the visitor's text): for the /search page and for the
 * browser's type-ahead (search-api.route.ts). A few at a time, so a flood of
 * searches cannot take the content service's workers from the pages; past the
 * queue, the search says it is busy.
 */
import { stegaClean } from '@sanity/client/stega';
import pLimit from 'p-limit';
import { data, redirect } from 'react-router';
import { FAILED_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, SEARCH_CACHE_CONTROL } from '../cache-control.ts';
import { SEARCH_CONCURRENCY, SEARCH_MAX_RESULTS, SEARCH_QUEUE } from '../constants.ts';
import { query } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import { searchQuery } from '../sanity/queries.ts';
import { documentPath, searchPagePath } from '../urls.ts';
import { rankResults, resultSummary, searchCapped, searchParams, searchText, type SearchHit, type SearchResult } from './search.ts';

const slots = pLimit(SEARCH_CONCURRENCY);

type Outcome =
  | { state: 'empty' | 'too-short' | 'unavailable' | 'busy'; hits: []; capped: false }
  | { state: 'done'; hits: SearchHit[]; capped: boolean };

/** Every ranked hit for what the visitor typed (the query's slices, at most 90). */
async function rankedSearch(input: string): Promise<Outcome> {
  const params = searchParams(input);
  if (!params) return { state: searchText(input) ? 'too-short' : 'empty', hits: [], capped: false };
  if (slots.pendingCount >= SEARCH_QUEUE) return { state: 'busy', hits: [], capped: false };
  const response = await slots(() => query('search', searchQuery, params));
  if (!response.ok) return { state: 'unavailable', hits: [], capped: false };
  // In a preview the texts come with edit markers; ranking compares them and summaries cut them, so they go first.
  const found = stegaClean(response.data);
  return { state: 'done', hits: rankResults(found, Infinity), capped: searchCapped(found) };
}

/** A result as it is shown, and no more: the summary already shortened, no image record; its address and a 96 × 96 thumbnail. */
function shown(hit: SearchHit): SearchResult {
  return {
    hit: { _id: hit._id, _type: hit._type, title: hit.title ?? null, excerpt: resultSummary(hit) },
    url: documentPath(hit),
    thumbnail: image(hit.image, { width: 96, height: 96 })?.src ?? null,
  };
}

/**
 * /search?q=&page=: the results page, rendered on the server so it works without JavaScript, ten to a page (as the
 * overlay shows). A page number that is not one goes back to the first page; one past the end, to the last.
 */
export async function loadSearchPage(input: string, pageParam: string | null) {
  const q = searchText(input);
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || (page === 1 && pageParam !== null)) throw redirect(searchPagePath(q), 301);
  const { state, hits, capped } = await rankedSearch(q);
  const failed = state === 'unavailable' || state === 'busy';
  const pages = Math.max(1, Math.ceil(hits.length / SEARCH_MAX_RESULTS));
  if (!failed && page > pages) throw redirect(searchPagePath(q, pages), 302);
  return data(
    {
      q,
      state: failed ? ('unavailable' as const) : state,
      results: hits.slice((page - 1) * SEARCH_MAX_RESULTS, page * SEARCH_MAX_RESULTS).map(shown),
      page,
      pages,
      total: hits.length,
      capped,
    },
    { status: failed ? 503 : 200 },
  );
}

/**
 * /api/search?q=: the browser's type-ahead, as JSON `{results, more}` (the first 10, and whether the results page has
 * more); 503 with `{error}` while the search cannot run.
 */
export async function searchAnswer(input: string, isPrivate: boolean): Promise<Response> {
  const { state, hits } = await rankedSearch(input);
  if (state === 'unavailable' || state === 'busy') {
    return Response.json(
      { error: 'Search is unavailable right now. Please try again in a moment.' },
      { status: 503, headers: { 'Cache-Control': FAILED_CACHE_CONTROL, 'Retry-After': state === 'busy' ? '1' : '30' } },
    );
  }
  // A preview's results may hold drafts: for the editor alone.
  return Response.json(
    { results: hits.slice(0, SEARCH_MAX_RESULTS).map(shown), more: hits.length > SEARCH_MAX_RESULTS },
    { headers: { 'Cache-Control': isPrivate ? PRIVATE_CACHE_CONTROL : SEARCH_CACHE_CONTROL } },
  );
}
