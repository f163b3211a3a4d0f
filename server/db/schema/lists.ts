/**
 * The shoppers' lists (the spec's wishlists): each list belongs to one shopper, holds at most one
 * line per product, and may be shared with other customers' e-mails, READ or WRITE.
 *
 * The database keeps the invariants: a name unique per owner whatever its case (a UNIQUE index on
 * lower(name)), one default list per owner (a partial UNIQUE index), one line per product and list
 * (so adding a product already there raises its line in one upsert), one share per e-mail and list.
 * A share names an e-mail, not an account: the customer who signs in with it sees the list.
 * A copy of a list (wishlist/copy) is the copier's own list and remembers its parent.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ListGrant } from '../../../src/domain/lists';
import type { CartItemInfo } from './cart-item-info';
import { products } from './catalog';
import { users } from './users';

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed, 1 to 60 characters (src/domain/lists.ts). */
    name: varchar('name', { length: 60 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The list this one was copied from (a list shared with the owner); null once it is gone. */
    parentWishlistId: integer('parent_wishlist_id').references((): AnyPgColumn => wishlists.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlists_user_name_idx').on(table.userId, sql`lower(${table.name})`),
    uniqueIndex('wishlists_user_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check(
      'wishlists_name_trimmed',
      sql`${table.name} = btrim(${table.name}) and ${table.name} <> ''`,
    ),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Pieces, or kilograms of a Sfuso product. */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    infos: jsonb('infos').$type<CartItemInfo>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('wishlist_items_line_idx').on(table.wishlistId, table.productId),
    check('wishlist_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    /** Lowercased, like users.email, so it joins the account that signs in with it. */
    email: varchar('email', { length: 254 }).notNull(),
    grant: varchar('grant', { length: 5 }).$type<Exclude<ListGrant, 'OWNER'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.wishlistId, table.email] }),
    index('wishlist_shares_email_idx').on(table.email),
    check('wishlist_shares_grant', sql`${table.grant} in ('READ', 'WRITE')`),
    check('wishlist_shares_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);
