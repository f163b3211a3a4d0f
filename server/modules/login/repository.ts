/** The users' SQL for login: lookup by e-mail and the TOTP replay guard. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { publicUserColumns, type PublicUser } from '../session/repository';

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
