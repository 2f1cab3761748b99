import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../shell/not-found.tsx';
import { metaWithBreadcrumbs, pageMeta, rootData } from '../seo/meta.ts';
import { loadEditorPage } from './editor-page.server.ts';
import { PageSections } from './page-sections/page-sections.tsx';
import type { Route } from './+types/page.route.ts';

export { handle, links } from './page-sections/stylesheet.ts';

/**
 * Any address the route table does not name: an editor's page there (editor-page.server.ts), or the not-found page,
 * which the server keeps once for every such address (server/page-store.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  return loadEditorPage(params['*'] ?? '');
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData?.title) {
    // No address of its own: no canonical link and no Open Graph URL (one kept page answers every such address).
    return pageMeta(rootData(matches), '/', { title: 'Page not found', noIndex: true }).filter(
      (tag) => !('rel' in tag && tag.rel === 'canonical') && !('property' in tag && tag.property === 'og:url'),
    );
  }
  return [
    ...metaWithBreadcrumbs(matches, { path: loaderData.path, seo: loaderData.seo, trail: loaderData.trail }),
    ...(loaderData.jsonLd ? [{ 'script:ld+json': loaderData.jsonLd }] : []),
  ];
};

export default function EditorPage({ loaderData: page }: Route.ComponentProps) {
  return <PageSections title={page.title} intro={page.intro} trail={page.trail} sections={page.sections} />;
}

/** No page at this address: the not-found page, in the page's place (the status stays the loader's 404). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
