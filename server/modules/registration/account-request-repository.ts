/**
 * The queue of account mail requests (./account-requests.ts): one INSERT per call, whatever the
 * address; the mail worker takes them oldest first.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountMailRequests } from '../../db/schema';
import type { MailedTokenPurpose } from './token-repository';

export async function queueAccountMailRequest(
  db: Db,
  purpose: MailedTokenPurpose,
  email: string,
): Promise<void> {
  await db.insert(accountMailRequests).values({ purpose, email });
}

/**
 * Takes the oldest waiting request off the queue (call it in a transaction: the row stays locked,
 * and skipped by other workers, until it ends); null when none waits.
 */
export async function takeOldestAccountMailRequest(tx: Db) {
  const [request] = await tx
    .select()
    .from(accountMailRequests)
    .orderBy(asc(accountMailRequests.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (request === undefined) return null;
  await tx.delete(accountMailRequests).where(eq(accountMailRequests.id, request.id));
  return request;
}
