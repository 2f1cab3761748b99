import { DetailPage } from '../components/detail-page.tsx';
import { loadDetail } from '../content/detail.server.ts';
import { toolQuery } from '../content/queries.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/tool.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadDetail({ label: 'tool', query: toolQuery, slug: params.slug, path: `/tools/${params.slug}`, parent: { name: 'Tools', path: '/tools' } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function Tool({ loaderData }: Route.ComponentProps) {
  return <DetailPage data={loaderData} />;
}
