/** The shoppers (users) of the shop. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
    /** The secret of an enrolment under way: it becomes mfaSecret once its first code is right. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** Optional, as typed (an Italian landline or mobile); null when not given. */
    phone: varchar('phone', { length: 30 }),
    /** Upper-case person's fiscal code; null for accounts made before registration asked it. */
    fiscalCode: varchar('fiscal_code', { length: 16 }),
    birthDate: date('birth_date'),
    /**
     * The shopper's store at registration. No foreign key: the stores are seeded reference data
     * in services.ts, which references this table; registration checks the id exists.
     */
    storeId: integer('store_id'),
    /** The friend's invite code the shopper registered with. */
    inviteCode: varchar('invite_code', { length: 32 }),
    /** When the e-mail address was confirmed; null: not yet, and login is refused. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);
