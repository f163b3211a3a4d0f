/**
 * The browser's cookie choice as the first JavaScript of a server-rendered page reads it, without
 * the app (src/main.tsx): whether one is in force, and the marker cookie that tells the server so.
 */
import { askReasonOf, markerCookie, type CookiePreferences } from '../domain/cookie-choice';

/** Local storage: the browser's cookie choice (a technical record, kept without consent). */
export const COOKIE_PREFERENCES_KEY = 'ebsn-cookie-preferences';

/** The stored choice, loosely read: the app checks every field, here a date and purposes do. */
function storedChoice(): CookiePreferences | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null');
    return typeof stored === 'object' && stored !== null ? (stored as CookiePreferences) : null;
  } catch {
    return null;
  }
}

export function hasCookieChoiceInForce(): boolean {
  return askReasonOf(storedChoice(), new Date()) === null;
}

/**
 * Sets or clears the marker cookie (src/domain/cookie-choice.ts) to match the stored choice: on
 * every start and after every save, so the next server-rendered page shows the banner exactly when
 * the app would.
 */
export function syncCookieChoiceMarker(): void {
  document.cookie = markerCookie(storedChoice(), new Date());
}
