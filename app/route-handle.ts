/**
 * What a route says of itself through React Router's `handle` (its metadata,
 * which the server reads from the build as well): its stylesheets
 * (ui/page-styles.tsx), and the query parameters its page reads, loader and
 * components together. The server answers an address with only those
 * (server/page-address.ts): any other parameter (a campaign's `utm_source`,
 * an advert's `gclid`, a typo) changes nothing, so the kept page answers, or
 * one render serves every spelling. A route that declares none reads none.
 */
export interface RouteHandle {
  stylesheets?: readonly string[];
  /**
   * The query parameters the page reads; `any`: whatever it is given but the trackers (a calculator's inputs, by
   * their names); `all`: every one, trackers included (a redirect, which passes them on to where it points).
   */
  queryParams?: readonly string[] | 'any' | 'all';
}

/** A route's `handle`: its stylesheets' and the parameters it reads. */
export const withQueryParams = (stylesheets: RouteHandle, queryParams: RouteHandle['queryParams']): RouteHandle => ({
  ...stylesheets,
  queryParams,
});
