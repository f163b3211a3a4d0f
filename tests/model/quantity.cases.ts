/**
 * The quantity stepper with stub effects, in the spec's words (shopping-flow.md §4 "Quantity
 * stepping", §5 "Purchase limits"; account-and-platform.md §4 "Cart line quantity"): the rules
 * per TIPOLOGIA as the stepper applies them, and a quantity of 0 asks to remove the line.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsConfirmingRemoval,
  type quantityMachine,
} from '../../machines/cart/quantity.machine';
import { sellingRulesOf } from '../../src/domain/quantity';
import { settle, type BehaviourCase } from './behaviour-case';

type QuantityMachine = typeof quantityMachine;

function startLine(machine: QuantityMachine, infos: Record<string, string>, quantity: number) {
  const saved: number[] = [];
  const removed: string[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        saveQuantity: fromPromise(async ({ input }) => {
          saved.push(input.quantity);
        }),
        removeLine: fromPromise(async () => {
          removed.push('removeLine');
        }),
      },
    }),
    { input: { rules: sellingRulesOf({ minAcq: 1, productInfos: infos }), quantity } },
  ).start();
  return { actor, saved, removed };
}

const start = (machine: QuantityMachine, infos: Record<string, string>, quantity: number) =>
  startLine(machine, infos, quantity).actor;

export const quantityCases: ReadonlyArray<BehaviourCase<QuantityMachine>> = [
  {
    name: 'a Sfuso line steps by STEP_SELLING and minus below WEIGHT_SELLING asks to remove',
    async run(machine) {
      const actor = start(
        machine,
        { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1' },
        0.3,
      );
      actor.send({ type: 'quantity.plus' });
      await settle(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context.quantity).toBe(0.4);
      actor.send({ type: 'quantity.minus' });
      await settle(actor, (s) => s.matches('idle'));
      actor.send({ type: 'quantity.minus' });
      expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
      actor.send({ type: 'removal.cancelled' });
      expect(actor.getSnapshot().context.quantity).toBe(0.3);
    },
  },
  {
    name: 'plus stops at MAXACQ and says why',
    run(machine) {
      const actor = start(machine, { TIPOLOGIA: 'Pezzo', QTY_MULT: '1', MAXACQ: '2' }, 2);
      actor.send({ type: 'quantity.plus' });
      const { context } = actor.getSnapshot();
      expect(context.quantity).toBe(2);
      expect(context.problem?.message.message).toBe(
        'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
      );
    },
  },
  {
    name: 'a refused plus at MAXACQ saves nothing',
    async run(machine) {
      const { actor, saved } = startLine(machine, { TIPOLOGIA: 'Pezzo', MAXACQ: '2' }, 2);
      actor.send({ type: 'quantity.plus' });
      await settle(actor, (s) => s.matches('idle'));
      expect(saved).toEqual([]);
    },
  },
  {
    name: 'the manual input rounds to a multiple of QTY_MULT when QTY_LOCKED',
    async run(machine) {
      const actor = start(
        machine,
        { TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' },
        6,
      );
      actor.send({ type: 'input.open' });
      actor.send({ type: 'input.change', text: '10' });
      actor.send({ type: 'input.close' });
      await settle(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context.quantity).toBe(12);
    },
  },
  {
    name: 'a Pezzo line steps by one and each step is saved',
    async run(machine) {
      const { actor, saved } = startLine(machine, { TIPOLOGIA: 'Pezzo', QTY_MULT: '1' }, 2);
      actor.send({ type: 'quantity.plus' });
      await settle(actor, (s) => s.matches('idle'));
      actor.send({ type: 'quantity.minus' });
      await settle(actor, (s) => s.matches('idle'));
      expect(saved).toEqual([3, 2]);
    },
  },
  {
    name: 'a line quantity of 0 asks to remove the item: Yes removes it, No keeps it',
    async run(machine) {
      const kept = startLine(machine, { TIPOLOGIA: 'Pezzo', QTY_MULT: '1' }, 1);
      kept.actor.send({ type: 'quantity.minus' });
      expect(selectIsConfirmingRemoval(kept.actor.getSnapshot())).toBe(true);
      kept.actor.send({ type: 'removal.cancelled' });
      expect(selectIsConfirmingRemoval(kept.actor.getSnapshot())).toBe(false);
      expect(kept.actor.getSnapshot().context.quantity).toBe(1);
      expect(kept.removed).toEqual([]);
      expect(kept.saved).toEqual([]);

      const gone = startLine(machine, { TIPOLOGIA: 'Pezzo', QTY_MULT: '1' }, 1);
      gone.actor.send({ type: 'line.remove' });
      expect(selectIsConfirmingRemoval(gone.actor.getSnapshot())).toBe(true);
      gone.actor.send({ type: 'removal.confirmed' });
      await settle(gone.actor, (s) => s.status === 'done');
      expect(gone.removed).toEqual(['removeLine']);
      expect(gone.saved).toEqual([]);
    },
  },
];
