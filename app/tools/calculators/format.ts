/**
 * Display rounding of the calculators' results (the figures themselves keep
 * full precision). Amounts are written in the unit a buyer orders in: below a
 * litre or a kilogram in ml and g (to 1 decimal place, without a trailing
 * zero), from there in litres and kilograms (to 2 places: 10 ml or 10 g,
 * finer than any filling line measures). m³ to 3 places, money to 2. A
 * no-break space joins each figure to its unit.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** A number with en-GB grouping (1,234.5) and exactly `decimals` places. */
export function formatNumber(value: number, decimals = 0): string {
  const key = String(decimals);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  // -0 after rounding reads as "0", never "-0"; a negative number has a true minus sign.
  const text = formatter.format(value);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : minus(text);
}

const NBSP = '\u00a0';

/** A volume as a buyer reads it: "39.5 ml" below a litre, "28.08 L" from one litre up. */
export const formatVolume = (ml: number) =>
  Math.abs(roundTo(ml, 1)) >= 1000 ? `${plain(ml / 1000, 2)}${NBSP}L` : `${plain(ml, 1)}${NBSP}ml`;
/** A mass as a buyer reads it: "978.5 g" below a kilogram, "25 kg" or "8.81 kg" from one kilogram up. */
export const formatMass = (g: number) => (Math.abs(roundTo(g, 1)) >= 1000 ? formatKg(g / 1000) : `${plain(g, 1)}${NBSP}g`);
/** 999.96 ml is written as 1 L, not "1,000 ml": the switch looks at the figure as it would be shown. */
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** Kilograms to 2 places at most: "16 kg", "1.25 kg" (freight weights). */
export const formatKg = (kg: number) => `${plain(kg, 2)}${NBSP}kg`;
export const formatM3 = (m3: number) => `${formatNumber(m3, 3)}${NBSP}m³`;
export const formatCm = (cm: number) => `${plain(cm)}${NBSP}cm`;
/** A whole count: 1,000. */
export const formatCount = (n: number) => formatNumber(n, 0);

/** A percentage as entered: up to 2 decimals, no trailing zeros (18 %, 0.5 %). */
export const formatPercent = (percent: number) => `${plain(percent, 2)}${NBSP}%`;

/** A number without padding zeros, up to `max` decimals. */
export function plain(value: number, max = 1): string {
  const key = `plain${max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { maximumFractionDigits: max });
    formatters.set(key, formatter);
  }
  const text = formatter.format(value);
  return text === '-0' ? '0' : minus(text);
}

/** A true minus sign (U+2212) for the hyphen Intl writes: "−5", as typeset text has it. */
const minus = (text: string) => text.replace(/^-/, '\u2212');

/** Whole pence as pounds: 123456 → £1,234.56 (string arithmetic, no floating pounds). */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`formatPence needs whole pence, got ${pence}`);
  const sign = pence < 0 ? '\u2212' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}£${formatNumber(pounds, 0)}.${String(rest).padStart(2, '0')}`;
}

/** Weeks as people say them: "1 week", "2.5 weeks". */
export const formatWeeks = (weeks: number) => `${plain(weeks, 1)}${NBSP}${weeks === 1 ? 'week' : 'weeks'}`;

// Built by hand rather than with Intl, so the server and every browser write the same text (no hydration mismatch).
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  return { weekday: WEEKDAYS[date.getUTCDay()]!, day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()]!, year: date.getUTCFullYear() };
}

/** A YYYY-MM-DD date as "Mon 2 March 2026". */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** A YYYY-MM-DD date as "2 Mar 2026". */
export function formatShortDate(iso: string): string {
  const p = parts(iso);
  return `${p.day} ${p.month.slice(0, 3)} ${p.year}`;
}
