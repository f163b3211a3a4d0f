/**
 * A forgotten password (account-and-platform.md §2 "Login screen: password recovery" and the
 * routes /reset-password-request, /reset-password-sent, /recover-password-confirm,
 * /reset-password-completed; §7 `password_reset_token_request`, `password_reset_token_check`,
 * `password_reset`).
 *
 * The shopper asks for a link by e-mail (the answer never says whether the address has an
 * account); the link opens the choice of a new password once the server has checked it; a link
 * that is wrong, used or expired says so and offers the request again.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

export interface PasswordResetContext {
  email: string;
  token: string;
  /** What the server refused last. */
  errors: readonly string[];
}

export type PasswordResetEvent =
  | { type: 'request.submitted'; email: string }
  /** /reset-password-sent opened (after a request, or reloaded): the link is on its way. */
  | { type: 'sent.opened'; email: string }
  | { type: 'link.opened'; email: string; token: string }
  | { type: 'password.submitted'; password: string };

export interface ResetLink {
  readonly email: string;
  readonly token: string;
}

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actors: {
    /** `password_reset_token_request`: resolves once the server has answered (always alike). */
    requestLink: fromPromise<void, { email: string }>(notProvided),
    /** `password_reset_token_check`: rejects when the link is no longer good. */
    checkLink: fromPromise<void, ResetLink>(notProvided),
    /** `password_reset`: sets the new password and uses the link up. */
    resetPassword: fromPromise<void, ResetLink & { password: string }>(notProvided),
  },
  actions: {
    assignRequest: assign(({ event }) => {
      assertEvent(event, ['request.submitted', 'sent.opened']);
      return { email: event.email, token: '', errors: [] };
    }),
    assignLink: assign(({ event }) => {
      assertEvent(event, 'link.opened');
      return { email: event.email, token: event.token, errors: [] };
    }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
  },
}).createMachine({
  id: 'passwordReset',
  initial: 'request',
  context: { email: '', token: '', errors: [] },
  states: {
    request: {
      on: {
        'request.submitted': { target: 'requesting', actions: 'assignRequest' },
        'sent.opened': { target: 'sent', actions: 'assignRequest' },
        'link.opened': { target: 'checkingLink', actions: 'assignLink' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent' },
        onError: {
          target: 'request',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The link is on its way (if the address has an account). */
    sent: {
      on: { 'request.submitted': { target: 'requesting', actions: 'assignRequest' } },
    },
    checkingLink: {
      tags: ['busy'],
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ email: context.email, token: context.token }),
        onDone: { target: 'choosingPassword' },
        onError: {
          target: 'linkRefused',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosingPassword: {
      on: { 'password.submitted': { target: 'resetting', actions: 'clearErrors' } },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submitted');
          return { email: context.email, token: context.token, password: event.password };
        },
        onDone: { target: 'completed' },
        // The password was refused (the server's rules) or the link ran out meanwhile: the
        // message says which, and the shopper may try again or ask for a new link.
        onError: {
          target: 'choosingPassword',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The new password is set: the screen shows the login. */
    completed: {},
    /** The link was wrong, used or expired: the request form again, with the same address. */
    linkRefused: {
      on: { 'request.submitted': { target: 'requesting', actions: 'assignRequest' } },
    },
  },
});

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** The step of the flow, which names the screen (and the route) that shows it. */
export type PasswordResetStep =
  'request' | 'sent' | 'checking' | 'choosing' | 'completed' | 'linkRefused';

export function selectPasswordResetStep(snapshot: PasswordResetSnapshot): PasswordResetStep {
  if (snapshot.matches('sent')) return 'sent';
  if (snapshot.matches('checkingLink')) return 'checking';
  if (snapshot.matches('choosingPassword') || snapshot.matches('resetting')) return 'choosing';
  if (snapshot.matches('completed')) return 'completed';
  if (snapshot.matches('linkRefused')) return 'linkRefused';
  return 'request';
}

export const selectIsPasswordResetBusy = (snapshot: PasswordResetSnapshot) =>
  snapshot.hasTag('busy');
export const selectPasswordResetEmail = (snapshot: PasswordResetSnapshot) => snapshot.context.email;
export const selectPasswordResetErrors = (snapshot: PasswordResetSnapshot) =>
  snapshot.context.errors;
