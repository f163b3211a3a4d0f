import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { describeBehaviour } from './behaviour-case';
import { checkoutCases } from './checkout.cases';
import { checkoutEvents, checkoutInput } from './checkout-events';
import { describeModel } from './transition-coverage';

describeModel('checkout', checkoutMachine, checkoutEvents, {
  input: checkoutInput,
  // Two choices waiting already reach every transition; more only lengthen the queue.
  significantContext: ({ rulesAccepted, pendingDetails, buyQueued }) =>
    `${rulesAccepted}/${Math.min(pendingDetails.length, 2)}/${buyQueued}`,
});

describeBehaviour('checkout', checkoutMachine, checkoutCases);
