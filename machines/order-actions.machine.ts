/**
 * What a shopper does with one order from its page (shopping-flow.md §8 "Confirmation prompts:
 * cancel order {orderId}"; §7 order/delete with the toast 'Ordine {orderId} annullato'): cancel
 * after a confirmation, or pay again an order waiting for its payment.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts } from './flow-failure';

export interface OrderActionsContext {
  errors: readonly string[];
}

export type OrderActionsEvent =
  | { type: 'order.cancel' }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }
  | { type: 'order.pay' };

const reject = () => Promise.reject(new Error('actor not provided'));

export const orderActionsMachine = setup({
  types: { context: {} as OrderActionsContext, events: {} as OrderActionsEvent },
  actors: {
    cancelOrder: fromPromise<void>(reject),
    /** Resolves with the hosted payment page of a new payment. */
    payAgain: fromPromise<string>(reject),
  },
  actions: {
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ errors: [] }),
    /** 'Ordine {orderId} annullato', and the order shown again. */
    showCancelled: () => {},
    goToPayment: (_, _params: { paymentUrl: string }) => {},
  },
}).createMachine({
  id: 'orderActions',
  initial: 'idle',
  context: { errors: [] },
  states: {
    idle: {
      on: {
        'order.cancel': { target: 'confirmingCancel', actions: 'clearErrors' },
        'order.pay': { target: 'paying', actions: 'clearErrors' },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.confirmed': { target: 'cancelling' },
        'cancel.dismissed': { target: 'idle' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        onDone: { target: 'idle', actions: 'showCancelled' },
        onError: {
          target: 'idle',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'payAgain',
        src: 'payAgain',
        onDone: {
          target: 'idle',
          actions: { type: 'goToPayment', params: ({ event }) => ({ paymentUrl: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type OrderActionsSnapshot = SnapshotFrom<typeof orderActionsMachine>;

export const selectIsConfirmingCancel = (snapshot: OrderActionsSnapshot) =>
  snapshot.matches('confirmingCancel');
export const selectIsOrderBusy = (snapshot: OrderActionsSnapshot) => snapshot.hasTag('busy');
