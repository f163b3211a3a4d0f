import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  sessionMachine,
  type SessionUser,
} from '../../machines/session.machine';
import { RELOAD_AFTER_INACTIVE_MS } from '../../src/domain/constants';

const customer: SessionUser = { userId: 7, email: 'cliente@example.it' };

function startSession(cartUser: SessionUser, logout: () => Promise<void> = async () => {}) {
  const calls: string[] = [];
  const record = (name: string) => () => void calls.push(name);
  const cartRefresh = vi.fn(async () => cartUser);
  const actor = createActor(
    sessionMachine.provide({
      actors: { cartRefresh: fromPromise(cartRefresh), logoutRequest: fromPromise(logout) },
      actions: Object.fromEntries(
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
    }),
  ).start();
  return { actor, calls, cartRefresh };
}

describe('session', () => {
  it('is authenticated when the cart reply carries a user id above -1', async () => {
    const { actor, calls } = startSession(customer);
    await waitFor(actor, (s) => selectIsAuthenticated(s));
    expect(actor.getSnapshot().context.user).toEqual(customer);
    expect(calls).toContain('markAuthenticated');
  });

  it('stays anonymous when the cart reply carries user id -1', async () => {
    const { actor } = startSession({ userId: -1 });
    await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('on 419 clears storage, fires not-logged-in, shows the message and offers the login', async () => {
    const { actor, calls } = startSession(customer);
    await waitFor(actor, (s) => selectIsAuthenticated(s));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches({ auth: 'anonymous' })).toBe(true);
    expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(
      expect.arrayContaining(['clearStorage', 'emitNotLoggedIn', 'showExpiredMessage']),
    );
  });

  it('logout clears the cart and the stored session', async () => {
    const { actor, calls } = startSession(customer);
    await waitFor(actor, (s) => selectIsAuthenticated(s));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    expect(calls).toEqual(expect.arrayContaining(['clearCart', 'clearStorage']));
  });

  it('a failed logout keeps the user logged in and shows errors.errorLogout', async () => {
    const { actor, calls } = startSession(customer, () => Promise.reject(new Error('rete')));
    await waitFor(actor, (s) => selectIsAuthenticated(s));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, () => calls.includes('showLogoutError'));
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
  });

  it('restarts after more than 1,800,000 ms inactive on resume', async () => {
    const { actor, calls } = startSession(customer);
    await waitFor(actor, (s) => selectIsAuthenticated(s));
    actor.send({ type: 'app.paused', at: 0 });
    actor.send({ type: 'app.resumed', at: RELOAD_AFTER_INACTIVE_MS + 1 });
    expect(calls).toContain('restartApp');
  });

  it('reloads the cart instead when resumed sooner, if authenticated', async () => {
    const { actor, calls, cartRefresh } = startSession(customer);
    await waitFor(actor, (s) => selectIsAuthenticated(s));
    actor.send({ type: 'app.paused', at: 0 });
    actor.send({ type: 'app.resumed', at: RELOAD_AFTER_INACTIVE_MS });
    await waitFor(actor, (s) => s.matches({ auth: 'authenticated' }));
    expect(cartRefresh).toHaveBeenCalledTimes(2);
    expect(calls).not.toContain('restartApp');
  });

  it('a language change restarts the app', () => {
    const { actor, calls } = startSession({ userId: -1 });
    actor.send({ type: 'app.languageChanged', language: 'it' });
    expect(calls).toContain('restartApp');
  });

  it('a login closes the login dialog', async () => {
    const { actor } = startSession({ userId: -1 });
    await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    actor.send({ type: 'login.open' });
    actor.send({ type: 'session.loggedIn', user: customer });
    expect(selectIsLoginDialogOpen(actor.getSnapshot())).toBe(false);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
  });
});
