/** The account-deletion statechart with its real effects: the three calls and the session's end. */
import { fromPromise } from 'xstate';
import { accountDeletionMachine } from '../../../machines/account/account-deletion.machine';
import type { ShopClient } from '../../api/client';
import type { FlowActors } from '../../shared/flow-actors';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { checkDeletionLink, deleteAccount, requestAccountDeletion } from './account.queries';

export function provideAccountDeletion(client: ShopClient, session: FlowActors['session']) {
  const generic = i18n._(messages.generic);
  return accountDeletionMachine.provide({
    actors: {
      requestLink: fromPromise(() => failingWith(generic, () => requestAccountDeletion(client))),
      checkLink: fromPromise(({ input }) =>
        failingWith(generic, () => checkDeletionLink(client, input)),
      ),
      deleteAccount: fromPromise(({ input }) =>
        failingWith(generic, () => deleteAccount(client, input)),
      ),
    },
    actions: {
      // The server has ended the session already; the app forgets it and its cart.
      endSession: () => session.send({ type: 'session.logout' }),
    },
  });
}
