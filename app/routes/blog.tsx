import { ListingPage, type Listing } from '../components/listing-page.tsx';
import { postCards } from '../content/listings.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/blog.ts';

const listing: Listing = {
  title: 'Blog',
  eyebrow: 'Journal',
  intro: 'Notes from the studio and the factory floor: ingredients, glass, packaging and what it takes to launch a fragrance.',
  path: '/blog',
};

export async function loader() {
  return { items: await postCards() };
}

// /blog and /posts are one page: both name /blog as canonical.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), listing.path, { title: listing.title, description: listing.intro });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={listing} items={loaderData.items} />;
}
