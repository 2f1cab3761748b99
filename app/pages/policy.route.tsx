import { loadPolicy } from './pages.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { pagePath } from '../urls.ts';
import type { Route } from './+types/policy.route.ts';
import { CertificatesSection } from '../certificates/certificates-section.tsx';

export { handle, links } from './stylesheet.ts';

/** /privacy-policy, /terms-and-conditions and /quality-policy: `page` documents with a table of contents. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPolicy(pagePath(request).slice(1));
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
      {/* The quality policy names the certificates: the page shows them, each opening its PDF. */}
      {policy.path === '/quality-policy' && <CertificatesSection />}
    </>
  );
}
