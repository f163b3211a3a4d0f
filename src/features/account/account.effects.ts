/** The personal area's form statechart with its real effects: each form's call, by its kind. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { profileMachine, type ProfileFormValues } from '../../../machines/account/profile.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import {
  confirmEmailChange,
  requestEmailChange,
  updatePassword,
  updatePersonInfos,
  updateUserDetail,
} from './account.queries';

export interface ProfileEffects {
  readonly client: ShopClient;
  readonly queryClient: QueryClient;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
}

function save(client: ShopClient, queryClient: QueryClient, values: ProfileFormValues) {
  switch (values.kind) {
    case 'password':
      return updatePassword(client, values.change);
    case 'details':
      return updateUserDetail(client, queryClient, values.details);
    case 'personInfos':
      return updatePersonInfos(client, queryClient, values.infos);
    case 'emailRequest':
      return requestEmailChange(client, values.newEmail);
    case 'emailLink':
      return confirmEmailChange(client, values.email, values.token);
  }
}

export function provideProfile({ client, queryClient, generic }: ProfileEffects) {
  return profileMachine.provide({
    actors: {
      save: fromPromise(({ input }) =>
        failingWith(generic, () => save(client, queryClient, input)),
      ),
    },
  });
}
