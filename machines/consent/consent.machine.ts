/**
 * The disclaimer check after a login (account-and-platform.md §4: "After a login, a check of
 * missing disclaimers or consent modules for user type 2 opens a full dialog if any are
 * returned"; §7 `check-disclaimer`, `list-by-type`, `update-disclaimer`).
 *
 * The check asks which disclaimers the customer must still answer; with none, nothing is shown
 * and the shopper goes on. A check that fails is made again twice, 3 s apart (a required consent
 * is not skipped for one lost call); failing still, nothing is shown and the shopper goes on.
 * Otherwise the full dialog asks until the answers (the required ones accepted, which the form checks first) are saved; a refusal
 * shows in the dialog. The dialog cannot be dismissed: the way out is to log out.
 *
 * The personal area's 'Privacy e consensi' (§2, the dialog to update privacy and marketing
 * preferences) is the same form opened on the shopper's answers: saved, it says so and can be
 * saved again.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ConsentAnswer } from '../../src/domain/consent';
import { failureTexts, notProvided } from '../flow-failure';

/** A disclaimer of the dialog with the shopper's answer so far. */
export interface AskedDisclaimer {
  readonly registrationDisclaimerId: number;
  readonly title: string;
  readonly text: string;
  readonly required: boolean;
  readonly value: boolean;
}

export interface ConsentContext {
  /** What the dialog asks (every disclaimer, with the answers given so far). */
  asked: readonly AskedDisclaimer[];
  /** What the server refused last. */
  errors: readonly string[];
  /** The checks that failed since the last one asked for. */
  failedChecks: number;
}

export type ConsentEvent =
  | { type: 'consent.check' }
  | { type: 'consent.edit'; asked: readonly AskedDisclaimer[] }
  | { type: 'form.submitted'; answers: readonly ConsentAnswer[] };

/** How many times a failing check is made in all, and how long it waits before the next. */
export const CONSENT_CHECK_ATTEMPTS = 3;
export const CONSENT_CHECK_RETRY_MS = 3_000;

export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent },
  actors: {
    /** `check-disclaimer`, then `list-by-type` when some are missing: what to ask (none: nothing). */
    checkDisclaimers: fromPromise<readonly AskedDisclaimer[]>(notProvided),
    /** `update-disclaimer`. */
    saveAnswers: fromPromise<void, { answers: readonly ConsentAnswer[] }>(notProvided),
  },
  actions: {
    assignAsked: assign((_, params: { asked: readonly AskedDisclaimer[] }) => ({
      asked: params.asked,
      errors: [],
    })),
    clearErrors: assign({ errors: [] }),
    countFailedCheck: assign({ failedChecks: ({ context }) => context.failedChecks + 1 }),
    resetFailedChecks: assign({ failedChecks: 0 }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
  },
  delays: { checkRetry: CONSENT_CHECK_RETRY_MS },
  guards: {
    canCheckAgain: ({ context }) => context.failedChecks + 1 < CONSENT_CHECK_ATTEMPTS,
    hasAsked: ({ context }) => context.asked.length > 0,
    hasSomethingToAsk: (_, params: { asked: readonly AskedDisclaimer[] }) =>
      params.asked.length > 0,
  },
}).createMachine({
  id: 'consent',
  initial: 'idle',
  context: { asked: [], errors: [], failedChecks: 0 },
  states: {
    idle: {
      on: {
        'consent.check': { target: 'checking', actions: 'resetFailedChecks' },
        'consent.edit': {
          target: 'asking',
          actions: { type: 'assignAsked', params: ({ event }) => ({ asked: event.asked }) },
        },
      },
    },
    checking: {
      invoke: {
        id: 'checkDisclaimers',
        src: 'checkDisclaimers',
        onDone: [
          {
            guard: { type: 'hasSomethingToAsk', params: ({ event }) => ({ asked: event.output }) },
            target: 'asking',
            actions: { type: 'assignAsked', params: ({ event }) => ({ asked: event.output }) },
          },
          { target: 'done' },
        ],
        // A check that fails does not stop the shopping.
        onError: [
          { guard: 'canCheckAgain', target: 'waitingToCheckAgain', actions: 'countFailedCheck' },
          { target: 'done' },
        ],
      },
    },
    waitingToCheckAgain: {
      after: { checkRetry: { target: 'checking' } },
    },
    asking: {
      on: { 'form.submitted': { target: 'saving', actions: 'clearErrors' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ event }) => {
          assertEvent(event, 'form.submitted');
          return { answers: event.answers };
        },
        onDone: { target: 'done' },
        onError: {
          target: 'asking',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Nothing (more) to ask, or the answers saved; a new login checks again. */
    done: {
      on: {
        'consent.check': { target: 'checking', actions: 'resetFailedChecks' },
        // Saved again from the page that still shows its form.
        'form.submitted': { guard: 'hasAsked', target: 'saving', actions: 'clearErrors' },
      },
    },
  },
});

type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

export const selectIsAsking = (snapshot: ConsentSnapshot) =>
  snapshot.matches('asking') || snapshot.matches('saving');
/** The answers were saved (the page says so). */
export const selectIsConsentSaved = (snapshot: ConsentSnapshot) =>
  snapshot.matches('done') && snapshot.context.asked.length > 0;
export const selectIsConsentBusy = (snapshot: ConsentSnapshot) => snapshot.hasTag('busy');
export const selectAsked = (snapshot: ConsentSnapshot) => snapshot.context.asked;
export const selectConsentErrors = (snapshot: ConsentSnapshot) => snapshot.context.errors;
