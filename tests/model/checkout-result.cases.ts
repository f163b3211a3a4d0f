/**
 * The payment result screen (shopping-flow.md §2 "Payment completed and payment error share one
 * screen. Failure text: 'Pagamento non andato a buon fine' with a retry option; otherwise the
 * order is cancelled automatically soon after."; the stepper's third step 'Ordine confermato';
 * §7 "POST /order/payment: order_id"; §8 "Payment failed"). The order is read first and the
 * screen shows what it says: paid is completed, unpaid is the error with the retry, and the retry
 * asks the server for a new payment of that order and goes to its page.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  selectIsPaid,
  type PaymentOutcome,
  type checkoutResultMachine,
} from '../../machines/checkout/checkout-result.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type CheckoutResultMachine = typeof checkoutResultMachine;
type ResultSnapshot = SnapshotFrom<CheckoutResultMachine>;

const ORDER_ID = 100001;
const generic = 'Si è verificato un errore, riprova tra qualche minuto.';

/** The screen of order 100001 with reads and retries the test answers. */
function startResult(machine: CheckoutResultMachine) {
  const calls: string[] = [];
  const wentTo: string[] = [];
  const reads: Deferred<PaymentOutcome>[] = [];
  const retries: Deferred<string>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        readOutcome: fromPromise<PaymentOutcome, { orderId: number }>(({ input }) => {
          calls.push(`read order ${input.orderId}`);
          const answer = deferred<PaymentOutcome>();
          reads.push(answer);
          return answer.promise;
        }),
        retryPayment: fromPromise<string, { orderId: number }>(({ input }) => {
          calls.push(`new payment for order ${input.orderId}`);
          const answer = deferred<string>();
          retries.push(answer);
          return answer.promise;
        }),
      },
      actions: { goToPayment: (_, params) => void wentTo.push(params.paymentUrl) },
    }),
    { input: { orderId: ORDER_ID } },
  ).start();
  /** What the screen offers. */
  const screen = () => {
    const snapshot = actor.getSnapshot();
    return {
      paid: selectIsPaid(snapshot),
      busy: snapshot.hasTag('busy'),
      retry: snapshot.can({ type: 'payment.retry' }),
      reload: snapshot.can({ type: 'payment.reload' }),
      errors: snapshot.context.errors,
    };
  };
  const answered = () => settle(actor, (snapshot: ResultSnapshot) => !snapshot.hasTag('busy'));
  return { actor, calls, wentTo, reads, retries, screen, answered };
}

const nothingOffered = { paid: false, busy: false, retry: false, reload: false, errors: [] };

export const checkoutResultCases: ReadonlyArray<BehaviourCase<CheckoutResultMachine>> = [
  {
    name: 'whatever the address says, the order is read first and nothing is shown yet',
    run(machine) {
      const { calls, screen, wentTo } = startResult(machine);
      expect(calls).toEqual([`read order ${ORDER_ID}`]);
      expect(screen()).toEqual({ ...nothingOffered, busy: true });
      expect(wentTo).toEqual([]);
    },
  },
  {
    name: "a paid order is completed: 'Ordine confermato', no retry",
    async run(machine) {
      const { reads, screen, answered, wentTo } = startResult(machine);
      reads[0]?.resolve('paid');
      await answered();
      expect(screen()).toEqual({ ...nothingOffered, paid: true });
      expect(wentTo).toEqual([]);
    },
  },
  {
    name: "an unpaid order is the error 'Pagamento non andato a buon fine' with the retry",
    async run(machine) {
      const { actor, reads, screen, answered } = startResult(machine);
      reads[0]?.resolve('unpaid');
      await answered();
      expect(screen()).toEqual({ ...nothingOffered, retry: true });
      expect(actor.getSnapshot().status).toBe('active');
    },
  },
  {
    name: 'the retry asks the server for a new payment of the order and goes to its page',
    async run(machine) {
      const { actor, calls, reads, retries, screen, answered, wentTo } = startResult(machine);
      reads[0]?.resolve('unpaid');
      await answered();
      actor.send({ type: 'payment.retry' });
      expect(screen().busy).toBe(true);
      // A second tap while the new payment is asked for asks nothing more.
      actor.send({ type: 'payment.retry' });
      retries[0]?.resolve('/payment-gateway/pay/def');
      await answered();
      expect(calls).toEqual([`read order ${ORDER_ID}`, `new payment for order ${ORDER_ID}`]);
      expect(wentTo).toEqual(['/payment-gateway/pay/def']);
      expect(screen()).toEqual(nothingOffered);
    },
  },
  {
    name: 'a refused retry shows why and offers the retry again',
    async run(machine) {
      const { actor, calls, reads, retries, screen, answered, wentTo } = startResult(machine);
      reads[0]?.resolve('unpaid');
      await answered();
      actor.send({ type: 'payment.retry' });
      retries[0]?.reject(refusal(generic));
      await answered();
      expect(screen()).toEqual({ ...nothingOffered, retry: true, errors: [generic] });
      expect(wentTo).toEqual([]);
      actor.send({ type: 'payment.retry' });
      retries[1]?.resolve('/payment-gateway/pay/xyz');
      await answered();
      expect(calls.filter((call) => call.startsWith('new payment'))).toHaveLength(2);
      expect(wentTo).toEqual(['/payment-gateway/pay/xyz']);
    },
  },
  {
    name: 'an order cancelled automatically is neither paid nor retried',
    async run(machine) {
      const { reads, screen, answered, wentTo } = startResult(machine);
      reads[0]?.resolve('cancelled');
      await answered();
      expect(screen()).toEqual(nothingOffered);
      expect(wentTo).toEqual([]);
    },
  },
  {
    name: 'an order that cannot be read shows why and is read again on request',
    async run(machine) {
      const { actor, calls, reads, screen, answered } = startResult(machine);
      reads[0]?.reject(refusal(generic));
      await answered();
      expect(screen()).toEqual({ ...nothingOffered, reload: true, errors: [generic] });
      actor.send({ type: 'payment.reload' });
      expect(calls).toEqual([`read order ${ORDER_ID}`, `read order ${ORDER_ID}`]);
      reads[1]?.resolve('paid');
      await answered();
      expect(screen().paid).toBe(true);
    },
  },
  {
    name: 'an order read again after a failed read shows the new answer without the old error',
    async run(machine) {
      const { actor, reads, screen, answered } = startResult(machine);
      reads[0]?.reject(refusal(generic));
      await answered();
      actor.send({ type: 'payment.reload' });
      reads[1]?.resolve('unpaid');
      await answered();
      expect(screen()).toEqual({ ...nothingOffered, retry: true, errors: [] });
    },
  },
];
