/**
 * The development process's built-in stages and closures, and content's
 * resolved against them. Apart from the calculator (development-process.ts)
 * because only the server needs them: the browser gets the resolved rates
 * from the loader.
 */
import {
  MAX_CLOSED_DAYS_A_YEAR,
  MAX_CLOSURE_DAYS,
  MAX_STAGE_WEEKS,
  ROUTE_TOKENS,
  type DevelopmentRates,
  type DevelopmentStage,
  type StageDuration,
} from './development-process.ts';
import { isIsoDate, numberOr, rowsOr, textOr } from './parse.ts';
import { closureLength, type Closure } from './working-days.ts';

export const DEFAULT_DEVELOPMENT_RATES: DevelopmentRates = {
  stages: [
    {
      key: 'discovery',
      name: 'Discovery and brief',
      description: 'A workshop on your brand, customer, channels, budget and launch window.',
      deliverable: 'Launch plan and budget range',
      weeks: 2,
      minWeeks: 1,
      maxWeeks: 3,
      after: [],
      runsWhen: [],
      durations: [{ when: 'fragrance:library', weeks: 1, minWeeks: 1, maxWeeks: 2 }],
    },
    {
      key: 'library',
      name: 'Choosing from our fragrance library',
      description: 'A discovery set from our library of finished fragrances, already stability tested, to choose your scents from.',
      deliverable: 'Your chosen fragrances',
      weeks: 2,
      minWeeks: 1,
      maxWeeks: 3,
      after: ['discovery'],
      runsWhen: ['fragrance:library'],
      durations: [],
    },
    {
      key: 'directions',
      name: 'Fragrance directions and refinement',
      description: 'Perfumers compose two to four directions, then refine the one you choose over rounds of modifications.',
      deliverable: 'Approved fragrance',
      weeks: 4,
      minWeeks: 4,
      maxWeeks: 8,
      after: ['discovery'],
      runsWhen: ['fragrance:bespoke'],
      durations: [],
    },
    {
      key: 'stability',
      name: 'Stability and compatibility testing',
      description: 'Accelerated testing at 5 °C, 25 °C and 40 °C for eight weeks, to prove the formula keeps its colour and scent.',
      deliverable: 'Stability report and locked formula',
      weeks: 8,
      minWeeks: 8,
      maxWeeks: 10,
      after: ['directions'],
      runsWhen: ['fragrance:bespoke'],
      durations: [],
    },
    {
      key: 'bottle-selection',
      name: 'Bottle and cap selection',
      description: 'A bottle, cap and pump from our stock range, tried together and signed off as samples.',
      deliverable: 'Approved bottle, cap and pump',
      weeks: 1,
      minWeeks: 1,
      maxWeeks: 2,
      after: ['discovery'],
      runsWhen: ['glass:stock'],
      durations: [],
    },
    {
      key: 'stock-supply',
      name: 'Stock glass and caps delivered',
      description: 'Your bottles, caps and pumps are called off from stock and delivered to our facility.',
      deliverable: 'Components in stock',
      weeks: 2,
      minWeeks: 1,
      maxWeeks: 3,
      after: ['bottle-selection'],
      runsWhen: ['glass:stock', 'decoration:none'],
      durations: [],
    },
    {
      key: 'bottle-design',
      name: 'Bottle design and prototypes',
      description: 'Our studio draws your bottle and makes renders and resin prototypes until the technical drawing is approved.',
      deliverable: 'Approved technical drawing',
      weeks: 5,
      minWeeks: 4,
      maxWeeks: 8,
      after: ['discovery'],
      runsWhen: ['glass:bespoke'],
      durations: [],
    },
    {
      key: 'mould',
      name: 'Mould, glass samples and first production',
      description: 'The glassworks cuts the mould, blows first samples for approval and makes your first production run.',
      deliverable: 'First production glass on our dock',
      weeks: 16,
      minWeeks: 14,
      maxWeeks: 20,
      after: ['bottle-design'],
      runsWhen: ['glass:bespoke'],
      durations: [],
    },
    {
      key: 'decoration',
      name: 'Decoration samples and run',
      description: 'Print, foil or lacquer samples on the real glass, then the decoration run and inspection.',
      deliverable: 'Decorated glass in stock',
      weeks: 5,
      minWeeks: 4,
      maxWeeks: 6,
      after: ['bottle-selection', 'mould'],
      runsWhen: ['decoration:decorated'],
      durations: [],
    },
    {
      key: 'packaging',
      name: 'Box design, samples and production',
      description: 'Box design from the bottle’s technical drawing, white samples, proofs of papers and foils, then printing.',
      deliverable: 'Boxes in stock',
      weeks: 5,
      minWeeks: 4,
      maxWeeks: 8,
      after: ['bottle-selection', 'bottle-design'],
      runsWhen: ['packaging:carton', 'packaging:rigid'],
      durations: [{ when: 'packaging:rigid', weeks: 10, minWeeks: 8, maxWeeks: 14 }],
    },
    {
      key: 'compliance',
      name: 'Safety assessment, labels and notifications',
      description: 'Safety assessment, IFRA certificate, allergen labelling and the notifications for each market you sell in.',
      deliverable: 'Safety report and signed-off label copy',
      weeks: 3,
      minWeeks: 2,
      maxWeeks: 4,
      after: ['library', 'stability'],
      runsWhen: [],
      durations: [
        { when: 'markets:uk-eu', weeks: 4, minWeeks: 3, maxWeeks: 5 },
        { when: 'markets:uk-eu-us', weeks: 6, minWeeks: 5, maxWeeks: 8 },
      ],
    },
    {
      key: 'filling',
      name: 'Filling, assembly and delivery',
      description: 'Maceration, filling, assembly, final inspection and delivery to your warehouse.',
      deliverable: 'Finished goods delivered',
      weeks: 3,
      minWeeks: 2,
      maxWeeks: 4,
      after: ['compliance', 'stock-supply', 'decoration', 'mould', 'packaging', 'stability'],
      runsWhen: [],
      durations: [],
    },
  ],
  closures: [{ name: 'Christmas shutdown', from: '2026-12-24', to: '2027-01-01', everyYear: true }],
};

