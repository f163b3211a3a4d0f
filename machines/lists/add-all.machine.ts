/**
 * 'Aggiungi tutto al carrello' of a list (shopping-flow.md §7 `cart/add-all-from-wishlist`,
 * §8 "Confirmation prompts: add all to cart"): asked first, then every line goes into the cart
 * under the cart's rules, then the result line by line (added, already in the cart, added in a
 * smaller quantity with the reason, not added with the reason). A refusal of the whole list (an
 * empty list, a cart without a time slot) is shown with the button to try again.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import { failureTexts, notProvided } from '../flow-failure';

export type AddAllLine = components['schemas']['WishlistLineOutcome'];

export interface AddAllContext {
  lines: readonly AddAllLine[];
  errors: readonly string[];
}

export type AddAllEvent =
  | { type: 'addAll.ask' }
  | { type: 'action.confirmed' }
  | { type: 'action.dismissed' }
  | { type: 'result.closed' };

export const addAllMachine = setup({
  types: { context: {} as AddAllContext, events: {} as AddAllEvent },
  actors: {
    /** Resolves with what happened to each line of the list. */
    addAllToCart: fromPromise<AddAllLine[]>(notProvided),
  },
  actions: {
    assignLines: assign((_, params: { lines: readonly AddAllLine[] }) => ({
      lines: params.lines,
    })),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    forget: assign({ lines: [], errors: [] }),
  },
}).createMachine({
  id: 'addAll',
  initial: 'idle',
  context: { lines: [], errors: [] },
  states: {
    idle: {
      on: { 'addAll.ask': { target: 'confirming', actions: 'forget' } },
    },
    confirming: {
      on: {
        'action.confirmed': 'adding',
        'action.dismissed': 'idle',
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addAllToCart',
        src: 'addAllToCart',
        onDone: {
          target: 'result',
          actions: { type: 'assignLines', params: ({ event }) => ({ lines: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    result: {
      on: { 'result.closed': { target: 'idle', actions: 'forget' } },
    },
  },
});

type AddAllSnapshot = SnapshotFrom<typeof addAllMachine>;

export const selectIsConfirmingAddAll = (snapshot: AddAllSnapshot) =>
  snapshot.matches('confirming');
export const selectIsAddingAll = (snapshot: AddAllSnapshot) => snapshot.hasTag('busy');
/** The line-by-line result, while it is shown. */
export const selectAddAllResult = (snapshot: AddAllSnapshot) =>
  snapshot.matches('result') ? snapshot.context.lines : null;
export const selectAddAllErrors = (snapshot: AddAllSnapshot) => snapshot.context.errors;
