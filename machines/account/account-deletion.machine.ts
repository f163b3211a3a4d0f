/**
 * Deleting the account (account-and-platform.md §2 'delete my account' of the profile area, §7
 * `anonymize_token_request`, `anonymize_token_check`, `user_anonymize`).
 *
 * The shopper asks, and a link is mailed to the account's address (it can be asked again). The
 * link opens the page logged in: it is checked first, then the shopper confirms once more and the
 * account is deleted, which ends the session. A link that is wrong, used or expired says so and
 * offers a new one.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** The deletion link's parameters. */
export interface DeletionLink {
  readonly login: string;
  readonly token: string;
}

export interface AccountDeletionContext {
  link: DeletionLink | null;
  /** What the server refused last. */
  errors: readonly string[];
}

export type AccountDeletionEvent =
  | { type: 'deletion.request' }
  | { type: 'link.opened'; link: DeletionLink }
  | { type: 'deletion.confirmed' };

export const accountDeletionMachine = setup({
  types: { context: {} as AccountDeletionContext, events: {} as AccountDeletionEvent },
  actors: {
    /** `anonymize_token_request`: the link is mailed. */
    requestLink: fromPromise<void>(notProvided),
    /** `anonymize_token_check`. */
    checkLink: fromPromise<void, DeletionLink>(notProvided),
    /** `user_anonymize` with the link. */
    deleteAccount: fromPromise<void, DeletionLink>(notProvided),
  },
  actions: {
    assignLink: assign(({ event }) => {
      assertEvent(event, 'link.opened');
      return { link: event.link, errors: [] };
    }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** The account is gone: the app's session ends (and its cart with it). */
    endSession: () => {},
  },
}).createMachine({
  id: 'accountDeletion',
  initial: 'idle',
  context: { link: null, errors: [] },
  states: {
    idle: {
      on: {
        'deletion.request': { target: 'requesting', actions: 'clearErrors' },
        'link.opened': { target: 'checking', actions: 'assignLink' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        onDone: { target: 'sent' },
        onError: {
          target: 'idle',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The link is on its way; it can be asked again. */
    sent: {
      on: { 'deletion.request': { target: 'requesting', actions: 'clearErrors' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => context.link ?? { login: '', token: '' },
        onDone: { target: 'confirming' },
        onError: {
          target: 'linkRefused',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The last question before the deletion. */
    confirming: {
      on: { 'deletion.confirmed': { target: 'deleting', actions: 'clearErrors' } },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => context.link ?? { login: '', token: '' },
        onDone: { target: 'deleted', actions: 'endSession' },
        onError: {
          target: 'linkRefused',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The link is wrong, used or expired: a new one can be asked. */
    linkRefused: {
      on: { 'deletion.request': { target: 'requesting', actions: 'clearErrors' } },
    },
    deleted: { type: 'final' },
  },
});

type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

/** Which screen the page shows. */
export type DeletionStep = 'ask' | 'sent' | 'confirm' | 'linkRefused' | 'deleted';

export function selectDeletionStep(snapshot: AccountDeletionSnapshot): DeletionStep {
  if (snapshot.matches('sent')) return 'sent';
  if (snapshot.matches('checking') || snapshot.matches('confirming')) return 'confirm';
  if (snapshot.matches('deleting')) return 'confirm';
  if (snapshot.matches('linkRefused')) return 'linkRefused';
  if (snapshot.matches('deleted')) return 'deleted';
  return 'ask';
}

export const selectIsDeletionBusy = (snapshot: AccountDeletionSnapshot) => snapshot.hasTag('busy');
export const selectIsLinkChecked = (snapshot: AccountDeletionSnapshot) =>
  snapshot.matches('confirming') || snapshot.matches('deleting');
export const selectDeletionErrors = (snapshot: AccountDeletionSnapshot) => snapshot.context.errors;
