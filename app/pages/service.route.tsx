import { ContentPage } from './content-page.tsx';
import { loadService } from './pages.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import { landingPages, pagePath } from '../urls.ts';
import type { Route } from './+types/service.route.ts';

export { handle, links } from './stylesheet.ts';

/** /services/{slug}, and the landing pages with the same layout. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadService(params.slug, landingPages[pagePath(request)]);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData.page} />;
}
