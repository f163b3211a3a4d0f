/**
 * The backoffice: who is signed on decides where the pages start; the backoffice sign-on asks
 * for the one-time code when the account has one; selecting a customer starts acting and shows
 * the card; 'Esci' gives the customer back; 30 minutes without activity end acting with a notice;
 * signing out forgets the staff user.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ACTING_IDLE_MS,
  selectActing,
  selectBackofficeBusy,
  selectBackofficeMessage,
  selectIsSignedOut,
  selectOtpAsked,
  selectSelectingUserId,
  selectStaff,
  type BackofficeCredentials,
  type backofficeMachine,
  type StaffState,
} from '../../machines/staff/backoffice.machine';
import { messages } from '../../src/domain/messages';
import { staffMessages } from '../../src/domain/staff';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { ACTING, MARIO, SIGNED_IN, SIGNED_OUT } from './backoffice-events';

type BackofficeMachine = typeof backofficeMachine;

function startBackoffice(machine: BackofficeMachine) {
  const calls: string[] = [];
  const answers = {
    check: [] as Deferred<StaffState>[],
    signIn: [] as Deferred<StaffState>[],
    select: [] as Deferred<StaffState>[],
    release: [] as Deferred<StaffState>[],
    signOut: [] as Deferred<void>[],
  };
  const pending = <T>(list: Deferred<T>[], call: string) => {
    calls.push(call);
    const answer = deferred<T>();
    list.push(answer);
    return answer.promise;
  };
  const actor = createActor(
    machine.provide({
      actors: {
        checkStaff: fromPromise<StaffState>(() => pending(answers.check, 'check')),
        signIn: fromPromise<StaffState, BackofficeCredentials>(({ input }) =>
          pending(answers.signIn, `sign-in ${input.backofficeUser} ${input.otp ?? '-'}`),
        ),
        selectCustomer: fromPromise<StaffState, { userId: number }>(({ input }) =>
          pending(answers.select, `select ${input.userId}`),
        ),
        releaseCustomer: fromPromise<StaffState>(() => pending(answers.release, 'release')),
        signOut: fromPromise<void>(() => pending(answers.signOut, 'sign-out')),
      },
      actions: {
        announceActing: () => calls.push('card shown'),
        announceReleased: () => calls.push('card hidden'),
      },
    }),
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      busy: selectBackofficeBusy(snapshot),
      signedOut: selectIsSignedOut(snapshot),
      staff: selectStaff(snapshot)?.displayName ?? null,
      acting: selectActing(snapshot)?.lastName ?? null,
      message: selectBackofficeMessage(snapshot),
      otp: selectOtpAsked(snapshot),
    };
  };
  const idle = () => settle(actor, (snapshot) => !selectBackofficeBusy(snapshot));
  return { actor, calls, answers, shows, idle };
}

async function signedIn(machine: BackofficeMachine) {
  const started = startBackoffice(machine);
  started.answers.check[0]?.resolve(SIGNED_IN);
  await started.idle();
  return started;
}

async function acting(machine: BackofficeMachine) {
  const started = await signedIn(machine);
  started.actor.send({ type: 'customer.select', userId: MARIO.userId });
  started.answers.select[0]?.resolve(ACTING);
  await started.idle();
  return started;
}

export const backofficeCases: ReadonlyArray<BehaviourCase<BackofficeMachine>> = [
  {
    name: 'it first asks who is signed on; nobody: the sign-on',
    async run(machine) {
      const { answers, shows, idle, calls } = startBackoffice(machine);
      expect(shows().busy).toBe(true);
      answers.check[0]?.resolve(SIGNED_OUT);
      await idle();
      expect(shows()).toMatchObject({ signedOut: true, staff: null, acting: null });
      expect(calls).toEqual(['check']);
    },
  },
  {
    name: 'a staff user already acting finds the card again',
    async run(machine) {
      const { answers, shows, idle, calls } = startBackoffice(machine);
      answers.check[0]?.resolve(ACTING);
      await idle();
      expect(shows()).toMatchObject({ staff: 'Chiara Verdi', acting: 'Rossi' });
      expect(calls).toEqual(['check', 'card shown']);
    },
  },
  {
    name: 'wrong credentials show Credenziali Errate; the one-time code is asked when needed',
    async run(machine) {
      const { actor, answers, shows, idle, calls } = startBackoffice(machine);
      answers.check[0]?.resolve(SIGNED_OUT);
      await idle();
      const credentials = { backofficeUser: 'assistenza', password: 'x' };
      actor.send({ type: 'signIn.submit', credentials });
      answers.signIn[0]?.reject(refusal(messages.wrongCredentials.message));
      await idle();
      expect(shows()).toMatchObject({ signedOut: true, message: 'Credenziali Errate', otp: false });
      actor.send({ type: 'signIn.submit', credentials });
      answers.signIn[1]?.reject(refusal(messages.mfaRequired.message));
      await idle();
      expect(shows()).toMatchObject({ otp: true, message: messages.mfaRequired.message });
      actor.send({ type: 'signIn.submit', credentials: { ...credentials, otp: '123456' } });
      expect(shows().message).toBeNull();
      answers.signIn[2]?.resolve(SIGNED_IN);
      await idle();
      expect(shows()).toMatchObject({ signedOut: false, staff: 'Chiara Verdi', otp: false });
      expect(calls.slice(1)).toEqual([
        'sign-in assistenza -',
        'sign-in assistenza -',
        'sign-in assistenza 123456',
      ]);
    },
  },
  {
    name: 'selecting a customer acts for them and shows the card; Esci gives them back',
    async run(machine) {
      const { actor, answers, shows, idle, calls } = await acting(machine);
      expect(shows()).toMatchObject({ acting: 'Rossi', message: null });
      actor.send({ type: 'acting.exit' });
      expect(shows().busy).toBe(true);
      answers.release[0]?.resolve(SIGNED_IN);
      await idle();
      expect(shows()).toMatchObject({ acting: null, staff: 'Chiara Verdi' });
      expect(calls).toEqual(['check', 'select 7', 'card shown', 'card hidden', 'release']);
    },
  },
  {
    name: 'an unknown customer is not acted for, with the reason',
    async run(machine) {
      const { actor, answers, shows, idle, calls } = await signedIn(machine);
      actor.send({ type: 'customer.select', userId: 999 });
      // The row pressed shows its spinner while the selection is under way.
      expect(selectSelectingUserId(actor.getSnapshot())).toBe(999);
      answers.select[0]?.reject(refusal(staffMessages.customerNotFound.message));
      await idle();
      expect(shows()).toMatchObject({ acting: null, message: 'Cliente non trovato.' });
      // No card, and the page stays where it is.
      expect(calls).toEqual(['check', 'select 999']);
      expect(selectSelectingUserId(actor.getSnapshot())).toBeNull();
    },
  },
  {
    name: 'a failed Esci keeps the card, with the reason',
    async run(machine) {
      const { actor, answers, shows, idle } = await acting(machine);
      actor.send({ type: 'acting.exit' });
      answers.release[0]?.reject(refusal('Servizio non disponibile'));
      await idle();
      expect(shows()).toMatchObject({ acting: 'Rossi', message: 'Servizio non disponibile' });
    },
  },
  {
    name: '30 minutes without activity end acting with the notice; activity starts them again',
    async run(machine) {
      const { vi } = await import('vitest');
      vi.useFakeTimers();
      try {
        const { actor, answers, shows } = startBackoffice(machine);
        answers.check[0]?.resolve(ACTING);
        await vi.advanceTimersByTimeAsync(0);
        await vi.advanceTimersByTimeAsync(ACTING_IDLE_MS - 1000);
        actor.send({ type: 'activity' });
        await vi.advanceTimersByTimeAsync(ACTING_IDLE_MS - 1000);
        expect(shows().acting).toBe('Rossi');
        await vi.advanceTimersByTimeAsync(1000);
        expect(shows()).toMatchObject({
          acting: null,
          staff: 'Chiara Verdi',
          message: staffMessages.actingExpired.message,
        });
      } finally {
        vi.useRealTimers();
      }
    },
  },
  {
    name: "the shop's own end of acting shows the same notice",
    async run(machine) {
      const { actor, shows } = await acting(machine);
      actor.send({ type: 'acting.expired' });
      expect(shows()).toMatchObject({ acting: null, message: staffMessages.actingExpired.message });
    },
  },
  {
    name: 'signing out forgets the staff user, also while acting',
    async run(machine) {
      const { actor, answers, shows, idle, calls } = await acting(machine);
      actor.send({ type: 'signOut' });
      answers.signOut[0]?.resolve();
      await idle();
      expect(shows()).toMatchObject({ signedOut: true, staff: null, acting: null });
      expect(calls.slice(-2)).toEqual(['card hidden', 'sign-out']);
    },
  },
];
