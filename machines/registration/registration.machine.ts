/**
 * Becoming a customer (account-and-platform.md §2 "Routes outside the profile area", §7
 * "Registration and profile", §8 "Registration failure: 'Errore durante la registrazione'").
 *
 * The form (its values checked by the domain rules before they reach the machine) is sent once;
 * the server answers by e-mail, so the shopper then waits for the confirmation link and may ask
 * for it again. The link opens the confirmation, which confirms the account (and shows the login)
 * or says the link is no longer good and offers a new one.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Registration } from '../../src/domain/registration';
import { failureTexts, notProvided } from '../flow-failure';

export interface RegistrationContext {
  /** The address the confirmation link was (or will be) sent to. */
  email: string;
  /** The confirmation link's code. */
  code: string;
  /** What the server refused last, shown above the form or the link's message. */
  errors: readonly string[];
  /** Whether the link has been sent again on the shopper's request. */
  resent: boolean;
}

export type RegistrationEvent =
  | { type: 'form.submitted'; registration: Registration }
  | { type: 'completion.opened'; email: string }
  | { type: 'confirmation.opened'; email: string; code: string }
  | { type: 'email.resend' };

export interface ConfirmationInput {
  readonly email: string;
  readonly code: string;
}

export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent },
  actors: {
    /** `registration/register_user`: resolves once the server has queued the link. */
    registerUser: fromPromise<void, { registration: Registration }>(notProvided),
    /** `registration/registration_resend_email`. */
    resendEmail: fromPromise<void, { email: string }>(notProvided),
    /** `registration/registration_confirm`. */
    confirmRegistration: fromPromise<void, ConfirmationInput>(notProvided),
  },
  actions: {
    assignEmailOfForm: assign(({ event }) => {
      assertEvent(event, 'form.submitted');
      return { email: event.registration.email, errors: [], resent: false };
    }),
    assignEmailOfLink: assign(({ event }) => {
      assertEvent(event, ['completion.opened', 'confirmation.opened']);
      return {
        email: event.email,
        code: event.type === 'confirmation.opened' ? event.code : '',
        errors: [],
      };
    }),
    clearErrors: assign({ errors: [] }),
    markResent: assign({ resent: true, errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
  },
  guards: {
    hasEmail: ({ context }) => context.email !== '',
  },
}).createMachine({
  id: 'registration',
  initial: 'editing',
  context: { email: '', code: '', errors: [], resent: false },
  states: {
    editing: {
      on: {
        'form.submitted': { target: 'submitting', actions: 'assignEmailOfForm' },
        'completion.opened': { target: 'awaitingConfirmation', actions: 'assignEmailOfLink' },
        'confirmation.opened': { target: 'confirming', actions: 'assignEmailOfLink' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ event }) => {
          assertEvent(event, 'form.submitted');
          return { registration: event.registration };
        },
        onDone: { target: 'awaitingConfirmation' },
        onError: {
          target: 'editing',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    awaitingConfirmation: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'email.resend': { guard: 'hasEmail', target: 'resending' } },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendEmail',
            src: 'resendEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'idle', actions: 'markResent' },
            onError: {
              target: 'idle',
              actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmRegistration',
        src: 'confirmRegistration',
        input: ({ context }) => ({ email: context.email, code: context.code }),
        onDone: { target: 'confirmed', actions: 'clearErrors' },
        onError: {
          target: 'linkRefused',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The account is confirmed: the screen shows the login. */
    confirmed: {},
    /** The link was wrong, used or expired: a new one can be sent to the same address. */
    linkRefused: {
      on: { 'email.resend': { guard: 'hasEmail', target: 'awaitingConfirmation.resending' } },
    },
  },
});

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** The registration's step, which names the screen (and the route) that shows it. */
export type RegistrationStep = 'form' | 'completed' | 'confirming' | 'confirmed' | 'linkRefused';

export function selectRegistrationStep(snapshot: RegistrationSnapshot): RegistrationStep {
  if (snapshot.matches('awaitingConfirmation')) return 'completed';
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('linkRefused')) return 'linkRefused';
  return 'form';
}

export const selectIsRegistrationBusy = (snapshot: RegistrationSnapshot) => snapshot.hasTag('busy');
export const selectRegistrationEmail = (snapshot: RegistrationSnapshot) => snapshot.context.email;
export const selectRegistrationErrors = (snapshot: RegistrationSnapshot) => snapshot.context.errors;
export const selectWasResent = (snapshot: RegistrationSnapshot) => snapshot.context.resent;
