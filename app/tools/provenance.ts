/**
 * What a calculator's result says about its rates: how recent they are, where they come from, and how close a result
 * usually is to a quotation. Editors keep these beside the rates; the built-in rates have their own.
 */
import type { ToolKind } from './catalogue.ts';
import { isIsoDate } from './calculators/parse.ts';

/** The fields of a tool document this reads. */
interface ToolDocRates {
  ratesAsOf?: string | null;
  ratesSource?: string | null;
  accuracy?: string | null;
  costRates?: unknown;
  fragranceRates?: unknown;
  freightRates?: unknown;
  inclusionRates?: unknown;
  developmentStages?: unknown;
}

/** Where a calculator's rates come from and how far to trust them, said under every result. */
export interface Provenance {
  /** YYYY-MM-DD */
  asOf: string | null;
  source: string | null;
  /** The margin of error, where one is known. */
  accuracy: string | null;
}

/** What the built-in rates are, for a tool whose document has no rates of its own (or while content is down). */
export const BUILT_IN_PROVENANCE: Record<ToolKind, Provenance> = {
  cost: {
    asOf: '2026-10-01',
    source: 'Our price lists for components and services, and our suppliers’ quotations for oil and alcohol',
    accuracy:
      'Usually within 15 % of a quotation for the same specification; freight, duty and any decoration beyond the options chosen here are not included.',
  },
  fragrance: {
    asOf: '2026-10-01',
    source: 'Typical densities of fragrance oil, perfumer’s alcohol and water',
    accuracy:
      'Exact for the figures entered; the density of a real formula can differ by a few per cent, so weigh against its specification.',
  },
  freight: {
    asOf: '2026-10-01',
    source: 'Our forwarders’ and couriers’ tariffs for shipments from our facility',
    accuracy: 'Most quotations fall within the band; fuel surcharges, dangerous-goods fees, duties and taxes are not included.',
  },
  inclusion: {
    asOf: '2026-10-01',
    source: 'Typical loads in industry use, checked by our perfumers',
    accuracy: 'Typical ranges, not limits: your fragrance’s IFRA certificate sets the maximum for each product.',
  },
  development: {
    asOf: '2026-10-01',
    source: 'Our own project records of recent launches',
    accuracy: 'Each stage can take between its shortest and its longest time: the dates between cover that range.',
  },
};

const RATES_FIELD: Record<ToolKind, 'costRates' | 'fragranceRates' | 'freightRates' | 'inclusionRates' | 'developmentStages'> = {
  cost: 'costRates',
  fragrance: 'fragranceRates',
  freight: 'freightRates',
  inclusion: 'inclusionRates',
  development: 'developmentStages',
};

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The document's own account of its rates; the built-in one when it has no rates (they are the built-in ones then). */
export function provenanceOf(kind: ToolKind, doc: ToolDocRates | null): Provenance {
  if (!doc?.[RATES_FIELD[kind]]) return BUILT_IN_PROVENANCE[kind];
  return {
    asOf: isIsoDate(doc.ratesAsOf) ? doc.ratesAsOf : null,
    source: textOrNull(doc.ratesSource),
    accuracy: textOrNull(doc.accuracy),
  };
}
