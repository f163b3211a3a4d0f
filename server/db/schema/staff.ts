/**
 * The shop's staff (issue 16): who they are, their sessions (a cookie of their own, apart from
 * the shoppers' sessions), the customer a session acts for, and the append-only audit of what was
 * done while acting. SAML assertion ids are kept until they expire so an assertion works once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** The single-sign-on username (the assertion's `username`), stored lowercased. */
    username: varchar('username', { length: 100 }).notNull().unique(),
    displayName: varchar('display_name', { length: 200 }).notNull(),
    /** The backoffice password (argon2id) for sign-on without the identity provider; null: none. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret of the backoffice sign-on; null: no one-time code asked. */
    mfaSecret: text('mfa_secret'),
    mfaLastStep: integer('mfa_last_step'),
    /** The roles last asserted by the identity provider, or given to a backoffice account. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    check('staff_users_username_lowercase', sql`${table.username} = lower(${table.username})`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** sha256 hex of the token in the `ebsn_staff` cookie. */
    id: varchar('id', { length: 64 }).primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The customer this session acts for; null: the staff user acts as themselves. */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    actingSince: timestamp('acting_since', { withTimezone: true }),
    /** Acting ends after 30 minutes without a call. */
    actingLastSeenAt: timestamp('acting_last_seen_at', { withTimezone: true }),
    /** The SAML NameID and SessionIndex, for the identity provider's logout; null after backoffice sign-on. */
    samlNameId: text('saml_name_id'),
    samlSessionIndex: text('saml_session_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_sessions_staff_user_idx').on(table.staffUserId),
    index('staff_sessions_idle_expires_at_idx').on(table.idleExpiresAt),
  ],
);

/**
 * One row per state-changing call made while acting for a customer. Append-only: the migration
 * adds a trigger that refuses UPDATE and DELETE. No foreign keys, so a row outlives the accounts
 * it names (a deleted customer, a removed staff user).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').notNull(),
    staffUsername: varchar('staff_username', { length: 100 }).notNull(),
    customerUserId: integer('customer_user_id').notNull(),
    /** The contract's operationId, e.g. `cartAdd`. */
    operation: varchar('operation', { length: 100 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    statusCode: integer('status_code').notNull(),
    /** 'ok' when the envelope's status was 0, otherwise 'error'. */
    outcome: varchar('outcome', { length: 10 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_at_idx').on(table.at),
    index('staff_audit_customer_idx').on(table.customerUserId),
  ],
);

/** SAML assertion ids already accepted, kept until the assertion's NotOnOrAfter: no replay. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    id: varchar('id', { length: 256 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_assertions_expires_at_idx').on(table.expiresAt)],
);

/**
 * The ids of the authentication requests we sent to the identity provider, until they expire:
 * a response must answer one of them (InResponseTo), once.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: varchar('id', { length: 256 }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saml_requests_created_at_idx').on(table.createdAt)],
);
