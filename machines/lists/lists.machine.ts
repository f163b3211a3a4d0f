/**
 * What a shopper does with their lists: creates one ('Le mie liste'), and with one list from its page (shopping-flow.md §3 "Wishlist", §4 and §6 "a
 * list with grant READ cannot be edited", §7 "Wishlist", §8 "Confirmation prompts: remove list";
 * account-and-platform.md §2 'Dettaglio lista'). The owner renames the list, makes it the default,
 * shares it by e-mail (READ or WRITE), stops sharing it, and deletes it after the confirmation. A
 * customer the list is shared with leaves it after the same confirmation, or copies it into a list
 * of their own (ours: `wishlist/copy`, the spec's parent_wishlist_id). The lines' quantities
 * are each line's own quantity machine.
 *
 * Who may do what is checked here too, not only by hiding buttons: a shared list's events that
 * only the owner may send are ignored.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ListGrant } from '../../src/domain/lists';
import { failureTexts, notProvided } from '../flow-failure';

export type ShareGrant = Exclude<ListGrant, 'OWNER'>;

export interface ListActionsContext {
  grant: ListGrant;
  errors: readonly string[];
}

export type ListActionsEvent =
  | { type: 'list.create'; name: string }
  | { type: 'list.copy'; name: string }
  | { type: 'list.rename'; name: string }
  | { type: 'list.makeDefault' }
  | { type: 'list.share'; email: string; grant: ShareGrant }
  | { type: 'list.unshare'; email: string }
  | { type: 'list.ask' }
  | { type: 'action.confirmed' }
  | { type: 'action.dismissed' };

const onFailure = {
  target: 'idle',
  actions: {
    type: 'assignErrors',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;

const ownerOnly = { guard: 'isOwner', actions: 'clearErrors' } as const;

export const listsMachine = setup({
  types: {
    context: {} as ListActionsContext,
    events: {} as ListActionsEvent,
    input: {} as { grant: ListGrant },
  },
  actors: {
    /** Resolves with the new list's id. */
    createList: fromPromise<number, { name: string }>(notProvided),
    /** Copies the list into a new list of the shopper's own; resolves with its id. */
    copyList: fromPromise<number, { name: string }>(notProvided),
    rename: fromPromise<void, { name: string }>(notProvided),
    makeDefault: fromPromise<void>(notProvided),
    /** Resolves with the e-mail as it was stored (trimmed, lowercased). */
    share: fromPromise<string, { email: string; grant: ShareGrant }>(notProvided),
    unshare: fromPromise<void, { email: string }>(notProvided),
    /** Deletes the owner's list, or takes a shared list off the shopper's lists. */
    removeList: fromPromise<void, { leave: boolean }>(notProvided),
  },
  actions: {
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** 'Lista condivisa con {email}...'. */
    showShared: (_, _params: { email: string }) => {},
    /** To the new list's page. */
    showCreated: (_, _params: { listId: number }) => {},
    /** Back to 'Le mie liste'. */
    showListRemoved: () => {},
  },
  guards: {
    isOwner: ({ context }) => context.grant === 'OWNER',
  },
}).createMachine({
  id: 'listActions',
  initial: 'idle',
  context: ({ input }) => ({ grant: input.grant, errors: [] }),
  states: {
    idle: {
      on: {
        'list.create': { target: 'creating', actions: 'clearErrors' },
        'list.copy': { target: 'copying', actions: 'clearErrors' },
        'list.rename': { target: 'renaming', ...ownerOnly },
        'list.makeDefault': { target: 'makingDefault', ...ownerOnly },
        'list.share': { target: 'sharing', ...ownerOnly },
        'list.unshare': { target: 'unsharing', ...ownerOnly },
        'list.ask': { target: 'confirmingRemoval', actions: 'clearErrors' },
      },
    },
    confirmingRemoval: {
      on: {
        'action.confirmed': 'removing',
        'action.dismissed': 'idle',
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createList',
        src: 'createList',
        input: ({ event }) => {
          assertEvent(event, 'list.create');
          return { name: event.name };
        },
        onDone: {
          target: 'idle',
          actions: { type: 'showCreated', params: ({ event }) => ({ listId: event.output }) },
        },
        onError: onFailure,
      },
    },
    copying: {
      tags: ['busy'],
      invoke: {
        id: 'copyList',
        src: 'copyList',
        input: ({ event }) => {
          assertEvent(event, 'list.copy');
          return { name: event.name };
        },
        onDone: {
          target: 'idle',
          actions: { type: 'showCreated', params: ({ event }) => ({ listId: event.output }) },
        },
        onError: onFailure,
      },
    },
    renaming: {
      tags: ['busy'],
      invoke: {
        id: 'rename',
        src: 'rename',
        input: ({ event }) => {
          assertEvent(event, 'list.rename');
          return { name: event.name };
        },
        onDone: 'idle',
        onError: onFailure,
      },
    },
    makingDefault: {
      tags: ['busy'],
      invoke: { id: 'makeDefault', src: 'makeDefault', onDone: 'idle', onError: onFailure },
    },
    sharing: {
      tags: ['busy'],
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ event }) => {
          assertEvent(event, 'list.share');
          return { email: event.email, grant: event.grant };
        },
        onDone: {
          target: 'idle',
          actions: { type: 'showShared', params: ({ event }) => ({ email: event.output }) },
        },
        onError: onFailure,
      },
    },
    unsharing: {
      tags: ['busy'],
      invoke: {
        id: 'unshare',
        src: 'unshare',
        input: ({ event }) => {
          assertEvent(event, 'list.unshare');
          return { email: event.email };
        },
        onDone: 'idle',
        onError: onFailure,
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeList',
        src: 'removeList',
        input: ({ context }) => ({ leave: context.grant !== 'OWNER' }),
        onDone: { target: 'idle', actions: 'showListRemoved' },
        onError: onFailure,
      },
    },
  },
});

type ListActionsSnapshot = SnapshotFrom<typeof listsMachine>;

export const selectIsConfirmingListRemoval = (snapshot: ListActionsSnapshot) =>
  snapshot.matches('confirmingRemoval');
export const selectIsListBusy = (snapshot: ListActionsSnapshot) => snapshot.hasTag('busy');
export const selectListErrors = (snapshot: ListActionsSnapshot) => snapshot.context.errors;
/** Whether the page shows the owner's controls (rename, default, share, delete). */
export const selectIsListOwner = (snapshot: ListActionsSnapshot) =>
  snapshot.context.grant === 'OWNER';
