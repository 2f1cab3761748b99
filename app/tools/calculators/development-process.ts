/**
 * The development process: the stages from brief to delivery with their
 * typical durations, and from a start date the estimated delivery date.
 *
 * Durations are working weeks of five working days (Monday to Friday; bank
 * holidays are not counted). Each stage starts the working day after the
 * previous one ends; a start on a weekend moves to the Monday. The delivery
 * date is the last working day of the last stage. Fractions of a week are
 * rounded to whole working days. Dates are calendar dates (YYYY-MM-DD),
 * computed in UTC so the server and the browser agree.
 */
import { formatDate, formatWeeks, plain } from './format.ts';
import { collect, numberOr, parseIsoDate, rowsOr, textOr, type FieldErrors, type FormValues, type Parsed } from './parse.ts';

export interface DevelopmentStage {
  key: string;
  name: string;
  description: string;
  /** Typical duration in working weeks. */
  weeks: number;
  minWeeks: number;
  maxWeeks: number;
  deliverable: string | null;
}

export interface DevelopmentRates {
  stages: DevelopmentStage[];
}

export const DEFAULT_DEVELOPMENT_RATES: DevelopmentRates = {
  stages: [
    {
      key: 'discovery',
      name: 'Discovery and brief',
      weeks: 2,
      minWeeks: 1,
      maxWeeks: 3,
      description: 'A workshop on your brand, customer, channels, budget and launch window.',
      deliverable: 'Launch plan and budget range',
    },
    {
      key: 'concepts',
      name: 'Fragrance directions and packaging concepts',
      weeks: 6,
      minWeeks: 4,
      maxWeeks: 8,
      description: 'Perfumers compose two to four directions while our studio sketches bottle and box concepts.',
      deliverable: 'Fragrance samples and concept boards',
    },
    {
      key: 'refinement',
      name: 'Refinement and prototypes',
      weeks: 5,
      minWeeks: 3,
      maxWeeks: 8,
      description: 'Rounds of mods on the chosen fragrance; renders, white samples and resin prototypes of the packaging.',
      deliverable: 'Approved fragrance and packaging design',
    },
    {
      key: 'testing-tooling',
      name: 'Stability testing and tooling',
      weeks: 8,
      minWeeks: 8,
      maxWeeks: 12,
      description: 'Eight weeks of stability and compatibility testing in your chosen components, while moulds are cut and boxes proofed.',
      deliverable: 'Stability report, IFRA certificate and first-off samples',
    },
    {
      key: 'compliance-artwork',
      name: 'Compliance and artwork',
      weeks: 3,
      minWeeks: 2,
      maxWeeks: 4,
      description: 'Safety assessment, allergen labelling, notification and final print-ready artwork.',
      deliverable: 'Signed-off artwork and safety report',
    },
    {
      key: 'components',
      name: 'Component production',
      weeks: 4,
      minWeeks: 3,
      maxWeeks: 8,
      description: 'Glass, caps and boxes are produced, inspected and delivered to our facility.',
      deliverable: 'Components in stock',
    },
    {
      key: 'production',
      name: 'Filling, assembly and delivery',
      weeks: 3,
      minWeeks: 2,
      maxWeeks: 4,
      description: 'Maceration, filling, assembly, final inspection and delivery to your warehouse.',
      deliverable: 'Finished goods delivered',
    },
  ],
};

export const WORKING_DAYS_PER_WEEK = 5;
/** A stage longer than this is a typing slip in the content. */
const MAX_STAGE_WEEKS = 104;
export const DEVELOPMENT_LIMITS = { minYear: 2000, maxYear: 2100 } as const;

const isWeeks = (n: number) => n >= 0 && n <= MAX_STAGE_WEEKS;

export function resolveDevelopmentRates(raw: unknown): DevelopmentRates {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_DEVELOPMENT_RATES;
  return {
    stages: rowsOr(
      doc.stages,
      (row) => {
        const key = textOr(row.key, '');
        const fallback = d.stages.find((stage) => stage.key === key);
        const weeks = numberOr(row.weeks, fallback?.weeks ?? NaN, isWeeks);
        const name = textOr(row.name, fallback?.name ?? '');
        if (!key || !name || Number.isNaN(weeks)) return null;
        const minWeeks = Math.min(weeks, numberOr(row.minWeeks, weeks, isWeeks));
        const maxWeeks = Math.max(weeks, numberOr(row.maxWeeks, weeks, isWeeks));
        return {
          key,
          name,
          description: textOr(row.description, fallback?.description ?? ''),
          weeks,
          minWeeks,
          maxWeeks,
          deliverable: typeof row.deliverable === 'string' && row.deliverable.trim() ? row.deliverable.trim() : null,
        };
      },
      d.stages,
    ),
  };
}

export interface DevelopmentInput {
  /** YYYY-MM-DD, or null to show durations only. */
  start: string | null;
}

export const DEVELOPMENT_FIELDS = { start: 'start' } as const;

/** No start date by default: the page is the same for everyone until one is chosen (the browser fills in today). */
export function developmentDefaults(): FormValues {
  return { start: '' };
}

