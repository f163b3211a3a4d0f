/**
 * The list selector (shopping-flow.md §2 "List selector: pick a wishlist or create one inline",
 * §3 "Wishlist"): a visitor logs in first and giving the login up opens nothing; the selector
 * opens for the product whose heart was pressed; a chosen list, or a new one, gets the product
 * once and 'Prodotto aggiunto alla lista' is shown; a refusal stays in the open selector with
 * its message; the favourite is toggled without leaving it.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectPickedProduct,
  selectPickerErrors,
  type listPickerMachine,
} from '../../machines/lists/list-picker.machine';
import { flush, refusal, settle, type BehaviourCase } from './behaviour-case';
import { PARMIGIANO, TAKEN } from './lists-events';

type ListPickerMachine = typeof listPickerMachine;

function startPicker(
  machine: ListPickerMachine,
  options: { loggedIn?: boolean; refuse?: boolean } = {},
) {
  const calls: string[] = [];
  const shown: string[] = [];
  const call = <I>(name: string) =>
    fromPromise<void, I>(async ({ input }) => {
      calls.push(`${name} ${JSON.stringify(input)}`);
      if (options.refuse) throw refusal(TAKEN);
    });
  const actor = createActor(
    machine.provide({
      actors: {
        ensureLogin: fromPromise(async () => {
          calls.push('login');
          return options.loggedIn ?? true;
        }),
        addToList: call('addToList'),
        createListWith: call('createListWith'),
        saveFavorite: call('saveFavorite'),
      },
      actions: { showAdded: () => void shown.push('Prodotto aggiunto alla lista') },
    }),
  ).start();
  const open = () => selectPickedProduct(actor.getSnapshot())?.name ?? null;
  return { actor, calls, shown, open };
}

const pick = { type: 'list.pick', product: PARMIGIANO } as const;
const CHOSEN = `addToList ${JSON.stringify({ product: PARMIGIANO, listId: 7 })}`;

export const listPickerCases: ReadonlyArray<BehaviourCase<ListPickerMachine>> = [
  {
    name: 'a visitor who gives the login up gets no selector and nothing is added',
    async run(machine) {
      const { actor, calls, open } = startPicker(machine, { loggedIn: false });
      actor.send(pick);
      await flush();
      expect(open()).toBeNull();
      expect(calls).toEqual(['login']);
      actor.send({ type: 'list.choose', listId: 7 });
      expect(calls).toEqual(['login']);
    },
  },
  {
    name: 'after the login the selector opens for the product whose heart was pressed',
    async run(machine) {
      const { actor, open } = startPicker(machine);
      expect(open()).toBeNull();
      actor.send(pick);
      await settle(actor, (snapshot) => snapshot.hasTag('open'));
      expect(open()).toBe(PARMIGIANO.name);
    },
  },
  {
    name: 'a chosen list gets the product once, the selector closes and the toast is shown',
    async run(machine) {
      const { actor, calls, shown, open } = startPicker(machine);
      actor.send(pick);
      await settle(actor, (snapshot) => snapshot.hasTag('open'));
      actor.send({ type: 'list.choose', listId: 7 });
      actor.send({ type: 'list.choose', listId: 7 });
      await settle(actor, (snapshot) => !snapshot.hasTag('open'));
      expect(calls).toEqual(['login', CHOSEN]);
      expect(shown).toEqual(['Prodotto aggiunto alla lista']);
      expect(open()).toBeNull();
    },
  },
  {
    name: 'a new list is created with its name and gets the product',
    async run(machine) {
      const { actor, calls, shown } = startPicker(machine);
      actor.send(pick);
      await settle(actor, (snapshot) => snapshot.hasTag('open'));
      actor.send({ type: 'list.create', name: 'Spesa del sabato' });
      await settle(actor, (snapshot) => !snapshot.hasTag('open'));
      expect(calls).toEqual([
        'login',
        `createListWith ${JSON.stringify({ product: PARMIGIANO, name: 'Spesa del sabato' })}`,
      ]);
      expect(shown).toEqual(['Prodotto aggiunto alla lista']);
    },
  },
  {
    name: 'a refused list stays in the open selector with the reason, and no toast',
    async run(machine) {
      const { actor, shown, open } = startPicker(machine, { refuse: true });
      actor.send(pick);
      await settle(actor, (snapshot) => snapshot.hasTag('open'));
      actor.send({ type: 'list.create', name: 'Spesa' });
      await settle(actor, (snapshot) => selectPickerErrors(snapshot).length > 0);
      expect(selectPickerErrors(actor.getSnapshot())).toEqual([TAKEN]);
      expect(open()).toBe(PARMIGIANO.name);
      expect(shown).toEqual([]);
    },
  },
  {
    name: 'the favourite is toggled and the selector stays open for a list',
    async run(machine) {
      const { actor, calls, shown, open } = startPicker(machine);
      actor.send(pick);
      await settle(actor, (snapshot) => snapshot.hasTag('open'));
      actor.send({ type: 'favorite.toggle', favorite: true });
      await settle(actor, (snapshot) => snapshot.matches('choosing'));
      expect(calls).toEqual([
        'login',
        `saveFavorite ${JSON.stringify({ product: PARMIGIANO, favorite: true })}`,
      ]);
      expect(open()).toBe(PARMIGIANO.name);
      expect(shown).toEqual([]);
    },
  },
  {
    name: 'closing the selector adds nothing and forgets the product',
    async run(machine) {
      const { actor, calls, open } = startPicker(machine);
      actor.send(pick);
      await settle(actor, (snapshot) => snapshot.hasTag('open'));
      actor.send({ type: 'dialog.closed' });
      expect(open()).toBeNull();
      expect(actor.getSnapshot().context.product).toBeNull();
      expect(calls).toEqual(['login']);
    },
  },
];
