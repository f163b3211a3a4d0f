/**
 * Becoming a customer (account-and-platform.md §2 /registration-user, /registration-completed,
 * /registration-confirm "shows login"; §8 "Registration failure"): the checked form is sent once,
 * then the shopper waits for the link and may have it sent again; the link confirms the account or
 * is refused, and a refused link can be replaced.
 */
import { expect } from 'vitest';
import { createActor } from 'xstate';
import {
  selectIsRegistrationBusy,
  selectRegistrationStep,
  type registrationMachine,
} from '../../machines/registration/registration.machine';
import type { Registration } from '../../src/domain/registration';
import { answeredCalls, refusal, settle, type BehaviourCase } from './behaviour-case';

type RegistrationMachine = typeof registrationMachine;

export const MARIO: Registration = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  password: 'Pomodoro-2026',
  phone: '333 123 4567',
  fiscalCode: 'RSSMRA85T10A562S',
  birthDate: '1985-12-10',
  disclaimers: [
    { registrationDisclaimerId: 1, value: true },
    { registrationDisclaimerId: 2, value: true },
  ],
};

const LINK_REFUSED = 'Il link non è valido o è scaduto: richiedine uno nuovo.';

/** The flow with calls the test answers one by one; `calls` names each call with its input. */
function startRegistration(machine: RegistrationMachine) {
  const { calls, answers, call } = answeredCalls();
  const actor = createActor(
    machine.provide({
      actors: {
        registerUser: call(({ registration }) => `register ${registration.email}`),
        resendEmail: call(({ email }) => `resend ${email}`),
        confirmRegistration: call(({ email, code }) => `confirm ${email} ${code}`),
      },
    }),
  ).start();
  const shows = () => ({
    step: selectRegistrationStep(actor.getSnapshot()),
    busy: selectIsRegistrationBusy(actor.getSnapshot()),
    errors: actor.getSnapshot().context.errors,
  });
  const idle = () => settle(actor, (snapshot) => !selectIsRegistrationBusy(snapshot));
  return { actor, calls, answers, shows, idle };
}

export const registrationCases: ReadonlyArray<BehaviourCase<RegistrationMachine>> = [
  {
    name: 'the form is shown first, empty of errors',
    run(machine) {
      expect(startRegistration(machine).shows()).toEqual({ step: 'form', busy: false, errors: [] });
    },
  },
  {
    name: 'the checked form is sent once; the shopper then waits for the e-mail',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startRegistration(machine);
      actor.send({ type: 'form.submitted', registration: MARIO });
      actor.send({ type: 'form.submitted', registration: MARIO });
      expect(calls).toEqual(['register mario.rossi@example.it']);
      expect(shows().busy).toBe(true);
      answers[0]?.resolve();
      await idle();
      expect(shows()).toEqual({ step: 'completed', busy: false, errors: [] });
      expect(actor.getSnapshot().context.email).toBe('mario.rossi@example.it');
    },
  },
  {
    name: "a refused registration shows the server's message on the form",
    async run(machine) {
      const { actor, answers, shows, idle } = startRegistration(machine);
      actor.send({ type: 'form.submitted', registration: MARIO });
      answers[0]?.reject(refusal('Errore durante la registrazione'));
      await idle();
      expect(shows()).toEqual({
        step: 'form',
        busy: false,
        errors: ['Errore durante la registrazione'],
      });
    },
  },
  {
    name: 'while waiting, the e-mail is sent again to the same address on request',
    async run(machine) {
      const { actor, calls, answers, idle } = startRegistration(machine);
      actor.send({ type: 'completion.opened', email: 'mario.rossi@example.it' });
      actor.send({ type: 'email.resend' });
      expect(calls).toEqual(['resend mario.rossi@example.it']);
      answers[0]?.resolve();
      await idle();
      expect(actor.getSnapshot().context.resent).toBe(true);
      expect(selectRegistrationStep(actor.getSnapshot())).toBe('completed');
    },
  },
  {
    name: 'a page opened without an address cannot send the e-mail again',
    run(machine) {
      const { actor, calls } = startRegistration(machine);
      actor.send({ type: 'completion.opened', email: '' });
      actor.send({ type: 'email.resend' });
      expect(calls).toEqual([]);
    },
  },
  {
    name: 'the link confirms the account with its address and code, and the login is shown',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startRegistration(machine);
      actor.send({ type: 'confirmation.opened', email: 'mario.rossi@example.it', code: 'abc' });
      expect(calls).toEqual(['confirm mario.rossi@example.it abc']);
      expect(shows().step).toBe('confirming');
      answers[0]?.resolve();
      await idle();
      expect(shows()).toEqual({ step: 'confirmed', busy: false, errors: [] });
    },
  },
  {
    name: 'a refused link says so, and a new one can be sent to the same address',
    async run(machine) {
      const { actor, calls, answers, shows, idle } = startRegistration(machine);
      actor.send({ type: 'confirmation.opened', email: 'mario.rossi@example.it', code: 'old' });
      answers[0]?.reject(refusal(LINK_REFUSED));
      await idle();
      expect(shows()).toEqual({ step: 'linkRefused', busy: false, errors: [LINK_REFUSED] });
      actor.send({ type: 'email.resend' });
      expect(calls.at(-1)).toBe('resend mario.rossi@example.it');
      answers[1]?.resolve();
      await idle();
      expect(shows()).toEqual({ step: 'completed', busy: false, errors: [] });
    },
  },
];
