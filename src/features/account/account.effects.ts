/** The personal area's form statechart with its real effects: each form's call, by its kind. */
import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../app/flow-failure';
import { updatePassword } from './account.queries';

export interface ProfileEffects {
  readonly client: ShopClient;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
}

export function provideProfile({ client, generic }: ProfileEffects) {
  return profileMachine.provide({
    actors: {
      save: fromPromise(({ input }) =>
        failingWith(generic, async () => {
          switch (input.kind) {
            case 'password':
              return updatePassword(client, input.change);
          }
        }),
      ),
    },
  });
}
