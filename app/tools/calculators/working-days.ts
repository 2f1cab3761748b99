/**
 * Working days: Monday to Friday, except the bank holidays of England and
 * Wales and the factory's own closures.
 *
 * Bank holidays are computed by rule for any year: New Year’s Day, Good
 * Friday and Easter Monday (Easter by the anonymous Gregorian algorithm), the
 * early May bank holiday (first Monday of May), the spring bank holiday (last
 * Monday of May), the summer bank holiday (last Monday of August), Christmas
 * Day and Boxing Day, each moved to a substitute weekday when it falls on a
 * weekend. One-off holidays (a coronation, a jubilee, a moved early May
 * holiday) follow no rule: editors add them as closures.
 *
 * Dates are calendar dates (YYYY-MM-DD) computed in UTC, so the server and
 * the browser agree. A plan is computed on every keystroke, so nothing here
 * walks day by day over a plan: weekdays are counted by arithmetic and only
 * the closed weekdays of the years concerned (a dozen or so a year, cached)
 * are visited.
 */

export interface Closure {
  name: string;
  /** First closed day, YYYY-MM-DD (inclusive). */
  from: string;
  /** Last closed day, YYYY-MM-DD (inclusive). */
  to: string;
  /** The same month-days every year (the years of `from` and `to` are ignored); across the new year when `to` comes before `from`. */
  everyYear: boolean;
}

/** A weekday on which no work is done, and why. */
export interface ClosedDay {
  date: string;
  name: string;
  kind: 'bank-holiday' | 'closure';
}

const DAY_MS = 86_400_000;
/** 1970-01-01 was a Thursday: three days after the Monday that weeks are counted from. */
const MONDAY_OFFSET = 3;

/** Days since 1970-01-01. */
export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dateOf = (year: number, month: number, day: number) => fromDayNumber(Math.round(Date.UTC(year, month - 1, day) / DAY_MS));

/** 0 = Sunday … 6 = Saturday */
export const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6;

/**
 * Weekdays counted from Monday 29 December 1969: the weekday's own number, a
 * Saturday or Sunday the following Monday's. Working days are then these
 * numbers with the closed ones skipped.
 */
function weekdayIndex(day: number): number {
  const fromMonday = day + MONDAY_OFFSET;
  const week = Math.floor(fromMonday / 7);
  return week * 5 + Math.min(fromMonday - week * 7, 5);
}

function dayOfWeekdayIndex(index: number): number {
  const week = Math.floor(index / 5);
  return week * 7 + (index - week * 5) - MONDAY_OFFSET;
}

/** Easter Sunday (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

const shift = (iso: string, days: number) => fromDayNumber(dayNumber(iso) + days);

/** The first Monday on or after the date. */
const mondayFrom = (iso: string) => shift(iso, (8 - weekday(iso)) % 7);
/** The last Monday on or before the date. */
const mondayUpTo = (iso: string) => shift(iso, -((weekday(iso) + 6) % 7));

const SUBSTITUTE = ' (substitute day)';

