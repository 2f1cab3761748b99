import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_RATES, runCost } from '../tools/calculators/cost.ts';
import { indicativePrice } from './indicative-price.ts';

describe("private label's indicative price", () => {
  const facts = { minimumOrder: { quantity: 500, unit: 'units' }, sizeRange: { minMl: 30, maxMl: 100 } };
  const tool = { slug: 'cost-calculator', costRates: DEFAULT_COST_RATES };

  it('is what the cost calculator works out at the minimum, and links to the calculator with the same choices', () => {
    const price = indicativePrice(facts, tool)!;
    const url = new URL(price.link!.href, 'https://example.com');
    expect(url.pathname).toBe('/tools/cost-calculator');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ size: '50', quantity: '500', fragrance: 'library' });
    expect(url.searchParams.has('oil'), 'no oil price is asked of a library fragrance').toBe(false);
    const worked = runCost(Object.fromEntries(url.searchParams), DEFAULT_COST_RATES).result!;
    expect(price.value).toBe(`£${(worked.allInUnitPence / 100).toFixed(2)}\u00a0a unit`);
    expect(price.detail).toContain('at 500 × 50 ml');
  });

  it('prices the nearest size the service makes, and says nothing without a minimum or a calculator', () => {
    const small = indicativePrice({ ...facts, sizeRange: { minMl: 5, maxMl: 10 } }, tool)!;
    expect(new URL(small.link!.href, 'https://example.com').searchParams.get('size')).toBe('10');
    expect(indicativePrice({ sizeRange: facts.sizeRange }, tool)).toBeNull();
    expect(indicativePrice(facts, null)).toBeNull();
  });
});
