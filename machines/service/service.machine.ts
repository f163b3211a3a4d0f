/**
 * The service choice (shopping-flow.md §2 "Selector dialogs", §4 "Selector chaining", "Cart status
 * id 7", "On the Payment route"; §5 "Address check", "Time slot range filter"): the address,
 * time-slot and store dialogs and how they chain.
 *
 * - The address dialog (tabs per delivery service) selects an address, then prompts for a time
 *   slot; it can return `setStore` (open the store dialog) or `setTimeslot` (open the slot dialog).
 *   It also adds, edits and deletes the shopper's own company addresses, checking them first.
 * - The time-slot dialog selects a slot and ends the chain; it can return `setAddress` (the address
 *   dialog, then the slot dialog again), optionally on the tab of a given delivery service.
 * - The store dialog selects a store and returns `setAddress` (the address dialog of that store).
 * - Cart status 7 makes the address read-only; on the payment route address and slot are locked.
 *
 * Every server call is a named actor the app provides; when the chain ends the machine emits
 * `service.finished`, `completed` telling whether it ended with a choice (a slot) or a close.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import type { AddressDraft } from '../../src/domain/address-form';
import { failureTexts, notProvided } from '../flow-failure';
import { CART_STATUS_ADDRESS_LOCKED } from '../../src/domain/delivery-services';
import { ALL_DAY_RANGE, type TimeslotRangeId } from '../../src/domain/timeslot-range';

export type ServiceAddress = components['schemas']['Address'];
export type AddressInput = AddressDraft;

export type { FlowFailure } from '../flow-failure';

export interface ServiceContext {
  /** The address dialog's tab; null shows the first tab. */
  deliveryServiceId: number | null;
  /** The store whose pickup points the address dialog lists (after the store dialog). */
  storeId: number | null;
  search: string;
  /** The address being added (addressId absent) or edited. */
  draft: AddressInput | null;
  /** The address the shopper asked to delete. */
  deleting: ServiceAddress | null;
  /** The slot dialog's chosen day (ISO date) and range filter. */
  day: string | null;
  range: TimeslotRangeId;
  /** What the last failed call said. */
  errors: readonly string[];
  cartStatusId: number;
  onPaymentRoute: boolean;
}

export type ServiceStep = 'address' | 'timeslot' | 'store';

export type ServiceEvent =
  | { type: 'service.open'; step: ServiceStep; deliveryServiceId?: number }
  | { type: 'service.locksChanged'; cartStatusId: number; onPaymentRoute: boolean }
  | { type: 'dialog.close' }
  | { type: 'address.tab'; deliveryServiceId: number }
  | { type: 'address.search'; text: string }
  | { type: 'address.select'; address: ServiceAddress }
  | { type: 'address.setStore' }
  | { type: 'address.setTimeslot' }
  | { type: 'address.add' }
  | { type: 'address.edit'; address: ServiceAddress }
  | { type: 'address.delete'; address: ServiceAddress }
  | { type: 'address.deleteConfirmed' }
  | { type: 'address.deleteCancelled' }
  | { type: 'form.submit'; draft: AddressInput }
  | { type: 'form.cancel' }
  | { type: 'form.saveUnvalidated' }
  | { type: 'timeslot.day'; date: string }
  | { type: 'timeslot.range'; range: TimeslotRangeId }
  | { type: 'timeslot.select'; date: string; timeslotId: number }
  | { type: 'timeslot.setAddress'; deliveryServiceId?: number }
  | { type: 'store.select'; storeId: number };

export interface ServiceInput {
  readonly cartStatusId?: number;
  readonly onPaymentRoute?: boolean;
}

function toDraft(address: ServiceAddress): AddressInput {
  return {
    addressId: address.addressId,
    addressName: address.addressName,
    address1: address.address1,
    addressNumber: address.addressNumber,
    city: address.city,
    postalCode: address.postalCode,
    province: address.province,
    notes: address.notes,
  };
}

