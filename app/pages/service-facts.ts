/**
 * A service's quick facts as the site writes them (issue 37): the strip at the
 * top of its page, the one line on its cards, and the rows of a
 * sustainability table. Every part is optional in the content; whatever is
 * missing is left out (facts) or said to be missing (tables), never guessed.
 */
import { joinFacts } from '../ui/format.ts';

/** The quick facts as any query projects them (the cards' queries project only the minimum and the lead time). */
export interface QuickFacts {
  minimumOrder?: { quantity?: number | null; unit?: string | null; basis?: string | null } | null;
  leadTime?: { minWeeks?: number | null; maxWeeks?: number | null; startsFrom?: string | null } | null;
  sizeRange?: { minMl?: number | null; maxMl?: number | null } | null;
  neckFinishes?: string[] | null;
  capacity?: string | null;
}

/** One item of the strip: "Minimum order", "500 units", "per fragrance". */
export interface Fact {
  label: string;
  value: string;
  detail: string | null;
  /** Where to go on from it (the price to the calculator that works it out). */
  link?: { href: string; text: string };
}

/** A figure and its unit are never split across lines. */
const NBSP = '\u00a0';

const count = (value: number) => value.toLocaleString('en-GB');

/** "10–14", or "10" when the upper figure is missing or the same. */
function range(from: number | null | undefined, to: number | null | undefined): string | null {
  if (from == null) return null;
  return to == null || to === from ? count(from) : `${count(from)}–${count(to)}`;
}

/** "500 units" (the unit defaults to units). */
export function minimumOrder(facts: QuickFacts | null | undefined): string | null {
  const order = facts?.minimumOrder;
  if (order?.quantity == null) return null;
  return `${count(order.quantity)}${NBSP}${order.unit?.trim() || 'units'}`;
}

/** "10–14 weeks", "1 week". */
export function leadTime(facts: QuickFacts | null | undefined): string | null {
  const weeks = range(facts?.leadTime?.minWeeks, facts?.leadTime?.maxWeeks);
  if (!weeks) return null;
  return `${weeks}${NBSP}${weeks === '1' ? 'week' : 'weeks'}`;
}

/** "5–200 ml". */
export function sizeRange(facts: QuickFacts | null | undefined): string | null {
  const ml = range(facts?.sizeRange?.minMl, facts?.sizeRange?.maxMl);
  return ml ? `${ml}${NBSP}ml` : null;
}

/** The strip at the top of a service page, in the order a buyer asks: how many, how long, what sizes, which necks, how much. */
export function factList(facts: QuickFacts | null | undefined): Fact[] {
  const necks = (facts?.neckFinishes ?? []).map((neck) => neck.trim()).filter(Boolean);
  const order = minimumOrder(facts);
  const weeks = leadTime(facts);
  const sizes = sizeRange(facts);
  const capacity = facts?.capacity?.trim();
  const basis = facts?.minimumOrder?.basis?.trim();
  const startsFrom = facts?.leadTime?.startsFrom?.trim();
  return [
    order && { label: 'Minimum order', value: order, detail: basis || null },
    weeks && { label: 'Lead time', value: weeks, detail: startsFrom ? `from ${startsFrom.replace(/^from\s+/i, '')}` : null },
    sizes && { label: 'Sizes', value: sizes, detail: null },
    necks.length > 0 && { label: necks.length === 1 ? 'Neck finish' : 'Neck finishes', value: necks.join(', '), detail: null },
    capacity && { label: 'Capacity', value: capacity, detail: null },
  ].filter((fact): fact is Fact => Boolean(fact));
}

/** A service card's one line: "From 500 units · 10–14 weeks", or null when neither is known. */
export function cardLine(facts: QuickFacts | null | undefined): string | null {
  const order = minimumOrder(facts);
  return joinFacts([order && `From ${order}`, leadTime(facts)]) || null;
}

// ---------- Sustainability ----------

/** A row of a sustainability table as the queries project it (the typed fetch may leave any part out). */
export interface SustainabilitySource {
  _key?: string | null;
  name?: string | null;
  recycledContent?: { minPercent?: number | null; maxPercent?: number | null } | null;
  refillable?: boolean | null;
  monoMaterial?: boolean | null;
  recyclable?: string | null;
  note?: string | null;
}

/** A row in words: every cell says something, so no answer rests on an icon or an empty cell. */
export interface SustainabilityRow {
  key: string;
  name: string;
  recycledContent: string;
  refillable: string;
  monoMaterial: string;
  recyclable: string;
  note: string | null;
}

export const NOT_STATED = 'Not stated';

const yesNo = (value: boolean | null | undefined) => (value == null ? NOT_STATED : value ? 'Yes' : 'No');

/** "20–40%", "100%", "None" for 0. */
export function recycledContent(value: SustainabilitySource['recycledContent'] | undefined): string {
  const percent = range(value?.minPercent, value?.maxPercent);
  if (percent === null) return NOT_STATED;
  return percent === '0' ? 'None' : `${percent}%`;
}

/** The rows with a name, in the editor's order. */
export function sustainabilityRows(rows: (SustainabilitySource | null)[] | null | undefined): SustainabilityRow[] {
  return (rows ?? []).flatMap((row, index) => {
    const name = row?.name?.trim();
    return row && name ? [sustainabilityRow(row, name, row._key ?? String(index))] : [];
  });
}

function sustainabilityRow(row: SustainabilitySource, name: string, key: string): SustainabilityRow {
  return {
    key,
    name,
    recycledContent: recycledContent(row.recycledContent),
    refillable: yesNo(row.refillable),
    monoMaterial: yesNo(row.monoMaterial),
    recyclable: row.recyclable?.trim() || NOT_STATED,
    note: row.note?.trim() || null,
  };
}
