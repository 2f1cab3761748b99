import { ListingPage, type Listing } from '../components/listing-page.tsx';
import { portfolioCards } from '../content/listings.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/portfolio.ts';

const listing: Listing = {
  title: 'Portfolio',
  eyebrow: 'Our work',
  intro: 'Fragrances, bottles and packaging we have made for luxury and niche houses.',
  path: '/portfolio',
};

export async function loader() {
  return { items: await portfolioCards() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
