/**
 * The SAML ids the shop keeps in the database, so every process knows them (./saml.ts): the
 * requests sent (node-saml's InResponseTo cache) and the assertions accepted (each signs on once).
 */
import type { CacheProvider } from '@node-saml/node-saml';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { samlAssertions, samlRequests } from '../../db/schema';

/** A request this old is forgotten: its response is refused. */
export const REQUEST_LIFETIME_MS = 10 * 60 * 1000;

const requestExpiry = sql`now() - ${REQUEST_LIFETIME_MS}::integer * interval '1 millisecond'`;

/** node-saml's request-id cache. */
export function samlRequestCache(db: Db): CacheProvider {
  return {
    async saveAsync(key) {
      const rows = await db
        .insert(samlRequests)
        .values({ id: key })
        .onConflictDoNothing()
        .returning({ createdAt: samlRequests.createdAt });
      const row = rows[0];
      return row === undefined
        ? null
        : { value: row.createdAt.toISOString(), createdAt: row.createdAt.getTime() };
    },
    // node-saml reads the value as the instant the request was made.
    async getAsync(key) {
      const rows = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(and(eq(samlRequests.id, key), sql`${samlRequests.createdAt} > ${requestExpiry}`));
      return rows[0]?.createdAt.toISOString() ?? null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const rows = await db
        .delete(samlRequests)
        .where(eq(samlRequests.id, key))
        .returning({ id: samlRequests.id });
      return rows[0]?.id ?? null;
    },
  };
}

/**
 * Claims an assertion id until `expiresAt` (an insert that fails on a known id, so the same
 * response posted twice, even at once, signs on once); false when it was claimed before.
 */
export async function claimSamlAssertion(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const claimed = await db
    .insert(samlAssertions)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.id });
  return claimed.length > 0;
}

/** Removes the ids of requests and assertions that can no longer be answered or replayed. */
export async function forgetExpiredSamlIds(db: Db): Promise<void> {
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, sql`now()`));
  await db.delete(samlRequests).where(lt(samlRequests.createdAt, requestExpiry));
}