const isWeeks = (n: number) => n >= 0 && n <= MAX_STAGE_WEEKS;
const isToken = (value: unknown): value is string => typeof value === 'string' && ROUTE_TOKENS.includes(value.trim());
const textList = (value: unknown) =>
  Array.isArray(value) ? value.flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : [])) : null;

/** Typical, shortest and longest weeks from content: a typical duration is needed; the range is widened to include it. */
function readWeeks(row: Record<string, unknown>, fallback?: { weeks: number; minWeeks: number; maxWeeks: number }) {
  const weeks = numberOr(row.weeks, fallback?.weeks ?? NaN, isWeeks);
  if (Number.isNaN(weeks)) return null;
  // The default range belongs with the default duration, not with an edited one.
  const sameWeeks = fallback?.weeks === weeks;
  const minWeeks = Math.min(weeks, numberOr(row.minWeeks, sameWeeks ? fallback.minWeeks : weeks, isWeeks));
  const maxWeeks = Math.max(weeks, numberOr(row.maxWeeks, sameWeeks ? fallback.maxWeeks : weeks, isWeeks));
  return { weeks, minWeeks, maxWeeks };
}

function resolveClosures(raw: unknown): Closure[] {
  // An empty list in content means no closures; no list at all means the default ones.
  if (!Array.isArray(raw)) return DEFAULT_DEVELOPMENT_RATES.closures;
  const closures = rowsOr<Closure>(
    raw,
    (row) => {
      const from = typeof row.from === 'string' ? row.from.trim() : '';
      const to = typeof row.to === 'string' ? row.to.trim() : from;
      if (!isIsoDate(from) || !isIsoDate(to)) return null;
      const closure = { name: textOr(row.name, 'Factory closure'), from, to, everyYear: row.everyYear === true };
      if (!closure.everyYear && to < from) return null;
      return closureLength(closure) <= MAX_CLOSURE_DAYS ? closure : null;
    },
    [],
  );
  let yearly = 0;
  return closures.filter((closure) => {
    if (!closure.everyYear) return true;
    yearly += closureLength(closure);
    return yearly <= MAX_CLOSED_DAYS_A_YEAR;
  });
}

/**
 * The stages from content, with the defaults for anything missing. A stage
 * with a default's key takes the default's `after`, `runsWhen` and
 * `durations` when content leaves them out; a stage of content's own without
 * `after` waits for the stage above it, as every stage did before routes.
 * Keys in `after` that name no stage are ignored, and so is any that would
 * close a loop (a stage waiting, however indirectly, for itself): the stages
 * are read in order, and an earlier stage's waits stand.
 */
function resolveStages(raw: unknown): DevelopmentStage[] {
  const d = DEFAULT_DEVELOPMENT_RATES.stages;
  const seen = new Set<string>();
  let previous: string | null = null;
  const stages = rowsOr<DevelopmentStage>(
    raw,
    (row) => {
      const key = textOr(row.key, '');
      const fallback = d.find((stage) => stage.key === key);
      const name = textOr(row.name, fallback?.name ?? '');
      const weeks = readWeeks(row, fallback);
      if (!key || seen.has(key) || !name || !weeks) return null;
      const runsWhen = textList(row.runsWhen);
      const known = runsWhen?.filter(isToken);
      // A condition that names nothing the form asks cannot say when the stage runs.
      if (runsWhen && runsWhen.length > 0 && known?.length === 0) return null;
      seen.add(key);
      const after = textList(row.after) ?? fallback?.after ?? (previous ? [previous] : []);
      previous = key;
      return {
        key,
        name,
        description: textOr(row.description, fallback?.description ?? ''),
        deliverable: typeof row.deliverable === 'string' && row.deliverable.trim() ? row.deliverable.trim() : null,
        ...weeks,
        after,
        runsWhen: known ?? fallback?.runsWhen ?? [],
        durations: Array.isArray(row.durations)
          ? rowsOr<StageDuration>(
              row.durations,
              (duration) => {
                const when = typeof duration.when === 'string' ? duration.when.trim() : '';
                const durationWeeks = readWeeks(duration);
                return isToken(when) && durationWeeks ? { when, ...durationWeeks } : null;
              },
              [],
            )
          : (fallback?.durations ?? []),
      };
    },
    d,
  );
  const keys = new Set(stages.map((stage) => stage.key));
  const accepted = new Map<string, string[]>();
  const waitsFor = (from: string, target: string): boolean => {
    const stack = [from];
    const visited = new Set<string>();
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (key === target) return true;
      if (visited.has(key)) continue;
      visited.add(key);
      stack.push(...(accepted.get(key) ?? []));
    }
    return false;
  };
  for (const stage of stages) {
    const after: string[] = [];
    for (const key of stage.after) if (keys.has(key) && !after.includes(key) && !waitsFor(key, stage.key)) after.push(key);
    accepted.set(stage.key, after);
  }
  return stages.map((stage) => ({ ...stage, after: accepted.get(stage.key)! }));
}

export function resolveDevelopmentRates(raw: unknown): DevelopmentRates {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return { stages: resolveStages(doc.stages), closures: resolveClosures(doc.closures) };
}
