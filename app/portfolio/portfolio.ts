/**
 * The portfolio grid's rules (SPEC.md §2 "Portfolio grid", §3 "portfolio
 * card"): features cleaned into filters, cards (their slug rule is in urls.ts).
 */
import { BALANCED, halfWidth } from '../ui/balanced-grid.ts';
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
  /** The case's first outcome as one line ("12,000 units in the first run"), or null. */
  outcome: string | null;
}

/** An outcome as it reads: the figure, then what it counts. Null unless both are there. */
export function outcomeLine(outcome: { figure?: string | null; counts?: string | null } | null | undefined): string | null {
  const figure = outcome?.figure?.trim();
  const counts = outcome?.counts?.trim();
  return figure && counts ? `${figure} ${counts}` : null;
}

/**
 * A feature as a filter label: trimmed, single spaces, sentence case like
 * every other label of the site (so "bespoke glass ", "Bespoke Glass" and
 * "BESPOKE GLASS" are one filter, "Bespoke glass"). An acronym typed in
 * capitals inside otherwise lower-case words ("GWP sets") keeps them.
 */
export function cleanFeature(feature: string): string {
  const text = feature.trim().replace(/\s+/g, ' ');
  const shouting = text === text.toUpperCase();
  const words = text.split(' ').map((word) => (!shouting && /^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** How wide a card's picture is shown (portfolio.css): three across from 64rem, two below. */
export const PORTFOLIO_CARD_SIZES = '(min-width: 64rem) 33vw, 50vw';

/**
 * The picture sizes of the card at `index` of `count`: below 64rem the first of an odd number leads the full width
 * (portfolio.css), so a phone fetches the width each card shows.
 */
export function portfolioCardSizes(index: number, count: number): string {
  // From 64rem a card is a third of the row, or half where the grid balances its last row (balanced-grid.ts).
  const wide = halfWidth(index, count) ? '(min-width: 64rem) 50vw' : '(min-width: 64rem) 33vw';
  return index === 0 && firstLeads(count) ? `${wide}, 100vw` : `${wide}, 50vw`;
}

/** With an odd number of cards the first leads the full width below 64rem, so no card is left alone on its row. */
function firstLeads(count: number): boolean {
  return count % 2 === 1;
}

/**
 * The class of a grid of `count` cards, marking one whose first card leads. The server says so, not
 * `:nth-last-child(odd)` in CSS: that selector changes as the parser adds cards, and a paint made mid-list laid the
 * grid out once at an even count, then moved it (a layout shift of 0.072 on a phone).
 */
export function portfolioListClass(count: number): string {
  return `portfolio-grid__list ${BALANCED}${firstLeads(count) ? ' portfolio-grid__list--lead' : ''}`;
}

/**
 * Alphabetical, whatever the case. Not `localeCompare`: its collator costs a
 * phone tens of milliseconds to load (the locale's data), on every page with
 * a portfolio grid, and the filters are plain English words.
 */
function alphabetical(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One filter per distinct cleaned feature, sorted; empty features are dropped. */
export function portfolioFilters(cards: Pick<PortfolioCard, 'features'>[]): string[] {
  const features = new Set(cards.flatMap((card) => card.features.map(cleanFeature)).filter(Boolean));
  return [...features].sort(alphabetical);
}

/** The cards with the feature (none: every card). */
export function filterPortfolio<T extends Pick<PortfolioCard, 'features'>>(cards: T[], feature: string | null): T[] {
  if (!feature) return cards;
  return cards.filter((card) => card.features.some((f) => cleanFeature(f) === feature));
}

export function portfolioCard(
  brand: {
    _id: string;
    name: string;
    features?: string[] | null;
    description?: string | null;
    outcome?: { figure?: string | null; counts?: string | null } | null;
  },
  image: ImageProps | null,
): PortfolioCard {
  return {
    id: brand._id,
    slug: portfolioSlug(brand.name),
    title: brand.name,
    features: (brand.features ?? []).map(cleanFeature).filter(Boolean),
    image,
    // The picture's own description when it has one (a card shows what was made); the spec's wording otherwise.
    alt: image?.alt || `${brand.name} portfolio image`,
    description: brand.description ?? '',
    outcome: outcomeLine(brand.outcome),
  };
}
