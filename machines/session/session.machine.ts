/**
 * The session of the shopper (account-and-platform.md §4 "Session", "App restart", "Logout
 * clears the cart", §8 "HTTP 419"; shopping-flow.md §4 "Authentication").
 *
 * Two regions: `auth` (who the shopper is) and `loginDialog` (the on-demand login dialog, offered
 * again when a session expires). Every effect is a named action or actor the app provides.
 *
 * A guest who asks for a login-required page goes Home (§2 "Route guards"); the login dialog opens
 * there and, once the guest has logged in from it, the page asked for opens. Closing the dialog
 * forgets it.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import { RELOAD_AFTER_INACTIVE_MS } from '../../src/domain/constants';
import { isInactiveTooLong, isLoggedInUserId } from '../../src/domain/envelope';

export type SessionUser = components['schemas']['User'];

export interface SessionContext {
  /** The logged-in user, or null when anonymous. */
  user: SessionUser | null;
  /** When the app last went to the background (ms since epoch), to decide a restart on resume. */
  pausedAt: number | null;
  /** The login-required page a guest asked for, opened after a login from the dialog. */
  afterLogin: string | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; user: SessionUser }
  | { type: 'session.expired' }
  /** `everywhere`: end every session of the account, on every device (issue 13). */
  | { type: 'session.logout'; everywhere?: boolean }
  | { type: 'app.paused'; at: number }
  | { type: 'app.resumed'; at: number }
  | { type: 'app.languageChanged'; language: string }
  | { type: 'login.open' }
  /** A guest asked for the login-required page `to` (its path and query). */
  | { type: 'login.required'; to: string }
  | { type: 'login.close' };

/**
 * HTTP 419 while a session is believed alive: clear the stored markers, drop the user and the
 * cart, tell the app nobody is logged in and show the expiry message. When already anonymous
 * the event only offers the login (see `loginDialog`), so parallel 419s show one message.
 */
