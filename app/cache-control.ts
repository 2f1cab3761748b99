/**
 * How long answers may be kept, in one place: the server sets it on files and
 * prerendered pages, app/entry.server.tsx on rendered ones.
 */

/** Pages: browsers revalidate; a shared cache may keep one a minute, and serve it stale while it fetches the next. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A preview, a form's answer: for one visitor, kept by no cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The not-found page: browsers revalidate, and a shared cache keeps it no time at all, so that a page published at
 * that address is seen at once through the cache in front too (the site answers it from memory: server/page-store.ts).
 */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=0';

/** A page rendered while something failed (503, 500): never kept as the truth. */
export const FAILED_CACHE_CONTROL = 'no-store';

/** The Cache-Control of a rendered answer, given its status, whether it is private, and what its route asked for. */
export function renderedCacheControl(status: number, isPrivate: boolean, routeChoice: string | null): string {
  if (isPrivate) return PRIVATE_CACHE_CONTROL;
  if (status >= 500) return FAILED_CACHE_CONTROL;
  if (status === 404) return NOT_FOUND_CACHE_CONTROL;
  return routeChoice ?? HTML_CACHE_CONTROL;
}

/**
 * A kept page in a cache in front that the site purges when the page changes
 * (server/cache-purge.ts): kept a day, for that cache alone (Surrogate-Control,
 * Cloudflare-CDN-Cache-Control), while browsers and any other cache go by
 * HTML_CACHE_CONTROL. A day bounds how stale a page can be if a purge is lost.
 */
export const SHARED_CACHE_SECONDS = 86_400;

/** The search's answers to the browser: identical searches may be served from a cache for a minute. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';
