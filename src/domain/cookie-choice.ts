/**
 * Whether a saved cookie choice still holds (issue 17 "Consent"): asked again after six months or
 * when the purposes change. Apart from the rest of src/domain/cookie-consent.ts because a
 * server-rendered page's first JavaScript (src/main.tsx) reads it too, to start the app at once
 * for a shopper the banner must ask.
 */

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

/** Why the banner asks: no choice yet, a choice over six months old, or purposes changed since. */
export type AskReason = 'first' | 'expired' | 'purposes-changed';

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
  // Written so that a date that is not one (NaN) counts as expired.
  if (!(now.getTime() < choiceExpiresAt(preferences.saveDate).getTime())) return 'expired';
  return null;
}

/** Whether `choice` was made after `other` (or there is no other). */
export function isNewerChoice(choice: CookiePreferences, other: CookiePreferences | null): boolean {
  return other === null || Date.parse(choice.saveDate) > Date.parse(other.saveDate);
}

/**
 * A technical cookie that tells the server a choice is in force in this browser, so a
 * server-rendered page carries the banner in its first HTML exactly when it has to ask (the choice
 * itself stays in local storage, which the server cannot read). Its value is the purposes' version
 * and it expires when the choice does.
 */
export const COOKIE_CHOICE_MARKER = 'ebsn-cookie-choice';

/** Whether a request's marker (undefined: none) says the browser's choice still holds. */
export function markerHolds(marker: string | undefined): boolean {
  return marker === String(COOKIE_PURPOSES_VERSION);
}

/** The `document.cookie` assignment that marks `preferences` (or clears the mark when null). */
export function markerCookie(preferences: CookiePreferences | null, now: Date): string {
  const reason = askReasonOf(preferences, now);
  const seconds =
    preferences === null || reason !== null
      ? 0
      : Math.floor((choiceExpiresAt(preferences.saveDate).getTime() - now.getTime()) / 1000);
  return `${COOKIE_CHOICE_MARKER}=${COOKIE_PURPOSES_VERSION}; Max-Age=${seconds}; Path=/; SameSite=Lax`;
}
