/** The cards of the listing pages, each from one query, empty when the content service cannot be reached. */
import type { CardItem } from '../ui/card-grid.tsx';
import { fetchContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { servicesOverviewQuery } from '../sanity/queries.ts';

const cardImage = (value: SanityImage | null | undefined) => image(value, { width: 480, height: 600, sizes: '(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw' });

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : null);

type Row = { title?: string | null; name?: string | null; slug: string; description?: string | null; excerpt?: string | null; publishedAt?: string | null; image?: SanityImage | null; heroImage?: SanityImage | null };

async function cards(label: string, query: string, to: (slug: string) => string, withDate = false): Promise<CardItem[]> {
  const rows = await fetchContent<Row[]>(label, query, {}, []);
  return rows.map((row) => ({
    to: to(row.slug),
    title: row.title ?? row.name ?? row.slug,
    meta: withDate ? formatDate(row.publishedAt) : null,
    text: row.excerpt ?? row.description ?? null,
    image: cardImage(row.image ?? row.heroImage),
  }));
}

export const serviceCards = () => cards('services', servicesOverviewQuery, (slug) => `/services/${slug}`);
