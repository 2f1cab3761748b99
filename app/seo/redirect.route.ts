import { redirect } from 'react-router';
import { pagePath, redirectTarget } from '../urls.ts';
import type { RouteHandle } from '../route-handle.ts';
import type { Route } from './+types/redirect.route.ts';

/** A campaign's parameters travel on to the page: the redirect keeps every one. */
export const handle: RouteHandle = { queryParams: 'all' };

/** The short and old addresses of SPEC.md §2: 301 to the page's one address, keeping the query. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = redirectTarget(pagePath(request));
  if (!target) throw new Response('Not Found', { status: 404 });
  throw redirect(`${target}${url.search}`, 301);
}
