/**
 * An estimate as data: a calculator's address (its inputs in the query
 * string) run again with the tool's rates, to what a brief carries and the
 * enquiry stores. Only the address travels; every figure is computed here, so
 * a tampered address gives no estimate rather than a wrong one.
 */
import { costDefaults, runCost } from './calculators/cost.ts';
import { developmentDefaults, earliestToday, runDevelopment } from './calculators/development-process.ts';
import { fragranceDefaults, runFragrance } from './calculators/fragrance.ts';
import { freightDefaults, runFreight } from './calculators/freight.ts';
import { inclusionDefaults, runInclusion } from './calculators/inclusion-rates.ts';
import { readValues, type FormValues } from './calculators/parse.ts';
import type { CostRates } from './calculators/cost.ts';
import type { DevelopmentRates } from './calculators/development-process.ts';
import type { FragranceRates } from './calculators/fragrance.ts';
import type { FreightRates } from './calculators/freight.ts';
import type { InclusionRates } from './calculators/inclusion-rates.ts';

/** A calculator and the rates it runs with (tools.server.ts resolves them from the tool's document). */
export type ToolRates =
  | { kind: 'cost'; rates: CostRates }
  | { kind: 'fragrance'; rates: FragranceRates }
  | { kind: 'freight'; rates: FreightRates }
  | { kind: 'inclusion'; rates: InclusionRates }
  | { kind: 'development'; rates: DevelopmentRates };

/** One figure of an estimate, as a number a team can sort by and as a person reads it. */
export interface EstimateFigure {
  name: string;
  label: string;
  value: number;
}

export interface Estimate {
  /** The calculator's address with its inputs: it reopens the same estimate. */
  address: string;
  calculator: ToolRates['kind'];
  title: string;
  /** The inputs as the calculator read them (its defaults filled in). */
  inputs: { name: string; value: string }[];
  /** The calculator's own one-line summary of inputs and result. */
  summary: string;
  figures: EstimateFigure[];
}

function run(tool: ToolRates, params: URLSearchParams): { values: FormValues; summary: string | null; figures: EstimateFigure[] } {
  switch (tool.kind) {
    case 'cost': {
      const values = readValues(params, costDefaults(tool.rates));
      const { result, summary } = runCost(values, tool.rates);
      const figures = result
        ? [
            { name: 'quantity', label: 'Quantity priced', value: result.quantity },
            { name: 'allInUnitPence', label: 'Per unit, all in (pence)', value: result.allInUnitPence },
            { name: 'subtotalPence', label: 'Liquids and parts (pence)', value: result.subtotalPence },
            { name: 'setupPence', label: 'Set-up (pence)', value: result.setupPence },
            { name: 'totalPence', label: 'Total (pence)', value: result.totalPence },
          ]
        : [];
      return { values, summary, figures };
    }
    case 'fragrance': {
      const values = readValues(params, fragranceDefaults(tool.rates));
      return { values, summary: runFragrance(values, tool.rates).summary, figures: [] };
    }
    case 'freight': {
      const values = readValues(params, freightDefaults(tool.rates));
      const { result, summary } = runFreight(values, tool.rates);
      const figures = result
        ? [
            { name: 'chargeableKg', label: 'Chargeable weight (kg)', value: result.chargeableKg },
            ...(result.cost
              ? [
                  { name: 'costLowPence', label: 'Indicative cost from (pence)', value: result.cost.lowPence },
                  { name: 'costHighPence', label: 'Indicative cost up to (pence)', value: result.cost.highPence },
                ]
              : []),
          ]
        : [];
      return { values, summary, figures };
    }
    case 'inclusion': {
      const values = readValues(params, inclusionDefaults(tool.rates));
      return { values, summary: runInclusion(values, tool.rates).summary, figures: [] };
    }
    case 'development': {
      const values = readValues(params, developmentDefaults());
      // As the page has it: a start already past everywhere on Earth gives no estimate.
      const { result, summary } = runDevelopment(values, tool.rates, earliestToday());
      return { values, summary, figures: result ? [{ name: 'weeks', label: 'Working weeks', value: result.totalWeeks }] : [] };
    }
  }
}

/** The estimate at `address` (`/tools/{slug}?…`) with `tool`'s rates, or null when its inputs give no result. */
export function estimateFrom(address: URL, tool: ToolRates, title: string): Estimate | null {
  const { values, summary, figures } = run(tool, address.searchParams);
  if (!summary) return null;
  const inputs = Object.entries(values).map(([name, value]) => ({ name, value }));
  const query = new URLSearchParams(values).toString();
  return { address: `${address.pathname}?${query}`, calculator: tool.kind, title, inputs, summary, figures };
}
