/**
 * Social login and the bot check (issue 16): the Google or Facebook accounts linked to a shopper,
 * the sign-ins under way (state, nonce and PKCE verifier, kept by the hash of the state), the
 * provider's details a registration may start from, and the bot-check tokens already used.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const socialIdentities = pgTable(
  'social_identities',
  {
    /** 'google' or 'facebook'. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's `sub`. */
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/** A sign-in sent to the provider and not back yet: single use, a few minutes long. */
export const socialLogins = pgTable(
  'social_logins',
  {
    /** sha256 hex of the `state` sent to the provider. */
    id: varchar('id', { length: 64 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    /** Started by the mobile app (its redirect calls). */
    mobile: boolean('mobile').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_logins_expires_at_idx').on(table.expiresAt)],
);

/**
 * The provider's account after a sign-in that matched no shopper: registration starts from it
 * (`registration/social_user_detail`) and links it. Found by the hash of a cookie's token.
 */
export const socialRegistrations = pgTable(
  'social_registrations',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerified: boolean('email_verified').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_registrations_expires_at_idx').on(table.expiresAt)],
);

/** Bot-check (proof-of-work) solutions already accepted, kept until their challenge expires. */
export const botCheckTokens = pgTable(
  'bot_check_tokens',
  {
    /** sha256 hex of the challenge's signature. */
    id: varchar('id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bot_check_tokens_expires_at_idx').on(table.expiresAt)],
);
