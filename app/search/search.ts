/**
 * The search's rules (SPEC.md §2 "Search", §5, §7): when it runs, the term it
 * sends, where each result links and how its type is labelled. Shared by the
 * overlay and the /search page.
 */
import { SEARCH_MAX_CHARACTERS, SEARCH_MAX_RESULTS, SEARCH_MIN_CHARACTERS } from '../constants.ts';
import type { SanityImage } from '../sanity/images.ts';

export const searchTypes = [
  'post',
  'portfolioItem',
  'portfolioBrand',
  'servicePage',
  'serviceImage',
  'serviceSection',
  'tool',
  'gallery',
  'creativePage',
  'aboutPage',
  'homePage',
  'glassPage',
  'faqItem',
  'component',
  'page',
] as const;

export type SearchType = (typeof searchTypes)[number];

export const typeLabels: Record<SearchType, string> = {
  post: 'Blog Post',
  portfolioItem: 'Portfolio Item',
  portfolioBrand: 'Portfolio Brand',
  servicePage: 'Service Page',
  serviceImage: 'Service',
  serviceSection: 'Service Section',
  tool: 'Tool',
  gallery: 'Gallery',
  creativePage: 'Creative Page',
  aboutPage: 'About Page',
  homePage: 'Home Page',
  glassPage: 'Glass Page',
  faqItem: 'FAQ',
  component: 'Component',
  page: 'Page',
};

export interface SearchHit {
  _id: string;
  _type: SearchType;
  title?: string | null;
  slug?: string | null;
  placement?: string | null;
  image?: SanityImage | null;
  excerpt?: string | null;
  description?: string | null;
}

/**
 * The two slices the search query returns. TypeGen cannot narrow `_type in
 * $types`, so a result is checked here before it counts as a SearchHit.
 */
export interface SearchResponse {
  titleMatches?: (Partial<Record<keyof SearchHit, unknown>> | null)[] | null;
  otherMatches?: (Partial<Record<keyof SearchHit, unknown>> | null)[] | null;
  partMatches?: (Partial<Record<keyof SearchHit, unknown>> | null)[] | null;
}

function isSearchHit(hit: Partial<Record<keyof SearchHit, unknown>> | null): hit is SearchHit {
  return typeof hit?._id === 'string' && typeof hit._type === 'string' && hit._type in typeLabels;
}

/** One result as the site gives it to the browser: the hit, where it links, and its thumbnail's address. */
export interface SearchResult {
  hit: SearchHit;
  url: string;
  thumbnail: string | null;
}

/** What the visitor typed, with its spaces tidied and cut to SEARCH_MAX_CHARACTERS. */
export function searchText(input: string): string {
  return input.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_CHARACTERS).trim();
}

/** The query's parameters for what the visitor typed, or null below the minimum length. */
export function searchParams(input: string): { types: readonly SearchType[]; term: string } | null {
  const text = searchText(input);
  if (text.length < SEARCH_MIN_CHARACTERS) return null;
  // A trailing wildcard, so results appear while a word is still being typed.
  return { types: searchTypes, term: `${text}*` };
}

/**
 * How far up a kind of result goes: the pages a visitor came for first, then
 * cases and posts, then the parts of pages, and FAQ answers last, so answers
 * that merely mention a word never crowd out the page about it (issue 16:
 * "glass").
 */
const kindRank: Record<SearchType, number> = {
  glassPage: 0,
  creativePage: 0,
  aboutPage: 0,
  homePage: 0,
  servicePage: 0,
  tool: 0,
  gallery: 0,
  // An editor's page (a campaign's, a trade show's) and the policies.
  page: 0,
  portfolioBrand: 1,
  post: 1,
  serviceImage: 2,
  serviceSection: 2,
  portfolioItem: 2,
  // Parts after the pages about them: "glass" finds the glass page before sixty bottles.
  component: 2,
  faqItem: 3,
};

/**
 * How many of each slice the query returns (`[0...40]`, `[0...10]` in
 * searchQuery; a unit test holds them together): a slice this full may have
 * had more, so the results page says "90+" rather than a count it cannot know.
 */
export const SEARCH_SLICE_LIMIT = 40;
export const SEARCH_PARTS_LIMIT = 10;

/** Whether the query stopped at a slice's limit, so more documents may match than it returned. */
export function searchCapped(response: SearchResponse | null | undefined): boolean {
  return (
    (response?.titleMatches?.length ?? 0) >= SEARCH_SLICE_LIMIT ||
    (response?.otherMatches?.length ?? 0) >= SEARCH_SLICE_LIMIT ||
    (response?.partMatches?.length ?? 0) >= SEARCH_PARTS_LIMIT
  );
}

/**
 * The results without repeats, at most `limit` (the overlay's 10, the spec's;
 * the results page pages through them all): by kind (above), and within a
 * kind, title matches before matches elsewhere, each in the order the query gave.
 */
export function rankResults(response: SearchResponse | null | undefined, limit: number = SEARCH_MAX_RESULTS): SearchHit[] {
  const seen = new Set<string>();
  const candidates: { hit: SearchHit; score: number; order: number }[] = [];
  // Parts count as matches in the body: after the pages whose titles match.
  const slices = [response?.titleMatches ?? [], response?.otherMatches ?? [], response?.partMatches ?? []];
  slices.forEach((slice, index) => {
    const inBody = Math.min(index, 1);
    for (const hit of slice) {
      if (!isSearchHit(hit) || seen.has(hit._id)) continue;
      seen.add(hit._id);
      candidates.push({ hit, score: kindRank[hit._type] * 2 + inBody, order: candidates.length });
    }
  });
  return candidates
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit);
}

/** What the count line says: "Top 10 results" when 10 may be only the cap, never "10 results" as if that were all. */
export function resultCount(count: number): string {
  if (count >= SEARCH_MAX_RESULTS) return `Top ${SEARCH_MAX_RESULTS} results`;
  return `${count} result${count === 1 ? '' : 's'}`;
}

/** The results page's count line: "7 results" on one page, else "Results 11–20 of 34" ("of 90+" where the query stopped). */
export function resultRange({ page, total, capped }: { page: number; total: number; capped: boolean }): string {
  const of = `${total}${capped ? '+' : ''}`;
  if (total <= SEARCH_MAX_RESULTS) return `${of} result${total === 1 && !capped ? '' : 's'}`;
  const first = (page - 1) * SEARCH_MAX_RESULTS + 1;
  return `Results ${first}–${Math.min(total, page * SEARCH_MAX_RESULTS)} of ${of}`;
}

/** The excerpt or description, shortened at a word to about `max` characters. */
export function resultSummary(hit: Pick<SearchHit, 'excerpt' | 'description'>, max = 140): string {
  const text = (hit.excerpt ?? hit.description ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : max).replace(/[,;:.\s]+$/, '')}…`;
}
