import { CardGrid, type CardItem } from '../ui/card-grid.tsx';
import { ListingHeader, type Listing } from '../ui/page-header.tsx';

/** A listing page: its header and a grid of cards. */
export function ListingPage({ listing, items }: { listing: Listing; items: CardItem[] }) {
  return (
    <>
      <ListingHeader listing={listing} />
      <section className="section container" aria-label={listing.title}>
        <CardGrid items={items} opensPage />
      </section>
    </>
  );
}
