/**
 * The quantity of one cart line (shopping-flow.md §2 "Cart drawer", §4 "Quantity stepping";
 * account-and-platform.md §4 "Cart line quantity", §5 "Quantity"): the stepper's plus and minus,
 * the manual input, and removing the line with its No/Yes confirmation.
 *
 * The rules themselves (QTY_MULT, minAcq, WEIGHT_SELLING, STEP_SELLING, QTY_LOCKED, MAXACQ,
 * 3 decimals) are the pure functions of src/domain/quantity.ts, shared with the server; this
 * machine only decides what happens next: a quantity of 0 asks to remove the line, any other is
 * saved, a refused step shows why.
 */
import { failureTexts, notProvided } from '../flow-failure';
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CartProblem } from '../../src/domain/cart-messages';
import {
  normalizeManualQuantity,
  stepDown,
  stepUp,
  type QuantityChange,
  type SellingRules,
} from '../../src/domain/quantity';

export interface QuantityContext {
  rules: SellingRules;
  /** The quantity shown: the saved one, or the one being saved. */
  quantity: number;
  /** The quantity the server holds. */
  saved: number;
  /** The manual input's text while it is open. */
  typed: string;
  /** Why the last step or typed quantity was changed or refused (maxAcq, minAcq...). */
  problem: CartProblem | null;
  /** What the server said when a save or removal failed. */
  errors: readonly string[];
}

export type QuantityEvent =
  | { type: 'quantity.plus' }
  | { type: 'quantity.minus' }
  | { type: 'input.open' }
  | { type: 'input.change'; text: string }
  | { type: 'input.close' }
  | { type: 'line.remove' }
  | { type: 'removal.confirmed' }
  | { type: 'removal.cancelled' }
  | { type: 'quantity.synced'; quantity: number };

export interface QuantityInput {
  readonly rules: SellingRules;
  readonly quantity: number;
}

/** A typed text as a number: Italian decimal comma or point; anything else is 0 (remove). */
export function parseTypedQuantity(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

const typedChange = (context: QuantityContext): QuantityChange =>
  normalizeManualQuantity(context.rules, parseTypedQuantity(context.typed));

export const quantityMachine = setup({
  types: {
    context: {} as QuantityContext,
    events: {} as QuantityEvent,
    input: {} as QuantityInput,
  },
  actors: {
    saveQuantity: fromPromise<void, { quantity: number }>(notProvided),
    removeLine: fromPromise<void>(notProvided),
  },
  actions: {
    applyChange: assign((_, params: { change: QuantityChange }) => ({
      quantity: params.change.quantity,
      problem: params.change.problem,
      errors: [],
    })),
    /** The refused plus: the quantity stays, the reason shows. */
    showProblem: assign((_, params: { change: QuantityChange }) => ({
      problem: params.change.problem,
    })),
    openInput: assign(({ context }) => ({ typed: String(context.quantity), problem: null })),
    assignTyped: assign(({ event }) => {
      assertEvent(event, 'input.change');
      return { typed: event.text };
    }),
    markSaved: assign(({ context }) => ({ saved: context.quantity })),
    restoreSaved: assign(({ context }) => ({ quantity: context.saved })),
    assignSynced: assign(({ event }) => {
      assertEvent(event, 'quantity.synced');
      return { quantity: event.quantity, saved: event.quantity };
    }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
  },
  guards: {
    removesLine: (_, params: { change: QuantityChange }) => params.change.quantity === 0,
    changesNothing: ({ context }, params: { change: QuantityChange }) =>
      params.change.quantity === context.quantity,
  },
}).createMachine({
  id: 'quantity',
  initial: 'idle',
  context: ({ input }) => ({
    rules: input.rules,
    quantity: input.quantity,
    saved: input.quantity,
    typed: '',
    problem: null,
    errors: [],
  }),
  states: {
    idle: {
      on: {
        'quantity.plus': [
          {
            guard: {
              type: 'changesNothing',
              params: ({ context }) => ({ change: stepUp(context.rules, context.quantity) }),
            },
            actions: {
              type: 'showProblem',
              params: ({ context }) => ({ change: stepUp(context.rules, context.quantity) }),
            },
          },
          {
            target: 'saving',
            actions: {
              type: 'applyChange',
              params: ({ context }) => ({ change: stepUp(context.rules, context.quantity) }),
            },
          },
        ],
        'quantity.minus': [
          {
            guard: {
              type: 'removesLine',
              params: ({ context }) => ({ change: stepDown(context.rules, context.quantity) }),
            },
            target: 'confirmingRemoval',
          },
          {
            target: 'saving',
            actions: {
              type: 'applyChange',
              params: ({ context }) => ({ change: stepDown(context.rules, context.quantity) }),
            },
          },
        ],
        'input.open': { target: 'editing', actions: 'openInput' },
        'line.remove': { target: 'confirmingRemoval' },
        'quantity.synced': { actions: 'assignSynced' },
      },
    },
    editing: {
      on: {
        'input.change': { actions: 'assignTyped' },
        'input.close': [
          {
            guard: {
              type: 'removesLine',
              params: ({ context }) => ({ change: typedChange(context) }),
            },
            target: 'confirmingRemoval',
          },
          {
            guard: {
              type: 'changesNothing',
              params: ({ context }) => ({ change: typedChange(context) }),
            },
            target: 'idle',
            actions: {
              type: 'showProblem',
              params: ({ context }) => ({ change: typedChange(context) }),
            },
          },
          {
            target: 'saving',
            actions: {
              type: 'applyChange',
              params: ({ context }) => ({ change: typedChange(context) }),
            },
          },
        ],
      },
    },
    // 'A line quantity of 0 asks to remove the item' (No / Yes).
    confirmingRemoval: {
      on: {
        'removal.confirmed': { target: 'removing' },
        'removal.cancelled': { target: 'idle', actions: 'restoreSaved' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveQuantity',
        src: 'saveQuantity',
        input: ({ context }) => ({ quantity: context.quantity }),
        onDone: { target: 'idle', actions: 'markSaved' },
        onError: {
          target: 'idle',
          actions: [
            'restoreSaved',
            { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        onDone: { target: 'removed' },
        onError: {
          target: 'idle',
          actions: [
            'restoreSaved',
            { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    removed: { type: 'final' },
  },
});

type QuantitySnapshot = SnapshotFrom<typeof quantityMachine>;

export const selectIsEditing = (snapshot: QuantitySnapshot) => snapshot.matches('editing');
export const selectIsConfirmingRemoval = (snapshot: QuantitySnapshot) =>
  snapshot.matches('confirmingRemoval');
export const selectIsBusy = (snapshot: QuantitySnapshot) => snapshot.hasTag('busy');
/** The quantity shown (what the shopper chose, saved or not yet). */
export const selectQuantity = (snapshot: QuantitySnapshot) => snapshot.context.quantity;
/** The text typed in the manual input. */
export const selectTypedQuantity = (snapshot: QuantitySnapshot) => snapshot.context.typed;
/** The product's selling rules (unit, steps, limits). */
export const selectSellingRules = (snapshot: QuantitySnapshot) => snapshot.context.rules;
/** Why the last change was refused, if it was. */
export const selectQuantityProblem = (snapshot: QuantitySnapshot) => snapshot.context.problem;
