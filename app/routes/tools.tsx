import { ListingPage, type Listing } from '../components/listing-page.tsx';
import { toolCards } from '../content/listings.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/tools.ts';

const listing: Listing = {
  title: 'Tools',
  eyebrow: 'Plan your launch',
  intro: 'Calculators for planning a fragrance launch: formulation, costs, freight, inclusion rates and timelines.',
  path: '/tools',
};

export async function loader() {
  return { items: await toolCards() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });

export default function Tools({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
