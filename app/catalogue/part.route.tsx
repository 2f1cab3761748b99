import { Link } from 'react-router';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import { Breadcrumbs } from '../ui/page-header.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { catalogueRangesPath, comparePath, sampleRequestPath } from '../urls.ts';
import { loadPart } from './catalogue.server.ts';
import { PartGrid, ShortlistButton } from './part-card.tsx';
import { labelOf, partTypes } from './parts.ts';
import type { Route } from './+types/part.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['shortlisted', 'unlisted']);

/** /catalogue/{slug}: one part's specification, pictures, fits and range. */
export function loader({ params }: Route.LoaderArgs) {
  return loadPart(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...metaWithBreadcrumbs(matches, loaderData),
  ...(loaderData?.jsonLd ? [{ 'script:ld+json': loaderData.jsonLd }] : []),
];

/** Printing needs the page's script; without it the browser's own Print gives the same sheet (catalogue.css's print rules). */
function PrintButton() {
  return useHydrated() ? (
    <button type="button" className="text-button" onClick={() => window.print()}>
      Print specification
    </button>
  ) : null;
}

export default function PartPage({ loaderData }: Route.ComponentProps) {
  const { part, description, images, specification, heldStock, fits, range, rangeParts, trail } = loaderData;
  const [main, ...more] = images;
  const title = part?.name ?? trail.at(-1)?.name ?? '';
  // What fits, by kind: a bottle's pumps, then its collars, then its caps.
  const fitGroups = partTypes
    .map((type) => ({ ...type, parts: fits.filter((fit) => fit.partType === type.value) }))
    .filter((group) => group.parts.length > 0);
  return (
    <>
      <article className="part container">
        <div className="part__trail">
          <Breadcrumbs trail={trail} />
        </div>
        <div className="part__media">
          {main && <ResponsiveImage image={main.image} priority className="part__image" />}
          {more.length > 0 && (
            <ul className="part__thumbnails" aria-label="More pictures">
              {more.map((item) => (
                <li key={item.key}>
                  <ResponsiveImage image={item.image} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="part__summary">
          {part && (
            <span className="eyebrow">
              {labelOf(partTypes, part.partType)} · {part.code}
            </span>
          )}
          <h1 className="part__title">{title}</h1>
          {description && <p className="lead">{description}</p>}
          <table className="spec-table">
            <caption className="visually-hidden">Specification of {title}</caption>
            <tbody>
              {specification.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {heldStock && (
            <p className="part__held-stock">
              In a <Link to={heldStock.path}>{heldStock.service.toLowerCase()}</Link> run we use this part from the stock we hold: from{' '}
              {heldStock.minimum}.
            </p>
          )}
          {part && (
            <>
              <div className="part__actions">
                <ShortlistButton slug={part.slug} name={part.name} />
                <Link to={sampleRequestPath([part.slug])} className="button button--outline">
                  Ask for samples
                </Link>
              </div>
              <p className="part__links">
                <Link to={`${comparePath}?part=${part.slug}`}>Compare with other parts</Link>
                <PrintButton />
              </p>
            </>
          )}
          {/* Printed sheets only: where the sheet came from, and what its figures are. */}
          <p className="part__sheet-note">{loaderData.url}. Figures are nominal: ask us for the drawing and its tolerances.</p>
        </div>
      </article>

      <section className="section container part__related" aria-labelledby="fits-title">
        <h2 id="fits-title" className="section-heading__title">
          What fits it
        </h2>
        {fitGroups.length ? (
          fitGroups.map((group) => (
            <div key={group.value} className="part__group">
              <h3 className="caps-label part__group-title">
                {group.plural} <span className="part__group-count">({group.parts.length})</span>
              </h3>
              <PartGrid parts={group.parts} headingLevel="h4" compact />
            </div>
          ))
        ) : (
          <p>
            Nothing in the catalogue is listed as fitting it yet. <Link to="/contact?kind=packaging">Ask us</Link> what will.
          </p>
        )}
      </section>

      {range && rangeParts.length > 0 && (
        <section className="section container part__related" aria-labelledby="range-title">
          <h2 id="range-title" className="section-heading__title">
            More of the {range.name} range
          </h2>
          {range.description && <p className="part__range-text">{range.description}</p>}
          <PartGrid parts={rangeParts.slice(0, 12)} compact />
          {rangeParts.length > 12 && (
            <p>
              <Link to={catalogueRangesPath([range.slug])}>
                All {rangeParts.length + 1} parts of the {range.name} range
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}
