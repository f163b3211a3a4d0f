/** The SQL of two-factor enrolment: the pending secret, and turning the second factor on or off. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function twoFactorState(db: Db, userId: number) {
  const [row] = await db
    .select({
      secret: users.mfaSecret,
      pendingSecret: users.mfaPendingSecret,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Keeps a new secret to confirm, unless the account has two-factor on already. */
export async function startEnrolment(db: Db, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaPendingSecret: secret })
    .where(and(eq(users.id, userId), isNull(users.mfaSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The pending secret becomes the account's, its first code's step the last one used. */
export async function finishEnrolment(
  db: Db,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaSecret: secret, mfaPendingSecret: null, mfaLastStep: step })
    .where(and(eq(users.id, userId), eq(users.mfaPendingSecret, secret), isNull(users.mfaSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function turnOffTwoFactor(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
    .where(and(eq(users.id, userId), isNotNull(users.mfaSecret)));
}
