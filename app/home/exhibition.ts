/**
 * Which exhibition the home page announces. An editor may set `hideAfter`;
 * without it, an exhibition retires itself at the end of its last day, UK
 * time, so a past show is never advertised (issue 16).
 */
import { endOfLondonDay } from '../london-time.ts';

export interface ExhibitionDates {
  startDate?: string | null;
  endDate?: string | null;
  hideAfter?: string | null;
}

/** The moment the banner goes: `hideAfter` when set, otherwise the end of the last (or only) day; null: never. */
export function exhibitionHidesAt(exhibition: ExhibitionDates): Date | null {
  if (exhibition.hideAfter) {
    const at = new Date(exhibition.hideAfter);
    if (!Number.isNaN(at.getTime())) return at;
  }
  const lastDay = exhibition.endDate ?? exhibition.startDate;
  return lastDay ? endOfLondonDay(lastDay) : null;
}

/** Whether the exhibition may still be announced at `now`. */
export function isExhibitionCurrent(exhibition: ExhibitionDates, now: Date): boolean {
  const hidesAt = exhibitionHidesAt(exhibition);
  return hidesAt === null || now.getTime() < hidesAt.getTime();
}

/** The soonest exhibition still to announce (rows in any order), or null. */
export function currentExhibition<T extends ExhibitionDates>(rows: (T | null | undefined)[], now: Date): T | null {
  const current = rows.filter((row): row is T => Boolean(row) && isExhibitionCurrent(row!, now));
  current.sort((a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999'));
  return current[0] ?? null;
}
