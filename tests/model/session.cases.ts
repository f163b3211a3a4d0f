/**
 * The session (account-and-platform.md §4 "Session", "App restart", "Logout clears the cart",
 * §8 "HTTP 419"; shopping-flow.md §4 "Authentication"), with recorded effects: who the shopper is
 * comes from the cart reply, a 419 clears the stored session and offers the login, logout clears
 * the cart, a resume after 30 minutes restarts the app and a language change restarts it.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  type sessionMachine,
  type SessionUser,
} from '../../machines/session/session.machine';
import { RELOAD_AFTER_INACTIVE_MS } from '../../src/domain/constants';
import { settle, type BehaviourCase } from './behaviour-case';

type SessionMachine = typeof sessionMachine;

const customer: SessionUser = { userId: 7, email: 'cliente@example.it' };

function startSession(
  machine: SessionMachine,
  cartUser: SessionUser,
  logout: (call: { input: { everywhere: boolean } }) => Promise<void> = async () => {},
) {
  const calls: string[] = [];
  const record = (name: string) => () => void calls.push(name);
  const cartRefresh = vi.fn(async () => cartUser);
  const actor = createActor(
    machine.provide({
      actors: { cartRefresh: fromPromise(cartRefresh), logoutRequest: fromPromise(logout) },
      actions: {
        ...Object.fromEntries(
          [
            'markAuthenticated',
            'clearStorage',
            'clearCart',
            'emitNotLoggedIn',
            'showExpiredMessage',
            'showLogoutError',
            'restartApp',
          ].map((name) => [name, record(name)]),
        ),
        // The page opened after a login, by its address.
        openPage: (_, { to }: { to: string }) => void calls.push(`openPage ${to}`),
      },
    }),
  ).start();
  return { actor, calls, cartRefresh };
}

export const sessionCases: ReadonlyArray<BehaviourCase<SessionMachine>> = [
  {
    name: 'is authenticated when the cart reply carries a user id above -1',
    async run(machine) {
      const { actor, calls } = startSession(machine, customer);
      await settle(actor, (s) => selectIsAuthenticated(s));
      expect(actor.getSnapshot().context.user).toEqual(customer);
      expect(calls).toContain('markAuthenticated');
    },
  },
  {
    name: 'stays anonymous when the cart reply carries user id -1',
    async run(machine) {
      const { actor } = startSession(machine, { userId: -1 });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      expect(actor.getSnapshot().context.user).toBeNull();
    },
  },
  {
    name: 'on 419 clears storage, fires not-logged-in, shows the message and offers the login',
    async run(machine) {
      const { actor, calls } = startSession(machine, customer);
      await settle(actor, (s) => selectIsAuthenticated(s));
      actor.send({ type: 'session.expired' });
      expect(actor.getSnapshot().matches({ auth: 'anonymous' })).toBe(true);
      expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(true);
      expect(calls).toEqual(
        expect.arrayContaining(['clearStorage', 'emitNotLoggedIn', 'showExpiredMessage']),
      );
    },
  },
  {
    name: 'logout clears the cart and the stored session',
    async run(machine) {
      const { actor, calls } = startSession(machine, customer);
      await settle(actor, (s) => selectIsAuthenticated(s));
      actor.send({ type: 'session.logout' });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      expect(calls).toEqual(expect.arrayContaining(['clearCart', 'clearStorage']));
    },
  },
  {
    name: "'Esci da tutti i dispositivi' asks the server to end every session; a plain logout only this one",
    async run(machine) {
      const asked: boolean[] = [];
      const { actor } = startSession(machine, customer, async ({ input }) => {
        asked.push(input.everywhere);
      });
      await settle(actor, (s) => selectIsAuthenticated(s));
      actor.send({ type: 'session.logout', everywhere: true });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      actor.send({ type: 'session.loggedIn', user: customer });
      actor.send({ type: 'session.logout' });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      expect(asked).toEqual([true, false]);
    },
  },
  {
    name: 'a failed logout keeps the user logged in and shows errors.errorLogout',
    async run(machine) {
      const { actor, calls } = startSession(machine, customer, () =>
        Promise.reject(new Error('rete')),
      );
      await settle(actor, (s) => selectIsAuthenticated(s));
      actor.send({ type: 'session.logout' });
      await settle(actor, () => calls.includes('showLogoutError'));
      expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    },
  },
  {
    name: 'restarts after more than 1,800,000 ms inactive on resume',
    async run(machine) {
      const { actor, calls } = startSession(machine, customer);
      await settle(actor, (s) => selectIsAuthenticated(s));
      actor.send({ type: 'app.paused', at: 0 });
      actor.send({ type: 'app.resumed', at: RELOAD_AFTER_INACTIVE_MS + 1 });
      expect(calls).toContain('restartApp');
    },
  },
  {
    name: 'reloads the cart instead when resumed sooner, if authenticated',
    async run(machine) {
      const { actor, calls, cartRefresh } = startSession(machine, customer);
      await settle(actor, (s) => selectIsAuthenticated(s));
      actor.send({ type: 'app.paused', at: 0 });
      actor.send({ type: 'app.resumed', at: RELOAD_AFTER_INACTIVE_MS });
      await settle(actor, (s) => s.matches({ auth: 'authenticated' }));
      expect(cartRefresh).toHaveBeenCalledTimes(2);
      expect(calls).not.toContain('restartApp');
    },
  },
  {
    name: 'a reloaded cart answering user id -1 ends the session: storage cleared, not-logged-in',
    async run(machine) {
      const { actor, calls, cartRefresh } = startSession(machine, customer);
      await settle(actor, (s) => selectIsAuthenticated(s));
      cartRefresh.mockResolvedValueOnce({ userId: -1 });
      actor.send({ type: 'app.paused', at: 0 });
      actor.send({ type: 'app.resumed', at: 60_000 });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().context.user).toBeNull();
      expect(calls).toEqual(expect.arrayContaining(['clearStorage', 'emitNotLoggedIn']));
    },
  },
  {
    name: 'a language change restarts the app',
    run(machine) {
      const { actor, calls } = startSession(machine, { userId: -1 });
      actor.send({ type: 'app.languageChanged', language: 'it' });
      expect(calls).toContain('restartApp');
    },
  },
  {
    name: 'a login closes the login dialog',
    async run(machine) {
      const { actor } = startSession(machine, { userId: -1 });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      actor.send({ type: 'login.open' });
      actor.send({ type: 'session.loggedIn', user: customer });
      expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(false);
      expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    },
  },
  {
    name: 'a guest who asked for a login-required page logs in from the dialog and that page opens',
    async run(machine) {
      const { actor, calls } = startSession(machine, { userId: -1 });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      actor.send({ type: 'login.required', to: '/profile/messages?page=2' });
      expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'session.loggedIn', user: customer });
      expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(false);
      expect(calls.filter((call) => call.startsWith('openPage'))).toEqual([
        'openPage /profile/messages?page=2',
      ]);
      // Asked once: a later login from the dialog stays where it is.
      actor.send({ type: 'session.logout' });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      actor.send({ type: 'login.open' });
      actor.send({ type: 'session.loggedIn', user: customer });
      expect(calls.filter((call) => call.startsWith('openPage'))).toHaveLength(1);
    },
  },
  {
    name: 'the page asked for last is the one opened; closing the dialog forgets it',
    async run(machine) {
      const { actor, calls } = startSession(machine, { userId: -1 });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      actor.send({ type: 'login.required', to: '/profile/messages' });
      actor.send({ type: 'login.required', to: '/profile/orders' });
      actor.send({ type: 'login.close' });
      expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'login.open' });
      actor.send({ type: 'session.loggedIn', user: customer });
      expect(calls.filter((call) => call.startsWith('openPage'))).toEqual([]);
      actor.send({ type: 'session.logout' });
      await settle(actor, (s) => s.matches({ auth: 'anonymous' }));
      actor.send({ type: 'login.required', to: '/profile/messages' });
      actor.send({ type: 'login.required', to: '/profile/orders' });
      actor.send({ type: 'session.loggedIn', user: customer });
      expect(calls.filter((call) => call.startsWith('openPage'))).toEqual([
        'openPage /profile/orders',
      ]);
    },
  },
];
