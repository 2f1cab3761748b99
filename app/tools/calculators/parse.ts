/**
 * Reading a calculator's form values (strings from the address or the form)
 * into numbers, with one plain-English error per field. Shared by the five
 * calculators; runs the same on the server and in the browser.
 */
import { formatQuantity } from './format.ts';

/** A calculator's raw inputs, as the query string or the form gives them. */
export type FormValues = Record<string, string>;

/** One message per field that needs correcting, keyed by the field's name. */
export type FieldErrors = Record<string, string>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface NumberRule {
  /** How messages name the field, e.g. "the bottle size". */
  what: string;
  /** Smallest accepted value (inclusive). */
  min: number;
  /** Largest accepted value (inclusive): anything above is an absurd size. */
  max: number;
  /** Shown after the limits, e.g. "ml". */
  unit?: string;
  integer?: boolean;
  /** A value to quote in "like 50" when the input is not a number. */
  example?: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A limit as a person writes it: 1,000 rather than 1000, no trailing zeros; with its unit. */
const withUnit = (value: number, unit?: string) =>
  unit ? (unit === '%' ? `${formatQuantity(value)} %` : `${formatQuantity(value)} ${unit}`) : formatQuantity(value);

/**
 * Tidies what a person may type around a number: spaces, a leading £, a
 * trailing unit or %, and thousands separators (1,000). A comma anywhere else
 * is not guessed at (2,5 could be two and a half or twenty-five).
 */
export function normaliseNumber(raw: string, unit?: string): { text: string } | { error: 'comma' | 'format' } {
  let text = raw.replace(/[\s\u00a0\u202f]+/g, '');
  text = text.replace(/^£/, '');
  if (unit) {
    const escaped = unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`${escaped}$`, 'i'), '');
  }
  text = text.replace(/%$/, '');
  if (text.includes(',')) {
    if (!/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return { error: 'comma' };
    text = text.replaceAll(',', '');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return { error: 'format' };
  return { text };
}

/** A number within the rule's limits, or the message to show beside the field. */
export function parseNumber(raw: string | null | undefined, rule: NumberRule): Parsed<number> {
  const What = capitalise(rule.what);
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return { ok: false, error: `Enter ${rule.what}` };
  const normal = normaliseNumber(trimmed, rule.unit);
  if ('error' in normal) {
    return {
      ok: false,
      error:
        normal.error === 'comma'
          ? `${What} must use a full stop for decimals, like ${rule.example ?? '2.5'}`
          : `${What} must be a number, like ${rule.example ?? '10'}`,
    };
  }
  const value = Number(normal.text);
  if (!Number.isFinite(value)) return { ok: false, error: `${What} must be a number, like ${rule.example ?? '10'}` };
  if (value < 0) return { ok: false, error: `${What} cannot be negative` };
  if (value === 0 && rule.min > 0) return { ok: false, error: `${What} must be more than 0` };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, error: `${What} must be a whole number` };
  if (value < rule.min) return { ok: false, error: `${What} must be at least ${withUnit(rule.min, rule.unit)}` };
  if (value > rule.max) return { ok: false, error: `${What} must be ${withUnit(rule.max, rule.unit)} or less` };
  return { ok: true, value };
}

/**
 * An amount of money in pounds and pence ("95", "95.5", "£1,200.00") read as
 * whole pence without going through floating-point pounds.
 */
