import { DetailPage } from '../components/detail-page.tsx';
import { loadDetail } from '../content/detail.server.ts';
import { postQuery } from '../content/queries.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/post.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadDetail({ label: 'post', query: postQuery, slug: params.slug, path: `/blog/${params.slug}`, parent: { name: 'Blog', path: '/blog' } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function Post({ loaderData }: Route.ComponentProps) {
  return <DetailPage data={loaderData} />;
}
