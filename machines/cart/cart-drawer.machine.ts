/**
 * Emptying the cart from the cart drawer (shopping-flow.md §2 "Cart drawer": "emptying asks 'Sei
 * sicuro di voler svuotare il carrello?'"; §8 errors.emptyCart 'Impossibile svuotare il
 * carrello'): ask, then empty with one call, or stay as it was.
 */
import { fromPromise, setup, type SnapshotFrom } from 'xstate';

export type CartDrawerEvent =
  { type: 'cart.emptyRequested' } | { type: 'empty.confirmed' } | { type: 'empty.cancelled' };

export const cartDrawerMachine = setup({
  types: { events: {} as CartDrawerEvent },
  actors: {
    emptyCart: fromPromise<void>(() => Promise.reject(new Error('emptyCart not provided'))),
  },
  actions: {
    showEmptyError: () => {},
  },
}).createMachine({
  id: 'cartDrawer',
  initial: 'idle',
  states: {
    idle: {
      on: { 'cart.emptyRequested': { target: 'confirmingEmpty' } },
    },
    confirmingEmpty: {
      on: {
        'empty.confirmed': { target: 'emptying' },
        'empty.cancelled': { target: 'idle' },
      },
    },
    emptying: {
      tags: ['busy'],
      invoke: {
        id: 'emptyCart',
        src: 'emptyCart',
        onDone: { target: 'idle' },
        onError: { target: 'idle', actions: 'showEmptyError' },
      },
    },
  },
});

type CartDrawerSnapshot = SnapshotFrom<typeof cartDrawerMachine>;

export const selectIsConfirmingEmpty = (snapshot: CartDrawerSnapshot) =>
  snapshot.matches('confirmingEmpty');
export const selectIsEmptying = (snapshot: CartDrawerSnapshot) => snapshot.hasTag('busy');
