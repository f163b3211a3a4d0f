/**
 * The cart statecharts with stub effects, in the spec's words: the gate's order (login, then
 * address, then time slot, then options, then promo, then add), anonymous-cart mode, the success
 * toast rule, the service locks and the quantity rules as the stepper applies them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addToCartMachine,
  type AddRequest,
  type GateFacts,
} from '../../machines/add-to-cart.machine';
import { quantityMachine } from '../../machines/quantity.machine';
import { selectOpenDialog, serviceMachine } from '../../machines/service.machine';
import type { ResponseMessages } from '../../src/domain/envelope';
import { sellingRulesOf } from '../../src/domain/quantity';
import { plainProduct, productWithOptions, productWithPromo } from './add-to-cart-events';

const NO_MESSAGES: ResponseMessages = { errors: [], warnings: [], infos: [] };

function startGate(options: { anonymousCart?: boolean; messages?: typeof NO_MESSAGES } = {}) {
  const steps: string[] = [];
  const added: AddRequest[] = [];
  let facts: GateFacts = { loggedIn: false, addressChosen: false, timeslotChosen: false };
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        readGateFacts: fromPromise(async () => facts),
        ensureLogin: fromPromise(async () => {
          steps.push('login');
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

describe('addToCart gate', () => {
  it('asks for login, then the address (which prompts for the slot), then adds', async () => {
    const { actor, steps, added } = startGate();
    actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
    await waitFor(actor, (s) => s.matches('idle') && steps.includes('add'));
    expect(steps).toEqual(['login', 'address', 'add', 'toast']);
    expect(added[0]).toMatchObject({ quantity: 1, params: {}, applyPromo: undefined });
  });

  it('opens the option modal before adding and sends the chosen options', async () => {
    const { actor, steps, added } = startGate({ anonymousCart: true });
    actor.send({ type: 'cart.add', product: productWithOptions, quantity: 1 });
    await waitFor(actor, (s) => s.matches('choosingOptions'));
    actor.send({ type: 'options.submitted', params: { taglio: 'fette' } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(added[0]?.params).toEqual({ taglio: 'fette' });
    expect(steps).toEqual(['add', 'toast']);
  });

  it('anonymous-cart mode skips login, address and slot', async () => {
    const { actor, steps } = startGate({ anonymousCart: true });
    actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
    await waitFor(actor, (s) => s.matches('idle') && steps.includes('add'));
    expect(steps).not.toContain('login');
    expect(steps).not.toContain('address');
  });

  it('cancelling the promo choice aborts the add; No adds without the promo', async () => {
    const { actor, added } = startGate({ anonymousCart: true });
    actor.send({ type: 'cart.add', product: productWithPromo, quantity: 1 });
    await waitFor(actor, (s) => s.matches('choosingPromo'));
    actor.send({ type: 'promo.cancelled' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(added).toEqual([]);

    actor.send({ type: 'cart.add', product: productWithPromo, quantity: 1 });
    await waitFor(actor, (s) => s.matches('choosingPromo'));
    actor.send({ type: 'promo.chosen', apply: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(added[0]?.applyPromo).toBe(false);
  });

  it('shows the success toast only when the reply has no messages', async () => {
    const { actor, steps } = startGate({
      anonymousCart: true,
      messages: { ...NO_MESSAGES, warnings: ['Prezzo aggiornato'] },
    });
    actor.send({ type: 'cart.add', product: plainProduct, quantity: 1 });
    await waitFor(actor, (s) => s.matches('idle') && steps.includes('add'));
    expect(steps).toEqual(['add']);
  });
});

describe('serviceSelection locks', () => {
  const start = (cartStatusId: number, onPaymentRoute: boolean) =>
    createActor(serviceMachine, { input: { cartStatusId, onPaymentRoute } }).start();

  it('cart status 7 makes the address read-only but leaves the slot open', () => {
    const actor = start(7, false);
    actor.send({ type: 'service.open', step: 'address' });
    expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'service.open', step: 'timeslot' });
    expect(selectOpenDialog(actor.getSnapshot())).toBe('timeslot');
    actor.send({ type: 'timeslot.setAddress' });
    expect(selectOpenDialog(actor.getSnapshot())).toBe('timeslot');
  });

  it('on the payment route both the address and the slot are locked', () => {
    const actor = start(1, true);
    actor.send({ type: 'service.open', step: 'address' });
    actor.send({ type: 'service.open', step: 'timeslot' });
    expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
  });

  it('the slot dialog can return setAddress with a delivery service, then the slot again', async () => {
    const actor = createActor(
      serviceMachine.provide({
        actors: { selectAddress: fromPromise(async () => {}) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'service.open', step: 'timeslot' });
    actor.send({ type: 'timeslot.setAddress', deliveryServiceId: 10000 });
    expect(actor.getSnapshot().context.deliveryServiceId).toBe(10000);
    expect(selectOpenDialog(actor.getSnapshot())).toBe('address');
    actor.send({
      type: 'address.select',
      address: {
        addressId: 101,
        addressName: 'Locker Milano Centrale',
        address1: 'Piazza Duca d’Aosta',
        addressNumber: '1',
        city: 'Milano',
        postalCode: '20124',
        province: 'MI',
        addressTypeId: 5,
        addressType: 'locker',
        deliveryServiceId: 10000,
        zoneId: 1,
        latitude: 45.486,
        longitude: 9.204,
        autoAssigned: false,
        selected: false,
        addressClass: [],
      },
    });
    await waitFor(actor, (s) => selectOpenDialog(s) === 'timeslot');
  });
});

describe('quantity stepper', () => {
  const start = (infos: Record<string, string>, quantity: number) =>
    createActor(
      quantityMachine.provide({
        actors: {
          saveQuantity: fromPromise(async () => {}),
          removeLine: fromPromise(async () => {}),
        },
      }),
      { input: { rules: sellingRulesOf({ minAcq: 1, productInfos: infos }), quantity } },
    ).start();

  it('a Sfuso line steps by STEP_SELLING and minus below WEIGHT_SELLING asks to remove', async () => {
    const actor = start({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1' }, 0.3);
    actor.send({ type: 'quantity.plus' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.quantity).toBe(0.4);
    actor.send({ type: 'quantity.minus' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'quantity.minus' });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'removal.cancelled' });
    expect(actor.getSnapshot().context.quantity).toBe(0.3);
  });

  it('plus stops at MAXACQ and says why', () => {
    const actor = start({ TIPOLOGIA: 'Pezzo', QTY_MULT: '1', MAXACQ: '2' }, 2);
    actor.send({ type: 'quantity.plus' });
    const { context } = actor.getSnapshot();
    expect(context.quantity).toBe(2);
    expect(context.problem?.message.message).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
  });

  it('the manual input rounds to a multiple of QTY_MULT when QTY_LOCKED', async () => {
    const actor = start({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' }, 6);
    actor.send({ type: 'input.open' });
    actor.send({ type: 'input.change', text: '10' });
    actor.send({ type: 'input.close' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.quantity).toBe(12);
  });
});
