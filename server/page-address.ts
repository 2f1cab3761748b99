/**
 * The address a request is answered as. Each route says which query
 * parameters its page reads (`handle.queryParams`, app/route-handle.ts); the
 * server matches the request to its route in the build's own route table
 * (React Router's `matchRoutes`) and keeps only those, so that a campaign's
 * `utm_source`, an advert's click id (`gclid`, `fbclid`, `msclkid`: every
 * visit from an advertisement carries its own) or any parameter a page does
 * not read is served the kept page, whose canonical address never named them;
 * and a page that does read some is made once for each set of them that
 * matters, not once per spelling. An address only the catch-all route
 * matches is known as such: unless an editor's page is there (the page store
 * knows the content's addresses), the kept not-found page answers it.
 * React Router's own `_routes` (which loaders a navigation wants) is kept.
 * An address with more parameters than any page reads goes on as it is: the
 * page says what it makes of it (the catalogue's 400), and cleaning it would
 * cost more than it saves.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RouteHandle } from '../app/route-handle.ts';
import { ROOT_DATA_PATH, type PageVariant } from './page-store.ts';
import type { BuildSource } from './render.ts';

/** What the server answers a request as. */
export interface PageAddress {
  /** The page's path (`/about`; `/` for `/_.data`). */
  path: string;
  variant: PageVariant;
  /** The query string the page reads, `?…` in the order given, or '' when it reads nothing that was given. */
  search: string;
  /** Only the catch-all route matches it: an editor's page if the content has one there, else no page at all. */
  unknown: boolean;
}

/** More parameters than this and the address goes to its page unread (the catalogue counts them itself). */
export const MAX_CLEANED_PARAMETERS = 100;

/** Parameters React Router itself sends with a page's data. */
const frameworkParams = new Set(['_routes']);

/**
 * React Router's own answers that are no page: the route manifest a navigation asks for (its lazy route discovery,
 * `/__manifest?p=…&version=…`), which it reads whole.
 */
const frameworkPaths = new Set(['/__manifest']);

/** The catch-all route's id (routes.ts: the `*` route, pages/page.route.tsx: an editor's page, or not found). */
const CATCH_ALL_ROUTE = 'pages/page.route';

interface Matcher {
  tree: RouteObject[];
  handles: Map<string, RouteHandle | undefined>;
}

/** The build's route table as React Router's route objects (ids, paths, nesting), and each route's handle. */
function matcherOf(build: ServerBuild): Matcher {
  const entries = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const handles = new Map(entries.map((route) => [route.id, route.module.handle as RouteHandle | undefined]));
  return { tree: childrenOf(undefined), handles };
}

/** The page and its form a request path names: `/about.data` is `/about`'s data, `/_.data` the home page's. */
function pageOf(pathname: string): { path: string; variant: PageVariant } {
  if (pathname === ROOT_DATA_PATH) return { path: '/', variant: 'data' };
  if (pathname.endsWith('.data')) return { path: pathname.slice(0, -'.data'.length) || '/', variant: 'data' };
  return { path: pathname, variant: 'html' };
}

/** The page addresses of a build (in development, of the build Vite has now). */
export function pageAddresses(build: BuildSource): (target: string) => Promise<PageAddress> {
  const matchers = new WeakMap<ServerBuild, Matcher>();
  const matcher = async () => {
    const current = typeof build === 'function' ? await build() : build;
    let made = matchers.get(current);
    if (!made) matchers.set(current, (made = matcherOf(current)));
    return made;
  };
  return async (target) => {
    const queryAt = target.indexOf('?');
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    if (frameworkPaths.has(pathname))
      return { path: pathname, variant: 'html', search: queryAt === -1 ? '' : target.slice(queryAt), unknown: false };
    const { path, variant } = pageOf(pathname);
    const { tree, handles } = await matcher();
    const matches = matchRoutes(tree, path) ?? [];
    const leaf = matches.at(-1)?.route.id;
    const unknown = leaf === undefined || leaf === CATCH_ALL_ROUTE;
    if (queryAt === -1) return { path, variant, search: '', unknown };
    const given = new URLSearchParams(target.slice(queryAt + 1));
    if (given.size > MAX_CLEANED_PARAMETERS) return { path, variant, search: target.slice(queryAt), unknown };
    const read = matches.map((match) => handles.get(match.route.id ?? '')?.queryParams ?? []);
    if (read.includes('all')) return { path, variant, search: target.slice(queryAt), unknown };
    const any = read.includes('any');
    const names = new Set(read.flatMap((params) => (typeof params === 'string' ? [] : params)));
    const kept = new URLSearchParams();
    for (const [name, value] of given) {
      if (frameworkParams.has(name) || names.has(name) || (any && !isTracking(name))) kept.append(name, value);
    }
    return { path, variant, search: kept.size ? `?${kept}` : '', unknown };
  };
}

/**
 * Parameters that tell analytics where a visit came from, and nothing to the page: a campaign's `utm_*`, the click
 * ids advertising and social sites add to each visit, and the like. A page that reads any parameter it is given
 * (a calculator) still leaves these out.
 */
const trackingParams = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  'epik',
  'rdt_cid',
  'sccid',
  'ScCid',
]);

export function isTracking(name: string): boolean {
  return name.startsWith('utm_') || trackingParams.has(name);
}
