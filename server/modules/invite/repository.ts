/**
 * The friend-invite SQL: the shopper's personal code (made on first use: random, retried on the
 * rare collision, unique in the database), the friends who registered with it and the vouchers
 * they gave. Every query is scoped to the session's user id.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../../src/domain/invite';
import type { Db } from '../../db/client';
import { inviteCodes, inviteRewards, users } from '../../db/schema';

function randomCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    code += INVITE_CODE_ALPHABET.charAt(randomInt(INVITE_CODE_ALPHABET.length));
  }
  return code;
}

async function codeOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(eq(inviteCodes.userId, userId));
  return row?.code ?? null;
}

/** The user's invite code, made now if the user has none. */
export async function ensureInviteCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await codeOf(db, userId);
    if (existing !== null) return existing;
    // A taken code or a code made meanwhile by another request: nothing inserted, try again.
    await db.insert(inviteCodes).values({ userId, code: randomCode() }).onConflictDoNothing();
  }
  throw new Error(`No invite code could be made for user ${userId}`);
}

export interface InvitedFriend {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly registeredOn: string;
  readonly rewarded: boolean;
}

/** The accounts registered with the code (never the inviter's own), oldest first. */
export async function friendsOf(db: Db, userId: number, code: string): Promise<InvitedFriend[]> {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      registeredOn: sql<string>`to_char(${users.createdAt} at time zone 'Europe/Rome', 'YYYY-MM-DD')`,
      rewarded: sql<boolean>`exists (select 1 from ${inviteRewards} where ${inviteRewards.friendUserId} = ${users.id} and ${inviteRewards.inviterUserId} = ${userId})`,
    })
    .from(users)
    .where(and(eq(users.inviteCode, code), ne(users.id, userId)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function vouchersEarned(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(inviteRewards)
    .where(eq(inviteRewards.inviterUserId, userId));
  return row?.value ?? 0;
}
