import { data } from 'react-router';
import { NotFound } from './not-found.tsx';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/not-found.route.ts';

export function loader() {
  return data(null, { status: 404 });
}

/**
 * No address of its own: one kept page answers every address that has none (server/page-store.ts), so it names no
 * canonical address and no Open Graph URL.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), '/', { title: 'Page not found', noIndex: true }).filter(
    (tag) => !('rel' in tag && tag.rel === 'canonical') && !('property' in tag && tag.property === 'og:url'),
  );

export default function NotFoundRoute() {
  return <NotFound />;
}
