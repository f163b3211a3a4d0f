import type { EventFromLogic } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import { giftsMachine } from '../../machines/gifts.machine';
import { ordersMachine } from '../../machines/orders.machine';
import { createOrderFormMachine, orderFormMachine } from '../../machines/orders-form.machine';
import { checkoutResultMachine } from '../../machines/checkout-result.machine';
import { describeModel } from './transition-coverage';

type CheckoutEvents = EventFromLogic<typeof checkoutMachine>;
type PaymentResultEvents = EventFromLogic<typeof checkoutResultMachine>;

const refusal = { messages: ['La fascia oraria scelta non è più disponibile'] };

const checkoutEvents = (): CheckoutEvents[] => [
  { type: 'rules.toggled', accepted: true },
  { type: 'rules.toggled', accepted: false },
  { type: 'checkout.buy' },
  { type: 'checkout.retry' },
  { type: 'xstate.done.actor.prepareCheckout' } as unknown as CheckoutEvents,
  { type: 'xstate.error.actor.prepareCheckout', error: refusal } as unknown as CheckoutEvents,
  {
    type: 'xstate.done.actor.buy',
    output: { orderId: 100001, paymentUrl: '/payment-gateway/pay/abc' },
  } as unknown as CheckoutEvents,
  { type: 'xstate.error.actor.buy', error: refusal } as unknown as CheckoutEvents,
  {
    type: 'detail.changed',
    detail: { kind: 'cartInfo', property: 'order_comment', value: 'Citofono Rossi' },
  },
  { type: 'packaging.selected', packagingTypeId: 2 },
  { type: 'xstate.done.actor.saveDetail' } as unknown as CheckoutEvents,
  { type: 'xstate.error.actor.saveDetail', error: refusal } as unknown as CheckoutEvents,
];

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

describeModel('checkout', checkoutMachine, checkoutEvents, {
  input: { idempotencyKey: 'k-1', packagingTypeId: 1 },
  // Two choices waiting already reach every transition; more only lengthen the queue.
  significantContext: ({ rulesAccepted, pendingDetails, buyQueued }) =>
    `${rulesAccepted}/${Math.min(pendingDetails.length, 2)}/${buyQueued}`,
});

describeModel('paymentResult', checkoutResultMachine, paymentEvents, {
  input: { orderId: 100001 },
  significantContext: () => null,
});

type GiftCodeEvents = EventFromLogic<typeof giftsMachine>;

const giftEvents = (): GiftCodeEvents[] =>
  [
    { type: 'code.change', text: 'BENVENUTO10' },
    { type: 'code.change', text: '' },
    { type: 'code.apply' },
    { type: 'code.remove', code: 'BENVENUTO10' },
    { type: 'xstate.done.actor.applyCode' },
    { type: 'xstate.error.actor.applyCode', error: refusal },
    { type: 'xstate.done.actor.removeCode' },
    { type: 'xstate.error.actor.removeCode', error: refusal },
  ] as unknown as GiftCodeEvents[];

describeModel('giftCode', giftsMachine, giftEvents, {
  significantContext: ({ typed }) => typed !== '',
});

type OrderActionsEvents = EventFromLogic<typeof ordersMachine>;

const orderEvents = (): OrderActionsEvents[] =>
  [
    { type: 'order.ask', action: 'cancel' },
    { type: 'order.ask', action: 'modify' },
    { type: 'order.ask', action: 'reorder' },
    { type: 'order.ask', action: 'abandonModification' },
    { type: 'action.confirmed' },
    { type: 'action.dismissed' },
    { type: 'order.pay' },
    { type: 'order.invoice' },
    { type: 'xstate.done.actor.cancelOrder' },
    { type: 'xstate.error.actor.cancelOrder', error: refusal },
    { type: 'xstate.done.actor.modifyOrder' },
    { type: 'xstate.error.actor.modifyOrder', error: refusal },
    { type: 'xstate.done.actor.reorder' },
    { type: 'xstate.error.actor.reorder', error: refusal },
    { type: 'xstate.done.actor.abandonModification' },
    { type: 'xstate.error.actor.abandonModification', error: refusal },
    { type: 'xstate.done.actor.payAgain', output: '/payment-gateway/pay/ghi' },
    { type: 'xstate.error.actor.payAgain', error: refusal },
    { type: 'xstate.done.actor.fetchInvoice', output: 'blob:fattura' },
    { type: 'xstate.error.actor.fetchInvoice', error: refusal },
    { type: 'order.share' },
    { type: 'xstate.done.actor.createShareLink', output: 'http://127.0.0.1/order/1?token=t' },
    { type: 'xstate.error.actor.createShareLink', error: refusal },
  ] as unknown as OrderActionsEvents[];

describeModel('orderActions', ordersMachine, orderEvents, {
  significantContext: ({ confirming, shareLink }) => `${confirming}/${shareLink !== null}`,
});

type OrderFormEvents = EventFromLogic<typeof orderFormMachine>;

const orderFormEvents = (): OrderFormEvents[] =>
  [
    { type: 'form.submit', values: { kind: 'rating', rating: 4, comment: 'Frutta ottima' } },
    { type: 'form.edit' },
    { type: 'xstate.done.actor.submit' },
    { type: 'xstate.error.actor.submit', error: refusal },
  ] as unknown as OrderFormEvents[];

describeModel('orderForm (not sent before)', orderFormMachine, orderFormEvents, {
  significantContext: () => null,
});

describeModel('orderForm (rated before)', createOrderFormMachine(true), orderFormEvents, {
  significantContext: () => null,
});
