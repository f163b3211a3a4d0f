/**
 * The add-to-cart gate (shopping-flow.md §4 "Adding to the cart needs login, then a chosen
 * address, then a chosen time slot, unless anonymous cart mode is configured", "Products with
 * unselected options or a selectable promo open the option or promo modal before adding.
 * Cancelling the promo choice aborts the add"; §8 "The add-to-cart success toast appears only when
 * the error, info and warning message lists are empty", cart.productAddError).
 *
 * Every step returns to `checking`, which reads the facts afresh (after a login the cart is
 * reloaded, after the service dialogs the cart has an address and a slot) and goes to the first
 * step still missing. A step the shopper abandons aborts the add. Product cards, the product page
 * and search results all add through this one actor.
 */
import { failureTexts, notProvided } from '../flow-failure';
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import type { ResponseMessages } from '../../src/domain/envelope';

type Product = components['schemas']['Product'];

/**
 * What the gate reads of a product: the API's Product fits, and so does the lighter view the
 * catalogue components render.
 */
export interface GateProduct {
  readonly productId: number;
  readonly name: string;
  readonly minAcq?: number;
  readonly productInfos?: Readonly<Record<string, string | undefined>>;
  readonly selectOptions?: Product['selectOptions'];
  readonly warehousePromo?: {
    readonly selectable?: boolean;
    readonly view?: Partial<NonNullable<Product['warehousePromo']>['view']>;
  };
}

/** What the gate needs to know about the shopper and the cart, read afresh at each step. */
export interface GateFacts {
  readonly loggedIn: boolean;
  /** An address chosen by the shopper (an auto-assigned one does not count). */
  readonly addressChosen: boolean;
  readonly timeslotChosen: boolean;
}

export interface AddRequest {
  readonly product: GateProduct;
  readonly quantity: number;
  /** Chosen options, parameterName → option key. */
  readonly params: Readonly<Record<string, string>>;
  /** The shopper's answer to a selectable promotion; undefined until asked. */
  readonly applyPromo: boolean | undefined;
}

export interface AddToCartContext {
  request: AddRequest | null;
  /** Configuration: the anonymous cart skips login, address and slot. */
  anonymousCart: boolean;
  /** Why the last add failed, shown by the app as a toast. */
  errors: readonly string[];
}

export type AddToCartEvent =
  | { type: 'cart.add'; product: GateProduct; quantity: number }
  | { type: 'options.submitted'; params: Readonly<Record<string, string>> }
  | { type: 'options.cancelled' }
  | { type: 'promo.chosen'; apply: boolean }
  | { type: 'promo.cancelled' };

export interface AddToCartInput {
  readonly anonymousCart?: boolean;
}

/** What the add call resolves with: the reply's messages decide the success toast. */
export interface AddResult {
  readonly messages: ResponseMessages;
}

export type ServiceStart = 'address' | 'timeslot';

/** Every option of the product has a chosen key. */
export function hasAllOptions(request: AddRequest): boolean {
  return (request.product.selectOptions ?? []).every(
    (option) => request.params[option.parameterName] !== undefined,
  );
}

function preselectedOptions(product: GateProduct): Record<string, string> {
  const params: Record<string, string> = {};
  for (const option of product.selectOptions ?? []) {
    if (option.selected) params[option.parameterName] = option.selected.key;
  }
  return params;
}

