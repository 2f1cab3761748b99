/**
 * The development process: from the buyer's route (library or bespoke
 * fragrance, stock or bespoke glass, decoration, secondary packaging, the
 * markets to file for) the stages that run, how long each takes, and from a
 * start date the estimated delivery date.
 *
 * - Durations are working weeks of five working days (working-days.ts:
 *   Monday to Friday, without bank holidays or the factory's closures),
 *   rounded to whole working days.
 * - A stage runs when the route matches its `runsWhen` and lasts the first of
 *   its `durations` whose option is chosen, else its own weeks.
 * - A stage starts the working day after the latest of the stages it waits
 *   for ends (`after`); one that does not run on this route passes its own
 *   `after` on. Stages that wait for nothing start on the first day.
 * - Delivery is the end of the last stage: the critical path. The shortest
 *   and longest plans are computed the same way with every stage's shortest
 *   and longest durations (not by adding up ranges).
 * - A stage is critical when it has no slack in the typical plan: a day's
 *   delay to it is a day's delay to delivery.
 */
import { formatDate, formatWeeks, plain } from './format.ts';
import { collect, parseChoice, parseIsoDate, type FieldErrors, type FormValues, type Parsed } from './parse.ts';
import { workingCalendar, type ClosedDay, type Closure, type WorkingCalendar } from './working-days.ts';

// ---------- The route ----------

export const ROUTE_OPTIONS = {
  fragrance: ['library', 'bespoke'],
  glass: ['stock', 'bespoke'],
  decoration: ['none', 'decorated'],
  packaging: ['none', 'carton', 'rigid'],
  markets: ['uk', 'uk-eu', 'uk-eu-us'],
} as const;

export type RouteQuestionKey = keyof typeof ROUTE_OPTIONS;
export type DevelopmentRoute = { [Q in RouteQuestionKey]: (typeof ROUTE_OPTIONS)[Q][number] };

export interface RouteQuestion {
  key: RouteQuestionKey;
  /** The field's label. */
  label: string;
  /** How an error names the field: "Choose {what} from the list". */
  what: string;
  hint: string | null;
  /** Each option as the list shows it, and as the summary says it. */
  options: { value: string; label: string; words: string }[];
}

/** The route questions in the order the form asks them (the form, the address and the brief use them). */
export const ROUTE_QUESTIONS: readonly RouteQuestion[] = [
  {
    key: 'fragrance',
    label: 'Fragrance',
    what: 'a fragrance',
    hint: 'Private label: one of our 120+ finished fragrances, already tested. Bespoke: composed for you by our perfumers.',
    options: [
      { value: 'library', label: 'From our library (private label)', words: 'library fragrance (private label)' },
      { value: 'bespoke', label: 'Bespoke fragrance', words: 'bespoke fragrance' },
    ],
  },
  {
    key: 'glass',
    label: 'Bottle',
    what: 'a bottle',
    hint: 'A bespoke bottle needs a mould and a slot at the glassworks: usually the longest lead time.',
    options: [
      { value: 'stock', label: 'Stock glass', words: 'stock glass' },
      { value: 'bespoke', label: 'Bespoke glass', words: 'bespoke glass' },
    ],
  },
  {
    key: 'decoration',
    label: 'Decoration',
    what: 'a decoration',
    hint: 'Screen print, hot foil, lacquer or metallisation on the glass.',
    options: [
      { value: 'none', label: 'None (clear glass with a label)', words: 'undecorated' },
      { value: 'decorated', label: 'Decorated', words: 'decorated' },
    ],
  },
  {
    key: 'packaging',
    label: 'Box',
    what: 'a box',
    hint: 'A rigid box takes longer to sample and make than a printed carton.',
    options: [
      { value: 'none', label: 'No box', words: 'no box' },
      { value: 'carton', label: 'Printed carton', words: 'printed carton' },
      { value: 'rigid', label: 'Rigid box', words: 'rigid box' },
    ],
  },
  {
    key: 'markets',
    label: 'Markets',
    what: 'the markets',
    hint: 'We prepare the safety assessment, labels and notifications for each market you sell in.',
    options: [
      { value: 'uk', label: 'UK', words: 'files for the UK' },
      { value: 'uk-eu', label: 'UK and EU', words: 'files for the UK and EU' },
      { value: 'uk-eu-us', label: 'UK, EU and US', words: 'files for the UK, EU and US' },
    ],
  },
];

