/**
 * A technical cookie with the language the shopper chose on this device (kept in local storage,
 * src/domain/language.ts), so that the server sends a shopper who reads another language than
 * Italian the page the app renders in theirs, not its Italian rendering first. Apart from
 * language.ts because a server-rendered page's first JavaScript (src/main.tsx) sets it: it imports
 * nothing.
 */
export const LANGUAGE_COOKIE = 'ebsn-language';

/** A year: the choice stays until the shopper changes it. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps `language` (as stored; the server checks it). */
export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
