import type { EventFromLogic } from 'xstate';
import {
  createOrderFormMachine,
  orderFormMachine,
} from '../../machines/orders/orders-form.machine';
import { describeBehaviour } from './behaviour-case';
import { orderFormCases, ratedOrderFormCases } from './orders-form.cases';
import { describeModel } from './transition-coverage';

type OrderFormEvents = EventFromLogic<typeof orderFormMachine>;

const refusal = { messages: ['La fascia oraria scelta non è più disponibile'] };

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

describeBehaviour('orderForm (not sent before)', orderFormMachine, orderFormCases);

describeBehaviour('orderForm (rated before)', createOrderFormMachine(true), ratedOrderFormCases);
