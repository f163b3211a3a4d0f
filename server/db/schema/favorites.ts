/**
 * A shopper's favourite products ('I miei preferiti'): one row per shopper and product, so adding
 * a favourite twice changes nothing; the newest first in the preferred listing.
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('favorites_user_created_idx').on(table.userId, table.createdAt),
  ],
);
