import { Form } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { SEARCH_PLACEHOLDER } from '../constants.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/search.ts';

export function loader({ request }: Route.LoaderArgs) {
  return { q: new URL(request.url).searchParams.get('q')?.trim() ?? '' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootData(matches), '/search', { title: loaderData?.q ? `Search: ${loaderData.q}` : 'Search', noIndex: true });

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <PageHeader title="Search" trail={[{ name: 'Home', path: '/' }, { name: 'Search', path: '/search' }]}>
      <Form method="get" action="/search" role="search" className="search-form" style={{ maxWidth: '36rem' }}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the site
        </label>
        <input id="search-page-input" type="search" name="q" defaultValue={loaderData.q} placeholder={SEARCH_PLACEHOLDER} minLength={2} />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
    </PageHeader>
  );
}
