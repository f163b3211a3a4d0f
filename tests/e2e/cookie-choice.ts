/**
 * A browser that has answered the cookie banner (technical cookies only), as a returning shopper's
 * has: the browser tests' default (tests/e2e/test.ts) and the first-tap benchmark's.
 */

/** The browser's storage key of the cookie choice (src/features/cookie-consent). */
export const COOKIE_PREFERENCES_KEY = 'ebsn-cookie-preferences';

/** The cookie that tells the server a choice is in force (src/domain/cookie-choice.ts). */
export const COOKIE_CHOICE_MARKER = { name: 'ebsn-cookie-choice', value: '1' };

/** An init script: stores the choice under `key` unless the browser has one. */
export function storeTechnicalOnlyChoice(key: string) {
  // Frames of other sites (the video player) may not read the shop's storage.
  try {
    if (localStorage.getItem(key) !== null) return;
  } catch {
    return;
  }
  const choice = {
    technical: true,
    analytics: false,
    profilation: false,
    saveDate: new Date().toISOString(),
    uuid: crypto.randomUUID(),
    purposesVersion: 1,
  };
  localStorage.setItem(key, JSON.stringify(choice));
}
