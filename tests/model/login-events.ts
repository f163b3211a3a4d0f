/** The events the login model may send: form input, the dialog's reset and actor results. */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import {
  loginMachine,
  type LoginFailure,
  type LoginUser,
} from '../../machines/login/login.machine';
import { NO_MESSAGES } from '../../src/domain/envelope';

type LoginEvent = EventFromLogic<typeof loginMachine>;

const customer: LoginUser = { userId: 7, email: 'cliente@example.it' };
const wrongCredentials: LoginFailure = {
  messages: { ...NO_MESSAGES, errors: ['Credenziali Errate'] },
  mfaRequired: false,
};
const mfaChallenge: LoginFailure = {
  messages: { ...NO_MESSAGES, errors: ['Inserisci il codice di verifica'] },
  mfaRequired: true,
};

/** Form input is limited to a valid and an invalid value per field to keep the model finite. */
export function loginEvents(snapshot: SnapshotFrom<typeof loginMachine>): LoginEvent[] {
  const { context } = snapshot;
  return [
    ...(context.email === ''
      ? [{ type: 'form.changed', field: 'email', value: ' cliente@example.it ' } as const]
      : []),
    ...(context.password === ''
      ? [{ type: 'form.changed', field: 'password', value: 'Spesa2026!' } as const]
      : []),
    ...(context.mfaRequired && context.mfaPin === ''
      ? [{ type: 'form.changed', field: 'mfaPin', value: '123456' } as const]
      : []),
    ...(context.rememberMe
      ? [{ type: 'form.toggled', field: 'rememberMe', value: false } as const]
      : []),
    { type: 'form.submitted' },
    { type: 'form.reset' },
    { type: 'form.shown' },
    { type: 'mfa.cancelled' },
    { type: 'xstate.done.actor.botCheckToken', output: 'token-123' } as never,
    {
      type: 'xstate.error.actor.botCheckToken',
      error: new Error('bot check non disponibile'),
    } as never,
    { type: 'xstate.done.actor.loginRequest', output: customer } as never,
    { type: 'xstate.error.actor.loginRequest', error: wrongCredentials } as never,
    { type: 'xstate.error.actor.loginRequest', error: mfaChallenge } as never,
    { type: 'xstate.done.actor.postLoginCheck', output: undefined } as never,
    { type: 'xstate.error.actor.postLoginCheck', error: new Error('controllo fallito') } as never,
  ];
}
