/** The inviter a registration's invite code names. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inviteCodes, users } from '../../db/schema';

/** The e-mail of the customer whose personal invite code this is; null: no such code. */
export async function inviterEmailOf(db: Db, code: string): Promise<string | null> {
  const rows = await db
    .select({ email: users.email })
    .from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.userId))
    .where(eq(inviteCodes.code, code))
    .limit(1);
  return rows[0]?.email ?? null;
}
