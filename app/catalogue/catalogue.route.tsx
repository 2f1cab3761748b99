import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { pageMeta, rootData } from '../seo/meta.ts';
import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { cataloguePath, comparePath, shortlistPath } from '../urls.ts';
import {
  catalogueParams,
  filtersQuery,
  sortOrders,
  CAPACITY_TYPING_PAUSE_MS,
  MAX_CAPACITY_ML,
  type Facet,
  type Filters,
} from './catalogue.ts';
import { loadCatalogue } from './catalogue.server.ts';
import { COMPARE_FORM, Notices, PartGrid } from './part-card.tsx';
import { MAX_COMPARE } from './shortlist.ts';
import type { Route } from './+types/catalogue.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, catalogueParams);

const page: Listing = {
  title: 'Component catalogue',
  eyebrow: 'Stock glass and componentry',
  intro:
    'Bottles, pumps, collars and caps we hold in stock, with the specification of each and what fits with what. Filter, compare up to four, and shortlist parts to ask for samples.',
  path: cataloguePath,
};

/** /catalogue?type=…&neck=…&min=…: the filters are the address (catalogue.ts reads it). */
export function loader({ request }: Route.LoaderArgs) {
  return loadCatalogue(request);
}

// Every filtered list has the catalogue as its canonical address: one page for search engines, any number to share.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootData(matches), cataloguePath, {
    title: loaderData?.described ? `${page.title}: ${loaderData.described}` : page.title,
    description: page.intro,
  });

/** The address of the list without one of its choices (an active filter's "remove" link). */
function without(filters: Filters, change: Partial<Filters>): string {
  return `${cataloguePath}${filtersQuery({ ...filters, ...change, page: 1 })}`;
}

