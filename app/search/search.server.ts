/** /search?q=: the overlay's query run on the server, so the results page works without JavaScript. */
import { data } from 'react-router';
import { query } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import { searchQuery } from '../sanity/queries.ts';
import { documentPath } from '../urls.ts';
import { rankResults, searchParams } from './search.ts';

export async function loadSearchPage(input: string) {
  const q = input.trim();
  const params = searchParams(q);
  if (!params) return { q, state: q ? ('too-short' as const) : ('empty' as const), results: [] };
  const response = await query('search', searchQuery, params);
  if (!response.ok) return data({ q, state: 'unavailable' as const, results: [] }, { status: 503 });
  const results = rankResults(response.data).map((hit) => ({
    hit,
    url: documentPath(hit),
    thumbnail: image(hit.image, { width: 48, height: 48 })?.src ?? null,
  }));
  return { q, state: 'done' as const, results };
}
