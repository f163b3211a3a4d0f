/**
 * The payments of orders through the payment provider (the sandbox gateway). The database holds
 * at most one live payment (pending, authorized or captured) per order.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
