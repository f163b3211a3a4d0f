/**
 * The friend-invite voucher: when an invited friend's order is delivered for the first time, the
 * inviter is assigned the 5 € certificate (AMICO5), once per friend and never for oneself. Runs in
 * the delivering transaction; the friend's user row is locked first (FOR NO KEY UPDATE), so
 * two deliveries at once wait for each other, and the rewards' primary key (the friend) refuses a
 * second voucher in any case.
 */
import { eq } from 'drizzle-orm';
import { INVITE_VOUCHER_CODE } from '../../../src/domain/invite';
import type { Db } from '../../db/client';
import {
  giftCertificateAssignments,
  giftCertificates,
  inviteCodes,
  inviteRewards,
  users,
} from '../../db/schema';

/** The inviter still to reward for this friend, with the voucher's certificate; null: none. */
async function pendingReward(tx: Db, friendUserId: number) {
  const [friend] = await tx
    .select({ inviteCode: users.inviteCode })
    .from(users)
    .where(eq(users.id, friendUserId))
    // Not FOR UPDATE: the delivering transaction of the friend's other order may hold the row's
    // key-share lock (its foreign keys), and FOR UPDATE would wait for it while it waits here.
    .for('no key update');
  if (friend?.inviteCode == null) return null;
  const [given] = await tx
    .select({ id: inviteRewards.friendUserId })
    .from(inviteRewards)
    .where(eq(inviteRewards.friendUserId, friendUserId));
  if (given !== undefined) return null;
  const [inviter] = await tx
    .select({ id: inviteCodes.userId })
    .from(inviteCodes)
    .where(eq(inviteCodes.code, friend.inviteCode));
  if (inviter === undefined || inviter.id === friendUserId) return null;
  const [voucher] = await tx
    .select({ id: giftCertificates.id })
    .from(giftCertificates)
    .where(eq(giftCertificates.code, INVITE_VOUCHER_CODE));
  return voucher === undefined ? null : { inviterId: inviter.id, certificateId: voucher.id };
}

/** Gives the friend's inviter their voucher unless it was given; answers whether it was now. */
export async function rewardInviterOf(tx: Db, friendUserId: number): Promise<boolean> {
  const pending = await pendingReward(tx, friendUserId);
  if (pending === null) return false;
  const [assignment] = await tx
    .insert(giftCertificateAssignments)
    .values({ certificateId: pending.certificateId, userId: pending.inviterId })
    .returning({ id: giftCertificateAssignments.id });
  if (assignment === undefined) throw new Error('The invite voucher was not assigned');
  await tx.insert(inviteRewards).values({
    friendUserId,
    inviterUserId: pending.inviterId,
    assignmentId: assignment.id,
  });
  return true;
}
