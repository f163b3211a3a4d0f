/**
 * The service dialogs with stub effects, in the spec's words (shopping-flow.md §4 "Cart status id
 * 7 makes the address not editable. On the Payment route both the address and the time slot are
 * locked", "Selector chaining: the time slot dialog can return setAddress ... or an object with
 * action setAddress and a deliveryServiceId"; "setting an address prompts for a time slot").
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectOpenDialog,
  type ServiceAddress,
  type serviceMachine,
} from '../../machines/service/service.machine';
import { sampleAddress } from './service-events';
import { refusal, settle, type BehaviourCase } from './behaviour-case';

type ServiceMachine = typeof serviceMachine;

const start = (machine: ServiceMachine, cartStatusId: number, onPaymentRoute: boolean) =>
  createActor(machine, { input: { cartStatusId, onPaymentRoute } }).start();

export const serviceCases: ReadonlyArray<BehaviourCase<ServiceMachine>> = [
  {
    name: 'cart status 7 makes the address read-only but leaves the slot open',
    run(machine) {
      const actor = start(machine, 7, false);
      actor.send({ type: 'service.open', step: 'address' });
      expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'service.open', step: 'timeslot' });
      expect(selectOpenDialog(actor.getSnapshot())).toBe('timeslot');
      actor.send({ type: 'timeslot.setAddress' });
      expect(selectOpenDialog(actor.getSnapshot())).toBe('timeslot');
    },
  },
  {
    name: 'on the payment route both the address and the slot are locked',
    run(machine) {
      const actor = start(machine, 1, true);
      actor.send({ type: 'service.open', step: 'address' });
      actor.send({ type: 'service.open', step: 'timeslot' });
      expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
    },
  },
  {
    name: 'the slot dialog can return setAddress with a delivery service, then the slot again',
    async run(machine) {
      const actor = createActor(
        machine.provide({
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
      await settle(actor, (s) => selectOpenDialog(s) === 'timeslot');
    },
  },
  {
    name: 'choosing a slot ends the chain with a choice; closing a dialog ends it without one',
    async run(machine) {
      const finished: boolean[] = [];
      const actor = createActor(
        machine.provide({
          actors: {
            selectAddress: fromPromise(async () => {}),
            selectTimeslot: fromPromise(async () => {}),
          },
        }),
        { input: {} },
      );
      actor.on('service.finished', (event) => void finished.push(event.completed));
      actor.start();
      actor.send({ type: 'service.open', step: 'address' });
      actor.send({ type: 'address.select', address: sampleAddress });
      await settle(actor, (s) => selectOpenDialog(s) === 'timeslot');
      actor.send({ type: 'timeslot.select', date: '2026-11-23', timeslotId: 3 });
      await settle(actor, (s) => selectOpenDialog(s) === null);
      expect(finished).toEqual([true]);
      actor.send({ type: 'service.open', step: 'store' });
      expect(selectOpenDialog(actor.getSnapshot())).toBe('store');
      actor.send({ type: 'dialog.close' });
      expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
      expect(finished).toEqual([true, false]);
    },
  },
  {
    name: "an address outside the service shows 'L'indirizzo inserito non è coperto dal servizio.'",
    async run(machine) {
      const outside = "L'indirizzo inserito non è coperto dal servizio.";
      const actor = createActor(
        machine.provide({
          actors: {
            selectAddress: fromPromise<void, { address: ServiceAddress }>(() =>
              Promise.reject(refusal(outside)),
            ),
          },
        }),
        { input: {} },
      ).start();
      actor.send({ type: 'service.open', step: 'address' });
      actor.send({ type: 'address.select', address: sampleAddress });
      await settle(actor, (s) => s.context.errors.length > 0);
      expect(actor.getSnapshot().context.errors).toEqual([outside]);
      expect(selectOpenDialog(actor.getSnapshot())).toBe('address');
    },
  },
];
