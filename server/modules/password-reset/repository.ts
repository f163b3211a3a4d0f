/**
 * The password's SQL: read the account's hash, store a new one. Scoped to one user id the caller
 * proved (a live session or a mailed token).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { accountContactColumns, type AccountContact } from '../registration/repository';

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]?.passwordHash ?? null;
}

/**
 * Stores the new password hash; with `confirmAt`, the account counts as confirmed too (a reset
 * link proved the address). Returns the account for the notice mail.
 */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  confirmAt: Date | null,
): Promise<AccountContact | null> {
  const rows = await db
    .update(users)
    .set({
      passwordHash,
      ...(confirmAt === null
        ? {}
        : {
            confirmedAt: sql`coalesce(${users.confirmedAt}, ${confirmAt.toISOString()}::timestamptz)`,
          }),
    })
    .where(eq(users.id, userId))
    .returning(accountContactColumns);
  return rows[0] ?? null;
}
