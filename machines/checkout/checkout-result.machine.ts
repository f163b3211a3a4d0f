/**
 * The payment result screen (shopping-flow.md §2 "Payment completed and payment error share one
 * screen. Failure text: 'Pagamento non andato a buon fine' with a retry option; otherwise the
 * order is cancelled automatically soon after."; §8 "Payment failed").
 *
 * The address the gateway returned to says completed or error, but only the server knows: the
 * order is read first, and the screen shows what it says. A retry asks for a new payment and
 * goes back to the hosted payment page.
 */
import { fromPromise, setup, type SnapshotFrom, assign } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** What the order says about its payment. */
export type PaymentOutcome = 'paid' | 'unpaid' | 'cancelled';

export interface PaymentResultContext {
  orderId: number;
  errors: readonly string[];
}

export type PaymentResultEvent = { type: 'payment.retry' } | { type: 'payment.reload' };

export interface PaymentResultInput {
  readonly orderId: number;
}

export const checkoutResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
    input: {} as PaymentResultInput,
  },
  actors: {
    readOutcome: fromPromise<PaymentOutcome, { orderId: number }>(notProvided),
    /** Asks for a new payment of the order; resolves with the hosted page to go to. */
    retryPayment: fromPromise<string, { orderId: number }>(notProvided),
  },
  actions: {
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** A new attempt starts without the last one's refusal. */
    clearErrors: assign({ errors: [] }),
    /** Leaves for the hosted payment page. */
    goToPayment: (_, _params: { paymentUrl: string }) => {},
  },
  guards: {
    isOutcome: (_, params: { outcome: PaymentOutcome; expected: PaymentOutcome }) =>
      params.outcome === params.expected,
  },
}).createMachine({
  id: 'paymentResult',
  initial: 'loading',
  context: ({ input }) => ({ orderId: input?.orderId ?? 0, errors: [] }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'readOutcome',
        src: 'readOutcome',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output, expected: 'paid' }),
            },
            target: 'completed',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output, expected: 'cancelled' }),
            },
            target: 'cancelled',
          },
          { target: 'failed' },
        ],
        onError: {
          target: 'unreadable',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // 'Ordine confermato'.
    completed: { type: 'final' },
    // 'Pagamento non andato a buon fine', with the retry.
    failed: {
      on: { 'payment.retry': { target: 'retrying', actions: 'clearErrors' } },
    },
    // Unpaid for too long: the order was cancelled automatically.
    cancelled: { type: 'final' },
    unreadable: {
      on: { 'payment.reload': { target: 'loading', actions: 'clearErrors' } },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'retryPayment',
        src: 'retryPayment',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToPayment', params: ({ event }) => ({ paymentUrl: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    redirecting: { type: 'final' },
  },
});

type PaymentResultSnapshot = SnapshotFrom<typeof checkoutResultMachine>;

export const selectIsPaid = (snapshot: PaymentResultSnapshot) => snapshot.matches('completed');
/** A call is under way (reading the outcome, asking for a new payment). */
export const selectIsResultBusy = (snapshot: PaymentResultSnapshot) => snapshot.hasTag('busy');
/** The refusal of the last call, shown on the result page. */
export const selectResultErrors = (snapshot: PaymentResultSnapshot) => snapshot.context.errors;

/** What the result screen shows: the retry keeps the failed screen until the browser leaves. */
export type PaymentResultStep = 'loading' | 'completed' | 'cancelled' | 'unreadable' | 'failed';

export function selectResultStep(snapshot: PaymentResultSnapshot): PaymentResultStep {
  if (selectIsPaid(snapshot)) return 'completed';
  if (snapshot.matches('cancelled')) return 'cancelled';
  if (snapshot.matches('unreadable')) return 'unreadable';
  if (snapshot.matches('failed') || snapshot.matches('retrying') || snapshot.matches('redirecting'))
    return 'failed';
  return 'loading';
}
