import { DetailPage } from '../components/detail-page.tsx';
import { loadDetail } from '../content/detail.server.ts';
import { galleryQuery } from '../content/queries.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/gallery.ts';

export function loader({ params }: Route.LoaderArgs) {
  return loadDetail({ label: 'gallery', query: galleryQuery, slug: params.slug, path: `/gallery/${params.slug}`, parent: { name: 'Galleries', path: '/galleries' } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <DetailPage data={loaderData} />;
}
