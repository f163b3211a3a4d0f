import type { EventFromLogic } from 'xstate';
import { cartDrawerMachine } from '../../machines/cart/cart-drawer.machine';
import { describeBehaviour } from './behaviour-case';
import { cartDrawerCases } from './cart-drawer.cases';
import { describeModel } from './transition-coverage';

type CartDrawerEvents = EventFromLogic<typeof cartDrawerMachine>;

const events = (): CartDrawerEvents[] => [
  { type: 'cart.emptyRequested' },
  { type: 'empty.confirmed' },
  { type: 'empty.cancelled' },
  { type: 'xstate.done.actor.emptyCart' } as unknown as CartDrawerEvents,
  {
    type: 'xstate.error.actor.emptyCart',
    error: { messages: ['Impossibile svuotare il carrello'] },
  } as unknown as CartDrawerEvents,
];

describeModel('cartDrawer', cartDrawerMachine, events);

describeBehaviour('cartDrawer', cartDrawerMachine, cartDrawerCases);
