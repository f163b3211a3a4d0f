/**
 * Social login with Google and Facebook (account-and-platform.md §4 'Social login', §7 'Single
 * sign-on, social and backoffice'; issue 16): a provider's button asks the shop for the
 * provider's address and sends the browser there; the provider sends it back to the shop, which
 * answers with one of three pages: '/' logged in (nothing left for this flow), the registration
 * form filled from the provider (the registration flow's), or the login page with a reason the
 * sign-in failed (`callback.failed`) or a request to link the account with the same e-mail by its
 * password (`link.opened`). A link confirmed with the right password logs in and lands on '/';
 * a wrong one shows the server's reason and links nothing.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import type { SocialErrorReason, SocialProvider } from '../../src/domain/social-login';
import { failureTexts, notProvided } from '../flow-failure';

type SessionUser = components['schemas']['User'];

export interface SocialLoginContext {
  /** The provider of the sign-in under way or to link; null before one is chosen. */
  provider: SocialProvider | null;
  /** Why the provider's answer was refused (the page's `social_error`); null: it was not. */
  reason: SocialErrorReason | null;
  /** What the server refused last (start or link), in its words. */
  errors: readonly string[];
}

export type SocialLoginEvent =
  | { type: 'provider.chosen'; provider: SocialProvider }
  | { type: 'callback.failed'; reason: SocialErrorReason }
  | { type: 'link.opened'; provider: SocialProvider }
  | { type: 'link.submitted'; password: string }
  | { type: 'link.cancelled' };

export interface LinkInput {
  readonly password: string;
}

export const socialLoginMachine = setup({
  types: { context: {} as SocialLoginContext, events: {} as SocialLoginEvent },
  actors: {
    /** social/start: the provider's authorization address. */
    socialStart: fromPromise<string, { provider: SocialProvider }>(notProvided),
    /** social/link: links the waiting provider account by the password; the logged-in user. */
    linkAccount: fromPromise<SessionUser, LinkInput>(notProvided),
  },
  actions: {
    assignProvider: assign((_, params: { provider: SocialProvider }) => ({
      provider: params.provider,
      reason: null,
      errors: [],
    })),
    assignReason: assign(({ event }) => {
      assertEvent(event, 'callback.failed');
      return { reason: event.reason, errors: [] };
    }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ reason: null, errors: [] }),
    /** Sends the browser to the provider's sign-in page. */
    openProvider: (_, _params: { url: string }) => undefined,
    /** Tells the session the shopper is logged in. */
    emitLoggedIn: (_, _params: { user: SessionUser }) => undefined,
    /** Lands on '/' (after a social sign-in the landing page is the home page). */
    goHome: () => undefined,
    /** Leaves the link page for the plain login page. */
    leaveLink: () => undefined,
  },
}).createMachine({
  id: 'socialLogin',
  initial: 'idle',
  context: { provider: null, reason: null, errors: [] },
  states: {
    idle: {
      on: {
        'provider.chosen': {
          target: 'starting',
          actions: {
            type: 'assignProvider',
            params: ({ event }) => ({ provider: event.provider }),
          },
        },
        'callback.failed': { target: 'failed', actions: 'assignReason' },
        'link.opened': {
          target: 'linking',
          actions: {
            type: 'assignProvider',
            params: ({ event }) => ({ provider: event.provider }),
          },
        },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'socialStart',
        src: 'socialStart',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'openProvider', params: ({ event }) => ({ url: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The browser is leaving for the provider: the buttons stay busy until the page goes.
    redirecting: { tags: ['busy'] },
    failed: {
      on: {
        'provider.chosen': {
          target: 'starting',
          actions: {
            type: 'assignProvider',
            params: ({ event }) => ({ provider: event.provider }),
          },
        },
      },
    },
    linking: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'link.submitted': { target: 'submitting' },
            'link.cancelled': {
              target: '#socialLogin.idle',
              actions: ['clearErrors', 'leaveLink'],
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'linkAccount',
            src: 'linkAccount',
            input: ({ event }) => {
              assertEvent(event, 'link.submitted');
              return { password: event.password };
            },
            onDone: {
              target: '#socialLogin.linked',
              actions: [
                'clearErrors',
                { type: 'emitLoggedIn', params: ({ event }) => ({ user: event.output }) },
                'goHome',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    linked: {},
  },
});

type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>;

/** The screen the flow shows: the buttons, the link confirmation, or nothing more (linked). */
export type SocialLoginScreen = 'buttons' | 'link' | 'linked';

export const selectSocialLoginScreen = (snapshot: SocialLoginSnapshot): SocialLoginScreen =>
  snapshot.matches('linking') ? 'link' : snapshot.matches('linked') ? 'linked' : 'buttons';
/** A call is under way (the buttons or the link form wait). */
export const selectIsSocialBusy = (snapshot: SocialLoginSnapshot) => snapshot.hasTag('busy');
/** The provider being signed in with or linked. */
export const selectSocialProvider = (snapshot: SocialLoginSnapshot) => snapshot.context.provider;
/** Why the provider's answer was refused, for its message; null: nothing to say. */
export const selectSocialReason = (snapshot: SocialLoginSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.reason : null;
/** The server's texts of the last refusal (start or link). */
export const selectSocialErrors = (snapshot: SocialLoginSnapshot) => snapshot.context.errors;