function ActiveFilters({ filters, facets }: { filters: Filters; facets: Facet[] }) {
  const chips: { label: string; to: string }[] = [];
  for (const facet of facets) {
    for (const option of facet.options.filter((item) => item.chosen)) {
      const change: Partial<Filters> =
        facet.key === 'recycled' ? { recycled: null } : { [facet.key]: filters[facet.key].filter((value) => value !== option.value) };
      chips.push({ label: option.label, to: without(filters, change) });
    }
  }
  if (filters.minMl !== null) chips.push({ label: `From ${filters.minMl} ml`, to: without(filters, { minMl: null }) });
  if (filters.maxMl !== null) chips.push({ label: `Up to ${filters.maxMl} ml`, to: without(filters, { maxMl: null }) });
  if (!chips.length) return null;
  return (
    <ul className="active-filters" aria-label="Filters in use">
      {chips.map((chip) => (
        <li key={chip.to}>
          <Link to={chip.to} className="active-filters__chip" preventScrollReset>
            {chip.label}
            <span aria-hidden="true"> ×</span>
            <span className="visually-hidden"> (remove this filter)</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={cataloguePath} className="active-filters__clear" preventScrollReset>
          Clear all filters
        </Link>
      </li>
    </ul>
  );
}

function FacetFieldset({ facet }: { facet: Facet }) {
  const single = facet.key === 'recycled';
  return (
    <fieldset className="facet">
      <legend className="caps-label facet__legend">{facet.legend}</legend>
      {single && (
        <label className="facet__option">
          <input type="radio" name={facet.param} value="" defaultChecked={!facet.options.some((option) => option.chosen)} />
          <span>Any share</span>
        </label>
      )}
      {facet.options.map((option) => (
        <label key={option.value} className="facet__option" data-empty={option.count === 0 && !option.chosen}>
          <input type={single ? 'radio' : 'checkbox'} name={facet.param} value={option.value} defaultChecked={option.chosen} />
          <span>{option.label}</span>
          <span className="facet__count">
            {option.count}
            <span className="visually-hidden"> {option.count === 1 ? 'part' : 'parts'}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { filters, notices, view, ranges, described } = loaderData;
  const navigate = useNavigate();
  // The list the form asks for, without the empty fields (an unset capacity, "Any share"): one list, one address.
  const show = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(name, value);
    const query = params.toString();
    void navigate(`${cataloguePath}${query ? `?${query}` : ''}`, { preventScrollReset: true });
  };
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === cataloguePath;
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // "Compare" with nothing ticked says so here instead of opening an empty comparison.
  const [compareHint, setCompareHint] = useState(false);
  // Back and Forward, or a chip's link, change the address under the form: its boxes follow (set in place, so the
  // box in hand keeps the focus and the panel stays open on a phone).
  const address = filtersQuery({ ...filters, page: 1 });
  useEffect(() => {
    if (!form.current) return;
    const params = new URLSearchParams(address);
    for (const element of form.current.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        element.checked = element.value ? params.getAll(element.name).includes(element.value) : !params.has(element.name);
      } else if (element.name) {
        element.value = params.get(element.name) ?? '';
      }
    }
  }, [address]);
  const pageLink = (number: number) => `${cataloguePath}${filtersQuery({ ...filters, page: number })}`;
  return (
    <>
      <ListingHeader listing={page} compact>
        <p className="catalogue-header__links">
          <Link to={shortlistPath}>Your shortlist</Link>
        </p>
      </ListingHeader>
      <div className="container catalogue" data-searching={searching || undefined}>
        <form
          ref={form}
          method="get"
          action={cataloguePath}
          className="catalogue-filters"
          aria-label="Filter the catalogue"
          // With JavaScript each change shows its list at once; without, the button below sends the form.
          onChange={(event) => {
            // A capacity is typed digit by digit: it applies once the typing pauses, as a tick applies at once.
            const target: EventTarget = event.target;
            const filters = event.currentTarget;
            clearTimeout(typing.current);
            if (target instanceof HTMLInputElement && target.type === 'number') {
              typing.current = setTimeout(() => show(filters), CAPACITY_TYPING_PAUSE_MS);
            } else show(filters);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            clearTimeout(typing.current);
            show(event.currentTarget);
          }}
        >
          <details className="catalogue-filters__panel">
            <summary className="catalogue-filters__summary">Filter and sort</summary>
            <div className="catalogue-filters__body">
              <label className="facet__sort">
                <span className="caps-label facet__legend">Sort by</span>
                <select name="sort" defaultValue={filters.sort}>
                  {sortOrders.map((order) => (
                    <option key={order.value} value={order.value}>
                      {order.label}
                    </option>
                  ))}
                </select>
              </label>
              {view.facets
                .filter((facet) => facet.key !== 'recycled')
                .map((facet) => (
                  <FacetFieldset key={facet.key} facet={facet} />
                ))}
              <fieldset className="facet">
                <legend className="caps-label facet__legend">Capacity (bottles), ml</legend>
                <div className="facet__range">
                  <label>
                    <span>From</span>
                    <input type="number" name="min" inputMode="numeric" min={0} max={MAX_CAPACITY_ML} defaultValue={filters.minMl ?? ''} />
                  </label>
                  <label>
                    <span>To</span>
                    <input type="number" name="max" inputMode="numeric" min={0} max={MAX_CAPACITY_ML} defaultValue={filters.maxMl ?? ''} />
                  </label>
                </div>
              </fieldset>
              {view.facets
                .filter((facet) => facet.key === 'recycled')
                .map((facet) => (
                  <FacetFieldset key={facet.key} facet={facet} />
                ))}
              <button type="submit" className="button catalogue-filters__submit">
                Show parts
              </button>
            </div>
          </details>
        </form>

        <section className="catalogue-results" aria-labelledby="catalogue-count">
          <Notices notices={notices} />
          {ranges.map((range) => (
            <p key={range.slug} className="catalogue-range">
              <strong>{range.name}.</strong> {range.description}
            </p>
          ))}
          <div className="catalogue-results__bar">
            <h2 id="catalogue-count" className="catalogue-results__count" aria-live="polite">
              {view.total === 1 ? '1 part' : `${view.total} parts`}
              {described && <span className="catalogue-results__described">: {described}</span>}
            </h2>
            <form
              id={COMPARE_FORM}
              method="get"
              action={comparePath}
              className="compare-bar"
              onSubmit={(event) => {
                const ticked = new FormData(event.currentTarget).getAll('part').length > 0;
                setCompareHint(!ticked);
                if (!ticked) event.preventDefault();
              }}
            >
              <button type="submit" className="button button--outline">
                Compare ticked parts
              </button>
              <span className="compare-bar__hint" role="status">
                {compareHint ? `Tick the parts to compare first, up to ${MAX_COMPARE}.` : `Up to ${MAX_COMPARE}`}
              </span>
            </form>
          </div>
          <ActiveFilters filters={filters} facets={view.facets} />
          {view.items.length ? (
            <PartGrid parts={view.items} compare opensPage />
          ) : (
            <div className="catalogue-empty">
              <p className="lead">No stock part matches all of these filters.</p>
              <p>
                Take a filter off above, or <Link to={cataloguePath}>see the whole catalogue</Link>. Not in stock? We make bespoke glass and
                closures: <Link to="/contact?kind=glass">tell us what you need</Link>.
              </p>
            </div>
          )}
          <Pagination page={view.page} pages={view.pages} label="Catalogue pages" pageLink={pageLink} />
        </section>
      </div>
    </>
  );
}
