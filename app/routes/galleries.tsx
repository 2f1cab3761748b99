import { ListingPage, type Listing } from '../components/listing-page.tsx';
import { galleryCards } from '../content/listings.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/galleries.ts';

const listing: Listing = {
  title: 'Galleries',
  eyebrow: 'Inside the studio',
  intro: 'Our studio, our production floor and the work that leaves it.',
  path: '/galleries',
};

export async function loader() {
  return { items: await galleryCards() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });

export default function Galleries({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
