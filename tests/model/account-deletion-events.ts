/** Every event the account-deletion model sends: the shopper's, the link's and the calls' results. */
import type { EventFromLogic } from 'xstate';
import type {
  accountDeletionMachine,
  DeletionLink,
} from '../../machines/account/account-deletion.machine';

type AccountDeletionEvent = EventFromLogic<typeof accountDeletionMachine>;

export const DELETION_LINK: DeletionLink = {
  login: 'mario.rossi@example.it',
  token: 'Zq3mVt8pX2cR9wL4nB7sK1dF6gH0jY5aE3uI8oP2tQw',
};
export const LINK_REFUSED =
  "Il link non è valido o è scaduto, oppure è di un altro account: chiedi di nuovo l'eliminazione.";
export const TOO_MANY = 'Troppi tentativi, riprova tra qualche minuto.';

const failed = (id: string, text: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: { messages: [text] },
  }) as unknown as AccountDeletionEvent;
const done = (id: string) =>
  ({ type: `xstate.done.actor.${id}` }) as unknown as AccountDeletionEvent;

export const accountDeletionEvents = (): AccountDeletionEvent[] => [
  { type: 'deletion.request' },
  { type: 'link.opened', link: DELETION_LINK },
  { type: 'deletion.confirmed' },
  done('requestLink'),
  failed('requestLink', TOO_MANY),
  done('checkLink'),
  failed('checkLink', LINK_REFUSED),
  done('deleteAccount'),
  failed('deleteAccount', LINK_REFUSED),
];
