import { DetailPage } from '../components/detail-page.tsx';
import { loadDetail } from '../content/detail.server.ts';
import { portfolioCaseQuery } from '../content/queries.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/portfolio-case.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadDetail({ label: 'portfolio case', query: portfolioCaseQuery, slug: params.slug, path: `/portfolio/${params.slug}`, parent: { name: 'Portfolio', path: '/portfolio' } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function PortfolioCase({ loaderData }: Route.ComponentProps) {
  return <DetailPage data={loaderData} />;
}
