/**
 * The analytics tags by the shopper's cookie choice (issue 17 "Analytics through a tag manager";
 * shopping-flow.md §9): nothing is loaded or sent until the choice is known; with analytics allowed
 * and a container configured the tag manager's script loads and the app's events go to its
 * `dataLayer`; refused, or with no container, the events are dropped; a change of the other
 * purposes is told to the loaded container; withdrawn after it loaded, its cookies are deleted and
 * the page loads again without it (a script cannot be unloaded).
 */
import { setup, type SnapshotFrom } from 'xstate';
import type { CookieChoice } from '../../src/domain/cookie-consent';

export interface AnalyticsInput {
  /** The tag manager's container the server configured (TAG_MANAGER_ID); null: none. */
  readonly containerId: string | null;
}

export type AnalyticsGateEvent =
  /** The choice in force, once known and at every change. */
  { type: 'choice.made'; choice: CookieChoice };

export const analyticsMachine = setup({
  types: {
    input: {} as AnalyticsInput,
    context: {} as AnalyticsInput,
    events: {} as AnalyticsGateEvent,
  },
  guards: {
    allowsTags: ({ context, event }) => context.containerId !== null && event.choice.analytics,
  },
  actions: {
    /** Loads the container's script, telling it first what the shopper allowed. */
    loadTagManager: (_, _params: { choice: CookieChoice }) => {},
    /** The events held until now, then every new one, go to the `dataLayer`. */
    sendEvents: () => {},
    /** Held events are dropped, and so is every new one. */
    dropEvents: () => {},
    /** Tells the loaded container what the shopper allows now. */
    updateConsent: (_, _params: { choice: CookieChoice }) => {},
    /** Deletes the analytics cookies the container set. */
    deleteCookies: () => {},
    /** Loads the page again, without the container's script. */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => input,
  initial: 'waiting',
  states: {
    // The shopper has not chosen: events are held (src/shared/analytics.ts).
    waiting: {
      on: {
        'choice.made': [
          { guard: 'allowsTags', target: 'sending' },
          { target: 'dropping', actions: 'dropEvents' },
        ],
      },
    },
    sending: {
      entry: [
        { type: 'loadTagManager', params: ({ event }) => ({ choice: event.choice }) },
        'sendEvents',
      ],
      on: {
        'choice.made': [
          {
            guard: 'allowsTags',
            actions: { type: 'updateConsent', params: ({ event }) => ({ choice: event.choice }) },
          },
          { target: 'withdrawing', actions: ['dropEvents', 'deleteCookies', 'reloadPage'] },
        ],
      },
    },
    // Refused, or no container: nothing is loaded or sent until analytics is allowed.
    dropping: {
      on: {
        'choice.made': { guard: 'allowsTags', target: 'sending' },
      },
    },
    // The page is loading again.
    withdrawing: { type: 'final' },
  },
});

type AnalyticsSnapshot = SnapshotFrom<typeof analyticsMachine>;

/** Whether the app's events reach the tag manager. */
export const selectIsSending = (snapshot: AnalyticsSnapshot) => snapshot.matches('sending');
