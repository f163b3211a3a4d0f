/**
 * What a shopper adds to an order after placing it: the rating (one note per order), the parking
 * reservation of a store pickup (one per order, the latest announcement wins) and the order's
 * access token for the read-only view without login (token-order/view).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './order-schema';
import { users } from './schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
