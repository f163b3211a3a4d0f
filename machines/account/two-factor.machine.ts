/**
 * Two-factor login in the personal area (account-and-platform.md §5 "Two-factor", §7
 * `registration/mfa_enabled`, `update_mfa`).
 *
 * Off, it can be turned on: a new secret is shown as a QR code, and the app's first code (checked
 * by the form) turns it on and shows the ten recovery codes once, until the shopper says they
 * kept them. On, it is turned off with the password and a code of the app or a recovery code.
 * Each refusal shows where the shopper is and changes nothing.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** The secret to add to the authenticator app. */
export interface Enrolment {
  readonly secret: string;
  /** The otpauth URI as an image (a data: URL of an SVG QR code). */
  readonly qrCode: string;
}

export interface TwoFactorContext {
  enrolment: Enrolment | null;
  recoveryCodes: readonly string[];
  errors: readonly string[];
}

export type TwoFactorEvent =
  | { type: 'enrolment.start' }
  | { type: 'enrolment.cancel' }
  | { type: 'code.submitted'; code: string }
  | { type: 'codes.kept' }
  | { type: 'disable.submitted'; password: string; code: string };

export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, events: {} as TwoFactorEvent },
  actors: {
    /** `registration/mfa_enabled`: whether it is on. */
    twoFactorStatus: fromPromise<{ enabled: boolean }>(notProvided),
    /** `update_mfa` enabled, no code: a new pending secret. */
    startEnrolment: fromPromise<Enrolment>(notProvided),
    /** `update_mfa` enabled with the first code: the recovery codes. */
    confirmEnrolment: fromPromise<readonly string[], { code: string }>(notProvided),
    /** `update_mfa` disabled, with the password and a code. */
    disable: fromPromise<void, { password: string; code: string }>(notProvided),
  },
  actions: {
    assignEnrolment: assign((_, params: { enrolment: Enrolment }) => ({
      enrolment: params.enrolment,
      errors: [],
    })),
    assignRecoveryCodes: assign((_, params: { codes: readonly string[] }) => ({
      recoveryCodes: params.codes,
      enrolment: null,
      errors: [],
    })),
    forget: assign({ enrolment: null, recoveryCodes: [], errors: [] }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    /** The state changed: the page refreshes what it reads of the account. */
    announceChanged: () => {},
  },
  guards: {
    isEnabled: (_, params: { enabled: boolean }) => params.enabled,
  },
}).createMachine({
  id: 'twoFactor',
  context: { enrolment: null, recoveryCodes: [], errors: [] },
  initial: 'loading',
  states: {
    /** Where the account is: on or off. */
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'twoFactorStatus',
        src: 'twoFactorStatus',
        onDone: [
          {
            guard: {
              type: 'isEnabled',
              params: ({ event }) => ({ enabled: event.output.enabled }),
            },
            target: 'on',
          },
          { target: 'off' },
        ],
        onError: {
          target: 'off',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    off: {
      on: { 'enrolment.start': { target: 'enrolling', actions: 'clearErrors' } },
    },
    enrolling: {
      tags: ['busy'],
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        onDone: {
          target: 'confirming',
          actions: {
            type: 'assignEnrolment',
            params: ({ event }) => ({ enrolment: event.output }),
          },
        },
        onError: {
          target: 'off',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The QR code and the secret shown; the app's first code turns it on. */
    confirming: {
      on: {
        'code.submitted': { target: 'activating', actions: 'clearErrors' },
        'enrolment.cancel': { target: 'off', actions: 'forget' },
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEnrolment',
        src: 'confirmEnrolment',
        input: ({ event }) => {
          assertEvent(event, 'code.submitted');
          return { code: event.code };
        },
        onDone: {
          target: 'showingCodes',
          actions: [
            { type: 'assignRecoveryCodes', params: ({ event }) => ({ codes: event.output }) },
            'announceChanged',
          ],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The recovery codes, shown this once. */
    showingCodes: {
      on: { 'codes.kept': { target: 'on', actions: 'forget' } },
    },
    on: {
      on: { 'disable.submitted': { target: 'disabling', actions: 'clearErrors' } },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ event }) => {
          assertEvent(event, 'disable.submitted');
          return { password: event.password, code: event.code };
        },
        onDone: { target: 'off', actions: ['forget', 'announceChanged'] },
        onError: {
          target: 'on',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;

export type TwoFactorStep = 'loading' | 'off' | 'confirming' | 'showingCodes' | 'on';

export function selectTwoFactorStep(snapshot: TwoFactorSnapshot): TwoFactorStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('confirming') || snapshot.matches('activating')) return 'confirming';
  if (snapshot.matches('showingCodes')) return 'showingCodes';
  if (snapshot.matches('on') || snapshot.matches('disabling')) return 'on';
  return 'off';
}
export const selectIsTwoFactorBusy = (snapshot: TwoFactorSnapshot) => snapshot.hasTag('busy');
export const selectEnrolment = (snapshot: TwoFactorSnapshot) => snapshot.context.enrolment;
export const selectRecoveryCodes = (snapshot: TwoFactorSnapshot) => snapshot.context.recoveryCodes;
export const selectTwoFactorErrors = (snapshot: TwoFactorSnapshot) => snapshot.context.errors;
