/**
 * The login form (account-and-platform.md §2 "Login screen", §4 "Login flow", §5 login rules and
 * "Two-factor", §8 "Login failure"; shopping-flow.md §4 "Login"), with recorded effects.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type LoginFailure,
  type loginMachine,
  type LoginRequestInput,
  type LoginUser,
} from '../../machines/login/login.machine';
import { NO_MESSAGES } from '../../src/domain/envelope';
import { settle, type BehaviourCase } from './behaviour-case';

type LoginMachine = typeof loginMachine;

const customer: LoginUser = { userId: 7, email: 'cliente@example.it' };

function startLogin(machine: LoginMachine, answers: Array<LoginUser | LoginFailure>) {
  const requests: LoginRequestInput[] = [];
  const events: string[] = [];
  const botCheckToken = vi.fn(async (): Promise<string | undefined> => 'token-123');
  const loginRequest = fromPromise<LoginUser, LoginRequestInput>(async ({ input }) => {
    requests.push(input);
    const answer = answers.shift();
    if (!answer || 'messages' in answer) throw answer;
    return answer;
  });
  const actor = createActor(
    machine.provide({
      actors: {
        botCheckToken: fromPromise(botCheckToken),
        loginRequest,
        postLoginCheck: fromPromise(async () => {
          events.push('check');
        }),
      },
      actions: {
        emitLoggedIn: () => void events.push('loggedIn'),
        emitRestart: () => void events.push('restart'),
        prepareBotCheck: () => void events.push('prepareBotCheck'),
      },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'form.changed', field: 'email', value: email });
    actor.send({ type: 'form.changed', field: 'password', value: password });
  };
  return { actor, requests, events, botCheckToken, fill };
}

export const loginCases: ReadonlyArray<BehaviourCase<LoginMachine>> = [
  {
    name: 'is not submitted without a password: "Digitare la password"',
    run(machine) {
      const { actor, requests, fill } = startLogin(machine, [customer]);
      fill('cliente@example.it', '');
      actor.send({ type: 'form.submitted' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        password: 'validation.passwordRequired',
      });
      expect(requests).toEqual([]);
    },
  },
  {
    name: 'requires a well-formed e-mail: "Digitare una e-mail valida"',
    run(machine) {
      const { actor, requests, fill } = startLogin(machine, [customer]);
      fill('cliente@example', 'Spesa2026!');
      actor.send({ type: 'form.submitted' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ login: 'validation.email' });
      expect(requests).toEqual([]);
    },
  },
  {
    name: 'sends the trimmed e-mail with the bot-check token and remember-me on by default',
    async run(machine) {
      const { actor, requests, fill } = startLogin(machine, [customer]);
      fill('  cliente@example.it ', 'Spesa2026!');
      actor.send({ type: 'form.submitted' });
      await settle(actor, () => requests.length === 1);
      expect(requests[0]).toEqual({
        form: {
          login: 'cliente@example.it',
          password: 'Spesa2026!',
          remember_me: true,
          show_sectors: false,
        },
        token: 'token-123',
      });
    },
  },
  {
    name: 'logs in, then checks, then restarts, and is ready again with an empty form',
    async run(machine) {
      const { actor, events, fill } = startLogin(machine, [customer]);
      fill('cliente@example.it', 'Spesa2026!');
      actor.send({ type: 'form.submitted' });
      await settle(actor, () => events.includes('restart'));
      expect(events).toEqual(['loggedIn', 'check', 'restart']);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.password).toBe('');
    },
  },
  {
    name: 'shows the response errors on failure and empties the password',
    async run(machine) {
      const failure: LoginFailure = {
        messages: { ...NO_MESSAGES, errors: ['Credenziali Errate'] },
        mfaRequired: false,
      };
      const { actor, fill } = startLogin(machine, [failure]);
      fill('cliente@example.it', 'Sbagliata1');
      actor.send({ type: 'form.submitted' });
      await settle(actor, (s) => s.context.responseMessages.errors.length > 0);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.responseMessages.errors).toEqual(['Credenziali Errate']);
      expect(actor.getSnapshot().context.password).toBe('');
    },
  },
  {
    name: 'asks for the MFA pin and sends it without the bot-check token',
    async run(machine) {
      const challenge: LoginFailure = {
        messages: { ...NO_MESSAGES, errors: ['Inserisci il codice'] },
        mfaRequired: true,
      };
      const { actor, requests, botCheckToken, events, fill } = startLogin(machine, [
        challenge,
        customer,
      ]);
      fill('mfa@example.it', 'Spesa2026!');
      actor.send({ type: 'form.submitted' });
      await settle(actor, (s) => s.matches('mfa'));
      actor.send({ type: 'form.changed', field: 'mfaPin', value: '12345' });
      actor.send({ type: 'form.submitted' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ mfa_pin: 'validation.mfaPin' });
      actor.send({ type: 'form.changed', field: 'mfaPin', value: '123456' });
      actor.send({ type: 'form.submitted' });
      await settle(actor, () => events.includes('restart'));
      expect(botCheckToken).toHaveBeenCalledTimes(1);
      expect(requests[1]).toEqual({
        form: expect.objectContaining({ mfa_pin: '123456' }),
        token: undefined,
      });
    },
  },
  {
    name: 'prepares the bot check as soon as the form shows, and a new one after a refused login',
    async run(machine) {
      const failure: LoginFailure = {
        messages: { ...NO_MESSAGES, errors: ['Credenziali Errate'] },
        mfaRequired: false,
      };
      const { actor, events, fill } = startLogin(machine, [failure]);
      actor.send({ type: 'form.shown' });
      expect(events).toEqual(['prepareBotCheck']);
      fill('cliente@example.it', 'Sbagliata1');
      actor.send({ type: 'form.submitted' });
      await settle(actor, (s) => s.context.responseMessages.errors.length > 0);
      // A token works once: the next attempt needs a new one.
      expect(events).toEqual(['prepareBotCheck', 'prepareBotCheck']);
    },
  },
  {
    name: 'leaving the MFA step prepares a new bot check for the next login',
    async run(machine) {
      const challenge: LoginFailure = {
        messages: { ...NO_MESSAGES, errors: ['Inserisci il codice'] },
        mfaRequired: true,
      };
      const { actor, events, fill } = startLogin(machine, [challenge]);
      fill('mfa@example.it', 'Spesa2026!');
      actor.send({ type: 'form.submitted' });
      await settle(actor, (s) => s.matches('mfa'));
      expect(events).toEqual([]);
      actor.send({ type: 'mfa.cancelled' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(events).toEqual(['prepareBotCheck']);
    },
  },
  {
    name: 'a failed bot check shows the generic error and sends nothing',
    async run(machine) {
      const { actor, requests, botCheckToken, fill } = startLogin(machine, [customer]);
      botCheckToken.mockRejectedValueOnce(new Error('non disponibile'));
      fill('cliente@example.it', 'Spesa2026!');
      actor.send({ type: 'form.submitted' });
      await settle(actor, (s) => s.context.responseMessages.errors.length > 0);
      expect(actor.getSnapshot().context.responseMessages.errors).toEqual([
        'Si è verificato un errore, riprova tra qualche minuto.',
      ]);
      expect(requests).toEqual([]);
    },
  },
];
