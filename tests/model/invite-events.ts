/**
 * The events the invite model may take: the share button, and what the share sheet and the
 * clipboard answer.
 */
import type { EventFromLogic } from 'xstate';
import type { inviteMachine } from '../../machines/invite/invite.machine';

type InviteEvent = EventFromLogic<typeof inviteMachine>;

export const INVITE_LINK = 'https://spesa.example.it/registration-user?invite=K7M2QX4P';

export const inviteEvents = (): InviteEvent[] =>
  [
    { type: 'link.share', link: INVITE_LINK },
    { type: 'xstate.done.actor.shareLink', output: 'shared' },
    { type: 'xstate.done.actor.shareLink', output: 'dismissed' },
    { type: 'xstate.error.actor.shareLink', error: new Error('no share sheet') },
    { type: 'xstate.done.actor.copyLink' },
    { type: 'xstate.error.actor.copyLink', error: new Error('NotAllowedError') },
  ] as unknown as InviteEvent[];
