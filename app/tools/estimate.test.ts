import { describe, expect, it } from 'vitest';
import { summaryUnderTitle } from './estimate-summary.ts';
import { DEFAULT_COST_RATES, runCost, costDefaults } from './calculators/cost.ts';
import { DEFAULT_FREIGHT_RATES } from './calculators/freight-rates.ts';
import { estimateFrom } from './estimate.ts';

const cost = { kind: 'cost' as const, rates: DEFAULT_COST_RATES };
const at = (address: string) => new URL(address, 'http://site');

describe('an estimate from a calculator’s address', () => {
  it('runs the calculator again on the inputs in the address and carries its figures, with every default filled in', () => {
    const estimate = estimateFrom(at('/tools/cost-calculator?size=50&quantity=3000&concentration=18'), cost, 'Cost Calculator');
    const values = { ...costDefaults(DEFAULT_COST_RATES), size: '50', quantity: '3000', concentration: '18' };
    const expected = runCost(values, DEFAULT_COST_RATES);
    expect(estimate).toMatchObject({ calculator: 'cost', title: 'Cost Calculator', summary: expected.summary });
    // The address reopens the same estimate: every input is in it, defaults included.
    expect(estimate!.address).toBe(`/tools/cost-calculator?${new URLSearchParams(values)}`);
    expect(estimate!.inputs).toEqual(Object.entries(values).map(([name, value]) => ({ name, value })));
    const figure = (name: string) => estimate!.figures.find((item) => item.name === name)!.value;
    expect(figure('quantity')).toBe(3000);
    expect(figure('totalPence')).toBe(expected.result!.totalPence);
    expect(figure('totalPence')).toBe(figure('subtotalPence') + figure('setupPence'));
    expect(figure('allInUnitPence')).toBe(Math.round(figure('totalPence') / 3000));
  });

  it('gives nothing for inputs that give no result (a tampered or broken address)', () => {
    expect(estimateFrom(at('/tools/cost-calculator?quantity=-5'), cost, 'Cost Calculator')).toBeNull();
    expect(estimateFrom(at('/tools/cost-calculator?size=abc'), cost, 'Cost Calculator')).toBeNull();
  });

  it('carries any calculator’s summary and inputs', () => {
    const freight = estimateFrom(at('/tools/freight-calculator'), { kind: 'freight', rates: DEFAULT_FREIGHT_RATES }, 'Freight Calculator');
    expect(freight?.summary).toMatch(/^Freight/);
    expect(freight?.inputs.length).toBeGreaterThan(0);
    // The default: one 60 × 40 × 40 cm carton by air to the United States, 16 kg chargeable, the £120 minimum charge.
    expect(freight?.figures).toEqual([
      { name: 'chargeableKg', label: 'Chargeable weight (kg)', value: 16 },
      { name: 'costLowPence', label: 'Indicative cost from (pence)', value: 12_000 },
      { name: 'costHighPence', label: 'Indicative cost up to (pence)', value: 12_000 },
    ]);
  });
});

describe('an estimate under its card title', () => {
  it('drops the calculator name the summary opens with, and nothing else', () => {
    expect(summaryUnderTitle('Cost calculator: 3,000 × 50 ml at 18 %, oil £95.00/kg.')).toBe('3,000 × 50 ml at 18 %, oil £95.00/kg.');
    expect(summaryUnderTitle('Freight calculator: 20 × carton')).toBe('20 × carton');
    expect(summaryUnderTitle('3,000 units: £4.55 each')).toBe('3,000 units: £4.55 each');
    expect(summaryUnderTitle('No label here')).toBe('No label here');
  });
});
