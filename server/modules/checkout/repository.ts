/**
 * The SQL of the checkout beyond the cart module's: the cart's address, the cart's status
 * (frozen while checking out) and what the buy leaves of the cart. Callers pass the session
 * user's own cart (ensureCart), so every statement is scoped to that user.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, carts, cartServices } from '../../db/schema';
import type { AddressRow } from '../services/service-views';

export async function findAddress(db: Db, addressId: number): Promise<AddressRow | null> {
  const rows = await db.select().from(addresses).where(eq(addresses.id, addressId)).limit(1);
  return rows[0] ?? null;
}

export async function setCartStatus(
  tx: Db,
  cartId: number,
  userId: number,
  cartStatusId: number,
): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId })
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
}

/**
 * After the buy the cart keeps its address, store and warehouse but no slot (its place now
 * belongs to the order) and no infos (the comment and the invoice request went to the order).
 */
export async function clearBoughtService(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(cartServices)
    .set({ timeslotId: null, timeslotDate: null, infos: {} })
    .where(eq(cartServices.cartId, cartId));
}
