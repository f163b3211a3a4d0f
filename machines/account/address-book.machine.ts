/**
 * The shopper's own records in the personal area: 'I miei indirizzi' with its 'Dettaglio
 * indirizzo' (account-and-platform.md §2 "Profile area", addresses and manage/{addressId?}; §5
 * "Address check", 'Indirizzo non validato, Salvare lo stesso ?'; §8 the delete-address error) and
 * the billing data (§7 "Personal data").
 *
 * A record is added or edited in a form; the form's values (already accepted by the domain rules)
 * are checked (the address check; billing data have none and pass), an unvalidated one is saved
 * only if the shopper says so (else back to the form); deleting asks first (No/Yes). The server's refusals show where
 * the shopper is: on the form, or above the list.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AddressDraft } from '../../src/domain/address-form';
import type { Billing } from '../../src/domain/billing';
import { failureTexts, notProvided } from '../flow-failure';

/** A record of the book, as its form sends it (with its id when it is an edit). */
export type BookRecord =
  | { readonly kind: 'address'; readonly address: AddressDraft }
  | { readonly kind: 'billing'; readonly billing: Billing; readonly personFiscalId?: number };

/** The record the form starts from: an existing one, or null for a new one. */
export type BookDraft = BookRecord | null;

export interface AddressBookContext {
  /** The record the form edits (null: a new one). */
  draft: BookDraft;
  /** The values sent by the form, being checked and saved. */
  pending: BookRecord | null;
  /** The id of the record the shopper asked to delete. */
  deleting: number | null;
  /** What the server refused last. */
  errors: readonly string[];
}

export type AddressBookEvent =
  | { type: 'record.add' }
  | { type: 'record.edit'; draft: BookRecord }
  | { type: 'record.delete'; id: number }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'form.submitted'; record: BookRecord }
  | { type: 'form.cancelled' }
  | { type: 'unvalidated.confirmed' }
  | { type: 'unvalidated.cancelled' };

export const addressBookMachine = setup({
  types: { context: {} as AddressBookContext, events: {} as AddressBookEvent },
  actors: {
    /** `user-address/check`: whether the address was found; rejects when it is not served. */
    checkRecord: fromPromise<{ validated: boolean }, { record: BookRecord }>(notProvided),
    /** `user-address/update`, `insert-billing-address`...: saves the record. */
    saveRecord: fromPromise<void, { record: BookRecord; unvalidated: boolean }>(notProvided),
    /** `user-address/delete`, `delete-person-fiscal`. */
    deleteRecord: fromPromise<void, { id: number }>(notProvided),
  },
  actions: {
    openForm: assign((_, params: { draft: BookDraft }) => ({
      draft: params.draft,
      pending: null,
      errors: [],
    })),
    assignPending: assign(({ event }) => {
      assertEvent(event, 'form.submitted');
      return { pending: event.record, errors: [] };
    }),
    assignDeleting: assign(({ event }) => {
      assertEvent(event, 'record.delete');
      return { deleting: event.id, errors: [] };
    }),
    closeForm: assign({ draft: null, pending: null }),
    clearDeleting: assign({ deleting: null }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** The book changed: the page refreshes its list and closes the record's address. */
    announceChanged: () => {},
  },
  guards: {
    isValidated: (_, params: { validated: boolean }) => params.validated,
  },
}).createMachine({
  id: 'addressBook',
  initial: 'list',
  context: { draft: null, pending: null, deleting: null, errors: [] },
  states: {
    list: {
      on: {
        'record.add': { target: 'form', actions: { type: 'openForm', params: { draft: null } } },
        'record.edit': {
          target: 'form',
          actions: { type: 'openForm', params: ({ event }) => ({ draft: event.draft }) },
        },
        'record.delete': { target: 'confirmingDelete', actions: 'assignDeleting' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirmed': { target: 'deleting' },
        'delete.cancelled': { target: 'list', actions: 'clearDeleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => ({ id: context.deleting ?? 0 }),
        onDone: { target: 'list', actions: ['clearDeleting', 'announceChanged'] },
        onError: {
          target: 'list',
          actions: [
            'clearDeleting',
            { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    form: {
      initial: 'editing',
      on: { 'form.cancelled': { target: 'list', actions: ['closeForm', 'clearErrors'] } },
      states: {
        editing: {
          on: { 'form.submitted': { target: 'checking', actions: 'assignPending' } },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkRecord',
            src: 'checkRecord',
            input: ({ context }) => ({ record: context.pending as BookRecord }),
            onDone: [
              {
                guard: {
                  type: 'isValidated',
                  params: ({ event }) => ({ validated: event.output.validated }),
                },
                target: 'saving',
              },
              { target: 'confirmingUnvalidated' },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // 'Indirizzo non validato, Salvare lo stesso ?'
        confirmingUnvalidated: {
          tags: ['unvalidated'],
          on: {
            'unvalidated.confirmed': { target: 'savingUnvalidated' },
            // 'No': back to the form, to put the address right.
            'unvalidated.cancelled': { target: 'editing' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveRecord',
            src: 'saveRecord',
            input: ({ context }) => ({ record: context.pending as BookRecord, unvalidated: false }),
            onDone: { target: '#addressBook.list', actions: ['closeForm', 'announceChanged'] },
            onError: {
              target: 'editing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        savingUnvalidated: {
          tags: ['busy', 'unvalidated'],
          invoke: {
            id: 'saveUnvalidatedRecord',
            src: 'saveRecord',
            input: ({ context }) => ({ record: context.pending as BookRecord, unvalidated: true }),
            onDone: { target: '#addressBook.list', actions: ['closeForm', 'announceChanged'] },
            onError: {
              target: 'editing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export const selectIsFormOpen = (snapshot: AddressBookSnapshot) => snapshot.matches('form');
/** The question stays while its 'Sì' is carried out. */
export const selectIsAskingUnvalidated = (snapshot: AddressBookSnapshot) =>
  snapshot.hasTag('unvalidated');
export const selectIsAskingDelete = (snapshot: AddressBookSnapshot) =>
  snapshot.matches('confirmingDelete');
export const selectIsBookBusy = (snapshot: AddressBookSnapshot) => snapshot.hasTag('busy');
export const selectBookDraft = (snapshot: AddressBookSnapshot) => snapshot.context.draft;
export const selectBookErrors = (snapshot: AddressBookSnapshot) => snapshot.context.errors;
export const selectDeletingId = (snapshot: AddressBookSnapshot) => snapshot.context.deleting;
