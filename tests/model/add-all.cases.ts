/**
 * 'Aggiungi tutto al carrello' (shopping-flow.md §7 `cart/add-all-from-wishlist`, §8
 * "Confirmation prompts: add all to cart"): asked first, declining adds nothing; confirming adds
 * once and shows each line's outcome until closed; a refusal shows its reason and no result.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectAddAllErrors,
  selectAddAllResult,
  selectIsConfirmingAddAll,
  type addAllMachine,
} from '../../machines/lists/add-all.machine';
import { refusal, settle, type BehaviourCase } from './behaviour-case';
import { ADDED_LINE } from './lists-events';

type AddAllMachine = typeof addAllMachine;
const EMPTY = 'La lista è vuota: non ci sono prodotti da aggiungere al carrello';

function startAddAll(machine: AddAllMachine, refuse = false) {
  let calls = 0;
  const actor = createActor(
    machine.provide({
      actors: {
        addAllToCart: fromPromise(async () => {
          calls += 1;
          if (refuse) throw refusal(EMPTY);
          return [ADDED_LINE];
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls };
}

export const addAllCases: ReadonlyArray<BehaviourCase<AddAllMachine>> = [
  {
    name: 'adding all asks first, and No adds nothing',
    run(machine) {
      const { actor, calls } = startAddAll(machine);
      actor.send({ type: 'action.confirmed' });
      expect(calls()).toBe(0);
      actor.send({ type: 'addAll.ask' });
      expect(selectIsConfirmingAddAll(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'action.dismissed' });
      expect(selectIsConfirmingAddAll(actor.getSnapshot())).toBe(false);
      expect(calls()).toBe(0);
    },
  },
  {
    name: 'Sì adds the list once and shows what happened to each line until closed',
    async run(machine) {
      const { actor, calls } = startAddAll(machine);
      actor.send({ type: 'addAll.ask' });
      actor.send({ type: 'action.confirmed' });
      actor.send({ type: 'action.confirmed' });
      await settle(actor, (snapshot) => selectAddAllResult(snapshot) !== null);
      expect(selectAddAllResult(actor.getSnapshot())).toEqual([ADDED_LINE]);
      expect(calls()).toBe(1);
      actor.send({ type: 'result.closed' });
      expect(selectAddAllResult(actor.getSnapshot())).toBeNull();
    },
  },
  {
    name: 'a refused list shows the reason and no result',
    async run(machine) {
      const { actor } = startAddAll(machine, true);
      actor.send({ type: 'addAll.ask' });
      actor.send({ type: 'action.confirmed' });
      await settle(actor, (snapshot) => selectAddAllErrors(snapshot).length > 0);
      expect(selectAddAllErrors(actor.getSnapshot())).toEqual([EMPTY]);
      expect(selectAddAllResult(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'addAll.ask' });
      expect(selectAddAllErrors(actor.getSnapshot())).toEqual([]);
    },
  },
];
