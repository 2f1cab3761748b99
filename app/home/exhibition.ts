/**
 * Which exhibition the home page announces. An editor may set `hideAfter`;
 * without it, an exhibition retires itself at the end of its last day, UK
 * time, so a past show is never advertised (issue 16).
 */
export interface ExhibitionDates {
  startDate?: string | null;
  endDate?: string | null;
  hideAfter?: string | null;
}

const londonOffset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'longOffset' });

/** The first moment after a YYYY-MM-DD day in London (midnight that ends it, GMT or BST), or null for no valid date. */
export function endOfLondonDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const next = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) return null;
  next.setUTCDate(next.getUTCDate() + 1);
  // "GMT+01:00" in summer, "GMT" in winter: London's offset at that midnight.
  const name = londonOffset.formatToParts(next).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(next.getTime() - offsetMs);
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
