/**
 * The checkout (shopping-flow.md §2 "Payment result and checkout", §4 "Checkout requires accepting
 * the shop rules"; §8 "Send order"): the order is reviewed and prepared on the server, the shopper
 * accepts the shop rules, then the buy creates the order and hands over to the hosted payment page
 * (step 'Pagamento' of the stepper 'Concludi ordine', 'Pagamento', 'Ordine confermato').
 *
 * The buy carries one idempotency key for the whole checkout, so a double click or a retried
 * request gives the same order, never a second one.
 *
 * While reviewing, the shopper's choices are saved one after the other (the order comment, the
 * invoice request, each line's alternatives): a buy asked for meanwhile waits for them. A packaging
 * choice prepares the order again, since the bags change the totals.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** A choice of the review saved on the cart (cart/update-cart-info, cart/update-infos). */
export type CheckoutDetail =
  | {
      readonly kind: 'cartInfo';
      readonly property: 'order_comment' | 'need_invoice';
      readonly value: string;
    }
  | { readonly kind: 'alternatives'; readonly itemId: number; readonly accept: boolean };

/** What a successful buy answers: the order and the hosted payment page to go to. */
export interface BuyResult {
  readonly orderId: number;
  readonly paymentUrl: string;
}

export interface CheckoutContext {
  rulesAccepted: boolean;
  /** Texts of the last refusal (prepare or buy), or of the rules not accepted. */
  errors: readonly string[];
  /** Whether the last buy was refused because the rules were not accepted. */
  rulesMissing: boolean;
  /** One key for every buy attempt of this checkout. */
  idempotencyKey: string;
  order: BuyResult | null;
  /** The shopper bags choice (packaging-type/list), sent to prepare and buy. */
  packagingTypeId: number;
  /** Choices waiting to be saved, the first one being saved. */
  pendingDetails: readonly CheckoutDetail[];
  /** The shopper asked to buy while choices were being saved. */
  buyQueued: boolean;
}

export type CheckoutEvent =
  | { type: 'rules.toggled'; accepted: boolean }
  | { type: 'checkout.buy' }
  | { type: 'checkout.retry' }
  | { type: 'detail.changed'; detail: CheckoutDetail }
  | { type: 'packaging.selected'; packagingTypeId: number };

export interface CheckoutInput {
  readonly idempotencyKey: string;
  readonly packagingTypeId: number;
}

