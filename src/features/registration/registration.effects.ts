/** The registration statechart with its real effects: the calls of registration.queries.ts. */
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { confirmRegistration, registerUser, resendConfirmation } from './registration.queries';

export interface RegistrationEffects {
  readonly client: ShopClient;
  /** The text shown when the registration fails without saying why. */
  readonly registrationFailed: string;
  /** The text shown when another call fails without saying why. */
  readonly generic: string;
  /**
   * An account confirmed and logged in at once (after a social sign-in): the app starts again
   * on '/' with its session. @default nothing
   */
  readonly landLoggedIn?: () => void;
}

/** The page is leaving: the statechart waits for nothing more. */
const leaving = () => new Promise<void>(() => undefined);

export function provideRegistration({
  client,
  registrationFailed,
  generic,
  landLoggedIn,
}: RegistrationEffects) {
  return registrationMachine.provide({
    actors: {
      registerUser: fromPromise(async ({ input }) => {
        const confirmed = await failingWith(registrationFailed, () =>
          registerUser(client, input.registration),
        );
        if (confirmed && landLoggedIn !== undefined) {
          landLoggedIn();
          return leaving();
        }
      }),
      resendEmail: fromPromise(({ input }) =>
        failingWith(generic, () => resendConfirmation(client, input.email)),
      ),
      confirmRegistration: fromPromise(({ input }) =>
        failingWith(generic, () => confirmRegistration(client, input.email, input.code)),
      ),
    },
  });
}
