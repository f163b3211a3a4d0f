/**
 * Login form views taken from real states of the login machine, so the stories show exactly
 * what the machine can produce.
 */
import {
  initialContext,
  loginMachine,
  selectLoginView,
  type LoginContext,
} from '../../machines/login/login.machine';
import { NO_MESSAGES } from '../../src/domain/envelope';

type StateValue = Parameters<typeof loginMachine.resolveState>[0]['value'];

export function loginView(value: StateValue, context: Partial<LoginContext> = {}) {
  return selectLoginView(
    loginMachine.resolveState({ value, context: { ...initialContext(), ...context } }),
  );
}

const filled = { email: 'cliente@example.it', password: 'Spesa2026!' };

export const loginStates = {
  idle: loginView('editing'),
  invalid: loginView('editing', {
    email: 'cliente@example',
    fieldErrors: { login: 'validation.email', password: 'validation.passwordRequired' },
  }),
  submitting: loginView({ submitting: 'sending' }, filled),
  wrongCredentials: loginView('editing', {
    email: filled.email,
    responseMessages: { ...NO_MESSAGES, errors: ['Credenziali Errate'] },
  }),
  serverMessages: loginView('editing', {
    email: filled.email,
    responseMessages: {
      errors: ['Account sospeso.\\nContatta il <b>servizio clienti</b>.'],
      warnings: ['La password scade tra 3 giorni'],
      infos: ['Nuovi orari di ritiro disponibili'],
    },
  }),
  mfa: loginView('mfa', {
    ...filled,
    mfaRequired: true,
    responseMessages: {
      ...NO_MESSAGES,
      errors: ["Inserisci il codice di verifica a 6 cifre generato dall'app di autenticazione"],
    },
  }),
  mfaInvalid: loginView('mfa', {
    ...filled,
    mfaRequired: true,
    mfaPin: '12',
    fieldErrors: { mfa_pin: 'validation.mfaPin' },
  }),
  mfaSubmitting: loginView(
    { submitting: 'sending' },
    { ...filled, mfaRequired: true, mfaPin: '123456' },
  ),
  mfaWrongPin: loginView('mfa', {
    ...filled,
    mfaRequired: true,
    responseMessages: { ...NO_MESSAGES, errors: ['Codice di verifica errato'] },
  }),
};
