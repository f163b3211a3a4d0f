/** The password-reset statechart with its real effects: the calls of password-reset.queries.ts. */
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/password-reset/password-reset.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { checkResetLink, requestResetLink, resetPassword } from './password-reset.queries';

export interface PasswordResetEffects {
  readonly client: ShopClient;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
}

export function providePasswordReset({ client, generic }: PasswordResetEffects) {
  return passwordResetMachine.provide({
    actors: {
      requestLink: fromPromise(({ input }) =>
        failingWith(generic, () => requestResetLink(client, input.email)),
      ),
      checkLink: fromPromise(({ input }) =>
        failingWith(generic, () => checkResetLink(client, input.email, input.token)),
      ),
      resetPassword: fromPromise(({ input }) =>
        failingWith(generic, () => resetPassword(client, input, input.password)),
      ),
    },
  });
}
