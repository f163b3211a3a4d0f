import { fromPromise } from 'xstate';
import { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import type { ShopClient } from '../../api/client';
import { COOKIE_PREFERENCES_KEY, syncCookieChoiceMarker } from '../../shared/cookie-choice-hint';
import { parseCookiePreferences, type CookiePreferences } from '../../domain/cookie-consent';

function readStoredChoice(): CookiePreferences | null {
  const stored = localStorage.getItem(COOKIE_PREFERENCES_KEY);
  if (stored === null) return null;
  try {
    return parseCookiePreferences(JSON.parse(stored));
  } catch {
    return null;
  }
}

function accountPreferences(preferences: unknown): CookiePreferences {
  const parsed = parseCookiePreferences(preferences);
  if (parsed === null) throw new Error('The account answered no cookie preferences');
  return parsed;
}

/** The cookie-consent statechart with the browser's storage and the account's copy. */
export function provideCookieConsent(client: ShopClient) {
  return cookieConsentMachine.provide({
    actors: {
      storedChoice: fromPromise(async () => readStoredChoice()),
      accountChoice: fromPromise(async () => {
        const { data, response } = await client.GET('/ebsn/api/cookie-consent/view');
        if (!response.ok || data === undefined) throw new Error(`HTTP ${response.status}`);
        const { preferences } = data.data;
        return preferences === null ? null : accountPreferences(preferences);
      }),
      saveAccountChoice: fromPromise<CookiePreferences, CookiePreferences | null>(
        async ({ input }) => {
          if (input === null) throw new Error('No choice to save');
          const { technical, analytics, profilation, uuid } = input;
          const { data, response } = await client.POST('/ebsn/api/cookie-consent/save', {
            body: { technical, analytics, profilation, uuid },
          });
          if (!response.ok || data === undefined) throw new Error(`HTTP ${response.status}`);
          return accountPreferences(data.data.preferences);
        },
      ),
    },
    actions: {
      persistChoice: ({ context }) => {
        try {
          localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(context.preferences));
        } catch {
          // Storage refused (a private window's quota): the choice holds for this page.
        }
        syncCookieChoiceMarker();
      },
    },
  });
}