const expire = {
  target: '#session.auth.anonymous',
  actions: ['clearStorage', 'clearUser', 'clearCart', 'emitNotLoggedIn', 'showExpiredMessage'],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Loads the cart, which doubles as the login refresh: resolves with the reply's user. */
    cartRefresh: fromPromise<SessionUser>(() =>
      Promise.reject(new Error('cartRefresh not provided')),
    ),
    /** Ends the session on the server (every session of the account when `everywhere`). */
    logoutRequest: fromPromise<void, { everywhere: boolean }>(() =>
      Promise.reject(new Error('logoutRequest not provided')),
    ),
  },
  actions: {
    assignUser: assign({
      user: (_, params: { user: SessionUser }) => params.user,
    }),
    clearUser: assign({ user: null }),
    rememberAfterLogin: assign({
      afterLogin: ({ event }) => {
        assertEvent(event, 'login.required');
        return event.to;
      },
    }),
    forgetAfterLogin: assign({ afterLogin: null }),
    /** Opens the page at `to` (a navigation of the app). */
    openPage: (_, _params: { to: string }) => {},
    recordPause: assign({
      pausedAt: ({ event }) => {
        assertEvent(event, 'app.paused');
        return event.at;
      },
    }),
    /** Keeps the non-secret "is authenticated" marker the route guard reads. */
    markAuthenticated: () => {},
    /** Clears the session flag, session key and saved account from storage. */
    clearStorage: () => {},
    /** Drops the cart from the client's server state. */
    clearCart: () => {},
    /** Tells the rest of the app that nobody is logged in any more. */
    emitNotLoggedIn: () => {},
    showExpiredMessage: () => {},
    showLogoutError: () => {},
    /** Restarts the app (a full reload). */
    restartApp: () => {},
  },
  guards: {
    hasPageAfterLogin: ({ context }) => context.afterLogin !== null,
    isLoggedInUser: (_, params: { user: SessionUser }) => isLoggedInUserId(params.user.userId),
    isInactiveTooLong: ({ context, event }) => {
      assertEvent(event, 'app.resumed');
      return isInactiveTooLong(context.pausedAt, event.at, RELOAD_AFTER_INACTIVE_MS);
    },
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: { user: null, pausedAt: null, afterLogin: null },
  on: {
    'app.paused': { actions: 'recordPause' },
    'app.languageChanged': { actions: 'restartApp' },
  },
  states: {
    auth: {
      initial: 'loading',
      states: {
        loading: {
          on: { 'session.expired': expire },
          invoke: {
            id: 'cartRefresh',
            src: 'cartRefresh',
            onDone: [
              {
                guard: { type: 'isLoggedInUser', params: ({ event }) => ({ user: event.output }) },
                target: 'authenticated',
                actions: [
                  { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                  'markAuthenticated',
                ],
              },
              { target: 'anonymous', actions: ['clearUser', 'clearStorage'] },
            ],
            onError: { target: 'anonymous' },
          },
        },
        anonymous: {
          on: {
            'session.loggedIn': {
              target: 'authenticated',
              actions: [
                { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
                'markAuthenticated',
              ],
            },
            'app.resumed': { guard: 'isInactiveTooLong', actions: 'restartApp' },
          },
        },
        authenticated: {
          on: {
            'session.expired': expire,
            'session.logout': { target: 'loggingOut' },
            'session.loggedIn': {
              actions: [{ type: 'assignUser', params: ({ event }) => ({ user: event.user }) }],
            },
            'app.resumed': [
              { guard: 'isInactiveTooLong', actions: 'restartApp' },
              { target: 'refreshing' },
            ],
          },
        },
        refreshing: {
          on: { 'session.expired': expire },
          invoke: {
            id: 'cartRefresh',
            src: 'cartRefresh',
            onDone: [
              {
                guard: { type: 'isLoggedInUser', params: ({ event }) => ({ user: event.output }) },
                target: 'authenticated',
                actions: [{ type: 'assignUser', params: ({ event }) => ({ user: event.output }) }],
              },
              {
                target: 'anonymous',
                actions: ['clearStorage', 'clearUser', 'clearCart', 'emitNotLoggedIn'],
              },
            ],
            onError: { target: 'authenticated' },
          },
        },
        loggingOut: {
          on: { 'session.expired': expire },
          invoke: {
            id: 'logoutRequest',
            src: 'logoutRequest',
            input: ({ event }) => {
              assertEvent(event, 'session.logout');
              return { everywhere: event.everywhere === true };
            },
            onDone: {
              target: 'anonymous',
              actions: ['clearStorage', 'clearUser', 'clearCart', 'emitNotLoggedIn'],
            },
            onError: { target: 'authenticated', actions: 'showLogoutError' },
          },
        },
      },
    },
    loginDialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'login.open': { target: 'open' },
            'login.required': { target: 'open', actions: 'rememberAfterLogin' },
            'session.expired': { target: 'open' },
          },
        },
        open: {
          on: {
            'login.required': { actions: 'rememberAfterLogin' },
            'login.close': { target: 'closed', actions: 'forgetAfterLogin' },
            'session.loggedIn': [
              {
                guard: 'hasPageAfterLogin',
                target: 'closed',
                actions: [
                  {
                    type: 'openPage',
                    params: ({ context }) => ({ to: context.afterLogin ?? '/' }),
                  },
                  'forgetAfterLogin',
                ],
              },
              { target: 'closed' },
            ],
          },
        },
      },
    },
  },
});

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Whether the shopper is logged in (also while the cart is refreshed or the logout is sent). */
export const selectIsAuthenticated = (snapshot: SessionSnapshot) =>
  snapshot.matches({ auth: 'authenticated' }) ||
  snapshot.matches({ auth: 'refreshing' }) ||
  snapshot.matches({ auth: 'loggingOut' });

/** Whether the first cart load has answered who the shopper is. */
export const selectIsSessionKnown = (snapshot: SessionSnapshot) =>
  !snapshot.matches({ auth: 'loading' });

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;

export const selectIsLoginDialogOpen = (snapshot: SessionSnapshot) =>
  snapshot.matches({ loginDialog: 'open' });
