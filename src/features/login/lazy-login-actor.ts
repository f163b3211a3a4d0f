/** The login actor, created when a login form first shows. */
import type { Actor } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import type { LoginActor } from './login.effects';

export interface LazyLoginActor {
  /** Loads the module and creates the actor once; later calls get the same promise. */
  readonly load: () => Promise<LoginActor>;
  /** Empties the form before it is offered again (a fresh actor starts empty anyway). */
  readonly reset: () => void;
  /** Offers the login dialog with an empty form: the one way every screen opens it. */
  readonly openLogin: () => void;
}

export function lazyLoginActor(
  session: Actor<typeof sessionMachine>,
  create: () => Promise<LoginActor>,
): LazyLoginActor {
  let loading: Promise<LoginActor> | null = null;
  let actor: LoginActor | null = null;
  const reset = () => actor?.send({ type: 'form.reset' });
  return {
    load: () =>
      (loading ??= create().then((created) => {
        actor = created;
        return created;
      })),
    reset,
    openLogin: () => {
      reset();
      session.send({ type: 'login.open' });
    },
  };
}