/** The choice being saved: `saving` is entered only with one queued. */
function firstPendingDetail(context: CheckoutContext): CheckoutDetail {
  const [first] = context.pendingDetails;
  if (first === undefined) throw new Error('saving without a pending choice');
  return first;
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Checks the cart can be bought and computes the totals (the app shows them). */
    prepareCheckout: fromPromise<void, { packagingTypeId: number }>(notProvided),
    saveDetail: fromPromise<void, CheckoutDetail>(notProvided),
    buy: fromPromise<BuyResult, { idempotencyKey: string; packagingTypeId: number }>(notProvided),
  },
  actions: {
    // Withdrawing the acceptance also gives up a buy waiting for the choices being saved.
    assignRules: assign(({ context, event }) => {
      assertEvent(event, 'rules.toggled');
      return {
        rulesAccepted: event.accepted,
        rulesMissing: false,
        buyQueued: event.accepted && context.buyQueued,
      };
    }),
    markRulesMissing: assign({ rulesMissing: true }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ errors: [], rulesMissing: false }),
    assignOrder: assign((_, params: { order: BuyResult }) => ({ order: params.order })),
    queueDetail: assign(({ context, event }) => {
      assertEvent(event, 'detail.changed');
      return { pendingDetails: [...context.pendingDetails, event.detail] };
    }),
    dropSavedDetail: assign(({ context }) => ({ pendingDetails: context.pendingDetails.slice(1) })),
    /** A refused choice is shown; the ones after it are still saved. */
    assignDetailError: assign(({ context }, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
      pendingDetails: context.pendingDetails.slice(1),
      buyQueued: false,
    })),
    queueBuy: assign({ buyQueued: true }),
    unqueueBuy: assign({ buyQueued: false }),
    assignPackaging: assign(({ event }) => {
      assertEvent(event, 'packaging.selected');
      return { packagingTypeId: event.packagingTypeId };
    }),
    /** Leaves for the hosted payment page (our pages never hold card fields). */
    goToPayment: () => {},
  },
  guards: {
    hasAcceptedRules: ({ context }) => context.rulesAccepted,
    hasMoreDetails: ({ context }) => context.pendingDetails.length > 1,
    buyQueuedWithRules: ({ context }) => context.buyQueued && context.rulesAccepted,
  },
}).createMachine({
  id: 'checkout',
  initial: 'preparing',
  context: ({ input }) => ({
    rulesAccepted: false,
    errors: [],
    rulesMissing: false,
    idempotencyKey: input.idempotencyKey,
    order: null,
    packagingTypeId: input.packagingTypeId,
    pendingDetails: [],
    buyQueued: false,
  }),
  states: {
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'prepareCheckout',
        src: 'prepareCheckout',
        input: ({ context }) => ({ packagingTypeId: context.packagingTypeId }),
        onDone: { target: 'reviewing', actions: 'clearErrors' },
        onError: {
          target: 'unavailable',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The cart cannot be bought as it is (empty, no slot, a slot no longer suits...).
    unavailable: {
      on: { 'checkout.retry': { target: 'preparing' } },
    },
    reviewing: {
      initial: 'idle',
      on: {
        'rules.toggled': { actions: 'assignRules' },
        'detail.changed': { target: '.saving', actions: 'queueDetail' },
      },
      states: {
        idle: {
          on: {
            'checkout.buy': [
              { guard: 'hasAcceptedRules', target: '#checkout.buying', actions: 'clearErrors' },
              { actions: 'markRulesMissing' },
            ],
            'packaging.selected': { target: '#checkout.preparing', actions: 'assignPackaging' },
          },
        },
        saving: {
          on: {
            // Queued without leaving: re-entering would restart the save under way.
            'detail.changed': { actions: 'queueDetail' },
            'checkout.buy': [
              { guard: 'hasAcceptedRules', actions: 'queueBuy' },
              { actions: 'markRulesMissing' },
            ],
          },
          invoke: {
            id: 'saveDetail',
            src: 'saveDetail',
            input: ({ context }) => firstPendingDetail(context),
            onDone: [
              {
                guard: 'hasMoreDetails',
                target: 'saving',
                reenter: true,
                actions: 'dropSavedDetail',
              },
              {
                guard: 'buyQueuedWithRules',
                target: '#checkout.buying',
                actions: ['dropSavedDetail', 'unqueueBuy', 'clearErrors'],
              },
              { target: 'idle', actions: 'dropSavedDetail' },
            ],
            onError: [
              {
                guard: 'hasMoreDetails',
                target: 'saving',
                reenter: true,
                actions: {
                  type: 'assignDetailError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: 'idle',
                actions: {
                  type: 'assignDetailError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    buying: {
      tags: ['busy'],
      invoke: {
        id: 'buy',
        src: 'buy',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          packagingTypeId: context.packagingTypeId,
        }),
        onDone: {
          target: 'paying',
          actions: [
            { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
            'goToPayment',
          ],
        },
        onError: {
          target: 'reviewing',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Step 'Pagamento': the browser is on the hosted payment page.
    paying: { type: 'final' },
  },
});

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The stepper's step: 0 'Concludi ordine', 1 'Pagamento' (2 'Ordine confermato' is the result page). */
export const selectCheckoutStep = (snapshot: CheckoutSnapshot) =>
  snapshot.matches('paying') ? 1 : 0;
export const selectIsCheckoutBusy = (snapshot: CheckoutSnapshot) => snapshot.hasTag('busy');
/** The buy waits for the choices being saved. */
export const selectIsBuyQueued = (snapshot: CheckoutSnapshot) => snapshot.context.buyQueued;
/** The checkout cannot go on (the cart cannot be prepared): only 'Riprova' is offered. */
export const selectIsUnavailable = (snapshot: CheckoutSnapshot) => snapshot.matches('unavailable');
export const selectRulesAccepted = (snapshot: CheckoutSnapshot) => snapshot.context.rulesAccepted;
/** A buy was asked for without accepting the rules: the checkbox says so. */
export const selectRulesMissing = (snapshot: CheckoutSnapshot) => snapshot.context.rulesMissing;
/** The refusal of the last call, shown in the checkout's alert. */
export const selectCheckoutErrors = (snapshot: CheckoutSnapshot) => snapshot.context.errors;
export const selectPackagingTypeId = (snapshot: CheckoutSnapshot) =>
  snapshot.context.packagingTypeId;
/** The shopper's choices still being saved, in order. */
export const selectPendingDetails = (snapshot: CheckoutSnapshot) => snapshot.context.pendingDetails;
