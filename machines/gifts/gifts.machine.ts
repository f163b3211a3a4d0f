/**
 * Applying and removing gift codes at the checkout (shopping-flow.md §5 "Gift code invalid: 'Il
 * codice sconto "{name}" non è valido. Verifica di averlo scritto correttamente.'", §8 "Gift code
 * failures are silent"): no toast; the refusal shows under the field, and nothing else changes.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

export interface GiftCodeContext {
  typed: string;
  /** The refusal of the last code, shown under the field. */
  errors: readonly string[];
}

export type GiftCodeEvent =
  | { type: 'code.change'; text: string }
  | { type: 'code.apply' }
  | { type: 'code.remove'; code: string };

export const giftsMachine = setup({
  types: { context: {} as GiftCodeContext, events: {} as GiftCodeEvent },
  actors: {
    applyCode: fromPromise<void, { code: string }>(notProvided),
    removeCode: fromPromise<void, { code: string }>(notProvided),
  },
  actions: {
    assignTyped: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { typed: event.text, errors: [] };
    }),
    clearTyped: assign({ typed: '', errors: [] }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
  },
  guards: {
    hasTypedCode: ({ context }) => context.typed.trim() !== '',
  },
}).createMachine({
  id: 'giftCode',
  initial: 'idle',
  context: { typed: '', errors: [] },
  states: {
    idle: {
      on: {
        'code.change': { actions: 'assignTyped' },
        'code.apply': { guard: 'hasTypedCode', target: 'applying' },
        'code.remove': { target: 'removing' },
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'applyCode',
        src: 'applyCode',
        input: ({ context }) => ({ code: context.typed.trim() }),
        onDone: { target: 'idle', actions: 'clearTyped' },
        onError: {
          target: 'idle',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeCode',
        src: 'removeCode',
        input: ({ event }) => {
          assertEvent(event, 'code.remove');
          return { code: event.code };
        },
        // The removal answered: an earlier refusal no longer applies.
        onDone: { target: 'idle', actions: 'clearErrors' },
        onError: {
          target: 'idle',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type GiftsSnapshot = SnapshotFrom<typeof giftsMachine>;

export const selectIsGiftBusy = (snapshot: GiftsSnapshot) => snapshot.hasTag('busy');
/** The code as typed in the field. */
export const selectTypedCode = (snapshot: GiftsSnapshot) => snapshot.context.typed;
/** The refusal of the last code, shown under the field. */
export const selectGiftErrors = (snapshot: GiftsSnapshot) => snapshot.context.errors;
/** Whether 'Applica' does anything now: a code is typed and no call is under way. */
export const selectCanApplyCode = (snapshot: GiftsSnapshot) => snapshot.can({ type: 'code.apply' });
