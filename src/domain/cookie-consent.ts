/**
 * Cookie preferences (account-and-platform.md §3 'App state', §4 'Cookie preferences', §9; issue
 * 17 "Consent"), as the Italian data-protection authority's cookie guidelines (June 2021) ask:
 * technical cookies are always on, analytics and profilation are off until the shopper turns them
 * on; a choice is saved with its `saveDate` and a random `uuid`, and asked again after six months
 * or when the purposes change. The same rules read the browser's stored choice and check the one
 * a logged-in shopper sends to the server.
 */
import * as v from 'valibot';
import {
  COOKIE_PURPOSES_VERSION,
  type CookieChoice,
  type CookiePreferences,
} from './cookie-choice';

export * from './cookie-choice';

/** Nothing but the technical cookies: the default, and what refusing or closing the banner keeps. */
export const ONLY_TECHNICAL: CookieChoice = { analytics: false, profilation: false };
export const ALL_PURPOSES: CookieChoice = { analytics: true, profilation: true };

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