const hasNoMessages = (messages: ResponseMessages) =>
  messages.errors.length === 0 && messages.warnings.length === 0 && messages.infos.length === 0;

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
  },
  actors: {
    readGateFacts: fromPromise<GateFacts>(notProvided),
    /** Opens the login dialog; resolves with whether the shopper logged in. */
    ensureLogin: fromPromise<boolean>(notProvided),
    /** Runs the service dialogs from `start`; resolves with whether they ended with a choice. */
    chooseService: fromPromise<boolean, { start: ServiceStart }>(notProvided),
    addItem: fromPromise<AddResult, AddRequest>(notProvided),
  },
  actions: {
    assignRequest: assign(({ event }) => {
      assertEvent(event, 'cart.add');
      return {
        errors: [],
        request: {
          product: event.product,
          quantity: event.quantity,
          params: preselectedOptions(event.product),
          applyPromo: undefined,
        },
      };
    }),
    assignOptions: assign(({ context, event }) => {
      assertEvent(event, 'options.submitted');
      return { request: context.request && { ...context.request, params: event.params } };
    }),
    assignPromo: assign(({ context, event }) => {
      assertEvent(event, 'promo.chosen');
      return { request: context.request && { ...context.request, applyPromo: event.apply } };
    }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearRequest: assign({ request: null }),
    /** The success toast, shown only when the reply carries no message at all. */
    showAddedToast: () => {},
    /** 'Si è verificato un errore nel tentativo di aggiungere il prodotto al carrello'. */
    showAddError: () => {},
  },
  guards: {
    needsLogin: ({ context }, facts: GateFacts) => !context.anonymousCart && !facts.loggedIn,
    needsAddress: ({ context }, facts: GateFacts) => !context.anonymousCart && !facts.addressChosen,
    needsTimeslot: ({ context }, facts: GateFacts) =>
      !context.anonymousCart && !facts.timeslotChosen,
    needsOptions: ({ context }) => context.request !== null && !hasAllOptions(context.request),
    needsPromoChoice: ({ context }) =>
      context.request?.product.warehousePromo?.selectable === true &&
      context.request.applyPromo === undefined,
    isTrue: (_, params: { value: boolean }) => params.value,
    hasNoMessages: (_, params: { result: AddResult }) => hasNoMessages(params.result.messages),
  },
}).createMachine({
  id: 'addToCart',
  initial: 'idle',
  context: ({ input }) => ({
    request: null,
    anonymousCart: input?.anonymousCart ?? false,
    errors: [],
  }),
  states: {
    idle: {
      on: { 'cart.add': { target: 'checking', actions: 'assignRequest' } },
    },
    checking: {
      invoke: {
        id: 'readGateFacts',
        src: 'readGateFacts',
        onDone: [
          {
            guard: { type: 'needsLogin', params: ({ event }) => event.output },
            target: 'loggingIn',
          },
          {
            guard: { type: 'needsAddress', params: ({ event }) => event.output },
            target: 'choosingAddress',
          },
          {
            guard: { type: 'needsTimeslot', params: ({ event }) => event.output },
            target: 'choosingTimeslot',
          },
          { guard: 'needsOptions', target: 'choosingOptions' },
          { guard: 'needsPromoChoice', target: 'choosingPromo' },
          { target: 'adding' },
        ],
        onError: { target: 'idle', actions: ['clearRequest', 'showAddError'] },
      },
    },
    loggingIn: {
      invoke: {
        id: 'ensureLogin',
        src: 'ensureLogin',
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
            target: 'checking',
          },
          { target: 'idle', actions: 'clearRequest' },
        ],
        onError: { target: 'idle', actions: 'clearRequest' },
      },
    },
    choosingAddress: {
      invoke: {
        id: 'chooseAddress',
        src: 'chooseService',
        input: { start: 'address' },
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
            target: 'checking',
          },
          { target: 'idle', actions: 'clearRequest' },
        ],
        onError: { target: 'idle', actions: 'clearRequest' },
      },
    },
    choosingTimeslot: {
      invoke: {
        id: 'chooseTimeslot',
        src: 'chooseService',
        input: { start: 'timeslot' },
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
            target: 'checking',
          },
          { target: 'idle', actions: 'clearRequest' },
        ],
        onError: { target: 'idle', actions: 'clearRequest' },
      },
    },
    choosingOptions: {
      on: {
        'options.submitted': { target: 'checking', actions: 'assignOptions' },
        'options.cancelled': { target: 'idle', actions: 'clearRequest' },
      },
    },
    choosingPromo: {
      on: {
        'promo.chosen': { target: 'checking', actions: 'assignPromo' },
        'promo.cancelled': { target: 'idle', actions: 'clearRequest' },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => context.request as AddRequest,
        onDone: [
          {
            guard: { type: 'hasNoMessages', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: ['showAddedToast', 'clearRequest'],
          },
          { target: 'idle', actions: 'clearRequest' },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            'showAddError',
            'clearRequest',
          ],
        },
      },
    },
  },
});

type AddToCartSnapshot = SnapshotFrom<typeof addToCartMachine>;

/** The product whose option or promo dialog is open, if any. */
export const selectOptionsProduct = (snapshot: AddToCartSnapshot) =>
  snapshot.matches('choosingOptions') ? (snapshot.context.request?.product ?? null) : null;
export const selectPromoProduct = (snapshot: AddToCartSnapshot) =>
  snapshot.matches('choosingPromo') ? (snapshot.context.request?.product ?? null) : null;
export const selectChosenOptions = (snapshot: AddToCartSnapshot) =>
  snapshot.context.request?.params ?? {};
/** The product being added (to show a spinner on its button). */
export const selectAddingProductId = (snapshot: AddToCartSnapshot) =>
  snapshot.matches('idle') ? null : (snapshot.context.request?.product.productId ?? null);
