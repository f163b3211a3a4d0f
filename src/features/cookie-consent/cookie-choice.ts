/**
 * The cookie choice in force on this page, for the parts of the app that may only act with it
 * (the analytics tags): `null` while the shopper has not chosen (the banner is asking).
 */
import { valueStore } from '../../shared/value-store';
import type { CookieChoice } from '../../domain/cookie-consent';

/** Equal choices allow the same purposes (a new object for the same choice changes nothing). */
export const sameChoice = (a: CookieChoice | null, b: CookieChoice | null) =>
  a === b ||
  (a !== null && b !== null && a.analytics === b.analytics && a.profilation === b.profilation);

export const cookieChoice = valueStore<CookieChoice | null>(null, sameChoice);
