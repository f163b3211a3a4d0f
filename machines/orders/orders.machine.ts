/**
 * What a shopper does with one order from its page (shopping-flow.md §7 "Orders", §8
 * "Confirmation prompts"): cancel ('Ordine {orderId} annullato'), modify (the order goes back to
 * the cart; the prompt warns that prices refer to the order date and expired promotions may be
 * lost), reorder (every product of the order into the cart), give up a modification under way
 * (ours: the order stays as it was), each after a confirmation; pay again an order waiting for
 * its payment; open its invoice; share a read-only link to it (ours: order/access-token).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** The actions that ask first. */
export type ConfirmedOrderAction = 'cancel' | 'modify' | 'reorder' | 'abandonModification';

export interface OrderActionsContext {
  errors: readonly string[];
  /** The action whose confirmation is asked. */
  confirming: ConfirmedOrderAction | null;
  /** The read-only link to the order, once asked for. */
  shareLink: string | null;
}

export type OrderActionsEvent =
  | { type: 'order.ask'; action: ConfirmedOrderAction }
  | { type: 'action.confirmed' }
  | { type: 'action.dismissed' }
  | { type: 'order.pay' }
  | { type: 'order.invoice' }
  | { type: 'order.share' };

const onFailure = {
  target: 'idle',
  actions: {
    type: 'assignErrors',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;

export const ordersMachine = setup({
  types: { context: {} as OrderActionsContext, events: {} as OrderActionsEvent },
  actors: {
    cancelOrder: fromPromise<void>(notProvided),
    /** The order's lines, service and codes go back to the cart (order/modify). */
    modifyOrder: fromPromise<void>(notProvided),
    /** Every product of the order still on sale into the cart (cart/add-all-from-order). */
    reorder: fromPromise<void>(notProvided),
    /** The cart gives the modification up; the order stays as it was (order/modify-cancel). */
    abandonModification: fromPromise<void>(notProvided),
    /** Resolves with the hosted payment page of a new payment. */
    payAgain: fromPromise<string>(notProvided),
    /** Resolves with an address of the invoice's PDF the browser can open. */
    fetchInvoice: fromPromise<string>(notProvided),
    /** Resolves with the address of the order's read-only page. */
    createShareLink: fromPromise<string>(notProvided),
  },
  actions: {
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ errors: [] }),
    ask: assign(({ event }) => {
      assertEvent(event, 'order.ask');
      return { confirming: event.action, errors: [] };
    }),
    forget: assign({ confirming: null }),
    assignShareLink: assign((_, params: { link: string }) => ({ shareLink: params.link })),
    /** 'Ordine {orderId} annullato', and the order shown again. */
    showCancelled: () => {},
    /** The cart, now holding the order, is opened for the changes. */
    showCartToModify: () => {},
    /** The cart, with the order's products added, is opened. */
    showReordered: () => {},
    /** The order and the cart are shown again. */
    showModificationAbandoned: () => {},
    goToPayment: (_, _params: { paymentUrl: string }) => {},
    openInvoice: (_, _params: { url: string }) => {},
  },
  guards: {
    confirms: ({ context }, params: { action: ConfirmedOrderAction }) =>
      context.confirming === params.action,
  },
}).createMachine({
  id: 'orderActions',
  initial: 'idle',
  context: { errors: [], confirming: null, shareLink: null },
  states: {
    idle: {
      on: {
        'order.ask': { target: 'confirming', actions: 'ask' },
        'order.pay': { target: 'paying', actions: 'clearErrors' },
        'order.invoice': { target: 'fetchingInvoice', actions: 'clearErrors' },
        'order.share': { target: 'sharing', actions: 'clearErrors' },
      },
    },
    confirming: {
      on: {
        'action.confirmed': [
          { guard: { type: 'confirms', params: { action: 'cancel' } }, target: 'cancelling' },
          { guard: { type: 'confirms', params: { action: 'modify' } }, target: 'modifying' },
          { guard: { type: 'confirms', params: { action: 'reorder' } }, target: 'reordering' },
          { target: 'abandoning' },
        ],
        'action.dismissed': { target: 'idle', actions: 'forget' },
      },
    },
    cancelling: {
      tags: ['busy'],
      exit: 'forget',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        onDone: { target: 'idle', actions: 'showCancelled' },
        onError: onFailure,
      },
    },
    modifying: {
      tags: ['busy'],
      exit: 'forget',
      invoke: {
        id: 'modifyOrder',
        src: 'modifyOrder',
        onDone: { target: 'idle', actions: 'showCartToModify' },
        onError: onFailure,
      },
    },
    reordering: {
      tags: ['busy'],
      exit: 'forget',
      invoke: {
        id: 'reorder',
        src: 'reorder',
        onDone: { target: 'idle', actions: 'showReordered' },
        onError: onFailure,
      },
    },
    abandoning: {
      tags: ['busy'],
      exit: 'forget',
      invoke: {
        id: 'abandonModification',
        src: 'abandonModification',
        onDone: { target: 'idle', actions: 'showModificationAbandoned' },
        onError: onFailure,
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
        onError: onFailure,
      },
    },
    fetchingInvoice: {
      tags: ['busy'],
      invoke: {
        id: 'fetchInvoice',
        src: 'fetchInvoice',
        onDone: {
          target: 'idle',
          actions: { type: 'openInvoice', params: ({ event }) => ({ url: event.output }) },
        },
        onError: onFailure,
      },
    },
    sharing: {
      tags: ['busy'],
      invoke: {
        id: 'createShareLink',
        src: 'createShareLink',
        onDone: {
          target: 'idle',
          actions: { type: 'assignShareLink', params: ({ event }) => ({ link: event.output }) },
        },
        onError: onFailure,
      },
    },
  },
});

type OrderActionsSnapshot = SnapshotFrom<typeof ordersMachine>;

/** The action whose confirmation is asked, if any. */
export const selectConfirming = (snapshot: OrderActionsSnapshot) =>
  snapshot.matches('confirming') ? snapshot.context.confirming : null;
export const selectIsOrderBusy = (snapshot: OrderActionsSnapshot) => snapshot.hasTag('busy');
/** The refusal of the last action, shown on the order page. */
export const selectOrderErrors = (snapshot: OrderActionsSnapshot) => snapshot.context.errors;
/** The read-only link to the order, once asked for. */
export const selectShareLink = (snapshot: OrderActionsSnapshot) => snapshot.context.shareLink;
