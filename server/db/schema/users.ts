/** The shoppers (users) of the shop. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);
