/**
 * Private label's price (issue 52): a founder reading the page sees what a
 * unit costs at the service's minimum before writing, worked out by the cost
 * calculator itself from its rates (a fragrance from the library, stock glass
 * and cap, a printed carton), with a link that opens the calculator with the
 * same choices to change them. Never a figure typed into prose.
 */
import { costDefaults, resolveCostRates, runCost } from '../tools/calculators/cost.ts';
import { formatPence } from '../tools/calculators/format.ts';
import { documentPath } from '../urls.ts';
import type { Fact, QuickFacts } from './service-facts.ts';

/** The bottle priced: 50 ml (the size most launched), or the nearest the service makes. */
const USUAL_ML = 50;

export function indicativePrice(
  facts: QuickFacts | null | undefined,
  costTool: { slug?: string | null; costRates?: unknown } | null | undefined,
): Fact | null {
  const quantity = facts?.minimumOrder?.quantity;
  if (!quantity || !costTool?.slug) return null;
  const rates = resolveCostRates(costTool.costRates);
  const { minMl, maxMl } = facts.sizeRange ?? {};
  const ml = Math.min(Math.max(USUAL_ML, minMl ?? USUAL_ML), maxMl ?? USUAL_ML);
  const { oil: _unused, ...defaults } = costDefaults(rates);
  const values = { ...defaults, size: String(ml), quantity: String(quantity), fragrance: 'library' };
  const { result } = runCost(values, rates);
  if (!result) return null;
  return {
    label: 'Indicative price',
    value: `${formatPence(result.allInUnitPence)}\u00a0a unit`,
    detail: `at ${quantity.toLocaleString('en-GB')} × ${ml} ml, a fragrance from our library in stock glass, boxed (${rates.priceBasis})`,
    link: {
      href: `${documentPath({ _type: 'tool', slug: costTool.slug })}?${new URLSearchParams(values).toString()}`,
      text: 'Work out yours in the cost calculator',
    },
  };
}
