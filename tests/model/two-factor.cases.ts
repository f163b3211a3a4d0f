/**
 * Two-factor login in the personal area, in the spec's words: turned on with a QR code and the
 * app's first code, which shows the recovery codes once; turned off with the password and a code;
 * a refusal shows where the shopper is and changes nothing.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import {
  selectEnrolment,
  selectIsTwoFactorBusy,
  selectRecoveryCodes,
  selectTwoFactorErrors,
  selectTwoFactorStep,
  type Enrolment,
  type twoFactorMachine,
} from '../../machines/account/two-factor.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { CODE_WRONG, ENROLMENT, RECOVERY_CODES } from './two-factor-events';

type TwoFactorMachine = typeof twoFactorMachine;

function startTwoFactor(machine: TwoFactorMachine, enabled: boolean) {
  const calls: string[] = [];
  const enrolments: Deferred<Enrolment>[] = [];
  const confirmations: Deferred<readonly string[]>[] = [];
  const disables: Deferred<void>[] = [];
  let changes = 0;
  const actor = createActor(
    machine.provide({
      actors: {
        twoFactorStatus: fromPromise<{ enabled: boolean }>(async () => ({ enabled })),
        startEnrolment: fromPromise<Enrolment, NonReducibleUnknown>(() => {
          calls.push('start');
          const answer = deferred<Enrolment>();
          enrolments.push(answer);
          return answer.promise;
        }),
        confirmEnrolment: fromPromise<readonly string[], { code: string }>(({ input }) => {
          calls.push(`confirm ${input.code}`);
          const answer = deferred<readonly string[]>();
          confirmations.push(answer);
          return answer.promise;
        }),
        disable: fromPromise<void, { password: string; code: string }>(({ input }) => {
          calls.push(`disable ${input.code}`);
          const answer = deferred();
          disables.push(answer);
          return answer.promise;
        }),
      },
      actions: { announceChanged: () => void (changes += 1) },
    }),
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      step: selectTwoFactorStep(snapshot),
      busy: selectIsTwoFactorBusy(snapshot),
      qr: selectEnrolment(snapshot) !== null,
      codes: selectRecoveryCodes(snapshot).length,
      errors: selectTwoFactorErrors(snapshot),
    };
  };
  const idle = () => settle(actor, (snapshot) => !selectIsTwoFactorBusy(snapshot));
  return { actor, calls, enrolments, confirmations, disables, shows, idle, changed: () => changes };
}

const at = (step: string) => ({ step, busy: false, qr: false, codes: 0, errors: [] });

/** A shopper with two-factor off who asked to turn it on and sees the QR code. */
async function showingQrCode(machine: TwoFactorMachine) {
  const flow = startTwoFactor(machine, false);
  await flow.idle();
  flow.actor.send({ type: 'enrolment.start' });
  flow.enrolments[0]?.resolve(ENROLMENT);
  await flow.idle();
  return flow;
}

export const twoFactorCases: ReadonlyArray<BehaviourCase<TwoFactorMachine>> = [
  {
    name: 'the page opens on the account’s state',
    async run(machine) {
      const off = startTwoFactor(machine, false);
      await off.idle();
      expect(off.shows()).toEqual(at('off'));
      const on = startTwoFactor(machine, true);
      await on.idle();
      expect(on.shows()).toEqual(at('on'));
    },
  },
  {
    name: 'turning on shows the QR code, then the first code shows the recovery codes once',
    async run(machine) {
      const flow = await showingQrCode(machine);
      expect(flow.shows()).toEqual({ ...at('confirming'), qr: true });
      flow.actor.send({ type: 'code.submitted', code: '123456' });
      flow.actor.send({ type: 'code.submitted', code: '123456' });
      expect(flow.calls).toEqual(['start', 'confirm 123456']);
      flow.confirmations[0]?.resolve(RECOVERY_CODES);
      await flow.idle();
      expect(flow.shows()).toEqual({ ...at('showingCodes'), codes: 10 });
      expect(flow.changed()).toBe(1);
      flow.actor.send({ type: 'codes.kept' });
      expect(flow.shows()).toEqual(at('on'));
    },
  },
  {
    name: 'a wrong first code is refused on the QR step, which stays',
    async run(machine) {
      const flow = await showingQrCode(machine);
      flow.actor.send({ type: 'code.submitted', code: '654321' });
      flow.confirmations[0]?.reject(refusal(CODE_WRONG));
      await flow.idle();
      expect(flow.shows()).toEqual({ ...at('confirming'), qr: true, errors: [CODE_WRONG] });
      expect(flow.changed()).toBe(0);
    },
  },
  {
    name: 'cancelling the enrolment leaves it off, with nothing kept',
    async run(machine) {
      const flow = await showingQrCode(machine);
      flow.actor.send({ type: 'enrolment.cancel' });
      expect(flow.shows()).toEqual(at('off'));
    },
  },
  {
    name: 'turning off needs the password and a code; a refusal keeps it on',
    async run(machine) {
      const flow = startTwoFactor(machine, true);
      await flow.idle();
      flow.actor.send({ type: 'disable.submitted', password: 'x', code: 'ABCD-EFGH' });
      flow.disables[0]?.reject(refusal(CODE_WRONG));
      await flow.idle();
      expect(flow.shows()).toEqual({ ...at('on'), errors: [CODE_WRONG] });
      flow.actor.send({ type: 'disable.submitted', password: 'x', code: 'ABCD-EFGH' });
      flow.disables[1]?.resolve();
      await flow.idle();
      expect(flow.shows()).toEqual(at('off'));
      expect(flow.changed()).toBe(1);
    },
  },
];
