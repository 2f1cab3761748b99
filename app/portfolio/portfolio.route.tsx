import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import { PortfolioGrid } from './portfolio-grid.tsx';
import { loadPortfolio } from './portfolio.server.ts';
import { listingMeta } from '../seo/meta.ts';
import { NextStep } from '../ui/contact-cta.tsx';
import type { Route } from './+types/portfolio.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['feature']);

const page: Listing = {
  title: 'Portfolio',
  eyebrow: 'Our work',
  intro: 'Fragrances, bottles and packaging we have made for luxury and niche houses. Filter by what we made.',
  path: '/portfolio',
};

export function loader({ request }: Route.LoaderArgs) {
  return loadPortfolio(new URL(request.url).searchParams.get('feature'));
}

export const meta: Route.MetaFunction = listingMeta(page);

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListingHeader listing={page} />
      <section className="section container" aria-label="Cases">
        <PortfolioGrid items={loaderData.items} initialFeature={loaderData.feature} headingLevel="h2" opensPage />
      </section>
      <NextStep
        title="Comparable work, and a plan for yours"
        text="Tell us what you are launching and when. We will show you work like it and an honest plan, within two working days."
        links={[
          { label: 'Our services', to: '/services' },
          { label: 'Inside the factory', to: '/galleries' },
        ]}
      />
    </>
  );
}
