import { PageHeader } from '../ui/page-header.tsx';
import { PortfolioGrid } from './portfolio-grid.tsx';
import { loadPortfolio } from './portfolio.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/portfolio.route.ts';

export { links } from './stylesheet.ts';

const intro = 'Fragrances, bottles and packaging we have made for luxury and niche houses. Filter by what we made.';

export function loader({ request }: Route.LoaderArgs) {
  return loadPortfolio(new URL(request.url).searchParams.get('feature'));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), '/portfolio', { title: 'Portfolio', description: intro });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Portfolio"
        eyebrow="Our work"
        intro={intro}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Portfolio', path: '/portfolio' },
        ]}
      />
      <section className="section container" aria-label="Cases">
        <PortfolioGrid items={loaderData.items} initialFeature={loaderData.feature} headingLevel="h2" />
      </section>
    </>
  );
}