/** Every `question:option` a stage's `runsWhen` and `durations` may name (for the Studio's lists). */
export const ROUTE_TOKENS: readonly string[] = ROUTE_QUESTIONS.flatMap((q) => q.options.map((o) => `${q.key}:${o.value}`));

export const DEFAULT_ROUTE: DevelopmentRoute = {
  fragrance: 'bespoke',
  glass: 'stock',
  decoration: 'decorated',
  packaging: 'carton',
  markets: 'uk',
};

/** The route in words: "bespoke fragrance, stock glass, decorated, printed carton, files for the UK". */
export function routeWords(route: DevelopmentRoute): string {
  return ROUTE_QUESTIONS.map((q) => q.options.find((o) => o.value === route[q.key])?.words ?? route[q.key]).join(', ');
}

const chosen = (route: DevelopmentRoute, token: string) => {
  const [question, option] = token.split(':') as [RouteQuestionKey, string];
  return route[question] === option;
};

// ---------- Rates (content) ----------

export interface StageDuration {
  /** A `question:option` token: these durations apply when it is chosen. */
  when: string;
  weeks: number;
  minWeeks: number;
  maxWeeks: number;
}

export interface DevelopmentStage {
  key: string;
  name: string;
  description: string;
  deliverable: string | null;
  /** Typical duration in working weeks. */
  weeks: number;
  minWeeks: number;
  maxWeeks: number;
  /** The keys of the stages this one waits for. */
  after: string[];
  /** `question:option` tokens: empty runs always; options of one question are alternatives, different questions must all match. */
  runsWhen: string[];
  /** The first whose option is chosen replaces the weeks above. */
  durations: StageDuration[];
}

export interface DevelopmentRates {
  stages: DevelopmentStage[];
  /** The factory's closures (bank holidays are known by rule). */
  closures: Closure[];
}

export const WORKING_DAYS_PER_WEEK = 5;
/** A stage longer than this is a typing slip in the content. */
export const MAX_STAGE_WEEKS = 104;
/** A closure longer than a quarter is a typing slip in the content. */
export const MAX_CLOSURE_DAYS = 92;
/** Yearly closures beyond this many days a year are left out: the factory must have working days. */
export const MAX_CLOSED_DAYS_A_YEAR = 183;
export const DEVELOPMENT_LIMITS = { minYear: 2000, maxYear: 2100 } as const;

// ---------- The form ----------

export interface DevelopmentInput extends DevelopmentRoute {
  /** YYYY-MM-DD, or null to show durations only. */
  start: string | null;
}

export const DEVELOPMENT_FIELDS = {
  fragrance: 'fragrance',
  glass: 'glass',
  decoration: 'decoration',
  packaging: 'packaging',
  markets: 'markets',
  start: 'start',
} as const;

export const PAST_START_MESSAGE = 'The start date has passed: choose today or a later date';

/** No start date by default: the page is the same for everyone until one is chosen (the browser fills in today). */
export function developmentDefaults(): FormValues {
  return { ...DEFAULT_ROUTE, start: '' };
}

/** `today` is YYYY-MM-DD (earliestToday()): a start before it is refused. */
export function parseDevelopment(values: FormValues, today: string): { input: DevelopmentInput | null; errors: FieldErrors } {
  const raw = (values.start ?? '').trim();
  let start: Parsed<string | null> =
    raw === '' ? { ok: true, value: null } : parseIsoDate(raw, { what: 'the start date', ...DEVELOPMENT_LIMITS });
  if (start.ok && start.value !== null && start.value < today) start = { ok: false, error: PAST_START_MESSAGE };
  const choice = <Q extends RouteQuestionKey>(key: Q) =>
    parseChoice(values[key], ROUTE_OPTIONS[key], ROUTE_QUESTIONS.find((q) => q.key === key)!.what) as Parsed<DevelopmentRoute[Q]>;
  return collect<DevelopmentInput>(
    {
      fragrance: choice('fragrance'),
      glass: choice('glass'),
      decoration: choice('decoration'),
      packaging: choice('packaging'),
      markets: choice('markets'),
      start,
    },
    DEVELOPMENT_FIELDS,
  );
}

// ---------- The plan ----------

export const weeksToDays = (weeks: number) => Math.round(weeks * WORKING_DAYS_PER_WEEK);

