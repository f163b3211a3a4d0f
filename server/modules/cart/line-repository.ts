/**
 * The SQL of cart lines (with what their products ask of a time slot), the cart's service choice
 * and infos, and the purchase-limit groups.
 * Every line query names the cart, which callers take from the session user's own cart, so a
 * line of someone else's cart is never read or changed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SlotRuleInfos } from '../../../src/domain/timeslot-rules';
import type { Db } from '../../db/client';
import {
  cartItems,
  cartServices,
  productClasses,
  products,
  purchaseLimitGroups,
  type CartItemInfo,
} from '../../db/schema';

/** Chosen product options, parameterName → option key. */
export type LineOptions = Readonly<Record<string, string>>;

export interface LineRecord {
  readonly id: number;
  readonly productId: number;
  readonly quantity: number;
  readonly options: LineOptions;
  readonly promoApplied: boolean;
  readonly infos: CartItemInfo;
  readonly insertionTypeId: number;
}

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  options: cartItems.options,
  promoApplied: cartItems.promoApplied,
  infos: cartItems.infos,
  insertionTypeId: cartItems.insertionTypeId,
};

/** The cart's lines in the order they were added. */
export function cartLineRows(db: Db, cartId: number): Promise<LineRecord[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

export interface NewLine {
  readonly productId: number;
  readonly quantity: number;
  readonly options: LineOptions;
  readonly promoApplied: boolean;
  readonly infos: CartItemInfo;
}

/**
 * Adds a line, or raises the quantity of the line with the same product and options (the unique
 * cart_items_line_idx); the latest promo choice wins and new infos are merged in.
 */
export async function addToLine(db: Db, cartId: number, line: NewLine): Promise<void> {
  await db
    .insert(cartItems)
    .values({ cartId, ...line, options: { ...line.options }, infos: { ...line.infos } })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.options],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        promoApplied: sql`excluded.promo_applied`,
        infos: sql`${cartItems.infos} || excluded.infos`,
      },
    });
}

export async function setLineQuantity(
  db: Db,
  cartId: number,
  itemId: number,
  quantity: number,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

export async function deleteLines(
  db: Db,
  cartId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, [...itemIds])));
}

export async function deleteAllLines(db: Db, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** Sets the given keys of a line's infos, keeping the others. */
export async function mergeLineInfos(
  db: Db,
  cartId: number,
  itemId: number,
  infos: CartItemInfo,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ infos: sql`${cartItems.infos} || ${JSON.stringify(infos)}::jsonb` })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

/** Whether the cart has both an address and a time slot (cart_services, filled on selection). */
export async function hasChosenService(db: Db, cartId: number): Promise<boolean> {
  const rows = await db
    .select({ addressId: cartServices.addressId, timeslotId: cartServices.timeslotId })
    .from(cartServices)
    .where(eq(cartServices.cartId, cartId));
  const row = rows[0];
  return row !== undefined && row.addressId !== null && row.timeslotId !== null;
}

/** Sets one cartInfos key, creating the cart's service row when it has none yet. */
export async function setCartInfo(
  db: Db,
  cartId: number,
  property: string,
  value: string,
): Promise<void> {
  await db
    .insert(cartServices)
    .values({ cartId, infos: { [property]: value } })
    .onConflictDoUpdate({
      target: cartServices.cartId,
      set: { infos: sql`${cartServices.infos} || excluded.infos` },
    });
}

export interface LimitGroupRecord {
  readonly productClassId: number;
  readonly name: string;
  readonly maxQuantity: number;
  readonly unit: string;
}

/** The product classes that are purchase-limit groups, read where the limits are enforced. */
export function purchaseLimitGroupRows(db: Db): Promise<LimitGroupRecord[]> {
  return db
    .select({
      productClassId: purchaseLimitGroups.productClassId,
      name: productClasses.name,
      maxQuantity: purchaseLimitGroups.maxQuantity,
      unit: purchaseLimitGroups.unit,
    })
    .from(purchaseLimitGroups)
    .innerJoin(productClasses, eq(productClasses.id, purchaseLimitGroups.productClassId))
    .orderBy(asc(purchaseLimitGroups.productClassId));
}

/** The productInfos of the cart's lines (LEAD_TIME, DAY_LOCK, PRODUCT_LOCK_CUTOFF...). */
export async function cartProductInfos(db: Db, cartId: number): Promise<SlotRuleInfos[]> {
  const rows = await db
    .select({ infos: products.infos })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
  return rows.map((row) => row.infos);
}
