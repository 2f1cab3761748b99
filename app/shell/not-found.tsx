import { Form, Link } from 'react-router';
import { SEARCH_PLACEHOLDER } from '../constants.ts';
import { primaryNavigation, secondaryNavigation } from './shell.ts';

/** The page for an address that does not exist: search, and the main ways on. */
export function NotFound() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">This page could not be found</h1>
      <p className="lead">The address may be mistyped, or the page has moved. Search the site, or take one of the paths below.</p>
      <Form method="get" action="/search" role="search" className="search-form" style={{ maxWidth: '32rem' }}>
        <label htmlFor="not-found-search" className="visually-hidden">
          Search the site
        </label>
        <input id="not-found-search" type="search" name="q" placeholder={SEARCH_PLACEHOLDER} minLength={2} />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <nav aria-label="Main pages">
        <ul className="link-grid">
          {[...primaryNavigation, ...secondaryNavigation].map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/contact">Contact</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
