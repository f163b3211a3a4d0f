import type { EventFromLogic } from 'xstate';
import { ordersMachine } from '../../machines/orders/orders.machine';
import { describeBehaviour } from './behaviour-case';
import { ordersCases } from './orders.cases';
import { describeModel } from './transition-coverage';

type OrderActionsEvents = EventFromLogic<typeof ordersMachine>;

const refusal = { messages: ['La fascia oraria scelta non è più disponibile'] };

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

describeBehaviour('orderActions', ordersMachine, ordersCases);
