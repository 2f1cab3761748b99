import { fetchContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { portfolioCard, type PortfolioCard } from './portfolio.ts';
import { portfolioBrandsQuery } from '../sanity/queries.ts';

export interface BrandRow {
  _id: string;
  name: string;
  features?: string[] | null;
  description?: string | null;
  image?: SanityImage | null;
}

/** A case as a card with its 4:5 image. */
export function caseCard(brand: BrandRow): PortfolioCard {
  return portfolioCard(brand, image(brand.image, { width: 480, height: 600, sizes: '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw' }));
}

/** Cases from references, skipping any that no longer exist. */
export function caseCards(brands: (BrandRow | null)[] | null | undefined): PortfolioCard[] {
  return (brands ?? []).filter((brand): brand is BrandRow => Boolean(brand?.name)).map(caseCard);
}

/** The portfolio cards, by display order; empty when the content service fails (SPEC.md §8). */
export async function loadPortfolioCards(): Promise<PortfolioCard[]> {
  return caseCards(await fetchContent<BrandRow[]>('portfolio', portfolioBrandsQuery, {}, []));
}
