/**
 * The shop's clock: days, weekdays and times as the shop in Italy (Europe/Rome) counts them,
 * computed with Intl from a given instant, so the same Date always gives the same answer.
 */
import { shopDate } from './happy-hour';

export { shopDate };

const SHOP_TIME_ZONE = 'Europe/Rome';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClockParts(at: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes the shop's clock is ahead of UTC at `at` (60 in winter, 120 in summer). */
function shopOffsetMinutes(at: Date): number {
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = wallClockParts(at);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / MINUTE_MS);
}

/** Minutes since the shop's midnight at `at` (0 .. 1439). */
export function shopMinutesOfDay(at: Date): number {
  const { hour = 0, minute = 0 } = wallClockParts(at);
  return hour * 60 + minute;
}

/** The weekday of a day 'YYYY-MM-DD': 0 Sunday .. 6 Saturday (the spec's DAY_LOCK numbering). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The day `days` after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the shop and the `count - 1` days after it. */
export function shopDays(now: Date, count: number): string[] {
  const today = shopDate(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

/** 'HH:MM' as minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant the shop's clock shows `time` ('HH:MM') on `date`. Across the change to or from
 * summer time the offset is taken at the instant itself, so 02:30 on the spring day (a time the
 * clock skips) lands an hour later, as the clock would show it.
 */
export function shopInstant(date: string, time: string): Date {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutesOf(time) * MINUTE_MS;
  const guess = wallAsUtc - shopOffsetMinutes(new Date(wallAsUtc)) * MINUTE_MS;
  const corrected = wallAsUtc - shopOffsetMinutes(new Date(guess)) * MINUTE_MS;
  return new Date(corrected);
}

/** `at` as the shop's clock shows it, 'YYYY-MM-DDTHH:MM:SS' (WordPress's `date`). */
export function shopDateTime(at: Date): string {
  return new Date(at.getTime() + shopOffsetMinutes(at) * MINUTE_MS).toISOString().slice(0, 19);
}
