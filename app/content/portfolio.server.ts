import { fetchContent } from './fetch.server.ts';
import { image } from './image-source.server.ts';
import type { SanityImage } from './images.ts';
import { portfolioCard, type PortfolioCard } from './portfolio.ts';
import { portfolioBrandsQuery } from './queries.ts';

interface Brand {
  _id: string;
  name: string;
  features?: string[] | null;
  description?: string | null;
  image?: SanityImage | null;
}

/** The portfolio cards, by display order; empty when the content service fails (SPEC.md §8). */
export async function loadPortfolioCards(): Promise<PortfolioCard[]> {
  const brands = await fetchContent<Brand[]>('portfolio', portfolioBrandsQuery, {}, []);
  return brands.map((brand) => portfolioCard(brand, image(brand.image, { width: 480, height: 600, sizes: '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw' })));
}
