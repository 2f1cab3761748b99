import { data } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { UnavailableNotice } from '../components/unavailable-notice.tsx';
import { formatDate } from '../content/listings.server.ts';
import { requiredContent, seoData, titleFromSlug, type PageSeoResult } from '../content/pages.server.ts';
import { pageBySlugQuery } from '../content/queries.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { pagePath } from '../content/request-path.ts';
import type { Route } from './+types/policy.ts';

interface Policy {
  title: string;
  description?: string | null;
  updatedAt?: string | null;
  seo?: PageSeoResult | null;
}

/** /privacy-policy, /terms-and-conditions and /quality-policy: `page` documents with those slugs. */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = pagePath(request).slice(1);
  const { content, unavailable } = await requiredContent<Policy>(`policy ${slug}`, pageBySlugQuery, { slug });
  const title = content?.title ?? titleFromSlug(slug);
  return data(
    {
      path: `/${slug}`,
      title,
      intro: content?.description ?? null,
      updated: formatDate(content?.updatedAt),
      unavailable,
      seo: seoData(content?.seo, title, content?.description),
    },
    { status: unavailable ? 503 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(rootData(matches), loaderData?.path ?? '/', loaderData?.seo ?? {});

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} intro={loaderData.intro} trail={[{ name: 'Home', path: '/' }, { name: loaderData.title, path: loaderData.path }]}>
        {loaderData.updated && <p className="card__meta">Last updated {loaderData.updated}</p>}
      </PageHeader>
      {loaderData.unavailable && <UnavailableNotice />}
    </>
  );
}
