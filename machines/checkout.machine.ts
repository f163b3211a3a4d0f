/**
 * The checkout (shopping-flow.md §2 "Payment result and checkout", §4 "Checkout requires accepting
 * the shop rules"; §8 "Send order"): the order is reviewed and prepared on the server, the shopper
 * accepts the shop rules, then the buy creates the order and hands over to the hosted payment page
 * (step 'Pagamento' of the stepper 'Concludi ordine', 'Pagamento', 'Ordine confermato').
 *
 * The buy carries one idempotency key for the whole checkout, so a double click or a retried
 * request gives the same order, never a second one.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts } from './flow-failure';

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
}

export type CheckoutEvent =
  | { type: 'rules.toggled'; accepted: boolean }
  | { type: 'checkout.buy' }
  | { type: 'checkout.retry' };

export interface CheckoutInput {
  readonly idempotencyKey: string;
}

const reject = () => Promise.reject(new Error('actor not provided'));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Checks the cart can be bought and computes the totals (the app shows them). */
    prepareCheckout: fromPromise<void>(reject),
    buy: fromPromise<BuyResult, { idempotencyKey: string }>(reject),
  },
  actions: {
    assignRules: assign(({ event }) => {
      assertEvent(event, 'rules.toggled');
      return { rulesAccepted: event.accepted, rulesMissing: false };
    }),
    markRulesMissing: assign({ rulesMissing: true }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ errors: [], rulesMissing: false }),
    assignOrder: assign((_, params: { order: BuyResult }) => ({ order: params.order })),
    /** Leaves for the hosted payment page (our pages never hold card fields). */
    goToPayment: () => {},
  },
  guards: {
    hasAcceptedRules: ({ context }) => context.rulesAccepted,
  },
}).createMachine({
  id: 'checkout',
  initial: 'preparing',
  context: ({ input }) => ({
    rulesAccepted: false,
    errors: [],
    rulesMissing: false,
    idempotencyKey: input?.idempotencyKey ?? '',
    order: null,
  }),
  states: {
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'prepareCheckout',
        src: 'prepareCheckout',
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
      on: {
        'rules.toggled': { actions: 'assignRules' },
        'checkout.buy': [
          { guard: 'hasAcceptedRules', target: 'buying', actions: 'clearErrors' },
          { actions: 'markRulesMissing' },
        ],
      },
    },
    buying: {
      tags: ['busy'],
      invoke: {
        id: 'buy',
        src: 'buy',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey }),
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
