/**
 * The footer's 'Preferenze cookie' opens the preferences of the lazily loaded cookie consent
 * through a window event, so the first page carries nothing of it. A press that comes before the
 * consent has loaded (a server-rendered page's footer, pressed before the app took it over) waits
 * for it.
 */
export const OPEN_COOKIE_PREFERENCES = 'ebsn:cookie-preferences';

let pending = false;

export function openCookiePreferences(): void {
  pending = true;
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES));
}

/** Whether the preferences were asked for and not yet opened; asking consumes the request. */
export function takeOpenRequest(): boolean {
  const asked = pending;
  pending = false;
  return asked;
}
