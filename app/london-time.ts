/**
 * Days and years as the company keeps them: in London (GMT in winter, BST in
 * summer), whatever the server's own time zone.
 */
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

const londonYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** The year in London at `now`, and the moment the next one starts there (when a footer's © changes). */
export function yearInLondon(now: Date): { year: number; endsAt: Date } {
  const year = Number(londonYear.format(now));
  return { year, endsAt: endOfLondonDay(`${year}-12-31`)! };
}
