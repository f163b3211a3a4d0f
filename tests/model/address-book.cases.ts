/**
 * 'I miei indirizzi' and the billing data, in the spec's words: an address is checked before it
 * is saved, an unvalidated one is saved only when the shopper says so, one not served is refused
 * on the form; deleting asks first, and a refused delete says why above the list.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectBookErrors,
  selectIsAskingDelete,
  selectIsAskingUnvalidated,
  selectIsBookBusy,
  selectIsFormOpen,
  type addressBookMachine,
  type BookRecord,
} from '../../machines/account/address-book.machine';
import { CANNOT_DELETE, HOME_ADDRESS, NOT_SERVED } from './address-book-events';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type AddressBookMachine = typeof addressBookMachine;

function startBook(machine: AddressBookMachine) {
  const calls: string[] = [];
  const checks: Deferred<{ validated: boolean }>[] = [];
  const saves: Deferred<void>[] = [];
  const deletes: Deferred<void>[] = [];
  let changes = 0;
  const name = (record: BookRecord) =>
    record.kind === 'address' ? record.address.addressName : record.kind;
  const actor = createActor(
    machine.provide({
      actors: {
        checkRecord: fromPromise(({ input }) => {
          calls.push(`check ${name(input.record)}`);
          const answer = deferred<{ validated: boolean }>();
          checks.push(answer);
          return answer.promise;
        }),
        saveRecord: fromPromise(({ input }) => {
          calls.push(`save ${name(input.record)}${input.unvalidated ? ' unvalidated' : ''}`);
          const answer = deferred();
          saves.push(answer);
          return answer.promise;
        }),
        deleteRecord: fromPromise(({ input }) => {
          calls.push(`delete ${input.id}`);
          const answer = deferred();
          deletes.push(answer);
          return answer.promise;
        }),
      },
      actions: { announceChanged: () => void changes++ },
    }),
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      form: selectIsFormOpen(snapshot),
      askingUnvalidated: selectIsAskingUnvalidated(snapshot),
      askingDelete: selectIsAskingDelete(snapshot),
      busy: selectIsBookBusy(snapshot),
      errors: selectBookErrors(snapshot),
    };
  };
  const idle = () => settle(actor, (snapshot) => !selectIsBookBusy(snapshot));
  const changed = () => changes;
  return { actor, calls, checks, saves, deletes, shows, idle, changed };
}

const CLOSED = { form: false, askingUnvalidated: false, askingDelete: false, busy: false };

export const addressBookCases: ReadonlyArray<BehaviourCase<AddressBookMachine>> = [
  {
    name: 'the list shows with no form and no question',
    run(machine) {
      expect(startBook(machine).shows()).toEqual({ ...CLOSED, errors: [] });
    },
  },
  {
    name: 'a found address is checked, then saved, and the form closes',
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.add' });
      expect(book.shows().form).toBe(true);
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      book.checks[0]?.resolve({ validated: true });
      await settle(book.actor, () => book.saves.length === 1);
      book.saves[0]?.resolve();
      await book.idle();
      expect(book.calls).toEqual(['check Casa', 'save Casa']);
      expect(book.shows()).toEqual({ ...CLOSED, errors: [] });
      expect(book.changed()).toBe(1);
    },
  },
  {
    name: "'Indirizzo non validato, Salvare lo stesso ?': saved only when the shopper says yes",
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.edit', draft: HOME_ADDRESS });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      book.checks[0]?.resolve({ validated: false });
      await book.idle();
      expect(book.shows()).toMatchObject({ form: true, askingUnvalidated: true });
      expect(book.calls).toEqual(['check Casa']);
      book.actor.send({ type: 'unvalidated.confirmed' });
      book.saves[0]?.resolve();
      await book.idle();
      expect(book.calls).toEqual(['check Casa', 'save Casa unvalidated']);
      expect(book.shows().form).toBe(false);
    },
  },
  {
    name: 'an address not served is refused on the form, which stays open and saves nothing',
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.add' });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      book.checks[0]?.reject(refusal(NOT_SERVED));
      await book.idle();
      expect(book.shows()).toEqual({ ...CLOSED, form: true, errors: [NOT_SERVED] });
      expect(book.calls).toEqual(['check Casa']);
      expect(book.changed()).toBe(0);
    },
  },
  {
    name: "'No' to the unvalidated question goes back to the form, which can be sent again",
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.add' });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      book.checks[0]?.resolve({ validated: false });
      await book.idle();
      book.actor.send({ type: 'unvalidated.cancelled' });
      expect(book.shows()).toEqual({ ...CLOSED, form: true, errors: [] });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      expect(book.calls).toEqual(['check Casa', 'check Casa']);
    },
  },
  {
    name: 'cancelling the form or the unvalidated question saves nothing',
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.add' });
      book.actor.send({ type: 'form.cancelled' });
      expect(book.shows().form).toBe(false);
      book.actor.send({ type: 'record.add' });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      book.checks[0]?.resolve({ validated: false });
      await book.idle();
      book.actor.send({ type: 'form.cancelled' });
      expect(book.shows()).toEqual({ ...CLOSED, errors: [] });
      expect(book.calls).toEqual(['check Casa']);
    },
  },
  {
    name: 'deleting asks first: No keeps the address, Yes deletes it',
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.delete', id: 41 });
      expect(book.shows().askingDelete).toBe(true);
      book.actor.send({ type: 'delete.cancelled' });
      expect(book.shows().askingDelete).toBe(false);
      expect(book.calls).toEqual([]);
      book.actor.send({ type: 'record.delete', id: 41 });
      book.actor.send({ type: 'delete.confirmed' });
      book.deletes[0]?.resolve();
      await book.idle();
      expect(book.calls).toEqual(['delete 41']);
      expect(book.changed()).toBe(1);
    },
  },
  {
    name: 'a refused delete says why above the list',
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.delete', id: 41 });
      book.actor.send({ type: 'delete.confirmed' });
      book.deletes[0]?.reject(refusal(CANNOT_DELETE));
      await book.idle();
      expect(book.shows()).toEqual({ ...CLOSED, errors: [CANNOT_DELETE] });
      expect(book.changed()).toBe(0);
    },
  },
  {
    name: 'a refused save shows on the form, and sending it again clears the message',
    async run(machine) {
      const book = startBook(machine);
      book.actor.send({ type: 'record.add' });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      book.checks[0]?.resolve({ validated: true });
      await settle(book.actor, () => book.saves.length === 1);
      book.saves[0]?.reject(refusal('Campo obbligatorio'));
      await book.idle();
      expect(book.shows()).toMatchObject({ form: true, errors: ['Campo obbligatorio'] });
      book.actor.send({ type: 'form.submitted', record: HOME_ADDRESS });
      expect(book.shows()).toMatchObject({ busy: true, errors: [] });
    },
  },
];
