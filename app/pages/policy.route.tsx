import { data } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { UnavailableNotice } from '../ui/unavailable-notice.tsx';
import { formatDate } from './services.server.ts';
import { requiredContent, seoData, titleFromSlug, type PageSeoResult } from '../sanity/page.server.ts';
import { pageBySlugQuery } from '../sanity/queries.ts';
import { pagePath } from '../urls.ts';
import { tableOfContents } from '../ui/portable-text.ts';
import { prepareRichText } from '../sanity/portable-text.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/policy.route.ts';

interface Policy {
  title: string;
  description?: string | null;
  updatedAt?: string | null;
  body?: unknown;
  seo?: PageSeoResult | null;
}

/** /privacy-policy, /terms-and-conditions and /quality-policy: `page` documents with a table of contents. */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = pagePath(request).slice(1);
  const path = `/${slug}`;
  const { content, unavailable } = await requiredContent<Policy>(`policy ${slug}`, pageBySlugQuery, { slug });
  const title = content?.title ?? titleFromSlug(slug);
  const body = prepareRichText(content?.body);
  return data(
    {
      path,
      trail: [
        { name: 'Home', path: '/' },
        { name: title, path },
      ],
      title,
      intro: content?.description ?? null,
      updated: formatDate(content?.updatedAt),
      updatedAt: content?.updatedAt ?? null,
      body,
      toc: tableOfContents(body),
      unavailable,
      seo: seoData(content?.seo, title, content?.description),
    },
    { status: unavailable ? 503 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function PolicyPage({ loaderData: policy }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={policy.title} intro={policy.intro} trail={policy.trail}>
        {policy.updated && (
          <p className="card__meta">
            Last updated <time dateTime={policy.updatedAt ?? undefined}>{policy.updated}</time>
          </p>
        )}
      </PageHeader>
      {policy.unavailable && <UnavailableNotice />}
      {policy.body.length > 0 && (
        <div className="section container policy">
          {policy.toc.length > 0 && (
            <nav className="toc" aria-labelledby="toc-title">
              <h2 id="toc-title">On this page</h2>
              <ol>
                {policy.toc.map((entry) => (
                  <li key={entry.id} data-level={entry.level}>
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <RichText value={policy.body} />
        </div>
      )}
    </>
  );
}
