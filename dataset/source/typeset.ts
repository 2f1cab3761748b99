// Typographic finishing for the demo content, applied by build.ts to every
// prose string: curly quotes and apostrophes, a true minus and en dashes,
// an ellipsis, and non-breaking spaces that keep a number with its unit (so
// "50 ml" or "−5 °C" never breaks across lines). Identifiers, dates, slugs
// and addresses are left alone.

const NBSP = '\u00A0';

// Units and counted words that must stay on the line of their number.
const UNITS = [
  'ml',
  'l',
  'g',
  'kg',
  'mm',
  'cm',
  'm',
  'm³',
  '°C',
  '%',
  'sq\u00A0ft',
  'sq ft',
  'ft',
  'weeks?',
  'months?',
  'days?',
  'hours?',
  'minutes?',
  'years?',
  'units?',
  'bottles?',
  'people',
  'rounds?',
  'colours?',
  'fragrances?',
  'candles?',
  'stores?',
  'countries',
  'shapes',
  'moulds',
  'components',
  'materials',
];
const UNIT = new RegExp(`(\\d[\\d,.]*(?:[–-]\\d[\\d,.]*)?) (${UNITS.join('|')})(?=$|[\\s.,;:!?)’”])`, 'g');

/** Keys whose strings are data, not prose. */
const SKIP = new Set([
  '_id',
  '_type',
  '_ref',
  '_key',
  '_sanityAsset',
  '_createdAt',
  '_updatedAt',
  '_rev',
  'current',
  'href',
  'url',
  'registerUrl',
  'externalId',
  'provider',
  'placement',
  'calculator',
  'platform',
  'style',
  'listItem',
  'marks',
  'key',
  'group',
  'email',
  'phone',
  'postalCode',
  'country',
  'companyNumber',
  'vatNumber',
  'publishedAt',
  'startDate',
  'endDate',
  'hideAfter',
  'updatedAt',
  'imagePosition',
  'categories',
  'features',
  'hotspot',
  'crop',
  'asset',
  'slug',
]);

export function typeset(text: string): string {
  let out = text;
  out = out.replace(/\.\.\./g, '…');
  // Apostrophes inside and at the end of words (it’s, brands’), then quotes.
  out = out.replace(/(\w)'(\w)/g, '$1’$2').replace(/(\w)'(?=\s|$|[.,;:!?])/g, '$1’');
  out = out.replace(/(^|[\s([{—–])"/g, '$1“').replace(/"/g, '”');
  out = out.replace(/(^|[\s([{—–])'/g, '$1‘').replace(/'/g, '’');
  // A spaced hyphen is a dash; a hyphen before a number is a minus; between numbers, a range.
  out = out.replace(/ - /g, ' – ');
  out = out.replace(/(^|[\s(])-(?=\d)/g, '$1−');
  out = out.replace(/(\d) ?- ?(\d)/g, '$1–$2');
  // Keep numbers with their units, and × with what it multiplies.
  out = out.replace(/(\d) ?× ?(\d)/g, `$1${NBSP}×${NBSP}$2`);
  out = out.replace(UNIT, (_m, number: string, unit: string) => `${number}${NBSP}${unit.replace(' ', NBSP)}`);
  out = out.replace(/(\d) °C/g, `$1${NBSP}°C`);
  // "1 in 20", "4 out of 5": the short words stay with their numbers; and codes like "FEA 15", "ISO 22716".
  out = out.replace(
    /(\d) (in|of|out of|to|a) (\d)/g,
    (_m, a: string, word: string, b: string) => `${a}${NBSP}${word.replace(' ', NBSP)}${NBSP}${b}`,
  );
  out = out.replace(/\b([A-Z]{2,}) (?=[A-Z]{0,2}\d)/g, `$1${NBSP}`);
  out = out.replace(/\b([A-Z]{2,}) (?=[A-Z]{2,}\u00A0\d)/g, `$1${NBSP}`);
  out = out.replace(/£ (\d)/g, '£$1');
  return out;
}

/** Whether a string is an identifier, a date, a slug or an address rather than prose. */
function isData(value: string): boolean {
  return !/\s/.test(value) && /^[\w.:/#?=&%+@-]+$/.test(value);
}

/** Typesets every prose string in a document (or any value), returning a copy. */
export function typesetValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SKIP.has(key) || isData(value) ? value : typeset(value);
  if (Array.isArray(value)) return value.map((item) => typesetValue(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, SKIP.has(name) ? child : typesetValue(child, name)]));
  }
  return value;
}
