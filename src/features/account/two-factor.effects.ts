/** The two-factor statechart with its real effects: `mfa_enabled` and `update_mfa`. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { twoFactorMachine } from '../../../machines/account/two-factor.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import {
  confirmTwoFactor,
  disableTwoFactor,
  mfaStatusQueryOptions,
  startTwoFactor,
} from './account.queries';

export function provideTwoFactor(client: ShopClient, queryClient: QueryClient) {
  const generic = i18n._(messages.generic);
  return twoFactorMachine.provide({
    actors: {
      twoFactorStatus: fromPromise(async () => {
        const { enabled } = await failingWith(generic, () =>
          queryClient.fetchQuery(mfaStatusQueryOptions(client)),
        );
        return { enabled };
      }),
      startEnrolment: fromPromise(() => failingWith(generic, () => startTwoFactor(client))),
      confirmEnrolment: fromPromise(({ input }) =>
        failingWith(generic, () => confirmTwoFactor(client, input.code)),
      ),
      disable: fromPromise(({ input }) =>
        failingWith(generic, () => disableTwoFactor(client, input)),
      ),
    },
    actions: {
      announceChanged: () =>
        void queryClient.invalidateQueries({ queryKey: mfaStatusQueryOptions(client).queryKey }),
    },
  });
}
