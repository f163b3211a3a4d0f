/**
 * The list selector (shopping-flow.md §2 "List selector: pick a wishlist or create one inline",
 * §3 "Wishlist", §9 "Default wishlist list max height"): the heart of a product card, of the
 * product page or of a cart line opens it for that product. A visitor logs in first (a closed
 * login dialog gives up). The shopper picks one of their lists, or names a new one that is
 * created with the product in it, or marks the product as a favourite (or not any more). A
 * refusal ('Hai già una lista con questo nome', a read-only list) stays in the dialog.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** The product the selector was opened for. */
export interface PickedProduct {
  readonly productId: number;
  readonly name: string;
  /** What goes in the list: the quantity the product is first sold in, or its weight. */
  readonly amount: { readonly quantity: number } | { readonly weight: number };
}

export interface ListPickerContext {
  product: PickedProduct | null;
  errors: readonly string[];
}

export type ListPickerEvent =
  | { type: 'list.pick'; product: PickedProduct }
  | { type: 'list.choose'; listId: number }
  | { type: 'list.create'; name: string }
  | { type: 'favorite.toggle'; favorite: boolean }
  | { type: 'dialog.closed' };

const onFailure = {
  target: 'choosing',
  actions: {
    type: 'assignErrors',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;

export const listPickerMachine = setup({
  types: { context: {} as ListPickerContext, events: {} as ListPickerEvent },
  actors: {
    /** Opens the login dialog when needed; resolves with whether the shopper is logged in. */
    ensureLogin: fromPromise<boolean>(notProvided),
    /** Adds the product to a list in the quantity it is first sold in (wishlist/add_prod). */
    addToList: fromPromise<void, { product: PickedProduct; listId: number }>(notProvided),
    /** Creates a list (wishlist/insert), then adds the product to it. */
    createListWith: fromPromise<void, { product: PickedProduct; name: string }>(notProvided),
    /** Marks the product as a favourite, or not any more. */
    saveFavorite: fromPromise<void, { product: PickedProduct; favorite: boolean }>(notProvided),
  },
  actions: {
    assignProduct: assign(({ event }) => {
      assertEvent(event, 'list.pick');
      return { product: event.product, errors: [] };
    }),
    forget: assign({ product: null, errors: [] }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** 'Prodotto aggiunto alla lista'. */
    showAdded: () => {},
  },
  guards: {
    isLoggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn,
  },
}).createMachine({
  id: 'listPicker',
  initial: 'closed',
  context: { product: null, errors: [] },
  states: {
    closed: {
      on: { 'list.pick': { target: 'loggingIn', actions: 'assignProduct' } },
    },
    loggingIn: {
      invoke: {
        id: 'ensureLogin',
        src: 'ensureLogin',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ loggedIn: event.output }) },
            target: 'choosing',
          },
          { target: 'closed', actions: 'forget' },
        ],
        onError: { target: 'closed', actions: 'forget' },
      },
    },
    choosing: {
      tags: ['open'],
      on: {
        'list.choose': { target: 'adding', actions: 'clearErrors' },
        'list.create': { target: 'creating', actions: 'clearErrors' },
        'favorite.toggle': { target: 'savingFavorite', actions: 'clearErrors' },
        'dialog.closed': { target: 'closed', actions: 'forget' },
      },
    },
    adding: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'addToList',
        src: 'addToList',
        input: ({ context, event }) => {
          assertEvent(event, 'list.choose');
          return { product: context.product as PickedProduct, listId: event.listId };
        },
        onDone: { target: 'closed', actions: ['showAdded', 'forget'] },
        onError: onFailure,
      },
    },
    creating: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'createListWith',
        src: 'createListWith',
        input: ({ context, event }) => {
          assertEvent(event, 'list.create');
          return { product: context.product as PickedProduct, name: event.name };
        },
        onDone: { target: 'closed', actions: ['showAdded', 'forget'] },
        onError: onFailure,
      },
    },
    savingFavorite: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'saveFavorite',
        src: 'saveFavorite',
        input: ({ context, event }) => {
          assertEvent(event, 'favorite.toggle');
          return { product: context.product as PickedProduct, favorite: event.favorite };
        },
        onDone: { target: 'choosing' },
        onError: onFailure,
      },
    },
  },
});

type ListPickerSnapshot = SnapshotFrom<typeof listPickerMachine>;

/** The product the open selector is for, or null when it is closed. */
export const selectPickedProduct = (snapshot: ListPickerSnapshot) =>
  snapshot.hasTag('open') ? snapshot.context.product : null;
export const selectIsPickerBusy = (snapshot: ListPickerSnapshot) => snapshot.hasTag('busy');
export const selectPickerErrors = (snapshot: ListPickerSnapshot) => snapshot.context.errors;
