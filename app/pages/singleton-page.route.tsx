import { Link } from 'react-router';
import { ContentPage } from './content-page.tsx';
import { CardGrid } from '../ui/card-grid.tsx';
import { loadSingletonPage } from './pages.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { cataloguePath, pagePath, type SingletonPath } from '../urls.ts';
import type { Route } from './+types/singleton-page.route.ts';
import { joinFacts } from '../ui/format.ts';
import { CertificatesSection } from '../certificates/certificates-section.tsx';
import { PeopleSection } from './people.tsx';
import { loadTeam } from './people.server.ts';
import { SustainabilityTable } from './sustainability-table.tsx';

export { handle, links } from './stylesheet.ts';

/** /about, /glass and /creative: one document each. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request) as SingletonPath;
  // The about page introduces the people a buyer will work with.
  const [content, team] = await Promise.all([loadSingletonPage(path), path === '/about' ? loadTeam() : Promise.resolve([])]);
  return { ...content, team };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function SingletonPage({ loaderData }: Route.ComponentProps) {
  const { page, trail, milestones, ranges, sustainability, disciplines, galleries } = loaderData;
  return (
    <ContentPage data={page}>
      {milestones.length > 0 && (
        <section className="section" aria-labelledby="history-title">
          <div className="container">
            <span className="eyebrow">Since 2004</span>
            <h2 id="history-title">Our story so far</h2>
            <ol className="timeline">
              {milestones.map((milestone) => (
                <li key={`${milestone.year}-${milestone.title}`}>
                  <span className="timeline__year">{milestone.year}</span>
                  <span className="timeline__title">{milestone.title}</span>
                  {milestone.description && <p className="card__meta">{milestone.description}</p>}
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
      {loaderData.path === '/about' && <CertificatesSection />}
      <PeopleSection people={loaderData.team} />
      {ranges.length > 0 && (
        <section className="section" aria-labelledby="ranges-title">
          <div className="container">
            <span className="eyebrow">Stock glass</span>
            <h2 id="ranges-title">Our ranges</h2>
            <ul className="info-grid">
              {ranges.map((range) => (
                <li key={range._key} className="info-grid__item">
                  {range.image && <ResponsiveImage image={range.image} />}
                  <h3>{range.name}</h3>
                  {range.description && <p>{range.description}</p>}
                  <p>{joinFacts([range.capacities, range.neck])}</p>
                  {range.catalogue && (
                    <p>
                      <Link to={range.catalogue} className="text-link">
                        {range.name} in the catalogue<span className="visually-hidden">: sizes, specifications and fits</span>
                      </Link>
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <p className="ranges__more">
              <Link to={cataloguePath} className="button button--outline">
                Browse the component catalogue
              </Link>
            </p>
          </div>
        </section>
      )}
      <SustainabilityTable rows={sustainability.rows} note={sustainability.note} subject={trail.at(-1)?.name ?? page.title} />
      {galleries.length > 0 && (
        <section className="section section--stone" aria-labelledby="inside-title">
          <div className="container">
            <div className="section-heading">
              <div>
                <span className="eyebrow">See inside</span>
                <h2 id="inside-title">The studio and the factory</h2>
              </div>
              <p className="section-heading__action">
                <Link to="/videos" className="text-link">
                  Watch the films
                </Link>
              </p>
            </div>
            <CardGrid items={galleries} headingLevel="h3" shape="landscape" />
          </div>
        </section>
      )}
      {disciplines.length > 0 && (
        <section className="section" aria-labelledby="disciplines-title">
          <div className="container">
            <span className="eyebrow">The studio</span>
            <h2 id="disciplines-title">Our disciplines</h2>
            <ul className="info-grid">
              {disciplines.map((discipline) => (
                <li key={discipline.title} className="info-grid__item">
                  <h3>{discipline.title}</h3>
                  {discipline.description && <p>{discipline.description}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </ContentPage>
  );
}
