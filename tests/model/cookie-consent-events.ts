/**
 * The events the cookie-consent model may take: the browser's stored choice (none, one in force,
 * one over six months old, one for other purposes, unreadable storage), the banner's and the
 * dialog's buttons, the footer's link, the session, and what the account's copy answers.
 */
import type { EventFromLogic } from 'xstate';
import type { cookieConsentMachine } from '../../machines/cookie-consent/cookie-consent.machine';
import { COOKIE_PURPOSES_VERSION, type CookiePreferences } from '../../src/domain/cookie-consent';

type CookieConsentEvent = EventFromLogic<typeof cookieConsentMachine>;

/** The model's clock: every choice made in it is dated now. */
export const NOW = new Date('2026-11-26T10:00:00.000Z');
export const BROWSER_UUID = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT_UUID = '22222222-2222-4222-8222-222222222222';

export const modelInput = {
  loggedIn: false,
  now: () => NOW,
  newUuid: () => BROWSER_UUID,
};

export function choice(
  saveDate: string,
  purposes: { analytics: boolean; profilation: boolean },
  uuid = BROWSER_UUID,
  purposesVersion = COOKIE_PURPOSES_VERSION,
): CookiePreferences {
  return { technical: true, ...purposes, saveDate, uuid, purposesVersion };
}

/** Saved a month ago: in force. */
export const CURRENT = choice('2026-10-26T10:00:00.000Z', { analytics: true, profilation: false });
/** Saved seven months ago: asked again. */
export const EXPIRED = choice('2026-04-20T10:00:00.000Z', { analytics: true, profilation: true });
/** Saved for the purposes the shop asked before. */
export const OTHER_PURPOSES = choice(
  '2026-11-01T10:00:00.000Z',
  { analytics: true, profilation: true },
  BROWSER_UUID,
  COOKIE_PURPOSES_VERSION + 1,
);
/** The account's choice made on another device yesterday: newer than the browser's. */
export const ACCOUNT_NEWER = choice(
  '2026-11-25T10:00:00.000Z',
  { analytics: false, profilation: true },
  ACCOUNT_UUID,
);
/** The account's choice made long before the browser's. */
export const ACCOUNT_OLDER = choice(
  '2026-09-01T10:00:00.000Z',
  { analytics: false, profilation: false },
  ACCOUNT_UUID,
);

export const cookieConsentEvents = (): CookieConsentEvent[] =>
  [
    { type: 'xstate.done.actor.storedChoice', output: null },
    { type: 'xstate.done.actor.storedChoice', output: CURRENT },
    { type: 'xstate.done.actor.storedChoice', output: EXPIRED },
    { type: 'xstate.done.actor.storedChoice', output: OTHER_PURPOSES },
    { type: 'xstate.error.actor.storedChoice', error: new Error('SecurityError') },
    { type: 'consent.acceptAll' },
    { type: 'consent.rejectAll' },
    { type: 'consent.closed' },
    { type: 'consent.customise' },
    { type: 'consent.save', choice: { analytics: true, profilation: false } },
    { type: 'consent.cancel' },
    { type: 'consent.open' },
    { type: 'session.loggedIn' },
    { type: 'session.loggedOut' },
    { type: 'xstate.done.actor.accountChoice', output: null },
    { type: 'xstate.done.actor.accountChoice', output: ACCOUNT_NEWER },
    { type: 'xstate.done.actor.accountChoice', output: ACCOUNT_OLDER },
    { type: 'xstate.error.actor.accountChoice', error: new TypeError('Failed to fetch') },
    {
      type: 'xstate.done.actor.saveAccountChoice',
      output: choice(NOW.toISOString(), { analytics: true, profilation: true }, ACCOUNT_UUID),
    },
    { type: 'xstate.error.actor.saveAccountChoice', error: new TypeError('Failed to fetch') },
  ] as unknown as CookieConsentEvent[];
