/**
 * The order tables: an order made by checkout/buy from a cart (with a snapshot of its service and
 * its money in integer cents), its lines and the history of its statuses; and what a shopper adds
 * to an order after placing it: the rating (one note per order), the parking reservation of a
 * store pickup (one per order, the latest announcement wins) and the order's access token for the
 * read-only view without login (token-order/view). Invariants the database holds: one order per
 * (user, idempotency key) and the totals add up. Its payments are in payments.ts.
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
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUS, ORDER_STATUS_IDS } from '../../../src/domain/order-status';
import { products } from './catalog';
import { users } from './users';
import type { Schemas } from '../../http/contract';
import type { CartItemInfo } from './cart-item-info';
import { addresses, stores, timeslots, warehouses } from './services';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const statusIdList = sql.raw(ORDER_STATUS_IDS.join(', '));

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec section 4: 1 waiting for payment, 3 ordered, ... 10 cancelled. */
    statusId: integer('status_id').notNull().default(ORDER_STATUS.inValidation),
    // The service as it was at the buy.
    deliveryServiceId: integer('delivery_service_id').notNull(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    /** The address as the shopper saw it at the buy; their own address may change later. */
    shippingAddress: jsonb('shipping_address').$type<Schemas['Address']>().notNull(),
    storeId: integer('store_id').references(() => stores.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** The slot's place in timeslot_bookings moved from the cart to the order. */
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    timeslotDate: date('timeslot_date').notNull(),
    // Money, integer cents.
    goodsCents: integer('goods_cents').notNull(),
    /** The part of the goods sold by weight (Sfuso). */
    variableCents: integer('variable_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    packagingTypeId: integer('packaging_type_id').notNull(),
    bags: integer('bags').notNull(),
    packagingCents: integer('packaging_cents').notNull(),
    /** goods − discount + delivery fee + packaging. */
    grossTotalCents: integer('gross_total_cents').notNull(),
    preAuthorizedCents: integer('pre_authorized_cents').notNull(),
    /** Set when the final weights are known and the amount is taken. */
    capturedCents: integer('captured_cents'),
    orderComment: text('order_comment'),
    needInvoice: boolean('need_invoice').notNull().default(false),
    paymentTypeId: integer('payment_type_id').notNull(),
    /** The client's Idempotency-Key of the buy: the same key never makes a second order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /**
     * The Idempotency-Key of the last checkout/buy that re-confirmed a modification of the order
     * (order/modify): the same key answers that re-confirmation again and changes nothing.
     */
    modificationKey: varchar('modification_key', { length: 64 }),
    /** Until when the order waits for its payment. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The sweep of unpaid orders reads the ones waiting for a payment by deadline.
    index('orders_unpaid_deadline_idx')
      .on(table.paymentDeadline)
      .where(sql`${table.statusId} = ${sql.raw(String(ORDER_STATUS.inValidation))}`),
    check('orders_status_id', sql`${table.statusId} in (${statusIdList})`),
    check(
      'orders_money',
      sql`${table.goodsCents} >= 0 and ${table.variableCents} between 0 and ${table.goodsCents}
        and ${table.discountCents} between 0 and ${table.goodsCents}
        and ${table.deliveryFeeCents} >= 0 and ${table.packagingCents} >= 0
        and ${table.preAuthorizedCents} >= ${table.grossTotalCents}
        and (${table.capturedCents} is null or ${table.capturedCents} between 0 and ${table.preAuthorizedCents})`,
    ),
    check(
      'orders_gross_total',
      sql`${table.grossTotalCents} = ${table.goodsCents} - ${table.discountCents} + ${table.deliveryFeeCents} + ${table.packagingCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's name at the buy. */
    name: varchar('name', { length: 160 }).notNull(),
    /** Pieces, or kilograms of a Sfuso line. */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    soldByWeight: boolean('sold_by_weight').notNull(),
    /** Kilograms weighed when the order is prepared (Sfuso lines). */
    finalWeight: numeric('final_weight', { precision: 12, scale: 3, mode: 'number' }),
    /** The price paid per piece or kg (with the promotion unless it was declined). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    grossTotalCents: integer('gross_total_cents').notNull(),
    /** What the promotion saved on the line. */
    discountCents: integer('discount_cents').notNull().default(0),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    infos: jsonb('infos').$type<CartItemInfo>().notNull().default({}),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId),
    check('order_items_quantity', sql`${table.quantity} > 0`),
    check(
      'order_items_money',
      sql`${table.unitPriceCents} >= 0 and ${table.grossTotalCents} >= 0 and ${table.discountCents} >= 0`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_id_idx').on(table.orderId)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    /** One note per order: a second add is refused by the database too. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    comment: varchar('comment', { length: 500 }),
    ...timestamps,
  },
  (table) => [
    index('order_notes_user_id_idx').on(table.userId),
    check('order_notes_rating', sql`${table.rating} between 1 and 5`),
  ],
);

export const parkingReservations = pgTable('parking_reservations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** Metres from the store the shopper announced. */
  distance: integer('distance').notNull(),
  reservationInfo: varchar('reservation_info', { length: 200 }),
  ...timestamps,
});

export const orderAccessTokens = pgTable('order_access_tokens', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** 256 random bits, base64url: the only credential of the read-only order view. */
  token: varchar('token', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrderNoteRow = typeof orderNotes.$inferSelect;
