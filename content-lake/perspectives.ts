/**
 * The query API's `perspective` parameter. Besides Sanity's named
 * perspectives it takes a stack, as `@sanity/client` sends an array:
 * comma-joined release names, with `drafts` and `published` where they rank
 * (`rSpring,drafts`). A stack shows each document as the first layer listed
 * that has it, over the published documents; a release nobody created has no
 * documents, so it changes nothing (Sanity does not fail either).
 */
import { badRequest } from './errors.ts';
import type { NamedPerspective, Perspective } from './types.ts';

const named: readonly NamedPerspective[] = ['published', 'drafts', 'previewDrafts', 'raw'];

/** Sanity's limit on the entries of one stack. */
export const maxStackedPerspectives = 10;

/** A release's name: what follows `versions.` in its documents' ids, and `_.releases.` in its own. */
export const releaseNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The first API version whose query API knows releases (earlier ones answer 400 to a release name, as Sanity does). */
export const releasesApiVersion = '2025-02-19';

/** Whether a request's API version (`1`, `X` or a date) knows releases. */
export function knowsReleases(apiVersion: string): boolean {
  return apiVersion === 'X' || (apiVersion !== '1' && apiVersion >= releasesApiVersion);
}

/** The perspective a query asked for (none: `published`), or a 400 that says what is wrong with it. */
export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null) return 'published';
  if ((named as readonly string[]).includes(value)) return value as NamedPerspective;
  const invalid = (why: string) => badRequest(`Invalid perspective "${value}": ${why}`);
  if (!knowsReleases(apiVersion)) {
    throw invalid(`use one of ${named.join(', ')} (release perspectives need API version ${releasesApiVersion} or later)`);
  }
  const entries = value.split(',');
  if (entries.length > maxStackedPerspectives)
    throw invalid(`a stack has at most ${maxStackedPerspectives} entries, not ${entries.length}`);
  for (const entry of entries) {
    if (entry === '') throw invalid('an entry is empty');
    if (entry === 'raw') throw invalid('"raw" cannot be combined with other perspectives');
    if (entry === 'previewDrafts') throw invalid('"previewDrafts" cannot be stacked: use "drafts"');
    if (!releaseNamePattern.test(entry)) {
      throw invalid(`"${entry.slice(0, 80)}" is not a release name (up to 64 letters, digits, "_" or "-")`);
    }
  }
  // Repeating an entry changes nothing: one spelling per stack keeps the views cached per stack few.
  return [...new Set(entries)];
}

/** The perspective as a request spells it, for messages and cache keys. */
export function perspectiveName(perspective: Perspective): string {
  return typeof perspective === 'string' ? perspective : perspective.join(',');
}
