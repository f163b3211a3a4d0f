/**
 * The events the checkout model may send: the shopper's choices and the results of its actors.
 * Exported for replaying the checkout's paths through the rendered page as well.
 */
import type { EventFromLogic } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';

type CheckoutEvents = EventFromLogic<typeof checkoutMachine>;

export const checkoutRefusal = { messages: ['La fascia oraria scelta non è più disponibile'] };

/** The order the buy creates and the hosted payment page it hands over to. */
export const boughtOrder = { orderId: 100001, paymentUrl: '/payment-gateway/pay/abc' };

export const checkoutEvents = (): CheckoutEvents[] => [
  { type: 'rules.toggled', accepted: true },
  { type: 'rules.toggled', accepted: false },
  { type: 'checkout.buy' },
  { type: 'checkout.retry' },
  { type: 'xstate.done.actor.prepareCheckout' } as unknown as CheckoutEvents,
  {
    type: 'xstate.error.actor.prepareCheckout',
    error: checkoutRefusal,
  } as unknown as CheckoutEvents,
  { type: 'xstate.done.actor.buy', output: boughtOrder } as unknown as CheckoutEvents,
  { type: 'xstate.error.actor.buy', error: checkoutRefusal } as unknown as CheckoutEvents,
  {
    type: 'detail.changed',
    detail: { kind: 'cartInfo', property: 'order_comment', value: 'Citofono Rossi' },
  },
  { type: 'packaging.selected', packagingTypeId: 2 },
  { type: 'xstate.done.actor.saveDetail' } as unknown as CheckoutEvents,
  { type: 'xstate.error.actor.saveDetail', error: checkoutRefusal } as unknown as CheckoutEvents,
];

/** The checkout's input in the model: one idempotency key, the default bags. */
export const checkoutInput = { idempotencyKey: 'k-1', packagingTypeId: 1 };
