// The shop's clock: its calendar days are the UAE's (Asia/Dubai), whatever the time zone of the server or the
// browser. Birthdays, order and review dates, invoice dates, delivery estimates, coupon validity and the
// console's date filters all count days here. The UAE keeps no daylight saving time: always UTC+4.
import { LOCAL_DELIVERY_DAYS } from './constants';

export const SHOP_TIME_ZONE = 'Asia/Dubai';
const UTC_OFFSET = '+04:00';
const UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The shop's date (YYYY-MM-DD) of an instant, today by default. Shifted by the fixed offset rather than
 * formatted with Intl in the time zone, which costs several times more, and an order list dates every item twice.
 */
export const shopDate = (at: Date = new Date()): string => new Date(at.getTime() + UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of a shop day (YYYY-MM-DD). */
export const shopDayStart = (day: string): Date => new Date(`${day}T00:00:00${UTC_OFFSET}`);

/** The last instant (to the millisecond) of a shop day. */
export const shopDayEnd = (day: string): Date => new Date(`${day}T23:59:59.999${UTC_OFFSET}`);

/** The calendar day `days` days after a YYYY-MM-DD day (before it when negative). */
export const addDays = (day: string, days: number): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The shop's calendar day `days` business days (Monday to Friday, the UAE working week) after `at`. */
export function addBusinessDays(at: Date, days: number): string {
  const day = new Date(`${shopDate(at)}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The day an order placed at `at` arrives by: the later end of the delivery time in the country. */
export const arrivalEstimate = (at: Date = new Date()): string => addBusinessDays(at, LOCAL_DELIVERY_DAYS.to);
