/**
 * Visibility of the happy-hour category (shopping-flow.md §6 "Beta tester", §9): 'consumami-subito'
 * is shown only to a logged-in user, when the warehouse has ENABLE_PROMO_HAPPY_HOUR, the selected
 * time slot is at most 2 days from today, and, for a category marked HH_SHOW_ONLY_BETATESTER, only
 * to beta testers.
 */
export const HAPPY_HOUR_SLUG = 'consumami-subito';
export const HAPPY_HOUR_MAX_DAYS_AHEAD = 2;

export interface HappyHourContext {
  readonly authenticated: boolean;
  /** `betaTester` of the user: '1' for a beta tester. */
  readonly betaTester: string | undefined;
  /** The warehouse's ENABLE_PROMO_HAPPY_HOUR. */
  readonly warehouseHappyHour: boolean;
  /** The selected time slot's date (YYYY-MM-DD), or null when none is chosen. */
  readonly timeslotDate: string | null;
  /** Today (YYYY-MM-DD) in the shop's time zone. */
  readonly today: string;
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whether a category (by its slug) is the happy-hour one. */
export function isHappyHourCategory(slug: string): boolean {
  return slug === HAPPY_HOUR_SLUG;
}

/** Whether a category's `category_info` keeps it for beta testers (HH_SHOW_ONLY_BETATESTER). */
export function isOnlyForBetaTesters(
  info: Readonly<Record<string, string | undefined>> | undefined,
): boolean {
  return info?.HH_SHOW_ONLY_BETATESTER === 'true';
}

/**
 * Whether the user alone already rules the category out (a visitor, or not a beta tester when the
 * category asks for one), so the cart's warehouse and slot need not be looked at.
 */
export function isHappyHourRuledOutForUser(
  onlyBetaTesters: boolean,
  user: Pick<HappyHourContext, 'authenticated' | 'betaTester'>,
): boolean {
  return !user.authenticated || (onlyBetaTesters && user.betaTester !== '1');
}

export function isHappyHourVisible(onlyBetaTesters: boolean, context: HappyHourContext): boolean {
  if (isHappyHourRuledOutForUser(onlyBetaTesters, context)) return false;
  if (!context.warehouseHappyHour || context.timeslotDate === null) return false;
  return daysBetween(context.today, context.timeslotDate) <= HAPPY_HOUR_MAX_DAYS_AHEAD;
}

/** A day (YYYY-MM-DD) as the shop in Italy counts it. */
export function shopDate(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
}
