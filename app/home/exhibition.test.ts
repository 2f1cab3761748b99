import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endOfLondonDay, yearInLondon } from '../london-time.ts';
import { currentExhibition, exhibitionHidesAt, isExhibitionCurrent } from './exhibition.ts';

const show = { startDate: '2025-10-15', endDate: '2025-10-16' };

describe('a past exhibition hides itself', () => {
  it('without hideAfter, at the end of its last day in London (BST in October)', () => {
    expect(exhibitionHidesAt(show)?.toISOString()).toBe('2025-10-16T23:00:00.000Z');
    expect(isExhibitionCurrent(show, new Date('2025-10-16T22:59:59Z'))).toBe(true);
    expect(isExhibitionCurrent(show, new Date('2025-10-16T23:00:00Z'))).toBe(false);
    expect(isExhibitionCurrent(show, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('in winter the last day ends at midnight GMT', () => {
    expect(endOfLondonDay('2026-02-04')?.toISOString()).toBe('2026-02-05T00:00:00.000Z');
  });

  it('hideAfter, when an editor sets it, decides instead', () => {
    const early = { ...show, hideAfter: '2025-10-16T17:00:00Z' };
    expect(isExhibitionCurrent(early, new Date('2025-10-16T16:59:00Z'))).toBe(true);
    expect(isExhibitionCurrent(early, new Date('2025-10-16T17:00:00Z'))).toBe(false);
  });

  it('a one-day show without an end date uses its first day', () => {
    expect(exhibitionHidesAt({ startDate: '2027-03-02' })?.toISOString()).toBe('2027-03-03T00:00:00.000Z');
  });

  it('the soonest show still to come is announced, a past one never', () => {
    const rows = [
      { name: '2028', startDate: '2028-10-10', endDate: '2028-10-11' },
      { name: '2025', ...show },
      null,
      { name: '2027', startDate: '2027-10-13', endDate: '2027-10-14' },
    ];
    expect(currentExhibition(rows, new Date('2026-06-01T00:00:00Z'))?.name).toBe('2027');
    expect(currentExhibition(rows, new Date('2027-10-15T00:00:00Z'))?.name).toBe('2028');
    expect(currentExhibition(rows, new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('the demo dataset’s exhibition shows until its last day and not after', () => {
    const exhibitions = readFileSync(new URL('../../dataset/data.ndjson', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _type: string; name: string; startDate: string; endDate: string; hideAfter?: string })
      .filter((doc) => doc._type === 'exhibition');
    expect(exhibitions.length).toBeGreaterThan(0);
    for (const exhibition of exhibitions) {
      const lastDay = new Date(`${exhibition.endDate}T12:00:00Z`);
      expect(isExhibitionCurrent(exhibition, lastDay)).toBe(true);
      const dayAfter = new Date(lastDay.getTime() + 24 * 3600_000);
      expect(isExhibitionCurrent(exhibition, dayAfter)).toBe(false);
      expect(isExhibitionCurrent({ ...exhibition, hideAfter: null }, dayAfter)).toBe(false);
    }
  });
});

describe('the year in London', () => {
  it('turns at midnight on 1 January in London, for a footer made just before', () => {
    expect(yearInLondon(new Date('2026-12-31T23:59:59Z'))).toEqual({ year: 2026, endsAt: new Date('2027-01-01T00:00:00Z') });
    expect(yearInLondon(new Date('2027-01-01T00:00:00Z')).year).toBe(2027);
  });
});
