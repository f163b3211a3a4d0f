/** The registration statechart with its real effects: the calls of registration.queries.ts. */
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../machines/registration.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../app/flow-failure';
import { confirmRegistration, registerUser, resendConfirmation } from './registration.queries';

export interface RegistrationEffects {
  readonly client: ShopClient;
  /** The text shown when the registration fails without saying why. */
  readonly registrationFailed: string;
  /** The text shown when another call fails without saying why. */
  readonly generic: string;
}

export function provideRegistration({ client, registrationFailed, generic }: RegistrationEffects) {
  return registrationMachine.provide({
    actors: {
      registerUser: fromPromise(({ input }) =>
        failingWith(registrationFailed, () => registerUser(client, input.registration)),
      ),
      resendEmail: fromPromise(({ input }) =>
        failingWith(generic, () => resendConfirmation(client, input.email)),
      ),
      confirmRegistration: fromPromise(({ input }) =>
        failingWith(generic, () => confirmRegistration(client, input.email, input.code)),
      ),
    },
  });
}
