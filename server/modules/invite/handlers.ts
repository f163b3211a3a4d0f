/**
 * 'Invita i tuoi amici': the shopper's invite code and link, the friends who registered with it
 * (masked) and the vouchers their first delivered orders gave.
 */
import { INVITE_VOUCHER_CENTS, inviteLink, maskEmail, maskName } from '../../../src/domain/invite';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ok } from '../../http/envelope';
import { envelopeUser, requireLiveSession } from '../../plugins/session';
import { ensureInviteCode, friendsOf, vouchersEarned, type InvitedFriend } from './repository';

function toApiFriend(friend: InvitedFriend): Schemas['InviteFriend'] {
  return {
    name: maskName(friend.firstName, friend.lastName),
    email: maskEmail(friend.email),
    state: friend.rewarded ? 'primo ordine consegnato' : 'registrato',
    registeredOn: friend.registeredOn,
  };
}

const inviteSummary: OperationHandler<'inviteSummary'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const code = await ensureInviteCode(db, user.id);
  const friends = await friendsOf(db, user.id, code);
  return ok(
    {
      code,
      link: inviteLink(request.server.mail.publicUrl, code),
      friends: friends.map(toApiFriend),
      vouchersEarned: await vouchersEarned(db, user.id),
      voucherCents: INVITE_VOUCHER_CENTS,
    },
    envelopeUser(request),
  );
};

export const inviteHandlers = { inviteSummary };
