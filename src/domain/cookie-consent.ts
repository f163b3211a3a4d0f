/**
 * Cookie preferences (account-and-platform.md §3 'App state', §4 'Cookie preferences', §9; issue
 * 17 "Consent"), as the Italian data-protection authority's cookie guidelines (June 2021) ask:
 * technical cookies are always on, analytics and profilation are off until the shopper turns them
 * on; a choice is saved with its `saveDate` and a random `uuid`, and asked again after six months
 * or when the purposes change. The same rules read the browser's stored choice and check the one
 * a logged-in shopper sends to the server.
 */
import * as v from 'valibot';

/**
 * The purposes asked about. Raise it when a purpose is added or changes meaning: every saved
 * choice is then asked again.
 */
export const COOKIE_PURPOSES_VERSION = 1;

/** A choice is asked again this many months after it was saved. */
export const COOKIE_CHOICE_MAX_AGE_MONTHS = 6;

/** The optional purposes, each off until the shopper turns it on. */
export interface CookieChoice {
  /** Statistics of how the shop is used (the tag manager's analytics). */
  readonly analytics: boolean;
  /** Offers and advertising shaped on the shopper's interests. */
  readonly profilation: boolean;
}

/** A saved choice: the spec's fields, and the purposes it answered. */
export interface CookiePreferences extends CookieChoice {
  readonly technical: true;
  /** When it was made (ISO 8601). */
  readonly saveDate: string;
  /** The choice's random id, kept when the shopper changes it. */
  readonly uuid: string;
  readonly purposesVersion: number;
}

/** Nothing but the technical cookies: the default, and what refusing or closing the banner keeps. */
export const ONLY_TECHNICAL: CookieChoice = { analytics: false, profilation: false };
export const ALL_PURPOSES: CookieChoice = { analytics: true, profilation: true };

/** Why the banner asks: no choice yet, a choice over six months old, or purposes changed since. */
export type AskReason = 'first' | 'expired' | 'purposes-changed';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A saved choice as it comes from storage or from a request; anything else is no choice. */
export const cookiePreferencesSchema = v.object({
  technical: v.literal(true),
  analytics: v.boolean(),
  profilation: v.boolean(),
  saveDate: v.pipe(v.string(), v.regex(ISO_DATE_TIME), v.isoTimestamp()),
  uuid: v.pipe(v.string(), v.regex(UUID)),
  purposesVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** The stored value read back, or null when there is none or it is not a choice we saved. */
export function parseCookiePreferences(value: unknown): CookiePreferences | null {
  const result = v.safeParse(cookiePreferencesSchema, value);
  return result.success ? result.output : null;
}

/** The saved choice of `choice`, made at `now`, keeping the uuid of an earlier choice. */
export function savedChoice(choice: CookieChoice, now: Date, uuid: string): CookiePreferences {
  return {
    technical: true,
    analytics: choice.analytics,
    profilation: choice.profilation,
    saveDate: now.toISOString(),
    uuid,
    purposesVersion: COOKIE_PURPOSES_VERSION,
  };
}

/** When a choice saved at `saveDate` is to be asked again. */
export function choiceExpiresAt(saveDate: string): Date {
  const expiry = new Date(saveDate);
  expiry.setUTCMonth(expiry.getUTCMonth() + COOKIE_CHOICE_MAX_AGE_MONTHS);
  return expiry;
}

/** Why a saved choice (or none) must be asked again at `now`; null when it still holds. */
export function askReasonOf(preferences: CookiePreferences | null, now: Date): AskReason | null {
  if (preferences === null) return 'first';
  if (preferences.purposesVersion !== COOKIE_PURPOSES_VERSION) return 'purposes-changed';
  if (now.getTime() >= choiceExpiresAt(preferences.saveDate).getTime()) return 'expired';
  return null;
}

/** Whether `choice` was made after `other` (or there is no other). */
export function isNewerChoice(choice: CookiePreferences, other: CookiePreferences | null): boolean {
  return other === null || Date.parse(choice.saveDate) > Date.parse(other.saveDate);
}
