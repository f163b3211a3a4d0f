import type { EventFromLogic } from 'xstate';
import { quantityMachine } from '../../machines/cart/quantity.machine';
import { sellingRulesOf } from '../../src/domain/quantity';
import { describeBehaviour } from './behaviour-case';
import { quantityCases } from './quantity.cases';
import { describeModel } from './transition-coverage';

type QuantityEvents = EventFromLogic<typeof quantityMachine>;

const done = (id: string) => ({ type: `xstate.done.actor.${id}` }) as unknown as QuantityEvents;
const failed = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: { messages: ["Si è verificato un errore durante l'aggiornamento del prodotto"] },
  }) as unknown as QuantityEvents;

const events = (): QuantityEvents[] => [
  { type: 'quantity.plus' },
  { type: 'quantity.minus' },
  { type: 'input.open' },
  { type: 'input.change', text: '0' },
  { type: 'input.change', text: '7' },
  { type: 'input.change', text: '99' },
  { type: 'input.close' },
  { type: 'line.remove' },
  { type: 'removal.confirmed' },
  { type: 'removal.cancelled' },
  { type: 'quantity.synced', quantity: 6 },
  done('saveQuantity'),
  failed('saveQuantity'),
  done('removeLine'),
  failed('removeLine'),
];

// A six-pack sold by the whole pack, at most two packs a day: plus stops at 12, minus from 6 asks
// to remove the line, a typed 7 becomes 6 and a typed 99 becomes 12 with the maxAcq message.
const sixPack = sellingRulesOf({
  minAcq: 1,
  productInfos: { TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true', MAXACQ: '12' },
});

describeModel('quantity', quantityMachine, events, {
  input: { rules: sixPack, quantity: 6 },
  significantContext: ({ quantity, saved, typed }) => [quantity, saved, typed],
});

describeBehaviour('quantity', quantityMachine, quantityCases);
