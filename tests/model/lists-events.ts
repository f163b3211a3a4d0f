/**
 * The events the lists flow's models may take: the list selector's (a heart pressed, the login
 * settled, a list chosen or created, the favourite toggled, each call answered or refused), a list
 * page's and 'Aggiungi tutto al carrello''s.
 */
import type { EventFromLogic } from 'xstate';
import type { addAllMachine, AddAllLine } from '../../machines/lists/add-all.machine';
import type { listPickerMachine, PickedProduct } from '../../machines/lists/list-picker.machine';
import type { listsMachine } from '../../machines/lists/lists.machine';

export const PARMIGIANO: PickedProduct = {
  productId: 101,
  name: 'Parmigiano Reggiano DOP 24 mesi',
  amount: { quantity: 1 },
};

export const TAKEN = 'Hai già una lista con questo nome';
const refused = { messages: [TAKEN] };

export const listPickerEvents = () =>
  [
    { type: 'list.pick', product: PARMIGIANO },
    { type: 'xstate.done.actor.ensureLogin', output: true },
    { type: 'xstate.done.actor.ensureLogin', output: false },
    { type: 'xstate.error.actor.ensureLogin', error: new Error('closed') },
    { type: 'list.choose', listId: 7 },
    { type: 'list.create', name: 'Spesa del sabato' },
    { type: 'favorite.toggle', favorite: true },
    { type: 'dialog.closed' },
    { type: 'xstate.done.actor.addToList' },
    { type: 'xstate.error.actor.addToList', error: refused },
    { type: 'xstate.done.actor.createListWith' },
    { type: 'xstate.error.actor.createListWith', error: refused },
    { type: 'xstate.done.actor.saveFavorite' },
    { type: 'xstate.error.actor.saveFavorite', error: refused },
  ] as unknown as EventFromLogic<typeof listPickerMachine>[];

export const listsEvents = () =>
  [
    { type: 'list.create', name: 'Cena con amici' },
    { type: 'list.copy', name: 'La mia dispensa' },
    { type: 'list.rename', name: 'Spesa della settimana' },
    { type: 'list.makeDefault' },
    { type: 'list.share', email: 'giulia.bianchi@example.it', grant: 'READ' },
    { type: 'list.unshare', email: 'giulia.bianchi@example.it' },
    { type: 'list.ask' },
    { type: 'action.confirmed' },
    { type: 'action.dismissed' },
    { type: 'xstate.done.actor.createList', output: 12 },
    { type: 'xstate.error.actor.createList', error: refused },
    { type: 'xstate.done.actor.copyList', output: 13 },
    { type: 'xstate.error.actor.copyList', error: refused },
    { type: 'xstate.done.actor.rename' },
    { type: 'xstate.error.actor.rename', error: refused },
    { type: 'xstate.done.actor.makeDefault' },
    { type: 'xstate.error.actor.makeDefault', error: refused },
    { type: 'xstate.done.actor.share', output: 'giulia.bianchi@example.it' },
    { type: 'xstate.error.actor.share', error: refused },
    { type: 'xstate.done.actor.unshare' },
    { type: 'xstate.error.actor.unshare', error: refused },
    { type: 'xstate.done.actor.removeList' },
    { type: 'xstate.error.actor.removeList', error: refused },
  ] as unknown as EventFromLogic<typeof listsMachine>[];

export const ADDED_LINE: AddAllLine = {
  itemId: 1,
  productId: 101,
  name: 'Parmigiano Reggiano DOP 24 mesi',
  requested: 1,
  quantity: 1,
  outcome: 'added',
  message: null,
};

export const addAllEvents = () =>
  [
    { type: 'addAll.ask' },
    { type: 'action.confirmed' },
    { type: 'action.dismissed' },
    { type: 'result.closed' },
    { type: 'xstate.done.actor.addAllToCart', output: [ADDED_LINE] },
    {
      type: 'xstate.error.actor.addAllToCart',
      error: { messages: ['La lista è vuota: non ci sono prodotti da aggiungere al carrello'] },
    },
  ] as unknown as EventFromLogic<typeof addAllMachine>[];
