/**
 * The cookie banner and preferences (account-and-platform.md §3, §4 'Cookie preferences', §9;
 * issue 17 "Consent"). Without a choice in force the banner asks: 'Accetta tutti' and 'Rifiuta
 * tutti' sit side by side on it, closing it keeps only the technical cookies, and 'Personalizza'
 * opens the preferences, where nothing is ticked that the shopper did not choose. A choice is
 * saved with its date and a random id (kept when it changes), asked again after six months or when
 * the purposes change, and can be changed at any time from the footer's 'Preferenze cookie'.
 *
 * A logged-in shopper's choice is also the account's: on login, a newer choice of the account
 * (made on another device) is adopted, or the browser's is given to the account; every choice
 * made while logged in is saved there too. The account's copy failing to load or save changes
 * nothing in the browser.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  ALL_PURPOSES,
  askReasonOf,
  isNewerChoice,
  ONLY_TECHNICAL,
  savedChoice,
  type AskReason,
  type CookieChoice,
  type CookiePreferences,
} from '../../src/domain/cookie-consent';
import { notProvided } from '../flow-failure';

export interface CookieConsentInput {
  readonly loggedIn: boolean;
  /** The time now (a choice's date, whether it is over six months old). */
  readonly now: () => Date;
  /** A new random id, for the browser's first choice. */
  readonly newUuid: () => string;
}

export interface CookieConsentContext {
  /** The last choice saved, even one too old to hold; null before the first. */
  readonly preferences: CookiePreferences | null;
  /** Why the banner asks; null while the saved choice holds. */
  readonly reason: AskReason | null;
  readonly loggedIn: boolean;
  readonly now: () => Date;
  readonly newUuid: () => string;
}

