/**
 * The SQL of order access tokens, the only credential of the read-only order view without login.
 * A token is made for an order found with its owner (the session user); a token read answers the
 * owner only for that order's own token.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderAccessTokens, orders } from '../../db/schema';

/** The order's access token, made on first use (two at once keep the first). */
export async function ensureAccessToken(db: Db, orderId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(orderAccessTokens).values({ orderId, token }).onConflictDoNothing();
  const rows = await db
    .select({ token: orderAccessTokens.token })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.orderId, orderId));
  const stored = rows[0]?.token;
  if (stored === undefined) throw new Error('The order has no access token');
  return stored;
}

/** The owner of `orderId` when `token` is that order's access token. */
export async function ownerOfToken(db: Db, orderId: number, token: string): Promise<number | null> {
  const rows = await db
    .select({ userId: orders.userId })
    .from(orderAccessTokens)
    .innerJoin(orders, eq(orders.id, orderAccessTokens.orderId))
    .where(and(eq(orderAccessTokens.orderId, orderId), eq(orderAccessTokens.token, token)));
  return rows[0]?.userId ?? null;
}
