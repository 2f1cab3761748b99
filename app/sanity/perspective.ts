/**
 * The perspectives a preview may show, as the content service spells them:
 * `drafts`, `published`, or content releases stacked over drafts
 * (`rSpring,drafts`, the first release winning). Sanity's Presentation tool
 * sends the one the Studio shows with its preview link.
 */

/** At most this many releases stacked in one preview (Sanity's perspectives take a short list). */
const MAX_STACKED_RELEASES = 10;
const releaseName = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `name` can name a content release (never one of the named perspectives). */
export const isReleaseName = (name: string): boolean => releaseName.test(name) && !['drafts', 'published', 'raw'].includes(name);

/**
 * The perspective a link asks for, as the content service spells it: `drafts`, `published`, or release names
 * stacked over drafts (`rSpring,drafts`); null for anything else (`raw`, empty names, odd characters, too many).
 */
export function parsePerspective(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value === 'drafts' || value === 'published') return value;
  const names = value.split(',');
  const releases = names.filter((name) => name !== 'drafts');
  if (releases.length === 0 || releases.length > MAX_STACKED_RELEASES) return null;
  if (!releases.every(isReleaseName)) return null;
  if (new Set(releases).size !== releases.length) return null;
  // A release is previewed over the drafts, as the Studio shows it.
  return [...releases, 'drafts'].join(',');
}

/** The releases a perspective stacks (none for `drafts` or `published`). */
export const releasesOf = (perspective: string): string[] =>
  perspective.split(',').filter((name) => name !== 'drafts' && name !== 'published');
