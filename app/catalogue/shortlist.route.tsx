import { Form, Link } from 'react-router';
import { pageMeta, rootData } from '../seo/meta.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { cataloguePath, comparePath, sampleRequestPath, shortlistPath } from '../urls.ts';
import { loadShortlist, shortlistAction } from './catalogue.server.ts';
import { PartGrid } from './part-card.tsx';
import { MAX_COMPARE, MAX_SHORTLIST } from './shortlist.ts';
import type { Route } from './+types/shortlist.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['shortlisted', 'unlisted']);

const intro = `The parts you shortlisted, kept on this device (up to ${MAX_SHORTLIST}). Ask for samples of them in one step.`;

/** /catalogue/shortlist: this device's shortlist (a cookie), so the page is made for each visitor. */
export function loader({ request }: Route.LoaderArgs) {
  return loadShortlist(request);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Adds, removes or clears (catalogue.server.ts). */
export function action({ request }: Route.ActionArgs) {
  return shortlistAction(request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), shortlistPath, { title: 'Your shortlist', description: intro, noIndex: true });

export default function Shortlist({ loaderData, actionData }: Route.ComponentProps) {
  const { parts } = loaderData;
  const slugs = parts.map((part) => part.slug);
  return (
    <>
      <PageHeader
        title="Your shortlist"
        intro={intro}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Catalogue', path: cataloguePath },
          { name: 'Your shortlist', path: shortlistPath },
        ]}
      />
      <section className="section section--follow container" aria-label="Shortlisted parts">
        {actionData?.error && (
          <p className="catalogue-notice" role="alert">
            {actionData.error}
          </p>
        )}
        {parts.length === 0 ? (
          <p className="lead">
            Nothing on your shortlist yet. <Link to={cataloguePath}>Browse the catalogue</Link> and choose “Add to my shortlist” on a part.
          </p>
        ) : (
          <>
            <p className="compare-actions">
              <Link to={sampleRequestPath(slugs)} className="button">
                Ask for samples of {parts.length === 1 ? 'this part' : `these ${parts.length} parts`}
              </Link>
              {parts.length > 1 && (
                <Link to={`${comparePath}?${new URLSearchParams(slugs.slice(0, MAX_COMPARE).map((slug) => ['part', slug]))}`}>
                  Compare {parts.length > MAX_COMPARE ? `the first ${MAX_COMPARE}` : 'them'}
                </Link>
              )}
            </p>
            <PartGrid
              parts={parts}
              headingLevel="h2"
              action={(part) => (
                <Form method="post" action={shortlistPath} className="part-card__remove">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="part" value={part.slug} />
                  <input type="hidden" name="returnTo" value={shortlistPath} />
                  <button type="submit" className="text-button">
                    Take off<span className="visually-hidden"> {part.name}</span>
                  </button>
                </Form>
              )}
            />
          </>
        )}
      </section>
    </>
  );
}
