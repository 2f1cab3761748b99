import { Link } from 'react-router';
import { pageMeta, rootData } from '../seo/meta.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { cataloguePath, comparePath, documentPath, sampleRequestPath } from '../urls.ts';
import { loadCompare } from './catalogue.server.ts';
import { Notices, ShortlistButton } from './part-card.tsx';
import type { Route } from './+types/compare.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['part', 'shortlisted', 'unlisted']);

const intro = 'Up to four parts side by side. Tick parts in the catalogue, or open a part and choose “Compare with other parts”.';

/** /catalogue/compare?part=…&part=…: the parts are the address, so a comparison can be shared. */
export function loader({ request }: Route.LoaderArgs) {
  return loadCompare(request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), comparePath, { title: 'Compare parts', description: intro, noIndex: true });

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { parts, notices } = loaderData;
  const slugs = parts.map((part) => part.slug);
  const withoutPart = (slug: string) => {
    const rest = slugs.filter((other) => other !== slug);
    return rest.length ? `${comparePath}?${new URLSearchParams(rest.map((other) => ['part', other]))}` : comparePath;
  };
  const rows = parts[0]?.specification.map((row) => row.label) ?? [];
  return (
    <>
      <PageHeader
        title="Compare parts"
        intro={intro}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Catalogue', path: cataloguePath },
          { name: 'Compare', path: comparePath },
        ]}
      />
      <section className="section section--follow container" aria-label="Comparison">
        <Notices notices={notices} />
        {parts.length === 0 ? (
          <p className="lead">
            No parts to compare yet. <Link to={cataloguePath}>Choose some in the catalogue</Link>.
          </p>
        ) : (
          <>
            {parts.length > 1 && (
              // A phone shows the first part and the edge of the next: say the table goes on.
              <p className="compare-scroll__cue" aria-hidden="true">
                Scroll sideways to see all {parts.length} parts →
              </p>
            )}
            <ScrollRegion label="Comparison table" className="compare-scroll">
              <table className="compare-table" data-columns={parts.length}>
                <caption className="visually-hidden">The specifications of {parts.map((part) => part.name).join(', ')}</caption>
                <thead>
                  <tr>
                    <td />
                    {parts.map((part) => (
                      <th key={part.slug} scope="col">
                        <Link to={documentPath({ _type: 'component', slug: part.slug })} className="compare-table__part">
                          {part.image && <ResponsiveImage image={part.image} />}
                          <span>{part.name}</span>
                        </Link>
                        <Link to={withoutPart(part.slug)} className="compare-table__remove" preventScrollReset>
                          Remove<span className="visually-hidden"> {part.name} from the comparison</span>
                        </Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((label, index) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      {parts.map((part) => (
                        <td key={part.slug}>{part.specification[index]?.value}</td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">Shortlist</th>
                    {parts.map((part) => (
                      <td key={part.slug}>
                        <ShortlistButton slug={part.slug} name={part.name} />
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </ScrollRegion>
            <p className="compare-actions">
              <Link to={sampleRequestPath(slugs)} className="button">
                Ask for samples of {parts.length === 1 ? 'this part' : `these ${parts.length} parts`}
              </Link>
              <Link to={cataloguePath}>Back to the catalogue</Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}
