import { Form, Link } from 'react-router';
import { loadSearchPage } from './search.server.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { SearchResultContent } from './search-result.tsx';
import { resultRange } from './search.ts';
import { Pagination } from '../ui/pagination.tsx';
import { SEARCH_EMPTY_TEXT, SEARCH_MIN_CHARACTERS, SEARCH_PLACEHOLDER } from '../constants.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { cataloguePath, searchPagePath } from '../urls.ts';
import type { Route } from './+types/search.route.ts';
import type { RouteHandle } from '../route-handle.ts';

export const handle: RouteHandle = { queryParams: ['q', 'page'] };

/** /search?q=: the overlay's results on a page of their own, rendered on the server, so it works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loadSearchPage(params.get('q') ?? '', params.get('page'));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootData(matches), '/search', { title: loaderData?.q ? `Search results for “${loaderData.q}”` : 'Search', noIndex: true });

/** Where a search that found nothing can go next (issue 39): the pages most searches are after, and a person. */
const nextSteps = [
  { label: 'Our services', to: '/services' },
  { label: 'The component catalogue', to: cataloguePath },
  { label: 'Our work', to: '/portfolio' },
  { label: 'Questions we are asked', to: '/faq' },
];

function NothingFound() {
  return (
    <div className="search-empty">
      <p className="lead">{SEARCH_EMPTY_TEXT}</p>
      <p>Try a shorter or a different word, or start from one of these:</p>
      <ul className="search-empty__links" aria-label="Where to look next">
        {nextSteps.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        Still not there? <Link to="/contact">Tell us what you are looking for</Link> and the right person will reply.
      </p>
    </div>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, state, results, page, pages, total, capped } = loaderData;
  return (
    <>
      <PageHeader
        title={q ? `Results for “${q}”` : 'Search'}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Search', path: '/search' },
        ]}
      >
        <Form method="get" action="/search" role="search" className="search-form" style={{ maxWidth: '36rem' }}>
          <label htmlFor="search-page-input" className="visually-hidden">
            Search the site
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={SEARCH_PLACEHOLDER}
            minLength={SEARCH_MIN_CHARACTERS}
            required
          />
          <button type="submit" className="button">
            Search
          </button>
        </Form>
      </PageHeader>
      <section className="section container" aria-label="Results">
        {state === 'too-short' && <p className="lead">Type at least {SEARCH_MIN_CHARACTERS} characters to search.</p>}
        {state === 'unavailable' && <p className="lead">Search is unavailable right now. Please try again in a moment.</p>}
        {state === 'done' && results.length === 0 && <NothingFound />}
        {results.length > 0 && (
          <>
            <p className="card__meta" role="status">
              {resultRange({ page, total, capped })}
            </p>
            <ul className="search-results-page">
              {results.map(({ hit, url, thumbnail }) => (
                <li key={hit._id}>
                  <Link to={url} className="search-result">
                    <SearchResultContent hit={hit} thumbnail={thumbnail} />
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pages} label="Results pages" pageLink={(to) => searchPagePath(q, to)} />
          </>
        )}
      </section>
    </>
  );
}
