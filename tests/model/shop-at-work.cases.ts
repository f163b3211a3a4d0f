/**
 * 'Consegna in azienda' (docs/shopping.md "Favourites, shop at work and friend invite"): 'Attiva' sends the company's code and waits; an
 * accepted code says 'Ora puoi ricevere la spesa presso {companyName}' and has the shopper's
 * addresses refreshed (the company's address joins them); a refused code shows the server's
 * message under the field until the code is changed or sent again; another code moves the
 * shopper to that company.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsSubscribing,
  selectShopAtWorkErrors,
  selectSubscribedCompany,
  type ShopAtWorkCompany,
  type shopAtWorkMachine,
} from '../../machines/service/shop-at-work.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { ACME, CODE_INVALID, COMPANY_CODE } from './shop-at-work-events';

type ShopAtWorkMachine = typeof shopAtWorkMachine;

const EXPIRED = 'Il codice aziendale è scaduto';
const BETA = { companyId: 4, companyName: 'Beta Logistica S.r.l.' };

/** The section with a subscription call the test answers one by one. */
function startShopAtWork(machine: ShopAtWorkMachine) {
  const calls: string[] = [];
  const answers: Deferred<ShopAtWorkCompany>[] = [];
  let refreshed = 0;
  const actor = createActor(
    machine.provide({
      actors: {
        subscribeCompany: fromPromise<ShopAtWorkCompany, { code: string }>(({ input }) => {
          calls.push(input.code);
          const answer = deferred<ShopAtWorkCompany>();
          answers.push(answer);
          return answer.promise;
        }),
      },
      actions: { announceSubscribed: () => void (refreshed += 1) },
    }),
  ).start();
  const shows = () => ({
    busy: selectIsSubscribing(actor.getSnapshot()),
    company: selectSubscribedCompany(actor.getSnapshot())?.companyName ?? null,
    error: selectShopAtWorkErrors(actor.getSnapshot())[0] ?? null,
    refreshed,
  });
  const settled = () => settle(actor, (snapshot) => !selectIsSubscribing(snapshot));
  const submit = (code: string) => actor.send({ type: 'code.submitted', code });
  return { actor, calls, answers, shows, settled, submit };
}

const IDLE = { busy: false, company: null, error: null, refreshed: 0 };

export const shopAtWorkCases: ReadonlyArray<BehaviourCase<ShopAtWorkMachine>> = [
  {
    name: 'the section starts with the empty form, nothing confirmed or refused',
    run(machine) {
      expect(startShopAtWork(machine).shows()).toEqual(IDLE);
    },
  },
  {
    name: 'Attiva sends the code and waits for the answer',
    run(machine) {
      const { calls, shows, submit } = startShopAtWork(machine);
      submit(COMPANY_CODE);
      expect(calls).toEqual([COMPANY_CODE]);
      expect(shows()).toEqual({ ...IDLE, busy: true });
      // A second Attiva while the first is answered sends nothing more.
      submit(COMPANY_CODE);
      expect(calls).toEqual([COMPANY_CODE]);
    },
  },
  {
    name: "an accepted code says 'Ora puoi ricevere la spesa presso' the company, and refreshes the addresses",
    async run(machine) {
      const { answers, shows, settled, submit } = startShopAtWork(machine);
      submit(COMPANY_CODE);
      answers[0]?.resolve(ACME);
      await settled();
      expect(shows()).toEqual({ ...IDLE, company: ACME.companyName, refreshed: 1 });
    },
  },
  {
    name: "a refused code shows the server's message under the field and refreshes nothing",
    async run(machine) {
      const { answers, shows, settled, submit } = startShopAtWork(machine);
      submit('SCONOSCIUTO');
      answers[0]?.reject(refusal(CODE_INVALID));
      await settled();
      expect(shows()).toEqual({ ...IDLE, error: CODE_INVALID });
    },
  },
  {
    name: 'changing the code clears the refusal',
    async run(machine) {
      const { actor, answers, shows, settled, submit } = startShopAtWork(machine);
      submit('SCADUTO-2024');
      answers[0]?.reject(refusal(EXPIRED));
      await settled();
      actor.send({ type: 'code.changed' });
      expect(shows()).toEqual(IDLE);
    },
  },
  {
    name: 'a corrected code is sent again and, accepted, replaces the refusal with the confirmation',
    async run(machine) {
      const { answers, calls, shows, settled, submit } = startShopAtWork(machine);
      submit('SCADUTO-2024');
      answers[0]?.reject(refusal(EXPIRED));
      await settled();
      submit(COMPANY_CODE);
      expect(shows()).toEqual({ ...IDLE, busy: true });
      answers[1]?.resolve(ACME);
      await settled();
      expect(calls).toEqual(['SCADUTO-2024', COMPANY_CODE]);
      expect(shows()).toEqual({ ...IDLE, company: ACME.companyName, refreshed: 1 });
    },
  },
  {
    name: "another company's code moves the shopper to that company",
    async run(machine) {
      const { answers, shows, settled, submit } = startShopAtWork(machine);
      submit(COMPANY_CODE);
      answers[0]?.resolve(ACME);
      await settled();
      submit('BETA-2026');
      answers[1]?.resolve(BETA);
      await settled();
      expect(shows()).toEqual({ ...IDLE, company: BETA.companyName, refreshed: 2 });
    },
  },
];
