/**
 * The SQL of the e-mail change: the account takes the new address only while no other account
 * has it. The unique index on users.email has the last word when two changes (or a registration)
 * race for one address; the loser's transaction fails with a unique violation, which the caller
 * answers like a taken address.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { publicUserColumns, type PublicUser } from '../session/repository';

/**
 * Makes `newEmail` (normalised) the login of `userId` unless another account has it; the link
 * proved the address, so the account counts as confirmed. Null when the address is taken.
 */
export async function changeAccountEmail(
  db: Db,
  userId: number,
  newEmail: string,
  now: Date,
): Promise<PublicUser | null> {
  const rows = await db
    .update(users)
    .set({
      email: newEmail,
      confirmedAt: sql`coalesce(${users.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} as other where other.email = ${newEmail})`,
      ),
    )
    .returning(publicUserColumns);
  return rows[0] ?? null;
}

/** A PostgreSQL unique violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null;) {
    if ('code' in cause && cause.code === '23505') return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}
