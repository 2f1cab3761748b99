import { data } from 'react-router';
import { ContentPage } from './content-page.tsx';
import { contentPageData, type ContentDoc } from './content-page.server.ts';
import { requiredContent, seoData, titleFromSlug, type PageSeoResult } from '../sanity/page.server.ts';
import { servicePageQuery } from '../sanity/queries.ts';
import { landingPages, pagePath } from '../urls.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/service.route.ts';

/** /services/{slug}, and the landing pages with the same layout. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const landing = landingPages[pagePath(request)];
  const slug = landing ?? params.slug;
  if (!slug) throw data(null, { status: 404 });
  const path = landing ? `/${landing}` : `/services/${slug}`;
  const { content, unavailable } = await requiredContent<ContentDoc & { seo?: PageSeoResult }>(`service ${slug}`, servicePageQuery, {
    slug,
    placement: landing ? 'landing' : 'service',
  });
  const title = content?.title ?? titleFromSlug(slug);
  const trail = landing
    ? [{ name: 'Home', path: '/' }, { name: title, path }]
    : [{ name: 'Home', path: '/' }, { name: 'Services', path: '/services' }, { name: title, path }];
  return data(
    {
      path,
      trail,
      seo: seoData(content?.seo, title, content?.description),
      page: contentPageData(content, { title, intro: null, trail, unavailable }),
    },
    { status: unavailable ? 503 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData.page} />;
}
