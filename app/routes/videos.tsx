import { ListingPage, type Listing } from '../components/listing-page.tsx';
import { videoCards } from '../content/listings.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/videos.ts';

const listing: Listing = {
  title: 'Videos',
  eyebrow: 'Watch',
  intro: 'Films from the studio, the filling line and the finishing room.',
  path: '/videos',
};

export async function loader() {
  return { items: await videoCards() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });

export default function Videos({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
