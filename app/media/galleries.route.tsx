import { GalleryFeatureList } from './gallery-cards.tsx';
import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import { loadGalleries } from './galleries.server.ts';
import { listingMeta } from '../seo/meta.ts';
import { NextStep } from '../ui/contact-cta.tsx';
import type { Route } from './+types/galleries.route.ts';

export { handle, links } from './stylesheet.ts';

const page: Listing = {
  title: 'Galleries',
  eyebrow: 'Inside the studio',
  intro: 'Our studio, our production floor and the work that leaves it.',
  path: '/galleries',
};

export function loader() {
  return loadGalleries();
}

export const meta: Route.MetaFunction = listingMeta(page);

export default function Galleries({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <ListingHeader listing={page} />
      <section className="section container" aria-label="All galleries">
        {items.length > 0 ? (
          <GalleryFeatureList items={items} />
        ) : (
          <p className="lead" role="status">
            The galleries are briefly unavailable. Please try again in a moment.
          </p>
        )}
      </section>
      <NextStep
        title="See it for yourself"
        text="Visits to our Hertfordshire studio and factory are by appointment. Tell us about your project and we will show you round."
        links={[
          { label: 'Watch the films', to: '/videos' },
          { label: 'Our work', to: '/portfolio' },
        ]}
      />
    </>
  );
}
