/**
 * The tokens mailed to a shopper to prove they own an address (confirm a registration, reset the
 * password, change the e-mail; later anonymise the account), and the mail requests that make
 * them. A token is random, stored only as its sha256, bound to one account and to the address it
 * was sent to, expiring and single use.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ACCOUNT_TOKEN_PURPOSES = [
  'registration-confirm',
  'password-reset',
  'email-change',
  'anonymize',
] as const;

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

const purposeList = sql.raw(ACCOUNT_TOKEN_PURPOSES.map((purpose) => `'${purpose}'`).join(', '));

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 24 }).$type<AccountTokenPurpose>().notNull(),
    /** sha256 hex of the token: a database leak does not leak usable links. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The address the token was mailed to (lowercased); it works only with that address. */
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was used, or replaced by a newer token of the same purpose; null: still usable. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('account_tokens_purpose', sql`${table.purpose} in (${purposeList})`),
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/**
 * A request for a mailed token that must not reveal whether the address has an account (a reset
 * link, a new confirmation link): the call only inserts one of these, whatever the address, and
 * the mail worker turns it into a token and a message when an account fits.
 */
export const accountMailRequests = pgTable(
  'account_mail_requests',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 24 }).$type<AccountTokenPurpose>().notNull(),
    /** Lowercased, as typed; it may belong to no account. */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('account_mail_requests_purpose', sql`${table.purpose} in (${purposeList})`)],
);