export function parsePence(
  raw: string | null | undefined,
  rule: { what: string; minPence: number; maxPence: number; example?: string },
): Parsed<number> {
  const What = capitalise(rule.what);
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return { ok: false, error: `Enter ${rule.what}` };
  const normal = normaliseNumber(trimmed);
  const example = rule.example ?? '95.50';
  if ('error' in normal)
    return {
      ok: false,
      error:
        normal.error === 'comma'
          ? `${What} must use a full stop for pence, like ${example}`
          : `${What} must be an amount in pounds, like ${example}`,
    };
  if (normal.text.startsWith('-')) return { ok: false, error: `${What} cannot be negative` };
  const [pounds = '0', fraction = ''] = normal.text.replace(/^\+/, '').split('.');
  if (fraction.length > 2) return { ok: false, error: `${What} must be in pounds and pence, like ${example}` };
  const pence = Number(pounds || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return { ok: false, error: `${What} must be ${formatLimitPence(rule.maxPence)} or less` };
  if (pence === 0 && rule.minPence > 0) return { ok: false, error: `${What} must be more than £0` };
  if (pence < rule.minPence) return { ok: false, error: `${What} must be at least ${formatLimitPence(rule.minPence)}` };
  if (pence > rule.maxPence) return { ok: false, error: `${What} must be ${formatLimitPence(rule.maxPence)} or less` };
  return { ok: true, value: pence };
}

function formatLimitPence(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  return `£${formatQuantity(pounds)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** One of the listed keys (a product type, a mode, a component option). */
export function parseChoice<K extends string>(raw: string | null | undefined, keys: readonly K[], what: string): Parsed<K> {
  const value = (raw ?? '').trim();
  if (value === '') return { ok: false, error: `Choose ${what}` };
  return (keys as readonly string[]).includes(value)
    ? { ok: true, value: value as K }
    : { ok: false, error: `Choose ${what} from the list` };
}

/** A calendar date as YYYY-MM-DD (what a date field sends), between the given years. */
export function parseIsoDate(raw: string | null | undefined, rule: { what: string; minYear: number; maxYear: number }): Parsed<string> {
  const What = capitalise(rule.what);
  const value = (raw ?? '').trim();
  if (value === '') return { ok: false, error: `Enter ${rule.what}` };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { ok: false, error: `${What} must be a date, like 2026-03-02` };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < rule.minYear || year > rule.maxYear)
    return { ok: false, error: `${What} must be between ${rule.minYear} and ${rule.maxYear}` };
  // setUTCFullYear, not Date.UTC, which reads years below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { ok: false, error: `${What} must be a real date` };
  return { ok: true, value };
}

/** Whether content holds a real calendar date as YYYY-MM-DD (an API write can store "2026-13-45"; the Studio cannot). */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && parseIsoDate(value, { what: 'date', minYear: 1, maxYear: 9999 }).ok;

/**
 * Collects the parsed fields: each parser's value under its name, or its
 * error under the form field's name (`names`); `input` is complete only when
 * there are no errors.
 */
export function collect<T extends object>(
  parsed: { [K in keyof T]: Parsed<T[K]> },
  names: { [K in keyof T]: string },
): { input: T | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(parsed) as (keyof T & string)[]) {
    const result = parsed[key] as Parsed<unknown>;
    if (result.ok) values[key] = result.value;
    else errors[names[key]] = result.error;
  }
  return { input: Object.keys(errors).length === 0 ? (values as T) : null, errors };
}

/** A finite number from content, or the default. */
export function numberOr(value: unknown, fallback: number, check: (n: number) => boolean = () => true): number {
  return typeof value === 'number' && Number.isFinite(value) && check(value) ? value : fallback;
}

/** A non-empty string from content, or the default. */
export function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** The rows of a content array that pass `read` (the others are skipped), or the defaults when none do. */
export function rowsOr<T>(value: unknown, read: (row: Record<string, unknown>) => T | null, fallback: T[]): T[] {
  if (!Array.isArray(value)) return fallback;
  const rows = value.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const read_ = read(row as Record<string, unknown>);
    return read_ === null ? [] : [read_];
  });
  return rows.length > 0 ? rows : fallback;
}

/** The value of each field from the address, the defaults for fields it does not name. */
export function readValues(params: URLSearchParams, defaults: FormValues): FormValues {
  const values: FormValues = {};
  for (const [name, fallback] of Object.entries(defaults)) values[name] = params.get(name) ?? fallback;
  return values;
}