export function parseDevelopment(values: FormValues): { input: DevelopmentInput | null; errors: FieldErrors } {
  const raw = (values.start ?? '').trim();
  const start: Parsed<string | null> =
    raw === '' ? { ok: true, value: null } : parseIsoDate(raw, { what: 'the start date', ...DEVELOPMENT_LIMITS });
  return collect<DevelopmentInput>({ start }, DEVELOPMENT_FIELDS);
}

// ---------- Working days ----------

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
/** 0 = Sunday … 6 = Saturday */
export const weekday = (iso: string) => new Date(toTime(iso)).getUTCDay();
export const isWorkingDay = (iso: string) => weekday(iso) >= 1 && weekday(iso) <= 5;

/** The date itself on a working day, else the next Monday. */
export function firstWorkingDay(iso: string): string {
  const day = weekday(iso);
  return day === 6 ? toIso(toTime(iso) + 2 * DAY_MS) : day === 0 ? toIso(toTime(iso) + DAY_MS) : iso;
}

/** The working day `days` working days after a working day (0 is the day itself). */
export function addWorkingDays(iso: string, days: number): string {
  const start = firstWorkingDay(iso);
  const weeks = Math.floor(days / WORKING_DAYS_PER_WEEK);
  let rest = days % WORKING_DAYS_PER_WEEK;
  let time = toTime(start) + weeks * 7 * DAY_MS;
  while (rest > 0) {
    time += DAY_MS;
    const day = new Date(time).getUTCDay();
    if (day !== 0 && day !== 6) rest -= 1;
  }
  return toIso(time);
}

export const weeksToDays = (weeks: number) => Math.round(weeks * WORKING_DAYS_PER_WEEK);

// ---------- The plan ----------

export interface PlannedStage extends DevelopmentStage {
  /** Working days from the start to this stage's first day. */
  offsetDays: number;
  days: number;
  /** 1-based working weeks the stage spans. */
  fromWeek: number;
  toWeek: number;
  startDate: string | null;
  endDate: string | null;
}

export interface DevelopmentResult {
  stages: PlannedStage[];
  totalWeeks: number;
  minTotalWeeks: number;
  maxTotalWeeks: number;
  /** The first working day (the start date, or the Monday after a weekend). */
  startDate: string | null;
  /** The last working day of the last stage, at typical, shortest and longest durations. */
  launchDate: string | null;
  earliestDate: string | null;
  latestDate: string | null;
}

/** The last working day of work lasting `days` working days from `start` (the start itself for no time at all). */
function finish(start: string, days: number): string {
  return addWorkingDays(start, Math.max(0, days - 1));
}

export function calculateDevelopment(input: DevelopmentInput, rates: DevelopmentRates): DevelopmentResult {
  const startDate = input.start ? firstWorkingDay(input.start) : null;
  let offset = 0;
  const stages = rates.stages.map((stage) => {
    const days = weeksToDays(stage.weeks);
    const planned: PlannedStage = {
      ...stage,
      offsetDays: offset,
      days,
      fromWeek: Math.floor(offset / WORKING_DAYS_PER_WEEK) + 1,
      toWeek: Math.floor((offset + Math.max(days, 1) - 1) / WORKING_DAYS_PER_WEEK) + 1,
      startDate: startDate ? addWorkingDays(startDate, offset) : null,
      endDate: startDate ? finish(addWorkingDays(startDate, offset), days) : null,
    };
    offset += days;
    return planned;
  });
  const sum = (pick: (s: DevelopmentStage) => number) => rates.stages.reduce((total, stage) => total + pick(stage), 0);
  const days = (pick: (s: DevelopmentStage) => number) => rates.stages.reduce((total, stage) => total + weeksToDays(pick(stage)), 0);
  return {
    stages,
    totalWeeks: sum((s) => s.weeks),
    minTotalWeeks: sum((s) => s.minWeeks),
    maxTotalWeeks: sum((s) => s.maxWeeks),
    startDate,
    launchDate: startDate
      ? finish(
          startDate,
          days((s) => s.weeks),
        )
      : null,
    earliestDate: startDate
      ? finish(
          startDate,
          days((s) => s.minWeeks),
        )
      : null,
    latestDate: startDate
      ? finish(
          startDate,
          days((s) => s.maxWeeks),
        )
      : null,
  };
}

export function developmentSummary(result: DevelopmentResult): string {
  const weeks = `${formatWeeks(result.totalWeeks)} (${plain(result.minTotalWeeks, 1)}–${plain(result.maxTotalWeeks, 1)})`;
  if (!result.startDate || !result.launchDate) return `Development process: about ${weeks} of working time from brief to delivery.`;
  return (
    `Development process: starting ${formatDate(result.startDate)}, about ${weeks} → estimated delivery ${formatDate(result.launchDate)} ` +
    `(between ${formatDate(result.earliestDate!)} and ${formatDate(result.latestDate!)}).`
  );
}

export function runDevelopment(values: FormValues, rates: DevelopmentRates) {
  const { input, errors } = parseDevelopment(values);
  const result = input ? calculateDevelopment(input, rates) : null;
  return { input, errors, result, summary: result ? developmentSummary(result) : null };
}

/** Today as YYYY-MM-DD in the visitor's own time zone (for the browser to fill in the start). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
