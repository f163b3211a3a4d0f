import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  loginMachine,
  type LoginFailure,
  type LoginRequestInput,
  type LoginUser,
} from '../../machines/login.machine';
import { NO_MESSAGES } from '../../src/domain/envelope';

const customer: LoginUser = { userId: 7, email: 'cliente@example.it' };

function startLogin(answers: Array<LoginUser | LoginFailure>) {
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
    loginMachine.provide({
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
      },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'form.changed', field: 'email', value: email });
    actor.send({ type: 'form.changed', field: 'password', value: password });
  };
  return { actor, requests, events, botCheckToken, fill };
}

describe('login', () => {
  it('is not submitted without a password: "Digitare la password"', () => {
    const { actor, requests, fill } = startLogin([customer]);
    fill('cliente@example.it', '');
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: 'validation.passwordRequired',
    });
    expect(requests).toEqual([]);
  });

  it('requires a well-formed e-mail: "Digitare una e-mail valida"', () => {
    const { actor, requests, fill } = startLogin([customer]);
    fill('cliente@example', 'Spesa2026!');
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ login: 'validation.email' });
    expect(requests).toEqual([]);
  });

  it('sends the trimmed e-mail with the bot-check token and remember-me on by default', async () => {
    const { actor, requests, fill } = startLogin([customer]);
    fill('  cliente@example.it ', 'Spesa2026!');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, () => requests.length === 1);
    expect(requests[0]).toEqual({
      form: {
        login: 'cliente@example.it',
        password: 'Spesa2026!',
        remember_me: true,
        show_sectors: false,
      },
      token: 'token-123',
    });
  });

  it('logs in, then checks, then restarts, and is ready again with an empty form', async () => {
    const { actor, events, fill } = startLogin([customer]);
    fill('cliente@example.it', 'Spesa2026!');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, () => events.includes('restart'));
    expect(events).toEqual(['loggedIn', 'check', 'restart']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('shows the response errors on failure and empties the password', async () => {
    const failure: LoginFailure = {
      messages: { ...NO_MESSAGES, errors: ['Credenziali Errate'] },
      mfaRequired: false,
    };
    const { actor, fill } = startLogin([failure]);
    fill('cliente@example.it', 'Sbagliata1');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.context.responseMessages.errors.length > 0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.responseMessages.errors).toEqual(['Credenziali Errate']);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('asks for the MFA pin and sends it without the bot-check token', async () => {
    const challenge: LoginFailure = {
      messages: { ...NO_MESSAGES, errors: ['Inserisci il codice'] },
      mfaRequired: true,
    };
    const { actor, requests, botCheckToken, events, fill } = startLogin([challenge, customer]);
    fill('mfa@example.it', 'Spesa2026!');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches('mfa'));
    actor.send({ type: 'form.changed', field: 'mfaPin', value: '12345' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mfa_pin: 'validation.mfaPin' });
    actor.send({ type: 'form.changed', field: 'mfaPin', value: '123456' });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, () => events.includes('restart'));
    expect(botCheckToken).toHaveBeenCalledTimes(1);
    expect(requests[1]).toEqual({
      form: expect.objectContaining({ mfa_pin: '123456' }),
      token: undefined,
    });
  });

  it('a failed bot check shows the generic error and sends nothing', async () => {
    const { actor, requests, botCheckToken, fill } = startLogin([customer]);
    botCheckToken.mockRejectedValueOnce(new Error('non disponibile'));
    fill('cliente@example.it', 'Spesa2026!');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.context.responseMessages.errors.length > 0);
    expect(actor.getSnapshot().context.responseMessages.errors).toEqual([
      'Si è verificato un errore, riprova tra qualche minuto.',
    ]);
    expect(requests).toEqual([]);
  });
});
