/** The login actor, created when a login form first shows. */
import type { LoginActor } from './login-actor';

export interface LazyLoginActor {
  /** Loads the module and creates the actor once; later calls get the same promise. */
  readonly load: () => Promise<LoginActor>;
  /** Empties the form before it is offered again (a fresh actor starts empty anyway). */
  readonly reset: () => void;
}

export function lazyLoginActor(create: () => Promise<LoginActor>): LazyLoginActor {
  let loading: Promise<LoginActor> | null = null;
  let actor: LoginActor | null = null;
  return {
    load: () =>
      (loading ??= create().then((created) => {
        actor = created;
        return created;
      })),
    reset: () => actor?.send({ type: 'form.reset' }),
  };
}
