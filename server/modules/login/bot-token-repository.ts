/** The bot check's used tokens: each solution is accepted once, until its challenge expires. */
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { botCheckTokens } from '../../db/schema';

/** Records a token as used, kept until `expiresAt`; false when it had been used before. */
export async function recordUsedBotToken(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(botCheckTokens)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: botCheckTokens.id });
  return inserted.length > 0;
}

/** Removes the rows of tokens whose challenges have expired (they are refused anyway); returns how many. */
export async function deleteExpiredBotTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(botCheckTokens)
    .where(lte(botCheckTokens.expiresAt, sql`now()`))
    .returning({ id: botCheckTokens.id });
  return rows.length;
}
