/**
 * Staff single sign-on (account-and-platform.md §7: saml/do-login with relay_state_url; "the
 * first error text is thrown when status is not 0"; issue 16). 'Accedi con SSO' asks the shop for
 * the identity provider's address and sends the browser there; the provider returns to the relay
 * state. A failure shows the first error text and the button tries again. A sign-on the shop
 * refused comes back to the staff page with its reason, which the machine starts from.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages';
import { failureTexts, notProvided } from '../flow-failure';

export interface SsoInput {
  /** Where the provider sends the staff user back (a path of the shop). */
  readonly relay: string;
}

export interface SsoContext {
  relay: string;
  /** The text shown: the first error of the last attempt. */
  failure: string | null;
}

export type SsoEvent =
  | { type: 'sso.start' }
  /** The page came back from a sign-on the shop refused, with its reason. */
  | { type: 'sso.refused'; text: string };

export const ssoMachine = setup({
  types: {
    input: {} as SsoInput,
    context: {} as SsoContext,
    events: {} as SsoEvent,
  },
  actors: {
    /** saml/do-login: the identity provider's address for this relay state. */
    requestSignOn: fromPromise<string, { relay: string }>(notProvided),
  },
  actions: {
    /** Sends the browser to the identity provider (the app leaves the page). */
    goToProvider: (_, _params: { url: string }) => {},
    clearFailure: assign({ failure: null }),
    assignRefusal: assign({
      failure: ({ event }) => (event.type === 'sso.refused' ? event.text : null),
    }),
    assignFailure: assign({
      failure: (_, params: { error: unknown }) =>
        failureTexts(params.error)[0] ?? messages.generic.message,
    }),
  },
}).createMachine({
  id: 'sso',
  context: ({ input }) => ({ relay: input.relay, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sso.start': { target: 'requesting' },
        'sso.refused': { target: 'failed', actions: 'assignRefusal' },
      },
    },
    requesting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'requestSignOn',
        src: 'requestSignOn',
        input: ({ context }) => ({ relay: context.relay }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToProvider', params: ({ event }) => ({ url: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The browser is on its way to the provider: the button stays busy.
    redirecting: { tags: ['busy'] },
    failed: {
      on: { 'sso.start': { target: 'requesting' } },
    },
  },
});

type SsoSnapshot = SnapshotFrom<typeof ssoMachine>;

export const selectSsoBusy = (snapshot: SsoSnapshot) => snapshot.hasTag('busy');
/** The first error text to show, or null. */
export const selectSsoFailure = (snapshot: SsoSnapshot) =>
  snapshot.matches('failed') ? (snapshot.context.failure ?? null) : null;