export type CookieConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  /** The banner's close button: continue with the technical cookies only. */
  | { type: 'consent.closed' }
  | { type: 'consent.customise' }
  | { type: 'consent.save'; choice: CookieChoice }
  | { type: 'consent.cancel' }
  /** The footer's 'Preferenze cookie'. */
  | { type: 'consent.open' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

/** A decision of the banner or the dialog: saved, and given to the account when logged in. */
const decide = [
  {
    guard: 'isLoggedIn',
    target: '#cookieConsent.decided.saving',
    actions: ['recordChoice', 'persistChoice'],
  },
  { target: '#cookieConsent.decided', actions: ['recordChoice', 'persistChoice'] },
] as const;

/** The purposes a decision turns on. */
function choiceOf(event: CookieConsentEvent): CookieChoice {
  if (event.type === 'consent.acceptAll') return ALL_PURPOSES;
  if (event.type === 'consent.save') return event.choice;
  // 'Rifiuta tutti', or the banner closed.
  return ONLY_TECHNICAL;
}

/** What the banner offers, the first time and when it asks again alike. */
const bannerEvents = {
  'consent.acceptAll': decide,
  'consent.rejectAll': decide,
  'consent.closed': decide,
  'consent.customise': { target: '#cookieConsent.customising' },
  // The banner sends the shopper to the footer's 'Preferenze cookie': it opens them here too.
  'consent.open': { target: '#cookieConsent.customising' },
  'session.loggedIn': { target: '#cookieConsent.reconciling', actions: 'assignLoggedIn' },
} as const;

/** No choice in force: the banner, asking for the first time or again. */
const toBanner = [
  { guard: 'isFirstChoice', target: '#cookieConsent.asking' },
  { target: '#cookieConsent.reAsking' },
] as const;

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  actors: {
    /** The browser's saved choice, read from storage; null when there is none. */
    storedChoice: fromPromise<CookiePreferences | null>(notProvided),
    /** The account's saved choice (GET cookie-consent/view); null when it has none. */
    accountChoice: fromPromise<CookiePreferences | null>(notProvided),
    /** Saves the choice to the account (POST cookie-consent/save): the saved choice comes back. */
    saveAccountChoice: fromPromise<CookiePreferences, CookiePreferences | null>(notProvided),
  },
  actions: {
    recordChoice: assign(({ context, event }) => ({
      preferences: savedChoice(
        choiceOf(event),
        context.now(),
        context.preferences?.uuid ?? context.newUuid(),
      ),
      reason: null,
    })),
    adoptChoice: assign(({ context }, params: { preferences: CookiePreferences | null }) => ({
      preferences: params.preferences ?? context.preferences,
      reason: null,
    })),
    assignStoredChoice: assign(
      ({ context }, params: { preferences: CookiePreferences | null }) => ({
        preferences: params.preferences,
        reason: askReasonOf(params.preferences, context.now()),
      }),
    ),
    assignLoggedIn: assign({ loggedIn: true }),
    assignLoggedOut: assign({ loggedIn: false }),
    /** Keeps the choice in the browser and tells the shop's tags what they may do now. */
    persistChoice: () => {},
  },
  guards: {
    hasChoiceInForce: ({ context }) => context.reason === null,
    isFirstChoice: ({ context }) => context.reason === 'first',
    isInForce: ({ context }, params: { preferences: CookiePreferences | null }) =>
      askReasonOf(params.preferences, context.now()) === null,
    isFirst: (_, params: { preferences: CookiePreferences | null }) => params.preferences === null,
    isLoggedIn: ({ context }) => context.loggedIn,
    /** The account's choice holds and is newer than the browser's. */
    isAccountChoiceNewer: ({ context }, params: { account: CookiePreferences | null }) =>
      params.account !== null &&
      askReasonOf(params.account, context.now()) === null &&
      isNewerChoice(params.account, context.preferences),
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({
    preferences: null,
    reason: 'first',
    loggedIn: input.loggedIn,
    now: input.now,
    newUuid: input.newUuid,
  }),
  initial: 'unknown',
  on: {
    'session.loggedIn': { actions: 'assignLoggedIn' },
    'session.loggedOut': { actions: 'assignLoggedOut' },
  },
  states: {
    // Reading the browser's choice.
    unknown: {
      invoke: {
        id: 'storedChoice',
        src: 'storedChoice',
        onDone: [
          {
            guard: { type: 'isInForce', params: ({ event }) => ({ preferences: event.output }) },
            target: 'decided',
            actions: {
              type: 'assignStoredChoice',
              params: ({ event }) => ({ preferences: event.output }),
            },
          },
          // Another device may have answered for this account already.
          {
            guard: 'isLoggedIn',
            target: 'reconciling',
            actions: {
              type: 'assignStoredChoice',
              params: ({ event }) => ({ preferences: event.output }),
            },
          },
          {
            guard: { type: 'isFirst', params: ({ event }) => ({ preferences: event.output }) },
            target: 'asking',
          },
          {
            target: 'reAsking',
            actions: {
              type: 'assignStoredChoice',
              params: ({ event }) => ({ preferences: event.output }),
            },
          },
        ],
        // Storage that cannot be read holds no choice.
        onError: [{ guard: 'isLoggedIn', target: 'reconciling' }, { target: 'asking' }],
      },
    },
    // The banner, the first time.
    asking: { on: bannerEvents },
    // The banner again: the choice is over six months old, or the purposes have changed.
    reAsking: { on: bannerEvents },
    // The preferences dialog, from the banner or from the footer.
    customising: {
      on: {
        'consent.save': decide,
        'consent.acceptAll': decide,
        'consent.rejectAll': decide,
        'consent.cancel': [{ guard: 'hasChoiceInForce', target: 'decided' }, ...toBanner],
      },
    },
    // On login: the account's choice against the browser's.
    reconciling: {
      // Logged out before the account answered: its answer concerns nobody here any more.
      on: {
        'session.loggedOut': [
          { guard: 'hasChoiceInForce', target: 'decided', actions: 'assignLoggedOut' },
          ...toBanner.map((transition) => ({ ...transition, actions: 'assignLoggedOut' as const })),
        ],
      },
      invoke: {
        id: 'accountChoice',
        src: 'accountChoice',
        onDone: [
          {
            guard: {
              type: 'isAccountChoiceNewer',
              params: ({ event }) => ({ account: event.output }),
            },
            target: 'decided',
            actions: [
              { type: 'adoptChoice', params: ({ event }) => ({ preferences: event.output }) },
              'persistChoice',
            ],
          },
          { guard: 'hasChoiceInForce', target: 'decided.saving' },
          ...toBanner,
        ],
        onError: [{ guard: 'hasChoiceInForce', target: 'decided' }, ...toBanner],
      },
    },
    decided: {
      initial: 'settled',
      on: {
        'consent.open': { target: 'customising' },
        'session.loggedIn': { target: 'reconciling', actions: 'assignLoggedIn' },
      },
      states: {
        settled: {},
        saving: {
          invoke: {
            id: 'saveAccountChoice',
            src: 'saveAccountChoice',
            input: ({ context }) => context.preferences,
            onDone: {
              target: 'settled',
              actions: [
                { type: 'adoptChoice', params: ({ event }) => ({ preferences: event.output }) },
                'persistChoice',
              ],
            },
            // The browser keeps the choice; the next login gives it to the account again.
            onError: { target: 'settled' },
          },
        },
      },
    },
  },
});

type CookieConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

/** Why the banner shows; null while it does not. */
export const selectBannerReason = (snapshot: CookieConsentSnapshot): AskReason | null => {
  if (snapshot.matches('asking')) return 'first';
  if (snapshot.matches('reAsking')) return snapshot.context.reason ?? 'expired';
  return null;
};

/**
 * Whether the browser's and the account's choices are still being read, the banner asks, or a
 * choice holds (the server-rendered page's own banner gives way once they are read).
 */
export const selectTakeOverPoint = (
  snapshot: CookieConsentSnapshot,
): 'reading' | 'asking' | 'decided' => {
  if (snapshot.matches('unknown') || snapshot.matches('reconciling')) return 'reading';
  return selectBannerReason(snapshot) === null ? 'decided' : 'asking';
};

export const selectIsCustomising = (snapshot: CookieConsentSnapshot) =>
  snapshot.matches('customising');

/** Whether a saved choice holds (not too old, of the purposes asked now). */
export const selectHasChoiceInForce = (snapshot: CookieConsentSnapshot) =>
  snapshot.context.reason === null;

/** What the shopper allows now: only technical cookies until a choice is in force. */
export const selectChoiceInForce = (snapshot: CookieConsentSnapshot): CookieChoice => {
  const { reason, preferences } = snapshot.context;
  if (reason !== null || preferences === null) return ONLY_TECHNICAL;
  return { analytics: preferences.analytics, profilation: preferences.profilation };
};
