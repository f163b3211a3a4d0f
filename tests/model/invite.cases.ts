/**
 * Sharing the invite link of 'Invita i tuoi amici': the browser's share sheet where there is one;
 * otherwise (or when it fails) the link copied to the clipboard with 'Link copiato'; a refused
 * clipboard leaves a message to copy the link by hand; a share sheet closed without choosing
 * changes nothing.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsSharing,
  selectShareResult,
  type inviteMachine,
  type ShareOutcome,
} from '../../machines/invite/invite.machine';
import { deferred, flush, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { INVITE_LINK } from './invite-events';

type InviteMachine = typeof inviteMachine;

/** The share button with a share sheet and a clipboard the test answers one by one. */
function startInvite(machine: InviteMachine) {
  const calls: string[] = [];
  const shares: Deferred<ShareOutcome>[] = [];
  const copies: Deferred<void>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        shareLink: fromPromise<ShareOutcome, { link: string }>(({ input }) => {
          calls.push(`share ${input.link}`);
          const answer = deferred<ShareOutcome>();
          shares.push(answer);
          return answer.promise;
        }),
        copyLink: fromPromise<void, { link: string }>(({ input }) => {
          calls.push(`copy ${input.link}`);
          const answer = deferred();
          copies.push(answer);
          return answer.promise;
        }),
      },
    }),
  ).start();
  const shows = () => ({
    busy: selectIsSharing(actor.getSnapshot()),
    result: selectShareResult(actor.getSnapshot()),
  });
  const settled = () => settle(actor, (snapshot) => !selectIsSharing(snapshot));
  const share = () => actor.send({ type: 'link.share', link: INVITE_LINK });
  return { actor, calls, shares, copies, shows, settled, share };
}

const noShareSheet = () => new Error('no share sheet');

export const inviteCases: ReadonlyArray<BehaviourCase<InviteMachine>> = [
  {
    name: 'the button starts with nothing to say',
    run(machine) {
      expect(startInvite(machine).shows()).toEqual({ busy: false, result: null });
    },
  },
  {
    name: 'sharing offers the link through the share sheet first, and waits for it',
    run(machine) {
      const { calls, shows, share } = startInvite(machine);
      share();
      expect(calls).toEqual([`share ${INVITE_LINK}`]);
      expect(shows()).toEqual({ busy: true, result: null });
      // A second tap while the sheet is open offers nothing more.
      share();
      expect(calls).toEqual([`share ${INVITE_LINK}`]);
    },
  },
  {
    name: 'a link shared through the share sheet says so, and copies nothing',
    async run(machine) {
      const { calls, shares, shows, settled, share } = startInvite(machine);
      share();
      shares[0]?.resolve('shared');
      await settled();
      expect(shows()).toEqual({ busy: false, result: 'shared' });
      expect(calls).toEqual([`share ${INVITE_LINK}`]);
    },
  },
  {
    name: 'a share sheet closed without choosing changes nothing',
    async run(machine) {
      const { calls, shares, shows, settled, share } = startInvite(machine);
      share();
      shares[0]?.resolve('dismissed');
      await settled();
      expect(shows()).toEqual({ busy: false, result: null });
      expect(calls).toEqual([`share ${INVITE_LINK}`]);
    },
  },
  {
    name: "without a share sheet the link is copied to the clipboard and 'Link copiato' shows",
    async run(machine) {
      const { calls, shares, copies, shows, settled, share } = startInvite(machine);
      share();
      shares[0]?.reject(noShareSheet());
      await flush();
      expect(calls).toEqual([`share ${INVITE_LINK}`, `copy ${INVITE_LINK}`]);
      expect(shows()).toEqual({ busy: true, result: null });
      copies[0]?.resolve();
      await settled();
      expect(shows()).toEqual({ busy: false, result: 'copied' });
    },
  },
  {
    name: 'a clipboard that refuses leaves the message to copy the link by hand',
    async run(machine) {
      const { copies, shares, shows, settled, share } = startInvite(machine);
      share();
      shares[0]?.reject(noShareSheet());
      await flush();
      copies[0]?.reject(new Error('NotAllowedError'));
      await settled();
      expect(shows()).toEqual({ busy: false, result: 'failed' });
    },
  },
  {
    name: 'sharing again after a copy, or a failure, offers the link again',
    async run(machine) {
      const { calls, copies, shares, shows, settled, share } = startInvite(machine);
      share();
      shares[0]?.reject(noShareSheet());
      await flush();
      copies[0]?.reject(new Error('NotAllowedError'));
      await settled();
      share();
      expect(shows()).toEqual({ busy: true, result: null });
      shares[1]?.resolve('shared');
      await settled();
      expect(shows()).toEqual({ busy: false, result: 'shared' });
      expect(calls).toEqual([
        `share ${INVITE_LINK}`,
        `copy ${INVITE_LINK}`,
        `share ${INVITE_LINK}`,
      ]);
    },
  },
];
