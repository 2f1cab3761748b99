import { DetailPage } from '../components/detail-page.tsx';
import { loadDetail } from '../content/detail.server.ts';
import { videoQuery } from '../content/queries.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/video.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadDetail({ label: 'video', query: videoQuery, slug: params.id, path: `/video/${params.id}`, parent: { name: 'Videos', path: '/videos' } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function Video({ loaderData }: Route.ComponentProps) {
  return <DetailPage data={loaderData} />;
}
