/**
 * The check after a login (account-and-platform.md §4): nothing shows when nothing is missing or
 * the check fails three times, 3 s apart; otherwise the full dialog asks until the answers are saved, a refusal shows in
 * it, and a new login checks again.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CONSENT_CHECK_RETRY_MS,
  selectAsked,
  selectConsentErrors,
  selectIsAsking,
  selectIsConsentBusy,
  selectIsConsentSaved,
  type AskedDisclaimer,
  type consentMachine,
} from '../../machines/consent/consent.machine';
import type { ConsentAnswer } from '../../src/domain/consent';
import {
  deferred,
  onFakeClock,
  refusal,
  settle,
  type BehaviourCase,
  type Deferred,
} from './behaviour-case';
import { ACCEPTED, MARKETING, REQUIRED_REFUSED, TERMS } from './consent-events';

type ConsentMachine = typeof consentMachine;

function startConsent(machine: ConsentMachine) {
  const checks: Deferred<readonly AskedDisclaimer[]>[] = [];
  const saves: { answers: readonly ConsentAnswer[]; answer: Deferred<void> }[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        checkDisclaimers: fromPromise(() => {
          const answer = deferred<readonly AskedDisclaimer[]>();
          checks.push(answer);
          return answer.promise;
        }),
        saveAnswers: fromPromise(({ input }) => {
          const answer = deferred();
          saves.push({ answers: input.answers, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      dialog: selectIsAsking(snapshot),
      saved: selectIsConsentSaved(snapshot),
      busy: selectIsConsentBusy(snapshot),
      asked: selectAsked(snapshot).map(({ title }) => title),
      errors: selectConsentErrors(snapshot),
    };
  };
  const check = () => actor.send({ type: 'consent.check' });
  const settled = () =>
    settle(actor, (snapshot) => !snapshot.matches('checking') && !snapshot.matches('saving'));
  return { actor, checks, saves, shows, check, settled };
}

const NOTHING = { dialog: false, saved: false, busy: false, asked: [], errors: [] };

export const consentCases: ReadonlyArray<BehaviourCase<ConsentMachine>> = [
  {
    name: 'before a login nothing is checked or shown',
    run(machine) {
      const consent = startConsent(machine);
      expect(consent.shows()).toEqual(NOTHING);
      expect(consent.checks).toHaveLength(0);
    },
  },
  {
    name: 'a customer with every required disclaimer accepted sees no dialog',
    async run(machine) {
      const consent = startConsent(machine);
      consent.check();
      consent.checks[0]?.resolve([]);
      await consent.settled();
      expect(consent.shows()).toEqual(NOTHING);
    },
  },
  {
    name: 'a check that fails is made twice more, 3 s apart, then the shopping goes on',
    run: (machine) =>
      onFakeClock(async () => {
        const consent = startConsent(machine);
        consent.check();
        for (const attempt of [0, 1, 2]) {
          consent.checks[attempt]?.reject(new Error('offline'));
          await vi.advanceTimersByTimeAsync(CONSENT_CHECK_RETRY_MS - 1);
          expect(consent.shows()).toEqual(NOTHING);
          expect(consent.checks).toHaveLength(attempt + 1);
          await vi.advanceTimersByTimeAsync(1);
        }
        expect(consent.checks).toHaveLength(3);
        await vi.advanceTimersByTimeAsync(10 * CONSENT_CHECK_RETRY_MS);
        expect(consent.checks).toHaveLength(3);
        expect(consent.shows()).toEqual(NOTHING);
        // A new login checks again, three times again if it must.
        consent.check();
        consent.checks[3]?.reject(new Error('offline'));
        await vi.advanceTimersByTimeAsync(CONSENT_CHECK_RETRY_MS);
        expect(consent.checks).toHaveLength(5);
      }),
  },
  {
    name: 'a check that failed and answers the next time opens the dialog',
    run: (machine) =>
      onFakeClock(async () => {
        const consent = startConsent(machine);
        consent.check();
        consent.checks[0]?.reject(new Error('offline'));
        await vi.advanceTimersByTimeAsync(CONSENT_CHECK_RETRY_MS);
        consent.checks[1]?.resolve([TERMS]);
        await vi.advanceTimersByTimeAsync(0);
        expect(consent.shows()).toMatchObject({
          dialog: true,
          asked: ['Condizioni generali di vendita'],
        });
      }),
  },
  {
    name: 'missing disclaimers open the full dialog, which closes once the answers are saved',
    async run(machine) {
      const consent = startConsent(machine);
      consent.check();
      consent.checks[0]?.resolve([TERMS, MARKETING]);
      await consent.settled();
      expect(consent.shows()).toEqual({
        dialog: true,
        saved: false,
        busy: false,
        asked: ['Condizioni generali di vendita', 'Comunicazioni commerciali'],
        errors: [],
      });
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      expect(consent.saves.map(({ answers }) => answers)).toEqual([ACCEPTED]);
      expect(consent.shows()).toMatchObject({ dialog: true, busy: true });
      consent.saves[0]?.answer.resolve();
      await consent.settled();
      expect(consent.shows().dialog).toBe(false);
    },
  },
  {
    name: 'a refusal shows in the dialog, which stays until the answers are saved',
    async run(machine) {
      const consent = startConsent(machine);
      consent.check();
      consent.checks[0]?.resolve([TERMS]);
      await consent.settled();
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      consent.saves[0]?.answer.reject(refusal(REQUIRED_REFUSED));
      await consent.settled();
      expect(consent.shows()).toMatchObject({
        dialog: true,
        busy: false,
        errors: [REQUIRED_REFUSED],
      });
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      expect(consent.shows()).toMatchObject({ busy: true, errors: [] });
    },
  },
  {
    name: "'Privacy e consensi' opens on the answers, says once saved, and saves again",
    async run(machine) {
      const consent = startConsent(machine);
      consent.actor.send({ type: 'consent.edit', asked: [{ ...TERMS, value: true }, MARKETING] });
      expect(consent.checks).toHaveLength(0);
      expect(consent.shows()).toMatchObject({ dialog: true, saved: false });
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      consent.saves[0]?.answer.resolve();
      await consent.settled();
      expect(consent.shows()).toMatchObject({ saved: true, busy: false });
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      expect(consent.saves).toHaveLength(2);
      expect(consent.shows()).toMatchObject({ saved: false, busy: true });
    },
  },
  {
    name: 'with nothing asked, no answers are sent',
    async run(machine) {
      const consent = startConsent(machine);
      consent.check();
      consent.checks[0]?.resolve([]);
      await consent.settled();
      consent.actor.send({ type: 'form.submitted', answers: ACCEPTED });
      expect(consent.saves).toHaveLength(0);
      expect(consent.shows()).toEqual(NOTHING);
    },
  },
  {
    name: 'a new login checks again',
    async run(machine) {
      const consent = startConsent(machine);
      consent.check();
      consent.checks[0]?.resolve([]);
      await consent.settled();
      consent.check();
      expect(consent.checks).toHaveLength(2);
      consent.checks[1]?.resolve([TERMS]);
      await consent.settled();
      expect(consent.shows().dialog).toBe(true);
    },
  },
];
