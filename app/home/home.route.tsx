import { AboutSection } from './about-section.tsx';
import { ContactCta } from '../ui/contact-cta.tsx';
import { ContentLinkTo } from '../ui/content-link.tsx';
import { ExhibitionBanner } from './exhibition-banner.tsx';
import { ServicesSection } from './services-section.tsx';
import { TrustSection } from './trust-section.tsx';
import { PortfolioGrid } from '../portfolio/portfolio-grid.tsx';
import { HeroPicture } from './hero-picture.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { DEFAULT_HOME_TITLE, HOME_PORTFOLIO_MAX_ITEMS } from '../constants.ts';
import { loadHome } from './home.server.ts';
import { websiteJsonLd } from '../seo/json-ld.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { quietWhenUnavailable } from '../ui/unavailable-notice.tsx';
import type { Route } from './+types/home.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';

/** Missing content is only logged here: the page shows its built-in texts and images, and no notice (SPEC.md §8). */
export const handle = { ...withQueryParams(stylesheets, ['feature']), ...quietWhenUnavailable };

export function loader({ request }: Route.LoaderArgs) {
  return loadHome(new URL(request.url).searchParams.get('feature'));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootData(matches);
  const title = loaderData?.seoTitle ?? `${DEFAULT_HOME_TITLE} | ${root?.site.companyName ?? ''}`;
  return [
    ...pageMeta(root, '/', { title, description: loaderData?.seoDescription, image: loaderData?.shareImage }, { fullTitle: true }),
    ...(root ? [{ 'script:ld+json': websiteJsonLd(root.site, root.siteUrl) }] : []),
  ];
};

export default function Home({ loaderData: home }: Route.ComponentProps) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <HeroPicture image={home.heroImage} crops={home.heroCrops} />
        <div className="hero__veil" aria-hidden="true" />
        <div className="container hero__content">
          <span className="eyebrow">{home.heroEyebrow}</span>
          <h1 id="hero-title">{home.heroTitle}</h1>
          <p className="hero__subtitle">{home.heroSubtitle}</p>
          <div className="hero__actions">
            {home.heroLinks.map((link, index) => (
              <ContentLinkTo key={link.href} link={link} className={index === 0 ? 'button button--light' : 'button button--ghost-light'} />
            ))}
          </div>
        </div>
      </section>
      {home.exhibition && <ExhibitionBanner exhibition={home.exhibition} />}
      <TrustSection tiles={home.trustTiles} logos={home.logos} />
      <AboutSection about={home.about} />
      <ServicesSection title={home.servicesTitle} description={home.servicesDescription} services={home.services} />
      <section id="portfolio" className="section portfolio-section" aria-labelledby="portfolio-title">
        <div className="container">
          <div className="section-heading">
            <div>
              <span className="eyebrow">Portfolio</span>
              <h2 id="portfolio-title">{home.portfolioTitle}</h2>
            </div>
            <p className="lead">{home.portfolioDescription}</p>
          </div>
          {home.portfolio.length > 0 ? (
            <PortfolioGrid items={home.portfolio} maxItems={HOME_PORTFOLIO_MAX_ITEMS} initialFeature={home.feature} anchor="portfolio" />
          ) : (
            <p className="lead">{home.portfolioFallbackText}</p>
          )}
        </div>
      </section>
      <TestimonialsSection testimonials={home.testimonials} />
      <ContactCta
        title={home.contactCtaTitle}
        description={home.contactCtaDescription}
        buttonText={home.contactCtaButtonText}
        to={home.contactCtaTo}
      />
    </>
  );
}