/** Whether a stage runs on the route: each question it names must have one of its listed options chosen. */
export function stageRuns(stage: DevelopmentStage, route: DevelopmentRoute): boolean {
  const byQuestion = new Map<string, string[]>();
  for (const token of stage.runsWhen) {
    const question = token.split(':')[0]!;
    byQuestion.set(question, [...(byQuestion.get(question) ?? []), token]);
  }
  return [...byQuestion.values()].every((tokens) => tokens.some((token) => chosen(route, token)));
}

/** A stage's weeks on the route. */
export function stageWeeks(stage: DevelopmentStage, route: DevelopmentRoute): { weeks: number; minWeeks: number; maxWeeks: number } {
  const duration = stage.durations.find((d) => chosen(route, d.when)) ?? stage;
  return { weeks: duration.weeks, minWeeks: duration.minWeeks, maxWeeks: duration.maxWeeks };
}

export interface PlannedStage extends DevelopmentStage {
  /** Working days from the start to this stage's first day (typical plan). */
  offsetDays: number;
  days: number;
  /** The same on the shortest and the longest plans. */
  minOffsetDays: number;
  minDays: number;
  maxOffsetDays: number;
  maxDays: number;
  /** 1-based working weeks the stage spans (typical plan). */
  fromWeek: number;
  toWeek: number;
  startDate: string | null;
  endDate: string | null;
  /** The keys of the running stages it waits for. */
  waitsFor: string[];
  /** No slack: delaying it delays delivery. */
  critical: boolean;
}

export interface DevelopmentResult {
  route: DevelopmentRoute;
  /** The stages that run, in order of their start (then content order). */
  stages: PlannedStage[];
  /** Working days from the first day to delivery, typical, shortest and longest. */
  totalDays: number;
  minTotalDays: number;
  maxTotalDays: number;
  totalWeeks: number;
  minTotalWeeks: number;
  maxTotalWeeks: number;
  /** The first working day on or after the start. */
  startDate: string | null;
  /** The last working day of the last stage, on the typical, shortest and longest plans. */
  launchDate: string | null;
  earliestDate: string | null;
  latestDate: string | null;
  /** The bank holidays and closures between the first day and delivery (typical plan). */
  closedDays: ClosedDay[];
}

const calendars = new WeakMap<readonly Closure[], WorkingCalendar>();
/** One calendar per set of rates, so the years it has worked out are kept between keystrokes. */
function calendarFor(rates: DevelopmentRates): WorkingCalendar {
  let calendar = calendars.get(rates.closures);
  if (!calendar) calendars.set(rates.closures, (calendar = workingCalendar(rates.closures)));
  return calendar;
}

/** Offsets and ends of each stage (running stages in an order where every stage follows those it waits for). */
function schedule(order: string[], waits: Map<string, string[]>, days: Map<string, number>) {
  const offset = new Map<string, number>();
  for (const key of order) offset.set(key, Math.max(0, ...waits.get(key)!.map((p) => offset.get(p)! + days.get(p)!)));
  const total = Math.max(0, ...order.map((key) => offset.get(key)! + days.get(key)!));
  return { offset, total };
}

