/**
 * Whether this browser holds a cookie choice still in force, read without the app: a
 * server-rendered page (src/main.tsx) starts the app at once when the banner has to ask, and
 * otherwise waits for the first intent as before.
 */
import { askReasonOf, type CookiePreferences } from '../domain/cookie-choice';

/** Local storage: the browser's cookie choice (a technical record, kept without consent). */
export const COOKIE_PREFERENCES_KEY = 'ebsn-cookie-preferences';

export function hasCookieChoiceInForce(): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null');
    // The app checks every field; here a choice with a date and purposes will do.
    if (typeof stored !== 'object' || stored === null) return false;
    return askReasonOf(stored as CookiePreferences, new Date()) === null;
  } catch {
    return false;
  }
}
