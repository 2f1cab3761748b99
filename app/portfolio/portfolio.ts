/**
 * The portfolio grid's rules (SPEC.md §2 "Portfolio grid", §3 "portfolio
 * card"): features cleaned into filters, cards (their slug rule is in urls.ts).
 */
import type { ImageProps } from '../sanity/images.ts';
import { portfolioSlug } from '../urls.ts';

export interface PortfolioCard {
  id: string;
  slug: string;
  title: string;
  features: string[];
  image: ImageProps | null;
  alt: string;
  description: string;
}

const smallWords = new Set(['and', 'of', 'with', 'for', 'the', 'a', 'to', 'in']);

/** A feature as a filter label: trimmed, single spaces, title case (so "bespoke glass " and "Bespoke Glass" are one filter). */
export function cleanFeature(feature: string): string {
  return feature
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word, index) => (index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** One filter per distinct cleaned feature, sorted; empty features are dropped. */
export function portfolioFilters(cards: Pick<PortfolioCard, 'features'>[]): string[] {
  const features = new Set(cards.flatMap((card) => card.features.map(cleanFeature)).filter(Boolean));
  return [...features].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

/** The cards with the feature (none: every card). */
export function filterPortfolio<T extends Pick<PortfolioCard, 'features'>>(cards: T[], feature: string | null): T[] {
  if (!feature) return cards;
  return cards.filter((card) => card.features.some((f) => cleanFeature(f) === feature));
}

export function portfolioCard(
  brand: { _id: string; name: string; features?: string[] | null; description?: string | null },
  image: ImageProps | null,
): PortfolioCard {
  return {
    id: brand._id,
    slug: portfolioSlug(brand.name),
    title: brand.name,
    features: (brand.features ?? []).map(cleanFeature).filter(Boolean),
    image,
    alt: `${brand.name} portfolio image`,
    description: brand.description ?? '',
  };
}
