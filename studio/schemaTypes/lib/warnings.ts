/**
 * Warnings the Studio gives an editor (not errors: the editor may mean it). Plain functions, no Studio imports, so
 * that Vitest checks them without the Studio.
 */
/** How long an unpublished change to a live page may wait before the Studio warns its editor. */
export const STALE_DRAFT_DAYS = 7;

/**
 * A warning (not an error: the editor may mean it) on a draft of a page that is live and has waited more than a week:
 * the site shows the published version all that time, and a forgotten headline is easy to miss.
 */
export function staleDraftWarning(document: { _id?: string; _updatedAt?: string } | undefined, now = Date.now()): true | string {
  if (!document?._id?.startsWith('drafts.') || !document._updatedAt) return true;
  const days = Math.floor((now - Date.parse(document._updatedAt)) / 86_400_000);
  return days > STALE_DRAFT_DAYS
    ? `These changes were last edited ${days} days ago and are not published: the site still shows the published version. Publish them, or discard them.`
    : true;
}

/** A warning on a date ahead of today: the post shows as published now, with a date still to come. */
export function futureDateWarning(value: unknown, now = Date.now()): true | string {
  if (typeof value !== 'string' || Date.parse(value) <= now) return true;
  return 'This date is in the future, but the post goes live as soon as it is published. To publish it later, schedule it in a release.';
}
