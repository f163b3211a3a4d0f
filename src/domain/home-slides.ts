/**
 * Which day Home's slides are for (account-and-platform.md §7 "Content service": `new_slides/
 * {timestamp}/{unix noon of day}/{id}`, "the unix time is computed at noon of the chosen day"):
 * the day of the shopper's booked time slot, else today, on the shop's clock (Europe/Rome).
 */
import { shopDate, shopInstant, shopMinutesOfDay } from './shop-time';

/**
 * The day the slides are chosen for, 'YYYY-MM-DD': the booked slot's day (`bookedDate`, the
 * cart's `timeslot.date`) when there is one and it is not past, else today in the shop. A slot
 * whose day has gone by must be booked again, so it says nothing about the day of the shopping.
 */
export function slidesDay(now: Date, bookedDate?: string | null): string {
  const today = shopDate(now);
  if (bookedDate === undefined || bookedDate === null) return today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedDate)) return today;
  // 'YYYY-MM-DD' sorts as it counts.
  return bookedDate > today ? bookedDate : today;
}

/**
 * The unix time in seconds of noon on `day` ('YYYY-MM-DD') as the shop's clock shows it: 11:00
 * UTC in winter, 10:00 UTC in summer (noon is never in the hour the clock skips or repeats, so
 * the days the clock changes have their noon too).
 */
export function shopNoon(day: string): number {
  return Math.floor(shopInstant(day, '12:00').getTime() / 1000);
}

/**
 * The cache-burst of the slides' address (its first path segment, which the service ignores): the
 * app's version and the shop's day and hour at `now`, e.g. `2.0.7-25-11-2026-17`. A cache in
 * front of the content service (keyed by address) serves a reply for an hour at most, so an
 * editor's change shows within the hour, a new version of the app never gets an old reply, and
 * the shoppers of one hour share one cached reply per service and day.
 */
export function slidesCacheBurst(now: Date, version: string): string {
  const [year, month, day] = shopDate(now).split('-');
  const hour = String(Math.floor(shopMinutesOfDay(now) / 60)).padStart(2, '0');
  return `${version}-${day}-${month}-${year}-${hour}`;
}
