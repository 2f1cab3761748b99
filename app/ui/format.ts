/** How the site writes dates and fallback titles, the same on every page. */

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "12 June 2025", or null without a date. */
export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : null);

/** A readable title from a slug, for pages rendered while the content service is down. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word.length > 2 || word === 'of' ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}
