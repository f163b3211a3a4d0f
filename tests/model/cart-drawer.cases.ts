/**
 * Emptying the cart from the cart drawer (shopping-flow.md §2 "Cart drawer": "emptying asks 'Sei
 * sicuro di voler svuotare il carrello?'"; §8 "Empty cart: errors.emptyCart / 'Impossibile
 * svuotare il carrello'"; §8 "Confirmation prompts: ... empty cart").
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsConfirmingEmpty,
  selectIsEmptying,
  type cartDrawerMachine,
} from '../../machines/cart/cart-drawer.machine';
import { deferred, refusal, settle, type BehaviourCase } from './behaviour-case';

type CartDrawerMachine = typeof cartDrawerMachine;

/** The drawer with an emptying the test answers, and what the shopper is shown. */
function startDrawer(machine: CartDrawerMachine) {
  const calls: string[] = [];
  const shown: string[] = [];
  const answer = deferred();
  const actor = createActor(
    machine.provide({
      actors: {
        emptyCart: fromPromise(() => {
          calls.push('emptyCart');
          return answer.promise;
        }),
      },
      actions: { showEmptyError: () => void shown.push('Impossibile svuotare il carrello') },
    }),
  ).start();
  const view = () => ({
    asking: selectIsConfirmingEmpty(actor.getSnapshot()),
    emptying: selectIsEmptying(actor.getSnapshot()),
  });
  return { actor, calls, shown, answer, view };
}

export const cartDrawerCases: ReadonlyArray<BehaviourCase<CartDrawerMachine>> = [
  {
    name: 'the drawer opens neither asking nor emptying',
    run(machine) {
      const { view, calls } = startDrawer(machine);
      expect(view()).toEqual({ asking: false, emptying: false });
      expect(calls).toEqual([]);
    },
  },
  {
    name: "'svuota carrello' asks 'Sei sicuro di voler svuotare il carrello?' and empties nothing yet",
    run(machine) {
      const { actor, view, calls } = startDrawer(machine);
      actor.send({ type: 'cart.emptyRequested' });
      expect(view()).toEqual({ asking: true, emptying: false });
      expect(calls).toEqual([]);
    },
  },
  {
    name: 'Yes empties the cart with one call, then the prompt is gone',
    async run(machine) {
      const { actor, view, calls, shown, answer } = startDrawer(machine);
      actor.send({ type: 'cart.emptyRequested' });
      actor.send({ type: 'empty.confirmed' });
      expect(view()).toEqual({ asking: false, emptying: true });
      // A second tap on Yes while the cart is emptied sends nothing more.
      actor.send({ type: 'empty.confirmed' });
      actor.send({ type: 'cart.emptyRequested' });
      answer.resolve();
      await settle(actor, (snapshot) => !selectIsEmptying(snapshot));
      expect(calls).toEqual(['emptyCart']);
      expect(view()).toEqual({ asking: false, emptying: false });
      expect(shown).toEqual([]);
    },
  },
  {
    name: 'No keeps the cart as it was',
    run(machine) {
      const { actor, view, calls, shown } = startDrawer(machine);
      actor.send({ type: 'cart.emptyRequested' });
      actor.send({ type: 'empty.cancelled' });
      expect(view()).toEqual({ asking: false, emptying: false });
      // Yes after the prompt closed does nothing either.
      actor.send({ type: 'empty.confirmed' });
      expect(view()).toEqual({ asking: false, emptying: false });
      expect(calls).toEqual([]);
      expect(shown).toEqual([]);
    },
  },
  {
    name: "a refused emptying shows 'Impossibile svuotare il carrello' and closes the prompt",
    async run(machine) {
      const { actor, view, shown, answer } = startDrawer(machine);
      actor.send({ type: 'cart.emptyRequested' });
      actor.send({ type: 'empty.confirmed' });
      answer.reject(refusal('Impossibile svuotare il carrello'));
      await settle(actor, (snapshot) => !selectIsEmptying(snapshot));
      expect(shown).toEqual(['Impossibile svuotare il carrello']);
      expect(view()).toEqual({ asking: false, emptying: false });
    },
  },
  {
    name: 'after a refusal the shopper can ask to empty the cart again',
    async run(machine) {
      const { actor, view, answer } = startDrawer(machine);
      actor.send({ type: 'cart.emptyRequested' });
      actor.send({ type: 'empty.confirmed' });
      answer.reject(refusal('Impossibile svuotare il carrello'));
      await settle(actor, (snapshot) => !selectIsEmptying(snapshot));
      actor.send({ type: 'cart.emptyRequested' });
      expect(view()).toEqual({ asking: true, emptying: false });
    },
  },
];
