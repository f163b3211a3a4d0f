/**
 * The database schema (Drizzle). Migrations in `./migrations` are generated from this file with
 * `npm run db:generate`; never edit a generated migration, add a new one.
 */
import { sql } from 'drizzle-orm';
import { CART_STATUS_OPEN } from '../../src/domain/cart-status';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orders } from './order-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** User type 2 is a customer (spec section 3). */
export const CUSTOMER_USER_TYPE_ID = 2;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased (the check below enforces it) so lookups need no lower() on the column. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    userTypeId: integer('user_type_id').notNull().default(CUSTOMER_USER_TYPE_ID),
    betaTester: boolean('beta_tester').notNull().default(false),
    /** Base32 TOTP secret; null means the user has no two-factor authentication. */
    mfaSecret: text('mfa_secret'),
    /** Last TOTP time step accepted, so a code cannot be replayed (RFC 6238 section 5.2). */
    mfaLastStep: integer('mfa_last_step'),
    createdAt: createdAt(),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the session token: a database leak does not leak usable tokens. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // The periodic cleanup deletes by expiry.
    index('sessions_idle_expires_at_idx').on(table.idleExpiresAt),
  ],
);

// Cart statuses are shared with the app (src/domain/delivery-services.ts).
export { CART_STATUS_OPEN } from '../../src/domain/cart-status';

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
  createdAt: createdAt(),
});

// The catalogue lives in its own file; drizzle-kit reads the tables through this export.
export * from './catalog-schema';
export * from './service-schema';
export * from './gift-schema';
export * from './order-schema';
export * from './order-extras-schema';
