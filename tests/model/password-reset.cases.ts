/**
 * A forgotten password (account-and-platform.md §2 /reset-password-request, /reset-password-sent,
 * /recover-password-confirm, /reset-password-completed "shows login"): the request is sent once
 * and always ends on 'sent'; the link is checked before the new password is asked; a refused link
 * offers the request again; a refused new password can be corrected.
 */
import { expect } from 'vitest';
import { createActor } from 'xstate';
import {
  selectIsPasswordResetBusy,
  selectPasswordResetStep,
  type passwordResetMachine,
} from '../../machines/password-reset/password-reset.machine';
import { answeredCalls, refusal, settle, type BehaviourCase } from './behaviour-case';

type PasswordResetMachine = typeof passwordResetMachine;

export const LINK_REFUSED = 'Il link non è valido o è scaduto: richiedine uno nuovo.';
const EMAIL = 'mario.rossi@example.it';
const TOKEN = 'Q2hpYXZlLWRpLXByb3ZhLTIwMjY';

function startReset(machine: PasswordResetMachine) {
  const { calls, answers, call } = answeredCalls();
  const actor = createActor(
    machine.provide({
      actors: {
        requestLink: call(({ email }) => `request ${email}`),
        checkLink: call(({ email, token }) => `check ${email} ${token}`),
        resetPassword: call(({ email, token, password }) => `reset ${email} ${token} ${password}`),
      },
    }),
  ).start();
  const shows = () => ({
    step: selectPasswordResetStep(actor.getSnapshot()),
    busy: selectIsPasswordResetBusy(actor.getSnapshot()),
    errors: actor.getSnapshot().context.errors,
  });
  const idle = () => settle(actor, (snapshot) => !selectIsPasswordResetBusy(snapshot));
  return { actor, calls, answers, shows, idle };
}

export const passwordResetCases: ReadonlyArray<BehaviourCase<PasswordResetMachine>> = [
  {
    name: 'the request form is shown first',
    run(machine) {
      expect(startReset(machine).shows()).toEqual({ step: 'request', busy: false, errors: [] });
    },
  },
  {
    name: 'the request is sent once, and ends on the e-mail-sent screen',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startReset(machine);
      actor.send({ type: 'request.submitted', email: EMAIL });
      actor.send({ type: 'request.submitted', email: EMAIL });
      expect(calls).toEqual([`request ${EMAIL}`]);
      answers[0]?.resolve();
      await idle();
      expect(shows()).toEqual({ step: 'sent', busy: false, errors: [] });
    },
  },
  {
    name: "a failed request stays on the form with the server's message",
    async run(machine) {
      const { actor, answers, shows, idle } = startReset(machine);
      actor.send({ type: 'request.submitted', email: EMAIL });
      answers[0]?.reject(refusal('Troppi tentativi, riprova tra qualche minuto.'));
      await idle();
      expect(shows()).toEqual({
        step: 'request',
        busy: false,
        errors: ['Troppi tentativi, riprova tra qualche minuto.'],
      });
    },
  },
  {
    name: 'the sent screen can send the link again',
    async run(machine) {
      const { actor, calls } = startReset(machine);
      actor.send({ type: 'sent.opened', email: EMAIL });
      expect(selectPasswordResetStep(actor.getSnapshot())).toBe('sent');
      actor.send({ type: 'request.submitted', email: EMAIL });
      expect(calls).toEqual([`request ${EMAIL}`]);
    },
  },
  {
    name: 'the link is checked before a new password is asked, then the password is set',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startReset(machine);
      actor.send({ type: 'link.opened', email: EMAIL, token: TOKEN });
      expect(shows().step).toBe('checking');
      actor.send({ type: 'password.submitted', password: 'Basilico-2026' });
      expect(calls).toEqual([`check ${EMAIL} ${TOKEN}`]);
      answers[0]?.resolve();
      await idle();
      expect(shows().step).toBe('choosing');
      actor.send({ type: 'password.submitted', password: 'Basilico-2026' });
      expect(calls.at(-1)).toBe(`reset ${EMAIL} ${TOKEN} Basilico-2026`);
      answers[1]?.resolve();
      await idle();
      expect(shows()).toEqual({ step: 'completed', busy: false, errors: [] });
    },
  },
  {
    name: 'a refused link says so and offers the request again',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startReset(machine);
      actor.send({ type: 'link.opened', email: EMAIL, token: TOKEN });
      answers[0]?.reject(refusal(LINK_REFUSED));
      await idle();
      expect(shows()).toEqual({ step: 'linkRefused', busy: false, errors: [LINK_REFUSED] });
      actor.send({ type: 'request.submitted', email: EMAIL });
      expect(calls.at(-1)).toBe(`request ${EMAIL}`);
    },
  },
  {
    name: 'a refused new password keeps the form, with the message, to try again',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startReset(machine);
      actor.send({ type: 'link.opened', email: EMAIL, token: TOKEN });
      answers[0]?.resolve();
      await idle();
      actor.send({ type: 'password.submitted', password: 'password' });
      answers[1]?.reject(refusal(LINK_REFUSED));
      await idle();
      expect(shows()).toEqual({ step: 'choosing', busy: false, errors: [LINK_REFUSED] });
      actor.send({ type: 'password.submitted', password: 'Basilico-2026' });
      expect(calls.at(-1)).toBe(`reset ${EMAIL} ${TOKEN} Basilico-2026`);
      expect(shows().errors).toEqual([]);
    },
  },
];
