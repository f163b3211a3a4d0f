/**
 * The SQL of the checkout beyond the cart module's: the cart's address and the cart's status
 * (frozen while checking out). Callers pass the session user's own cart (ensureCart), so every
 * statement is scoped to that user.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, carts } from '../../db/schema';
import type { AddressRow } from '../cart/address-views';

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
