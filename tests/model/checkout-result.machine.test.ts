import type { EventFromLogic } from 'xstate';
import { checkoutResultMachine } from '../../machines/checkout/checkout-result.machine';
import { describeBehaviour } from './behaviour-case';
import { checkoutResultCases } from './checkout-result.cases';
import { describeModel } from './transition-coverage';

type PaymentResultEvents = EventFromLogic<typeof checkoutResultMachine>;

const refusal = { messages: ['La fascia oraria scelta non è più disponibile'] };

const paymentEvents = (): PaymentResultEvents[] =>
  [
    { type: 'payment.retry' },
    { type: 'payment.reload' },
    { type: 'xstate.done.actor.readOutcome', output: 'paid' },
    { type: 'xstate.done.actor.readOutcome', output: 'unpaid' },
    { type: 'xstate.done.actor.readOutcome', output: 'cancelled' },
    { type: 'xstate.error.actor.readOutcome', error: refusal },
    { type: 'xstate.done.actor.retryPayment', output: '/payment-gateway/pay/def' },
    { type: 'xstate.error.actor.retryPayment', error: refusal },
  ] as unknown as PaymentResultEvents[];

describeModel('paymentResult', checkoutResultMachine, paymentEvents, {
  input: { orderId: 100001 },
  significantContext: () => null,
});

describeBehaviour('paymentResult', checkoutResultMachine, checkoutResultCases);
