import { data } from 'react-router';
import { NotFound } from './not-found.tsx';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/not-found.route.ts';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(rootData(matches), location.pathname, { title: 'Page not found', noIndex: true }),
];

export default function NotFoundRoute() {
  return <NotFound />;
}
