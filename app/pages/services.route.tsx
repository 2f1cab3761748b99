import { loadServices } from './pages.server.ts';
import { listingMeta } from '../seo/meta.ts';
import { CardGrid } from '../ui/card-grid.tsx';
import { NextStep } from '../ui/contact-cta.tsx';
import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import type { Route } from './+types/services.route.ts';

export { handle, links } from './stylesheet.ts';

const listing: Listing = {
  title: 'Services',
  eyebrow: 'What we do',
  intro:
    'Everything a fragrance brand needs, from the first accord to the finished, boxed bottle, made under one roof in the United Kingdom.',
  path: '/services',
};

export function loader() {
  return loadServices();
}

export const meta: Route.MetaFunction = listingMeta(listing);

/** /services: the six services, then the manufacturing pages, and where to go next. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <ListingHeader listing={listing} />
      {/* The first group sits under the page's own heading; the next ones have theirs ("Manufacturing"). */}
      {groups.map((group, index) =>
        index === 0 ? (
          <section key={group.key} className="section container" aria-label={`Our ${group.title.toLowerCase()}`}>
            <CardGrid items={group.items} headingLevel="h2" opensPage />
          </section>
        ) : (
          <section key={group.key} className="section section--follow container" aria-labelledby={`services-${group.key}`}>
            <h2 id={`services-${group.key}`} className="listing-group__title">
              {group.title}
            </h2>
            <CardGrid items={group.items} headingLevel="h3" />
          </section>
        ),
      )}
      <NextStep
        title="Tell us what you are making"
        text="One brief covers the scent, the glass, the box and the filling. We reply within two working days."
        links={[
          { label: 'See our work', to: '/portfolio' },
          { label: 'Plan with our tools', to: '/tools' },
        ]}
      />
    </>
  );
}
