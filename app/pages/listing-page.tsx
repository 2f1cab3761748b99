import { CardGrid, type CardItem } from '../ui/card-grid.tsx';
import { PageHeader } from '../ui/page-header.tsx';

export interface Listing {
  title: string;
  eyebrow: string;
  intro: string;
  path: string;
}

/** A listing page: its header and a grid of cards. */
export function ListingPage({ listing, items }: { listing: Listing; items: CardItem[] }) {
  return (
    <>
      <PageHeader
        title={listing.title}
        eyebrow={listing.eyebrow}
        intro={listing.intro}
        trail={[
          { name: 'Home', path: '/' },
          { name: listing.title, path: listing.path },
        ]}
      />
      <section className="section container" aria-label={listing.title}>
        <CardGrid items={items} />
      </section>
    </>
  );
}
