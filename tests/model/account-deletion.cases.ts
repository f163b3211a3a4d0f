/**
 * Deleting the account, in the spec's words: a link is mailed (and can be asked again); the link
 * is checked before the last question; only 'Elimina definitivamente' deletes, once, and ends the
 * session; a refused link says so and offers a new one.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import {
  selectDeletionErrors,
  selectDeletionStep,
  selectIsDeletionBusy,
  type accountDeletionMachine,
  type DeletionLink,
} from '../../machines/account/account-deletion.machine';
import { DELETION_LINK, LINK_REFUSED, TOO_MANY } from './account-deletion-events';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type AccountDeletionMachine = typeof accountDeletionMachine;

function startDeletion(machine: AccountDeletionMachine) {
  const calls: string[] = [];
  const answers: Deferred<void>[] = [];
  let sessionsEnded = 0;
  const call = <I>(name: string) =>
    fromPromise<void, I>(() => {
      calls.push(name);
      const answer = deferred();
      answers.push(answer);
      return answer.promise;
    });
  const actor = createActor(
    machine.provide({
      actors: {
        requestLink: call<NonReducibleUnknown>('request'),
        checkLink: call<DeletionLink>('check'),
        deleteAccount: call<DeletionLink>('delete'),
      },
      actions: { endSession: () => void (sessionsEnded += 1) },
    }),
  ).start();
  const shows = () => ({
    step: selectDeletionStep(actor.getSnapshot()),
    busy: selectIsDeletionBusy(actor.getSnapshot()),
    errors: selectDeletionErrors(actor.getSnapshot()),
  });
  const idle = () => settle(actor, (snapshot) => !selectIsDeletionBusy(snapshot));
  return { actor, calls, answers, shows, idle, ended: () => sessionsEnded };
}

export const accountDeletionCases: ReadonlyArray<BehaviourCase<AccountDeletionMachine>> = [
  {
    name: 'the page starts by asking, with nothing sent',
    run(machine) {
      const deletion = startDeletion(machine);
      expect(deletion.shows()).toEqual({ step: 'ask', busy: false, errors: [] });
      expect(deletion.calls).toEqual([]);
    },
  },
  {
    name: 'asking mails the link once, and it can be asked again',
    async run(machine) {
      const deletion = startDeletion(machine);
      deletion.actor.send({ type: 'deletion.request' });
      deletion.actor.send({ type: 'deletion.request' });
      expect(deletion.calls).toEqual(['request']);
      deletion.answers[0]?.resolve();
      await deletion.idle();
      expect(deletion.shows().step).toBe('sent');
      deletion.actor.send({ type: 'deletion.request' });
      expect(deletion.calls).toEqual(['request', 'request']);
    },
  },
  {
    name: 'a refused request says why and stays on the question',
    async run(machine) {
      const deletion = startDeletion(machine);
      deletion.actor.send({ type: 'deletion.request' });
      deletion.answers[0]?.reject(refusal(TOO_MANY));
      await deletion.idle();
      expect(deletion.shows()).toEqual({ step: 'ask', busy: false, errors: [TOO_MANY] });
    },
  },
  {
    name: 'the link is checked before the last question, and only the confirmation deletes',
    async run(machine) {
      const deletion = startDeletion(machine);
      deletion.actor.send({ type: 'link.opened', link: DELETION_LINK });
      deletion.actor.send({ type: 'deletion.confirmed' });
      expect(deletion.calls).toEqual(['check']);
      deletion.answers[0]?.resolve();
      await deletion.idle();
      expect(deletion.shows()).toEqual({ step: 'confirm', busy: false, errors: [] });
      expect(deletion.ended()).toBe(0);
      deletion.actor.send({ type: 'deletion.confirmed' });
      deletion.actor.send({ type: 'deletion.confirmed' });
      expect(deletion.calls).toEqual(['check', 'delete']);
      deletion.answers[1]?.resolve();
      await deletion.idle();
      expect(deletion.shows().step).toBe('deleted');
      expect(deletion.ended()).toBe(1);
    },
  },
  {
    name: 'a refused link says so and offers a new one; the session stays',
    async run(machine) {
      const deletion = startDeletion(machine);
      deletion.actor.send({ type: 'link.opened', link: DELETION_LINK });
      deletion.answers[0]?.reject(refusal(LINK_REFUSED));
      await deletion.idle();
      expect(deletion.shows()).toEqual({
        step: 'linkRefused',
        busy: false,
        errors: [LINK_REFUSED],
      });
      deletion.actor.send({ type: 'deletion.request' });
      expect(deletion.calls).toEqual(['check', 'request']);
      expect(deletion.ended()).toBe(0);
    },
  },
  {
    name: 'a deletion refused at the last step ends nothing',
    async run(machine) {
      const deletion = startDeletion(machine);
      deletion.actor.send({ type: 'link.opened', link: DELETION_LINK });
      deletion.answers[0]?.resolve();
      await deletion.idle();
      deletion.actor.send({ type: 'deletion.confirmed' });
      deletion.answers[1]?.reject(refusal(LINK_REFUSED));
      await deletion.idle();
      expect(deletion.shows()).toMatchObject({ step: 'linkRefused', errors: [LINK_REFUSED] });
      expect(deletion.ended()).toBe(0);
    },
  },
];
