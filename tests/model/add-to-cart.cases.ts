/**
 * The add-to-cart gate with stub effects, in the spec's words (shopping-flow.md §4 "Adding to the
 * cart needs login, then a chosen address, then a chosen time slot, unless anonymous cart mode is
 * configured", "Products with unselected options or a selectable promo open the option or promo
 * modal before adding. Cancelling the promo choice aborts the add"; §8 "The add-to-cart success
 * toast appears only when the error, info and warning message lists are empty").
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  AddRequest,
  addToCartMachine,
  GateFacts,
} from '../../machines/cart/add-to-cart.machine';
import type { ResponseMessages } from '../../src/domain/envelope';
import { plainProduct, productWithOptions, productWithPromo } from './add-to-cart-events';
import { refusal, settle, type BehaviourCase } from './behaviour-case';

type AddToCartMachine = typeof addToCartMachine;

const NO_MESSAGES: ResponseMessages = { errors: [], warnings: [], infos: [] };

function startGate(
  machine: AddToCartMachine,
  options: {
    anonymousCart?: boolean;
    messages?: typeof NO_MESSAGES;
    /** The shopper closes the login dialog without logging in. */
    loginClosed?: boolean;
    /** The add is refused with this text. */
    addRefused?: string;
  } = {},
) {
  const steps: string[] = [];
  const added: AddRequest[] = [];
  let facts: GateFacts = { loggedIn: false, addressChosen: false, timeslotChosen: false };
  const actor = createActor(
    machine.provide({
      actors: {
        readGateFacts: fromPromise(async () => facts),
        ensureLogin: fromPromise(async () => {
          steps.push('login');
          if (options.loginClosed) return false;
          facts = { ...facts, loggedIn: true };
          return true;
        }),
        chooseService: fromPromise(async ({ input }) => {
          steps.push(input.start);
          // Choosing an address prompts for a slot: the chain ends with both chosen.
          facts = { ...facts, addressChosen: true, timeslotChosen: true };
          return true;
        }),
        addItem: fromPromise(async ({ input }) => {
          steps.push('add');
          added.push(input);
          if (options.addRefused !== undefined) throw refusal(options.addRefused);
          return { messages: options.messages ?? NO_MESSAGES };
        }),
      },
      actions: {
        showAddedToast: () => void steps.push('toast'),
        showAddError: () => void steps.push('error'),
      },
    }),
    { input: { anonymousCart: options.anonymousCart } },
  ).start();
  return { actor, steps, added };
}

export const addToCartCases: ReadonlyArray<BehaviourCase<AddToCartMachine>> = [
  {
    name: 'asks for login, then the address (which prompts for the slot), then adds',
    async run(machine) {
      const { actor, steps, added } = startGate(machine);
      actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
      await settle(actor, (s) => s.matches('idle') && steps.includes('add'));
      expect(steps).toEqual(['login', 'address', 'add', 'toast']);
      expect(added[0]).toMatchObject({ quantity: 1, params: {}, applyPromo: undefined });
    },
  },
  {
    name: 'opens the option modal before adding and sends the chosen options',
    async run(machine) {
      const { actor, steps, added } = startGate(machine, { anonymousCart: true });
      actor.send({ type: 'cart.add', product: productWithOptions, quantity: 1 });
      await settle(actor, (s) => s.matches('choosingOptions'));
      actor.send({ type: 'options.submitted', params: { taglio: 'fette' } });
      await settle(actor, (s) => s.matches('idle'));
      expect(added[0]?.params).toEqual({ taglio: 'fette' });
      expect(steps).toEqual(['add', 'toast']);
    },
  },
  {
    name: 'anonymous-cart mode skips login, address and slot',
    async run(machine) {
      const { actor, steps } = startGate(machine, { anonymousCart: true });
      actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
      await settle(actor, (s) => s.matches('idle') && steps.includes('add'));
      expect(steps).not.toContain('login');
      expect(steps).not.toContain('address');
    },
  },
  {
    name: 'cancelling the promo choice aborts the add; No adds without the promo',
    async run(machine) {
      const { actor, added } = startGate(machine, { anonymousCart: true });
      actor.send({ type: 'cart.add', product: productWithPromo, quantity: 1 });
      await settle(actor, (s) => s.matches('choosingPromo'));
      actor.send({ type: 'promo.cancelled' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(added).toEqual([]);

      actor.send({ type: 'cart.add', product: productWithPromo, quantity: 1 });
      await settle(actor, (s) => s.matches('choosingPromo'));
      actor.send({ type: 'promo.chosen', apply: false });
      await settle(actor, (s) => s.matches('idle'));
      expect(added[0]?.applyPromo).toBe(false);
    },
  },
  {
    name: 'shows the success toast only when the reply has no messages',
    async run(machine) {
      const { actor, steps } = startGate(machine, {
        anonymousCart: true,
        messages: { ...NO_MESSAGES, warnings: ['Prezzo aggiornato'] },
      });
      actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
      await settle(actor, (s) => s.matches('idle') && steps.includes('add'));
      expect(steps).toEqual(['add']);
    },
  },
  {
    name: 'a shopper who closes the login dialog adds nothing and is asked nothing more',
    async run(machine) {
      const { actor, steps, added } = startGate(machine, { loginClosed: true });
      actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
      await settle(actor, (s) => s.matches('idle') && steps.includes('login'));
      expect(steps).toEqual(['login']);
      expect(added).toEqual([]);
    },
  },
  {
    name: "a refused add shows 'Si è verificato un errore nel tentativo di aggiungere il prodotto al carrello', no toast",
    async run(machine) {
      const productAddError =
        'Si è verificato un errore nel tentativo di aggiungere il prodotto al carrello';
      const { actor, steps } = startGate(machine, {
        anonymousCart: true,
        addRefused: productAddError,
      });
      actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
      await settle(actor, (s) => s.matches('idle') && steps.includes('add'));
      expect(steps).toEqual(['add', 'error']);
      expect(actor.getSnapshot().context.errors).toEqual([productAddError]);
    },
  },
];
