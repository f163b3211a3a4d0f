/**
 * The cart: one per shopper, its lines, the service it is set up for (address, store, warehouse
 * and booked slot) and the gift codes applied to it. A cart changing an order (order/modify)
 * points at the order and remembers the order's gift codes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CART_STATUS_OPEN } from '../../../src/domain/cart-status';
import { products } from './catalog';
import { giftCertificates, giftCertificateUses } from './gifts';
import type { CartItemInfo } from './cart-item-info';
import { orders } from './orders';
import { addresses, stores, timeslots, warehouses } from './services';
import { users } from './users';

/**
 * A gift code an order held when its modification started (the use went back to the cart), so
 * cancelling the modification gives the order the same codes even if the shopper removed one.
 */
export interface ModifiedOrderGiftCode {
  readonly certificateId: number;
  readonly assignmentId: number | null;
  readonly singleUse: boolean;
}

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  /** One cart per user, created lazily on the first cart view. */
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  cartStatusId: integer('cart_status_id').notNull().default(CART_STATUS_OPEN),
  /**
   * The confirmed order this cart is changing (order/modify, cart status 7); null otherwise. One
   * cart per order. The order keeps its own slot booking meanwhile.
   */
  modifyingOrderId: integer('modifying_order_id')
    .unique()
    .references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  /** The order's gift codes when the modification started; empty when not modifying. */
  modifyingOrderGiftCodes: jsonb('modifying_order_gift_codes')
    .$type<ModifiedOrderGiftCode[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The service a cart is set up for: address, store, warehouse and booked slot. */
export const cartServices = pgTable('cart_services', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  addressId: integer('address_id').references(() => addresses.id),
  deliveryServiceId: integer('delivery_service_id'),
  storeId: integer('store_id').references(() => stores.id),
  warehouseId: integer('warehouse_id').references(() => warehouses.id),
  timeslotId: integer('timeslot_id').references(() => timeslots.id),
  timeslotDate: date('timeslot_date'),
  /** cartInfos of the spec: order_comment and need_invoice ('true'/'false'). */
  infos: jsonb('infos').$type<Record<string, string>>().notNull().default({}),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Pieces (Pezzo, Confezione) or kilograms (Sfuso). */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** The chosen product options, parameterName → option key. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    /** False when the shopper declined a selectable promotion: the line pays the standard price. */
    promoApplied: boolean('promo_applied').notNull().default(true),
    infos: jsonb('infos').$type<CartItemInfo>().notNull().default({}),
    insertionTypeId: integer('insertion_type_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_cart_id_idx').on(table.cartId),
    // A product with the same options is one line: adding again raises its quantity.
    uniqueIndex('cart_items_line_idx').on(table.cartId, table.productId, table.options),
    check('cart_items_quantity', sql`${table.quantity} > 0`),
  ],
);

/** The codes applied to a cart, each with its pending use. */
export const cartGiftCodes = pgTable(
  'cart_gift_codes',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => giftCertificates.id),
    useId: integer('use_id')
      .notNull()
      .unique()
      .references(() => giftCertificateUses.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.certificateId] })],
);
