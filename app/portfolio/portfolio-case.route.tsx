import { Link } from 'react-router';
import { loadCase } from './portfolio.server.ts';
import { ContactCta } from '../ui/contact-cta.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/portfolio-case.route.ts';

export { links } from './stylesheet.ts';

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
          <ul className="tag-list" aria-label="What we made" style={{ marginTop: 'var(--space-5)' }}>
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
      <section className="section" aria-label="The project">
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
      {c.gallery.length > 0 && (
        <section className="section section--stone" aria-label="Gallery">
          <ul className="container case-gallery">
            {c.gallery.map((item, index) => (
              <li key={index}>
                <ResponsiveImage image={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {c.items.length > 0 && (
        <section className="section" aria-labelledby="pieces-title">
          <div className="container">
            <span className="eyebrow">In detail</span>
            <h2 id="pieces-title">What we made</h2>
            <ul className="info-grid">
              {c.items.map((item) => (
                <li key={item._id} className="info-grid__item">
                  {item.image && <ResponsiveImage image={item.image} />}
                  <h3>{item.title}</h3>
                  {item.description && <p>{item.description}</p>}
                  {item.components && item.components.length > 0 && <p>{item.components.join(' · ')}</p>}
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
