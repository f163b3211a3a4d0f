/** The carts' SQL, always scoped by the session user. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';

export interface CartRecord {
  readonly id: number;
  readonly cartStatusId: number;
  /** The order the cart is changing (status 7), or null. */
  readonly modifyingOrderId: number | null;
}

const cartColumns = {
  id: carts.id,
  cartStatusId: carts.cartStatusId,
  modifyingOrderId: carts.modifyingOrderId,
};

/**
 * The user's cart, created on first use. The insert relies on the unique user_id (ON CONFLICT DO
 * NOTHING), so two first views at once still give the user one cart.
 */
export async function ensureCart(db: Db, userId: number): Promise<CartRecord> {
  const existing = await db
    .select(cartColumns)
    .from(carts)
    .where(eq(carts.userId, userId))
    .limit(1);
  if (existing[0] !== undefined) return existing[0];
  const created = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId })
    .returning(cartColumns);
  if (created[0] !== undefined) return created[0];
  const raced = await db.select(cartColumns).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (raced[0] === undefined)
    throw new Error(`Cart of user ${userId} vanished while being created`);
  return raced[0];
}

/**
 * Locks the user's cart row until the transaction ends (SELECT ... FOR UPDATE): every change of
 * a cart (its lines, its gift codes, where it is served and its slot) starts here, so two requests
 * on one cart run one after the other and the limits they check still hold when they write.
 */
export async function lockCart(tx: Db, cartId: number, userId: number): Promise<CartRecord> {
  const rows = await tx
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update');
  if (rows[0] === undefined) throw new Error(`Cart ${cartId} of user ${userId} vanished`);
  return rows[0];
}
