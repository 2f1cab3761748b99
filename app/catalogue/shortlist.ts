/**
 * The shortlist a buyer keeps on their device: part slugs in one cookie,
 * so it works without JavaScript (a form posts, the server sets it) and the
 * page's script can read it to mark what is already on it. Nothing of it is
 * kept on the server, and it carries nothing personal.
 */

export const SHORTLIST_COOKIE = 'shortlist';
/** As many parts as a sample request reasonably carries. */
export const MAX_SHORTLIST = 12;
/** Parts side by side: four columns still read on a laptop. */
export const MAX_COMPARE = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs as a part's address has them: anything else (a changed cookie, a forged address) is dropped. */
export const cleanSlugs = (values: readonly string[], max: number): string[] =>
  [...new Set(values.map((value) => value.trim().toLowerCase()).filter((value) => value.length <= 40 && SLUG.test(value)))].slice(0, max);

/** The shortlist in a cookie's value (dot-separated slugs). */
export const readShortlist = (value: string | null | undefined): string[] => cleanSlugs((value ?? '').split('.'), MAX_SHORTLIST);

export const writeShortlist = (slugs: readonly string[]): string => cleanSlugs(slugs, MAX_SHORTLIST).join('.');

/** The shortlist cookie's value as the browser has it (a string, so React can compare it between renders). */
export function browserShortlistCookie(): string {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${SHORTLIST_COOKIE}=`));
  return entry?.slice(SHORTLIST_COOKIE.length + 1) ?? '';
}
