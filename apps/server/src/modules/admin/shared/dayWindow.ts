/**
 * Where a moment falls against an optional start and end (stored as the start of the first shop day and the
 * end of the last): the one rule behind a coupon's and a banner's state in the console. The home slider's own
 * filter is the same window in SQL (catalog's withinBannerDays).
 */
export type DayWindowPlace = 'before' | 'within' | 'after';

export function placeInDayWindow(startsAt: Date | null, endsAt: Date | null, now = new Date()): DayWindowPlace {
  if (endsAt && endsAt < now) return 'after';
  if (startsAt && startsAt > now) return 'before';
  return 'within';
}
