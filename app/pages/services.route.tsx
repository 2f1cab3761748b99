import { ListingPage } from './listing-page.tsx';
import { loadServices } from './pages.server.ts';
import { listingMeta } from '../seo/meta.ts';
import type { Listing } from '../ui/page-header.tsx';
import type { Route } from './+types/services.route.ts';

export { links } from './stylesheet.ts';

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

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
