/**
 * The events the session model may send: user actions, app lifecycle and the results of its
 * actors. Exported for replaying the session's paths through the rendered app as well.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionUser } from '../../machines/session/session.machine';
import { RELOAD_AFTER_INACTIVE_MS } from '../../src/domain/constants';

type SessionEvent = EventFromLogic<typeof sessionMachine>;

export const sessionCustomer: SessionUser = {
  userId: 7,
  email: 'cliente@example.it',
  firstName: 'Mario',
};
export const sessionAnonymous: SessionUser = { userId: -1 };

/** The events the model may send: user actions, app lifecycle and the results of its actors. */
export function sessionEvents(snapshot: SnapshotFrom<typeof sessionMachine>): SessionEvent[] {
  const pausedAt = 1_000;
  return [
    { type: 'session.loggedIn', user: sessionCustomer },
    { type: 'session.expired' },
    { type: 'session.logout' },
    { type: 'login.open' },
    { type: 'login.required', to: '/profile/messages' },
    { type: 'login.close' },
    { type: 'app.languageChanged', language: 'it' },
    ...(snapshot.context.pausedAt === null
      ? [{ type: 'app.paused', at: pausedAt } as const]
      : [
          { type: 'app.resumed', at: pausedAt + 60_000 } as const,
          { type: 'app.resumed', at: pausedAt + RELOAD_AFTER_INACTIVE_MS + 1 } as const,
        ]),
    { type: 'xstate.done.actor.cartRefresh', output: sessionCustomer } as never,
    { type: 'xstate.done.actor.cartRefresh', output: sessionAnonymous } as never,
    { type: 'xstate.error.actor.cartRefresh', error: new Error('rete assente') } as never,
    { type: 'xstate.done.actor.logoutRequest', output: undefined } as never,
    { type: 'xstate.error.actor.logoutRequest', error: new Error('rete assente') } as never,
  ];
}
