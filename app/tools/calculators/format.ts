/**
 * Display rounding of the calculators' results (the figures themselves keep
 * full precision). Amounts are written in the unit a buyer orders in: below a
 * litre or a kilogram in ml and g (to 1 decimal place, without a trailing
 * zero), from there in litres and kilograms (to 2 places: 10 ml or 10 g,
 * finer than any filling line measures). m³ to 3 places, money to 2. A
 * no-break space joins each figure to its unit.
 */

/**
 * A number as `Intl.NumberFormat('en-GB', { minimumFractionDigits: min,
 * maximumFractionDigits: max })` writes it (1,234.5; a hyphen for a minus),
 * written by hand: the first number format a page creates loads the locale's
 * data, 15 ms and more of a slow phone's time while the calculator hydrates
 * (issue 17). Like Intl it rounds the number's shortest decimal form, half
 * away from zero; a test holds the two to the same output. Numbers JavaScript
 * writes with an exponent (below 1e-6, from 1e21) are left to Intl.
 */
export function formatDecimal(value: number, min: number, max: number): string {
  const digits = String(Math.abs(value));
  if (!Number.isFinite(value) || digits.includes('e'))
    return new Intl.NumberFormat('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  let [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53; // the first digit dropped is 5 or more
    fraction = fraction.slice(0, max);
    if (roundUp) {
      const all = [...(whole + fraction)];
      let at = all.length - 1;
      for (; at >= 0 && all[at] === '9'; at--) all[at] = '0';
      if (at >= 0) all[at] = String(Number(all[at]) + 1);
      const carried = (at < 0 ? '1' : '') + all.join('');
      whole = carried.slice(0, carried.length - max);
      fraction = carried.slice(carried.length - max);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A number with en-GB grouping (1,234.5) and exactly `decimals` places. */
export function formatNumber(value: number, decimals = 0): string {
  // -0 after rounding reads as "0", never "-0"; a negative number has a true minus sign.
  const text = formatDecimal(value, decimals, decimals);
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
  const text = formatDecimal(value, 0, max);
  return text === '-0' ? '0' : minus(text);
}

/** A count or a limit as `toLocaleString('en-GB')` writes it: 12,000 (up to 3 decimals, none padded). */
export const formatQuantity = (value: number) => formatDecimal(value, 0, 3);

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
