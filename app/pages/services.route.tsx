import { ListingPage, type Listing } from './listing-page.tsx';
import { loadServices } from './pages.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
