/**
 * The login form (account-and-platform.md §2 "Login screen", §4 "Login flow", §5 login rules and
 * "Two-factor", §8 "Login failure"; shopping-flow.md §4 "Login").
 *
 * Submits only a valid form (so never without a password), obtains the bot-check token unless an
 * MFA pin is sent, shows the response errors on failure and asks for the pin when the server wants
 * one. The bot check is prepared as soon as the form shows and again after a refused attempt (a
 * token works once), so it is ready by the time the shopper submits. On success it announces the login (the session closes the dialog), runs the post-login
 * check, announces a restart and is ready again with an empty form: the app keeps one login actor.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import { NO_MESSAGES, type ResponseMessages } from '../../src/domain/envelope';
import { checkLoginForm, type LoginForm } from '../../src/domain/login';
import { messages } from '../../src/domain/messages';

export type LoginUser = components['schemas']['User'];

/** What a failed login request rejects with. */
export interface LoginFailure {
  readonly messages: ResponseMessages;
  /** The server asks for the two-factor pin. */
  readonly mfaRequired: boolean;
}

export type LoginField = 'email' | 'password' | 'rememberMe' | 'mfaPin';

export interface LoginContext {
  email: string;
  password: string;
  rememberMe: boolean;
  mfaPin: string;
  /** Message ids of the domain rules, by form field (`login`, `password`, `mfa_pin`). */
  fieldErrors: Readonly<Record<string, string>>;
  /** What the server answered last, shown in the response box. */
  responseMessages: ResponseMessages;
  /** Whether the server asked for the two-factor pin. */
  mfaRequired: boolean;
  /** The bot-check token of the current attempt. */
  botToken: string | undefined;
  /** Who logged in, for the post-login check. */
  user: LoginUser | null;
}

export type LoginEvent =
  | { type: 'form.changed'; field: 'email' | 'password' | 'mfaPin'; value: string }
  | { type: 'form.toggled'; field: 'rememberMe'; value: boolean }
  | { type: 'form.submitted' }
  | { type: 'form.reset' }
  | { type: 'form.shown' }
  | { type: 'mfa.cancelled' };

export interface LoginRequestInput {
  readonly form: LoginForm;
  /** The bot-check token; absent when an MFA pin is sent. */
  readonly token: string | undefined;
}

/** The form as the API and the domain rule see it. */
export function toLoginForm(context: LoginContext) {
  return {
    login: context.email,
    password: context.password,
    remember_me: context.rememberMe,
    show_sectors: false,
    ...(context.mfaRequired ? { mfa_pin: context.mfaPin } : {}),
  };
}

/** The form as sent: the parsed value of the domain rule, so the e-mail is trimmed. */
function submittedForm(context: LoginContext): LoginForm {
  const check = checkLoginForm(toLoginForm(context));
  // Only a valid form reaches `sending`: the guard `isFormInvalid` stops the others.
  if (!check.ok) throw new Error('An invalid login form reached the request');
  return check.value;
}

