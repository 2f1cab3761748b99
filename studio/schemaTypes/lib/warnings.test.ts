import { describe, expect, it } from 'vitest';
import { futureDateWarning, staleDraftWarning } from './warnings.ts';

const now = Date.parse('2026-12-02T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

describe('the Studio warns an editor', () => {
  it('of a draft of a live page left unpublished for more than a week, with its age', () => {
    expect(staleDraftWarning({ _id: 'drafts.homePage', _updatedAt: daysAgo(14) }, now)).toBe(
      'These changes were last edited 14 days ago and are not published: the site still shows the published version. Publish them, or discard them.',
    );
    expect(staleDraftWarning({ _id: 'drafts.homePage', _updatedAt: daysAgo(6) }, now), 'a draft of this week').toBe(true);
    expect(staleDraftWarning({ _id: 'homePage', _updatedAt: daysAgo(60) }, now), 'the published page itself').toBe(true);
    expect(staleDraftWarning(undefined, now)).toBe(true);
  });

  it('of a post dated ahead of today, which would go live at once', () => {
    expect(futureDateWarning(daysAgo(-60), now)).toMatch(/^This date is in the future, but the post goes live as soon as it is published/);
    expect(futureDateWarning(daysAgo(1), now)).toBe(true);
    expect(futureDateWarning(undefined, now)).toBe(true);
  });
});
