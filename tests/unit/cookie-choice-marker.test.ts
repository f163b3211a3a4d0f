/**
 * The marker cookie that tells the server whether a browser's cookie choice is in force
 * (src/domain/cookie-choice.ts): it lives as long as the choice does, and says which purposes it
 * answered.
 */
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CHOICE_MARKER,
  COOKIE_PURPOSES_VERSION,
  markerCookie,
  markerHolds,
  type CookiePreferences,
} from '../../src/domain/cookie-choice';

const choice = (
  saveDate: string,
  purposesVersion = COOKIE_PURPOSES_VERSION,
): CookiePreferences => ({
  technical: true,
  analytics: true,
  profilation: false,
  saveDate,
  uuid: '5b0c6f0e-8a51-4f4e-9d0c-4b1b2c3d4e5f',
  purposesVersion,
});

const maxAgeOf = (cookie: string) => Number(/Max-Age=(-?\d+)/.exec(cookie)?.[1]);

describe('the cookie-choice marker', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('lasts until the choice is to be asked again, six months after it was saved', () => {
    const cookie = markerCookie(choice('2026-11-25T10:00:00Z'), now);
    expect(cookie).toContain(`${COOKIE_CHOICE_MARKER}=${COOKIE_PURPOSES_VERSION};`);
    expect(cookie).toContain('Path=/');
    // 25 November to 25 May, less the day already gone.
    expect(maxAgeOf(cookie)).toBe((Date.parse('2027-05-25T10:00:00Z') - now.getTime()) / 1000);
  });

  it('is cleared when there is no choice, when it is over six months old or of other purposes', () => {
    expect(maxAgeOf(markerCookie(null, now))).toBe(0);
    expect(maxAgeOf(markerCookie(choice('2026-05-26T09:59:59Z'), now))).toBe(0);
    expect(maxAgeOf(markerCookie(choice('2026-11-25T10:00:00Z', 0), now))).toBe(0);
    expect(maxAgeOf(markerCookie(choice('not a date'), now))).toBe(0);
  });

  it('holds on the server only with the version of the purposes asked now', () => {
    expect(markerHolds(String(COOKIE_PURPOSES_VERSION))).toBe(true);
    expect(markerHolds(String(COOKIE_PURPOSES_VERSION + 1))).toBe(false);
    expect(markerHolds('')).toBe(false);
    expect(markerHolds(undefined)).toBe(false);
  });
});
