/**
 * The order tables: an order made by checkout/buy from a cart (with a snapshot of its service and
 * its money in integer cents), its lines, the history of its statuses, and its payments through
 * the payment provider (the sandbox gateway). Invariants the database holds: one order per
 * (user, idempotency key), the totals add up, and at most one live payment (pending, authorized
 * or captured) per order.
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
import { ORDER_STATUS, ORDER_STATUS_IDS } from '../../src/domain/order-status';
import { products } from './catalog-schema';
import { users } from './schema';
import type { Schemas } from '../http/contract';
import { addresses, stores, timeslots, warehouses, type CartItemInfo } from './service-schema';

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

export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'declined',
  'abandoned',
  'captured',
  'voided',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const paymentStatusList = sql.raw(PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull().default('sandbox'),
    status: varchar('status', { length: 12 }).$type<PaymentStatus>().notNull().default('pending'),
    /** Copied from the order when the payment starts; the payment page never takes it from a form. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * 256 random bits, base64url: the hosted page's address (/payment-gateway/pay/<token>). It is
     * the only credential of the page, like a provider's checkout session id.
     */
    token: varchar('token', { length: 64 }).notNull().unique(),
    /** The provider's id of the authorisation. */
    providerReference: varchar('provider_reference', { length: 64 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** What the capture took (at most amountCents), once the final weights are known. */
    capturedCents: integer('captured_cents'),
    ...timestamps,
  },
  (table) => [
    index('payments_order_id_idx').on(table.orderId),
    // A retry needs the previous payment declined or abandoned: never two live ones.
    uniqueIndex('payments_one_live_per_order_idx')
      .on(table.orderId)
      .where(sql`${table.status} in ('pending', 'authorized', 'captured')`),
    check('payments_status', sql`${table.status} in (${paymentStatusList})`),
    check('payments_amount', sql`${table.amountCents} > 0`),
    check(
      'payments_captured',
      sql`${table.capturedCents} is null or ${table.capturedCents} between 0 and ${table.amountCents}`,
    ),
  ],
);
