/** How the site writes dates and fallback titles, the same on every page. */

let dateFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not when the module loads: a formatter with a time zone
 * costs a phone tens of milliseconds (the zone's data), and every page loads
 * this module while most never show a date.
 */
const dates = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }));

/** "12 June 2025" (held together by no-break spaces: a date never breaks across lines), or null without a date. */
export const formatDate = (iso: string | null | undefined) => (iso ? dates().format(new Date(iso)).replaceAll(' ', '\u00a0') : null);

/**
 * The middle dot between short facts ("12 June 2025 · Ada Lovelace"), held to
 * the word before it by a no-break space, so a wrapped line never starts with it.
 */
export const SEPARATOR = '\u00a0· ';

/** Short facts joined by the separator, empty ones left out. */
export const joinFacts = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(SEPARATOR);

/** A readable title from a slug, for pages rendered while the content service is down. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word.length > 2 || word === 'of' ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}
