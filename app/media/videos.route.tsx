import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import { VideoCardList, VideoFeature } from './video-cards.tsx';
import { loadVideos } from './videos.server.ts';
import { listingMeta } from '../seo/meta.ts';
import { NextStep } from '../ui/contact-cta.tsx';
import type { Route } from './+types/videos.route.ts';

export { handle, links } from './stylesheet.ts';

const page: Listing = {
  title: 'Videos',
  eyebrow: 'Watch',
  intro: 'Films from the studio, the filling line and the finishing room.',
  path: '/videos',
};

export function loader() {
  return loadVideos();
}

export const meta: Route.MetaFunction = listingMeta(page);

export default function Videos({ loaderData }: Route.ComponentProps) {
  const [latest, ...rest] = loaderData.items;
  return (
    <>
      <ListingHeader listing={page} />
      <section className="section container" aria-label="All videos">
        {latest ? (
          <>
            <VideoFeature item={latest} />
            {rest.length > 0 && <VideoCardList items={rest} />}
          </>
        ) : (
          <p className="lead" role="status">
            The videos are briefly unavailable. Please try again in a moment.
          </p>
        )}
      </section>
      <NextStep
        title="See it for yourself"
        text="Visits to our Hertfordshire studio and factory are by appointment. Tell us about your project and we will show you round."
        links={[
          { label: 'Browse the galleries', to: '/galleries' },
          { label: 'Our work', to: '/portfolio' },
        ]}
      />
    </>
  );
}