function isLoginFailure(error: unknown): error is LoginFailure {
  return typeof error === 'object' && error !== null && 'messages' in error;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    /** Obtains the bot-check token for the login endpoint; resolves undefined when none is set up. */
    botCheckToken: fromPromise<string | undefined>(() =>
      Promise.reject(new Error('botCheckToken not provided')),
    ),
    /** Posts the form; resolves with the user or rejects with a `LoginFailure`. */
    loginRequest: fromPromise<LoginUser, LoginRequestInput>(() =>
      Promise.reject(new Error('loginRequest not provided')),
    ),
    /** The check after login (missing disclaimers or consents). */
    postLoginCheck: fromPromise<void, { user: LoginUser | null }>(() =>
      Promise.reject(new Error('postLoginCheck not provided')),
    ),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, ['form.changed', 'form.toggled']);
      const { [fieldName(event.field)]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    assignFieldErrors: assign({
      fieldErrors: ({ context }) => {
        const check = checkLoginForm(toLoginForm(context));
        return check.ok ? {} : check.fieldErrors;
      },
    }),
    clearMessages: assign({ fieldErrors: {}, responseMessages: NO_MESSAGES }),
    assignFailure: assign({
      responseMessages: (_, params: { error: unknown }) =>
        isLoginFailure(params.error) ? params.error.messages : NO_MESSAGES,
      mfaRequired: ({ context }, params: { error: unknown }) =>
        context.mfaRequired || (isLoginFailure(params.error) && params.error.mfaRequired),
    }),
    /** The bot check failed: the shopper sees the generic error and may try again. */
    assignBotCheckFailure: assign({
      responseMessages: (_, params: { generic: string }) => ({
        ...NO_MESSAGES,
        errors: [params.generic],
      }),
    }),
    leaveMfa: assign({
      mfaRequired: false,
      mfaPin: '',
      fieldErrors: {},
      responseMessages: NO_MESSAGES,
    }),
    clearPassword: assign({ password: '' }),
    assignBotToken: assign({
      botToken: (_, params: { token: string | undefined }) => params.token,
    }),
    assignUser: assign({ user: (_, params: { user: LoginUser }) => params.user }),
    resetForm: assign(() => initialContext()),
    /** Tells the session that the user logged in (it closes the dialog). */
    emitLoggedIn: (_, _params: { user: LoginUser }) => {},
    /** Restarts the app's data after a login. */
    emitRestart: () => {},
    /** Starts obtaining the next attempt's bot-check token in the background. */
    prepareBotCheck: () => {},
  },
  guards: {
    isFormInvalid: ({ context }) => !checkLoginForm(toLoginForm(context)).ok,
    isMfaChallenge: ({ context }, params: { error: unknown }) =>
      context.mfaRequired || (isLoginFailure(params.error) && params.error.mfaRequired),
  },
}).createMachine({
  id: 'login',
  context: initialContext,
  initial: 'editing',
  on: {
    'form.reset': { target: '.editing', actions: 'resetForm' },
    'form.shown': { actions: 'prepareBotCheck' },
  },
  states: {
    editing: {
      on: {
        'form.changed': { actions: 'assignField' },
        'form.toggled': { actions: 'assignField' },
        'form.submitted': [
          { guard: 'isFormInvalid', actions: 'assignFieldErrors' },
          { target: 'submitting.obtainingToken', actions: 'clearMessages' },
        ],
      },
    },
    mfa: {
      on: {
        'form.changed': { actions: 'assignField' },
        // With a pin the bot-check token is skipped.
        'form.submitted': [
          { guard: 'isFormInvalid', actions: 'assignFieldErrors' },
          { target: 'submitting.sending', actions: 'clearMessages' },
        ],
        'mfa.cancelled': { target: 'editing', actions: ['leaveMfa', 'prepareBotCheck'] },
      },
    },
    submitting: {
      initial: 'obtainingToken',
      states: {
        obtainingToken: {
          invoke: {
            id: 'botCheckToken',
            src: 'botCheckToken',
            onDone: {
              target: 'sending',
              actions: { type: 'assignBotToken', params: ({ event }) => ({ token: event.output }) },
            },
            onError: {
              target: '#login.editing',
              actions: {
                type: 'assignBotCheckFailure',
                params: { generic: messages.generic.message },
              },
            },
          },
        },
        sending: {
          invoke: {
            id: 'loginRequest',
            src: 'loginRequest',
            input: ({ context }) => ({
              form: submittedForm(context),
              token: context.mfaRequired ? undefined : context.botToken,
            }),
            onDone: {
              target: 'checking',
              actions: [
                { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'emitLoggedIn', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isMfaChallenge', params: ({ event }) => ({ error: event.error }) },
                target: '#login.mfa',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#login.editing',
                actions: [
                  { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                  'clearPassword',
                  // The token was used: the next attempt needs a new one.
                  'prepareBotCheck',
                ],
              },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'postLoginCheck',
            src: 'postLoginCheck',
            input: ({ context }) => ({ user: context.user }),
            // A failed check does not undo the login.
            onDone: { target: '#login.editing', actions: ['emitRestart', 'resetForm'] },
            onError: { target: '#login.editing', actions: ['emitRestart', 'resetForm'] },
          },
        },
      },
    },
  },
});

/** The empty form: remember-me on by default. */
export function initialContext(): LoginContext {
  return {
    email: '',
    password: '',
    rememberMe: true,
    mfaPin: '',
    fieldErrors: {},
    responseMessages: NO_MESSAGES,
    mfaRequired: false,
    botToken: undefined,
    user: null,
  };
}

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Whether the form is waiting for the server (the submit button shows it is busy). */
export const selectIsSubmitting = (snapshot: LoginSnapshot) => snapshot.matches('submitting');
/** Whether the two-factor pin is asked for. */
export const selectIsAskingMfaPin = (snapshot: LoginSnapshot) => snapshot.matches('mfa');

/** What the login form renders; compare with `shallowEqual`. */
export interface LoginView {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
  readonly mfaPin: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly responseMessages: ResponseMessages;
  readonly submitting: boolean;
  readonly askingMfaPin: boolean;
}

export const selectLoginView = (snapshot: LoginSnapshot): LoginView => ({
  email: snapshot.context.email,
  password: snapshot.context.password,
  rememberMe: snapshot.context.rememberMe,
  mfaPin: snapshot.context.mfaPin,
  fieldErrors: snapshot.context.fieldErrors,
  responseMessages: snapshot.context.responseMessages,
  submitting: selectIsSubmitting(snapshot),
  // While the pin is being verified the pin field stays on screen.
  askingMfaPin:
    selectIsAskingMfaPin(snapshot) ||
    (selectIsSubmitting(snapshot) && snapshot.context.mfaRequired),
});

function fieldName(field: LoginField): string {
  return { email: 'login', password: 'password', rememberMe: 'remember_me', mfaPin: 'mfa_pin' }[
    field
  ];
}