export function calculateDevelopment(input: DevelopmentInput, rates: DevelopmentRates): DevelopmentResult {
  const route: DevelopmentRoute = {
    fragrance: input.fragrance,
    glass: input.glass,
    decoration: input.decoration,
    packaging: input.packaging,
    markets: input.markets,
  };
  const byKey = new Map(rates.stages.map((stage) => [stage.key, stage]));
  const running = rates.stages.filter((stage) => stageRuns(stage, route));
  const runs = new Set(running.map((stage) => stage.key));

  // What a stage waits for on this route: a stage that does not run passes on what it waits for.
  const passedOn = new Map<string, string[]>();
  const resolveWaits = (key: string): string[] => {
    const known = passedOn.get(key);
    if (known) return known;
    passedOn.set(key, []); // the resolved rates have no loops; this only stops a hand-made one
    const found = new Set<string>();
    for (const before of byKey.get(key)?.after ?? []) for (const k of runs.has(before) ? [before] : resolveWaits(before)) found.add(k);
    passedOn.set(key, [...found]);
    return passedOn.get(key)!;
  };
  const waits = new Map(running.map((stage) => [stage.key, resolveWaits(stage.key)]));

  const order: string[] = [];
  const placed = new Set<string>();
  const place = (key: string) => {
    if (placed.has(key)) return;
    placed.add(key);
    for (const before of waits.get(key)!) place(before);
    order.push(key);
  };
  for (const stage of running) place(stage.key);

  const weeks = new Map(running.map((stage) => [stage.key, stageWeeks(stage, route)]));
  const daysOf = (pick: 'weeks' | 'minWeeks' | 'maxWeeks') => new Map(running.map((s) => [s.key, weeksToDays(weeks.get(s.key)![pick])]));
  const days = daysOf('weeks');
  const minDays = daysOf('minWeeks');
  const maxDays = daysOf('maxWeeks');
  const typical = schedule(order, waits, days);
  const shortest = schedule(order, waits, minDays);
  const longest = schedule(order, waits, maxDays);

  // Backwards from delivery: the latest each stage may end without moving it.
  const latestEnd = new Map<string, number>();
  for (const key of [...order].reverse()) {
    const next = order.filter((k) => waits.get(k)!.includes(key)).map((k) => latestEnd.get(k)! - days.get(k)!);
    latestEnd.set(key, Math.min(typical.total, ...next));
  }

  const calendar = calendarFor(rates);
  const startDate = input.start ? calendar.firstWorkingDay(input.start) : null;
  /** The last working day of work lasting `length` working days from `from` working days in (the first day for none). */
  const finish = (from: number, length: number) => (startDate ? calendar.addWorkingDays(startDate, from + Math.max(length, 1) - 1) : null);

  const stages = running
    .map((stage, index): PlannedStage & { index: number } => {
      const offsetDays = typical.offset.get(stage.key)!;
      const length = days.get(stage.key)!;
      return {
        ...stage,
        ...weeks.get(stage.key)!,
        index,
        offsetDays,
        days: length,
        minOffsetDays: shortest.offset.get(stage.key)!,
        minDays: minDays.get(stage.key)!,
        maxOffsetDays: longest.offset.get(stage.key)!,
        maxDays: maxDays.get(stage.key)!,
        fromWeek: Math.floor(offsetDays / WORKING_DAYS_PER_WEEK) + 1,
        toWeek: Math.floor((offsetDays + Math.max(length, 1) - 1) / WORKING_DAYS_PER_WEEK) + 1,
        startDate: startDate ? calendar.addWorkingDays(startDate, offsetDays) : null,
        endDate: finish(offsetDays, length),
        waitsFor: waits.get(stage.key)!,
        critical: latestEnd.get(stage.key)! === offsetDays + length,
      };
    })
    .sort((a, b) => a.offsetDays - b.offsetDays || a.index - b.index)
    .map(({ index: _index, ...stage }) => stage);

  const launchDate = finish(0, typical.total);
  return {
    route,
    stages,
    totalDays: typical.total,
    minTotalDays: shortest.total,
    maxTotalDays: longest.total,
    totalWeeks: typical.total / WORKING_DAYS_PER_WEEK,
    minTotalWeeks: shortest.total / WORKING_DAYS_PER_WEEK,
    maxTotalWeeks: longest.total / WORKING_DAYS_PER_WEEK,
    startDate,
    launchDate,
    earliestDate: finish(0, shortest.total),
    latestDate: finish(0, longest.total),
    closedDays: startDate && launchDate ? calendar.closedDays(startDate, launchDate) : [],
  };
}

export function developmentSummary(result: DevelopmentResult): string {
  const route = routeWords(result.route);
  const weeks = `${formatWeeks(result.totalWeeks)} (${plain(result.minTotalWeeks, 1)}–${plain(result.maxTotalWeeks, 1)})`;
  if (!result.startDate || !result.launchDate)
    return `Development process: ${route}; about ${weeks} of working time from brief to delivery.`;
  return (
    `Development process: ${route}; starting ${formatDate(result.startDate)}, about ${weeks} → estimated delivery ${formatDate(result.launchDate)} ` +
    `(between ${formatDate(result.earliestDate!)} and ${formatDate(result.latestDate!)}).`
  );
}

export function runDevelopment(values: FormValues, rates: DevelopmentRates, today: string) {
  const { input, errors } = parseDevelopment(values, today);
  const result = input ? calculateDevelopment(input, rates) : null;
  return { input, errors, result, summary: result ? developmentSummary(result) : null };
}

/** Today as YYYY-MM-DD in the visitor's own time zone (for the browser to fill in the start). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The date at UTC−12, the earliest calendar date anywhere on Earth: the
 * earliest start accepted. A visitor's own today is never before it, and the
 * server and the browser work it out alike.
 */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
