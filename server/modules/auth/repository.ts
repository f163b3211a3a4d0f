/** The users' SQL for login: lookup by e-mail and the TOTP replay guard. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, favorites, users } from '../../db/schema';
import type { ApiUser } from '../../http/envelope';

/** The columns a reply may show about a user (never the hash or the MFA secret). */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userTypeId: users.userTypeId,
  betaTester: users.betaTester,
  hasFavorites: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${users.id})`,
  companyId: sql<
    number | null
  >`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${users.id})`,
};

export interface PublicUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userTypeId: number;
  readonly betaTester: boolean;
  /** At least one favourite product ('I miei preferiti'). */
  readonly hasFavorites: boolean;
  /** The company of the shop-at-work subscription; null: none. */
  readonly companyId: number | null;
}

/** A user with what login checks; only `user` may reach a reply or the session. */
export interface LoginCandidate {
  readonly user: PublicUser;
  readonly passwordHash: string;
  readonly mfaSecret: string | null;
  /** Whether the e-mail address was confirmed (registration's link); login needs it. */
  readonly confirmed: boolean;
}

/** E-mails are stored lowercased; the login is compared the same way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findLoginCandidate(db: Db, email: string): Promise<LoginCandidate | null> {
  const rows = await db
    .select({
      user: publicUserColumns,
      passwordHash: users.passwordHash,
      mfaSecret: users.mfaSecret,
      confirmed: sql<boolean>`${users.confirmedAt} is not null`,
    })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records `step` as the user's last accepted TOTP step unless that step (or a later one) was
 * already used: one conditional UPDATE, so two requests racing with one code cannot both win.
 */
export async function claimMfaStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The envelope's `user` for a logged-in user. */
export function toApiUser(user: PublicUser): ApiUser {
  return {
    userId: user.id,
    login: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    betaTester: user.betaTester ? '1' : '0',
    hasFavorites: user.hasFavorites,
    ...(user.companyId === null ? {} : { companyId: user.companyId }),
    userType: { userTypeId: user.userTypeId },
  };
}