/** Cart status 7 makes the address read-only; on the payment route both are locked. */
const isAddressEditable = (context: ServiceContext) =>
  context.cartStatusId !== CART_STATUS_ADDRESS_LOCKED && !context.onPaymentRoute;
const isTimeslotEditable = (context: ServiceContext) => !context.onPaymentRoute;

export const serviceMachine = setup({
  types: {
    context: {} as ServiceContext,
    events: {} as ServiceEvent,
    input: {} as ServiceInput,
    emitted: {} as { type: 'service.finished'; completed: boolean },
  },
  actors: {
    selectAddress: fromPromise<void, { address: ServiceAddress }>(notProvided),
    selectTimeslot: fromPromise<void, { date: string; timeslotId: number }>(notProvided),
    selectStore: fromPromise<void, { storeId: number }>(notProvided),
    /** Resolves with whether the address was found; rejects when it is not served. */
    checkAddress: fromPromise<{ validated: boolean }, { draft: AddressInput }>(notProvided),
    saveAddress: fromPromise<void, { draft: AddressInput; saveUnvalidated: boolean }>(notProvided),
    deleteAddress: fromPromise<void, { addressId: number }>(notProvided),
  },
  actions: {
    openStep: assign((_, params: { deliveryServiceId?: number }) => ({
      deliveryServiceId: params.deliveryServiceId ?? null,
      storeId: null,
      search: '',
      errors: [],
    })),
    assignLocks: assign(({ event }) => {
      assertEvent(event, 'service.locksChanged');
      return { cartStatusId: event.cartStatusId, onPaymentRoute: event.onPaymentRoute };
    }),
    assignTab: assign(({ event }) => {
      assertEvent(event, 'address.tab');
      return { deliveryServiceId: event.deliveryServiceId, storeId: null, search: '' };
    }),
    assignSearch: assign(({ event }) => {
      assertEvent(event, 'address.search');
      return { search: event.text };
    }),
    assignStore: assign(({ event }) => {
      assertEvent(event, 'store.select');
      return { storeId: event.storeId, deliveryServiceId: null, search: '' };
    }),
    /** A new address starts empty; an edited one starts from its fields. */
    startDraft: assign(({ event }) => ({
      errors: [],
      draft: event.type === 'address.edit' ? toDraft(event.address) : null,
    })),
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      return { draft: event.draft, errors: [] };
    }),
    assignDeleting: assign(({ event }) => {
      assertEvent(event, 'address.delete');
      return { deleting: event.address, errors: [] };
    }),
    clearDeleting: assign({ deleting: null }),
    assignDay: assign(({ event }) => {
      assertEvent(event, 'timeslot.day');
      return { day: event.date };
    }),
    assignRange: assign(({ event }) => {
      assertEvent(event, 'timeslot.range');
      return { range: event.range };
    }),
    resetTimeslotView: assign({ day: null, range: ALL_DAY_RANGE, errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ errors: [] }),
    finishCompleted: emit({ type: 'service.finished', completed: true } as const),
    finishCancelled: emit({ type: 'service.finished', completed: false } as const),
    /** The cart's service or the shopper's addresses changed: the app refreshes that data. */
    serviceChanged: () => {},
  },
  guards: {
    isAddressEditable: ({ context }) => isAddressEditable(context),
    opensAddress: ({ context, event }) =>
      event.type === 'service.open' && event.step === 'address' && isAddressEditable(context),
    opensTimeslot: ({ context, event }) =>
      event.type === 'service.open' && event.step === 'timeslot' && isTimeslotEditable(context),
    opensStore: ({ context, event }) =>
      event.type === 'service.open' && event.step === 'store' && isAddressEditable(context),
    isValidated: (_, params: { validated: boolean }) => params.validated,
  },
}).createMachine({
  id: 'serviceSelection',
  initial: 'idle',
  context: ({ input }) => ({
    deliveryServiceId: null,
    storeId: null,
    search: '',
    draft: null,
    deleting: null,
    day: null,
    range: ALL_DAY_RANGE,
    errors: [],
    cartStatusId: input?.cartStatusId ?? 1,
    onPaymentRoute: input?.onPaymentRoute ?? false,
  }),
  on: {
    'service.locksChanged': { actions: 'assignLocks' },
  },
  states: {
    idle: {
      on: {
        'service.open': [
          {
            guard: 'opensAddress',
            target: 'address',
            actions: {
              type: 'openStep',
              params: ({ event }) => ({ deliveryServiceId: event.deliveryServiceId }),
            },
          },
          {
            guard: 'opensTimeslot',
            target: 'timeslot',
            actions: [{ type: 'openStep', params: {} }, 'resetTimeslotView'],
          },
          { guard: 'opensStore', target: 'store', actions: { type: 'openStep', params: {} } },
        ],
      },
    },
    address: {
      initial: 'choosing',
      on: { 'dialog.close': { target: 'idle', actions: 'finishCancelled' } },
      states: {
        choosing: {
          on: {
            'address.tab': { actions: 'assignTab' },
            'address.search': { actions: 'assignSearch' },
            'address.select': { target: 'selecting' },
            'address.setStore': { target: '#serviceSelection.store' },
            'address.setTimeslot': {
              target: '#serviceSelection.timeslot',
              actions: 'resetTimeslotView',
            },
            'address.add': { target: 'editing', actions: 'startDraft' },
            'address.edit': { target: 'editing', actions: 'startDraft' },
            'address.delete': { target: 'confirmingDelete', actions: 'assignDeleting' },
          },
        },
        selecting: {
          tags: ['busy'],
          invoke: {
            id: 'selectAddress',
            src: 'selectAddress',
            input: ({ event }) => {
              assertEvent(event, 'address.select');
              return { address: event.address };
            },
            // Setting an address prompts for a time slot.
            onDone: {
              target: '#serviceSelection.timeslot',
              actions: ['serviceChanged', 'resetTimeslotView'],
            },
            onError: {
              target: 'choosing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        confirmingDelete: {
          on: {
            'address.deleteConfirmed': { target: 'deleting' },
            'address.deleteCancelled': { target: 'choosing', actions: 'clearDeleting' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ addressId: context.deleting?.addressId ?? 0 }),
            onDone: { target: 'choosing', actions: ['clearDeleting', 'serviceChanged'] },
            onError: {
              target: 'choosing',
              actions: [
                'clearDeleting',
                { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        editing: {
          on: {
            'form.submit': { target: 'checking', actions: 'assignDraft' },
            'form.cancel': { target: 'choosing', actions: 'clearErrors' },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkAddress',
            src: 'checkAddress',
            input: ({ context }) => ({ draft: context.draft as AddressInput }),
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
          on: {
            'form.saveUnvalidated': { target: 'savingUnvalidated' },
            'form.cancel': { target: 'editing' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => ({
              draft: context.draft as AddressInput,
              saveUnvalidated: false,
            }),
            onDone: { target: 'choosing', actions: 'serviceChanged' },
            onError: {
              target: 'editing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        savingUnvalidated: {
          tags: ['busy'],
          invoke: {
            id: 'saveUnvalidatedAddress',
            src: 'saveAddress',
            input: ({ context }) => ({
              draft: context.draft as AddressInput,
              saveUnvalidated: true,
            }),
            onDone: { target: 'choosing', actions: 'serviceChanged' },
            onError: {
              target: 'editing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    timeslot: {
      initial: 'choosing',
      on: { 'dialog.close': { target: 'idle', actions: 'finishCancelled' } },
      states: {
        choosing: {
          on: {
            'timeslot.day': { actions: 'assignDay' },
            'timeslot.range': { actions: 'assignRange' },
            'timeslot.select': { target: 'selecting' },
            'timeslot.setAddress': {
              guard: 'isAddressEditable',
              target: '#serviceSelection.address',
              actions: {
                type: 'openStep',
                params: ({ event }) => ({ deliveryServiceId: event.deliveryServiceId }),
              },
            },
          },
        },
        selecting: {
          tags: ['busy'],
          invoke: {
            id: 'selectTimeslot',
            src: 'selectTimeslot',
            input: ({ event }) => {
              assertEvent(event, 'timeslot.select');
              return { date: event.date, timeslotId: event.timeslotId };
            },
            onDone: {
              target: '#serviceSelection.idle',
              actions: ['serviceChanged', 'finishCompleted'],
            },
            onError: {
              target: 'choosing',
              actions: [
                'serviceChanged',
                { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    store: {
      initial: 'choosing',
      on: { 'dialog.close': { target: 'idle', actions: 'finishCancelled' } },
      states: {
        choosing: {
          on: { 'store.select': { target: 'selecting', actions: 'assignStore' } },
        },
        selecting: {
          tags: ['busy'],
          invoke: {
            id: 'selectStore',
            src: 'selectStore',
            input: ({ context }) => ({ storeId: context.storeId ?? 0 }),
            // The store dialog returns setAddress: the address dialog lists that store's points.
            onDone: { target: '#serviceSelection.address', actions: 'serviceChanged' },
            onError: {
              target: 'choosing',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

type ServiceSnapshot = SnapshotFrom<typeof serviceMachine>;

export type OpenServiceDialog = 'address' | 'timeslot' | 'store' | null;

export function selectOpenDialog(snapshot: ServiceSnapshot): OpenServiceDialog {
  if (snapshot.matches('address')) return 'address';
  if (snapshot.matches('timeslot')) return 'timeslot';
  if (snapshot.matches('store')) return 'store';
  return null;
}

/** Whether the address (and the store) may change now. */
export const selectIsAddressEditable = (snapshot: ServiceSnapshot) =>
  isAddressEditable(snapshot.context);
/** Whether the time slot may change now. */
export const selectIsTimeslotEditable = (snapshot: ServiceSnapshot) =>
  isTimeslotEditable(snapshot.context);

/** A call is under way: the dialog's buttons wait. */
export const selectIsBusy = (snapshot: ServiceSnapshot) => snapshot.hasTag('busy');
/** The store whose pickup points the address dialog lists (null: all addresses). */
export const selectStoreId = (snapshot: ServiceSnapshot) => snapshot.context.storeId;
/** The service tab chosen in the address dialog. */
export const selectDeliveryServiceId = (snapshot: ServiceSnapshot) =>
  snapshot.context.deliveryServiceId;
export const selectAddressSearch = (snapshot: ServiceSnapshot) => snapshot.context.search;
/** The address being written in the form, if any. */
export const selectAddressDraft = (snapshot: ServiceSnapshot) => snapshot.context.draft;
/** The address whose deletion waits for a confirmation, if any. */
export const selectAddressDeleting = (snapshot: ServiceSnapshot) => snapshot.context.deleting;
/** The refusal of the last call, shown in the open dialog. */
export const selectServiceErrors = (snapshot: ServiceSnapshot) => snapshot.context.errors;
/** The day and the part of the day the time-slot dialog shows. */
export const selectTimeslotDay = (snapshot: ServiceSnapshot) => snapshot.context.day;
export const selectTimeslotRange = (snapshot: ServiceSnapshot) => snapshot.context.range;

/** What the address dialog shows: the list, the address form, or one of its confirmations. */
export type AddressDialogStep = 'list' | 'form' | 'confirmUnvalidated' | 'confirmDelete';

export function selectAddressStep(snapshot: ServiceSnapshot): AddressDialogStep {
  if (snapshot.matches({ address: 'confirmingUnvalidated' })) return 'confirmUnvalidated';
  if (snapshot.matches({ address: 'confirmingDelete' })) return 'confirmDelete';
  if (
    snapshot.matches({ address: 'editing' }) ||
    snapshot.matches({ address: 'checking' }) ||
    snapshot.matches({ address: 'saving' }) ||
    snapshot.matches({ address: 'savingUnvalidated' })
  ) {
    return 'form';
  }
  return 'list';
}
