/**
 * Figures the site reads from the field that holds the fact rather than from
 * an editor's typing (issue 52): a figure of a page ("1,000+ Stock
 * components", "500 units minimum") may name a fact instead of a value, and
 * then shows the fact as it is now: what the catalogue holds, or the service's
 * own quick facts. So the home page, the about page and a service never claim
 * more parts, bottles or sizes than the catalogue a buyer opens next, nor a
 * minimum its quick facts do not say. Shared by the Studio (the choice) and
 * the site (the value).
 */
import { leadTime, type QuickFacts } from './service-facts.ts';

/** The facts a figure may show, as the Studio offers them; `service`: only a service page has them (its quick facts). */
export const FIGURE_FACTS = [
  { value: 'catalogueParts', title: 'Parts in the catalogue (e.g. 60+)', service: false },
  { value: 'catalogueBottles', title: 'Bottles in the catalogue (e.g. 20)', service: false },
  { value: 'bottleCapacities', title: 'Bottle sizes in the catalogue (e.g. 5–100 ml)', service: false },
  { value: 'minimumOrder', title: "This service's minimum order (its quick facts, e.g. 500)", service: true },
  { value: 'leadTime', title: "This service's lead time (its quick facts, e.g. 10–14 weeks)", service: true },
] as const;

export type FigureFact = (typeof FIGURE_FACTS)[number]['value'];

/** What the queries count (queries.ts `catalogueFacts`). */
export interface CatalogueCounts {
  parts?: number | null;
  bottles?: number | null;
  smallestMl?: number | null;
  largestMl?: number | null;
}

/** What a figure's fact is read from: the catalogue's counts, and on a service page its quick facts. */
export interface FactSources {
  catalogue?: CatalogueCounts | null;
  quickFacts?: QuickFacts | null;
}

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * A count as a figure claims it: exact below 20, else rounded down to its first digit with a plus (63 is "60+",
 * 1,240 is "1,000+"), so the claim is never more than the catalogue holds.
 */
export function atLeast(n: number): string {
  if (n < 20) return count(n);
  const step = 10 ** Math.floor(Math.log10(n));
  const floor = Math.floor(n / step) * step;
  return floor === n ? count(n) : `${count(floor)}+`;
}

/** The figure's value for a fact, or null when its source cannot say (then the figure's own value stands, if any). */
export function factValue(fact: string | null | undefined, sources: FactSources): string | null {
  const counts = sources.catalogue;
  switch (fact) {
    case 'catalogueParts':
      return counts?.parts ? atLeast(counts.parts) : null;
    case 'catalogueBottles':
      return counts?.bottles ? atLeast(counts.bottles) : null;
    case 'bottleCapacities': {
      const from = counts?.smallestMl;
      const to = counts?.largestMl;
      if (from == null || to == null) return null;
      return from === to ? `${count(from)}\u00a0ml` : `${count(from)}–${count(to)}\u00a0ml`;
    }
    case 'minimumOrder': {
      const quantity = sources.quickFacts?.minimumOrder?.quantity;
      return quantity == null ? null : count(quantity);
    }
    case 'leadTime':
      return leadTime(sources.quickFacts);
    default:
      return null;
  }
}

/**
 * Key figures with both their value and their label (a half-filled one left out); a figure that names a fact shows
 * it as it is now, its own value only when the fact's source cannot say.
 */
export const figures = (
  items: ({ value?: string | null; label?: string | null; fact?: string | null } | null)[] | null | undefined,
  sources: FactSources,
) =>
  (items ?? []).flatMap((item) => {
    const value = factValue(item?.fact, sources) ?? item?.value;
    return value && item?.label ? [{ value, label: item.label }] : [];
  });
