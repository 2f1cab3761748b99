import { Link } from 'react-router';
import { loadCase } from './portfolio.server.ts';
import { ContactCta } from '../ui/contact-cta.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import { CaseOutcomes, CaseQuote } from './case-proof.tsx';
import type { Route } from './+types/portfolio-case.route.ts';

export { handle, links } from './stylesheet.ts';

/** /portfolio/{slug}: the case of one brand, with the previous and next case. */
export function loader({ params }: Route.LoaderArgs) {
  return loadCase(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

export default function PortfolioCase({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={c.name} eyebrow={c.tagline} intro={c.description} trail={c.trail}>
        {c.features.length > 0 && (
          <ul className="tag-list" aria-label="Services" style={{ marginTop: 'var(--space-5)' }}>
            {c.features.map((feature) => (
              <li key={feature} className="tag">
                {feature}
              </li>
            ))}
          </ul>
        )}
      </PageHeader>
      {c.hero && (
        <div className="case-hero">
          <ResponsiveImage image={c.hero} priority sizes="100vw" />
        </div>
      )}
      <CaseOutcomes proof={c.proof} />
      <section className="section" aria-label="The story">
        <div className="container page-body" data-aside={c.services.length > 0 || Boolean(c.year)}>
          <RichText value={c.body} />
          {(c.services.length > 0 || c.year) && (
            <aside className="aside-card" aria-labelledby="case-facts">
              <h2 id="case-facts">The project</h2>
              {c.year && <p>Launched {c.year}</p>}
              {c.services.length > 0 && (
                <ul className="tick-list">
                  {c.services.map((service) => (
                    <li key={service.url}>
                      <Link to={service.url}>{service.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          )}
        </div>
      </section>
      {c.results.body.length > 0 && (
        <section className="section section--deep case-results" aria-labelledby="results-title">
          <div className="container case-results__inner">
            <div>
              <span className="eyebrow">Outcome</span>
              <h2 id="results-title">Results</h2>
            </div>
            {c.results.statements ? (
              <ol className="case-results__list">
                {c.results.statements.map((statement, index) => (
                  <li key={statement}>
                    <span className="case-results__index" aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <p>{statement}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <RichText value={c.results.body} />
            )}
          </div>
        </section>
      )}
      {c.proof.quote && <CaseQuote quote={c.proof.quote} brand={c.name} />}
      {c.items.length > 0 && (
        <section className="section" aria-labelledby="pieces-title">
          <div className="container">
            <span className="eyebrow">In detail</span>
            <h2 id="pieces-title">What we made</h2>
            <ul className="case-pieces">
              {c.items.map((item) => (
                <li key={item._id} className="case-piece">
                  {item.image && <ResponsiveImage image={item.image} className="case-piece__image" />}
                  <div>
                    <h3 className="case-piece__title">{item.title}</h3>
                    {item.description && <p className="case-piece__text">{item.description}</p>}
                    {item.components.length > 0 && (
                      <ul className="tag-list" aria-label={`Components of ${item.title}`}>
                        {item.components.map((component) => (
                          <li key={component} className="tag">
                            {component}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {c.gallery.length > 0 && (
        <section className="section section--stone" aria-labelledby="gallery-title">
          <div className="container">
            <h2 id="gallery-title" className="visually-hidden">
              Pictures of the project
            </h2>
            <ul className="case-gallery">
              {c.gallery.map((item, index) => (
                <li key={index}>
                  <figure>
                    <ResponsiveImage image={item.image} />
                    {item.caption && <figcaption>{item.caption}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {(c.previous || c.next) && (
        <nav className="container case-pager" aria-label="More cases">
          {c.previous && (
            <Link to={`/portfolio/${c.previous.slug}`} rel="prev" className="case-pager__link">
              <span className="eyebrow">Previous case</span>
              <span className="case-pager__name">{c.previous.name}</span>
            </Link>
          )}
          {c.next && (
            <Link to={`/portfolio/${c.next.slug}`} rel="next" className="case-pager__link case-pager__link--next">
              <span className="eyebrow">Next case</span>
              <span className="case-pager__name">{c.next.name}</span>
            </Link>
          )}
        </nav>
      )}
      <ContactCta title={c.cta.title} description={c.cta.text} buttonText={c.cta.buttonText} />
    </>
  );
}
