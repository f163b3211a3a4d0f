/**
 * The footer's 'Preferenze cookie' opens the preferences of the lazily loaded cookie consent
 * through a window event, so the first page carries nothing of it.
 */
export const OPEN_COOKIE_PREFERENCES = 'ebsn:cookie-preferences';

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES));
}