/** The bank holidays of England and Wales in a year, by rule, in date order. */
export function bankHolidays(year: number): { date: string; name: string }[] {
  const newYear = dateOf(year, 1, 1);
  const easter = easterSunday(year);
  const christmas = dateOf(year, 12, 25);
  const holidays = [
    isWeekend(newYear) ? { date: mondayFrom(newYear), name: `New Year’s Day${SUBSTITUTE}` } : { date: newYear, name: 'New Year’s Day' },
    { date: shift(easter, -2), name: 'Good Friday' },
    { date: shift(easter, 1), name: 'Easter Monday' },
    { date: mondayFrom(dateOf(year, 5, 1)), name: 'Early May bank holiday' },
    { date: mondayUpTo(dateOf(year, 5, 31)), name: 'Spring bank holiday' },
    { date: mondayUpTo(dateOf(year, 8, 31)), name: 'Summer bank holiday' },
  ];
  // Christmas Day keeps the 25th on a weekday; Boxing Day takes the next weekday free after it (gov.uk's substitutes).
  switch (weekday(christmas)) {
    case 6: // Saturday: Monday 27 and Tuesday 28
      holidays.push({ date: dateOf(year, 12, 27), name: `Christmas Day${SUBSTITUTE}` });
      holidays.push({ date: dateOf(year, 12, 28), name: `Boxing Day${SUBSTITUTE}` });
      break;
    case 0: // Sunday: Boxing Day on Monday 26, Christmas on Tuesday 27
      holidays.push({ date: dateOf(year, 12, 26), name: 'Boxing Day' });
      holidays.push({ date: dateOf(year, 12, 27), name: `Christmas Day${SUBSTITUTE}` });
      break;
    case 5: // Friday: Boxing Day, a Saturday, moves to Monday 28
      holidays.push({ date: christmas, name: 'Christmas Day' });
      holidays.push({ date: dateOf(year, 12, 28), name: `Boxing Day${SUBSTITUTE}` });
      break;
    default:
      holidays.push({ date: christmas, name: 'Christmas Day' });
      holidays.push({ date: dateOf(year, 12, 26), name: 'Boxing Day' });
  }
  return holidays;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A closure's month-day in a given year; 29 February is the 28th in other years. */
function monthDayIn(year: number, iso: string): number {
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  return dayNumber(dateOf(year, month, month === 2 && day === 29 && !isLeap(year) ? 28 : day));
}

/** The closure's days that fall in `year`, as [first, last] day numbers. */
export function closureSpans(closure: Closure, year: number): [number, number][] {
  const first = dayNumber(dateOf(year, 1, 1));
  const last = dayNumber(dateOf(year, 12, 31));
  const clip = (from: number, to: number): [number, number][] => {
    const a = Math.max(from, first);
    const b = Math.min(to, last);
    return a <= b ? [[a, b]] : [];
  };
  if (!closure.everyYear) return clip(dayNumber(closure.from), dayNumber(closure.to));
  const from = monthDayIn(year, closure.from);
  const to = monthDayIn(year, closure.to);
  // Across the new year: this year's end of one closure and the start of the next year's.
  return from <= to ? clip(from, to) : [...clip(first, to), ...clip(from, last)];
}

/** The length of a closure in days (an every-year closure measured in a leap year, its longest). */
export function closureLength(closure: Closure): number {
  if (!closure.everyYear) return dayNumber(closure.to) - dayNumber(closure.from) + 1;
  const from = monthDayIn(2000, closure.from);
  const to = monthDayIn(2000, closure.to);
  return from <= to ? to - from + 1 : to + (isLeap(2000) ? 366 : 365) - from + 1;
}

interface ClosedEntry extends ClosedDay {
  index: number;
}

export interface WorkingCalendar {
  isWorkingDay(iso: string): boolean;
  /** The date itself on a working day, else the next working day. */
  firstWorkingDay(iso: string): string;
  /** The working day `days` working days after the first working day on or after `iso` (0 is that day itself). */
  addWorkingDays(iso: string, days: number): string;
  /** The closed weekdays from `from` to `to`, both included, in date order. */
  closedDays(from: string, to: string): ClosedDay[];
}

/**
 * The years a plan can reach beyond its start: far more than any plan, and a
 * stop should closures ever leave no working day at all.
 */
const MAX_YEARS_AHEAD = 200;

/** A calendar of working days with the given closures (its years are worked out once, as they are needed). */
export function workingCalendar(closures: readonly Closure[] = []): WorkingCalendar {
  const years = new Map<number, { entries: ClosedEntry[]; closed: Set<number> }>();

  function year(y: number) {
    let cached = years.get(y);
    if (cached) return cached;
    const byIndex = new Map<number, ClosedEntry>();
    const add = (date: string, name: string, kind: ClosedDay['kind']) => {
      if (isWeekend(date)) return;
      const index = weekdayIndex(dayNumber(date));
      // A bank holiday inside a closure keeps its own name; of two closures, the first listed names the day.
      if (!byIndex.has(index)) byIndex.set(index, { date, name, kind, index });
    };
    for (const holiday of bankHolidays(y)) add(holiday.date, holiday.name, 'bank-holiday');
    for (const closure of closures)
      for (const [from, to] of closureSpans(closure, y))
        for (let day = from; day <= to; day++) add(fromDayNumber(day), closure.name, 'closure');
    const entries = [...byIndex.values()].sort((a, b) => a.index - b.index);
    cached = { entries, closed: new Set(byIndex.keys()) };
    years.set(y, cached);
    return cached;
  }

  const yearOfIndex = (index: number) => Number(fromDayNumber(dayOfWeekdayIndex(index)).slice(0, 4));
  const isClosed = (index: number) => year(yearOfIndex(index)).closed.has(index);

  /** The first working day's weekday number on or after a day. */
  function firstIndex(day: number): number {
    let index = weekdayIndex(day);
    const limit = index + MAX_YEARS_AHEAD * 261;
    while (isClosed(index) && index < limit) index += 1;
    return index;
  }

  return {
    isWorkingDay: (iso) => !isWeekend(iso) && !isClosed(weekdayIndex(dayNumber(iso))),
    firstWorkingDay: (iso) => fromDayNumber(dayOfWeekdayIndex(firstIndex(dayNumber(iso)))),
    addWorkingDays(iso, days) {
      const start = firstIndex(dayNumber(iso));
      // Count weekdays, then step over each closed weekday met on the way (each pushes the end one weekday on).
      let target = start + days;
      const first = yearOfIndex(start);
      for (let y = first; y <= first + MAX_YEARS_AHEAD; y++) {
        for (const entry of year(y).entries) {
          if (entry.index <= start) continue;
          if (entry.index > target) return fromDayNumber(dayOfWeekdayIndex(target));
          target += 1;
        }
        if (weekdayIndex(dayNumber(dateOf(y + 1, 1, 1))) > target) break;
      }
      return fromDayNumber(dayOfWeekdayIndex(target));
    },
    closedDays(from, to) {
      const days: ClosedDay[] = [];
      for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
        for (const { date, name, kind } of year(y).entries) if (date >= from && date <= to) days.push({ date, name, kind });
      return days;
    },
  };
}
