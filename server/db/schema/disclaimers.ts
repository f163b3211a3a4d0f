/**
 * The disclaimers a shopper accepts or declines (spec: registration disclaimer and user
 * disclaimer records): the terms and privacy notice registration requires, and optional consents,
 * with the history of every answer, which proves a consent (GDPR art. 7(1)).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The registration form's module type (spec: registration-disclaimer/list default). */
export const REGISTRATION_MODULE_TYPE_ID = 2;

export const registrationDisclaimers = pgTable('registration_disclaimers', {
  /** Seeded with fixed ids, which the app sends back with the shopper's answers. */
  id: integer('id').primaryKey(),
  registrationModuleTypeId: integer('registration_module_type_id')
    .notNull()
    .default(REGISTRATION_MODULE_TYPE_ID),
  /** The one store it applies to; null: every store. */
  storeId: integer('store_id'),
  title: varchar('title', { length: 120 }).notNull(),
  /** Plain text or simple HTML, sanitised by the app before it is shown. */
  text: text('text').notNull(),
  required: boolean('required').notNull(),
  /** Lower first. */
  priority: integer('priority').notNull(),
});

/** A shopper's answer to a disclaimer, the latest one kept, with the wording it answered. */
export const userDisclaimers = pgTable(
  'user_disclaimers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationDisclaimerId: integer('registration_disclaimer_id')
      .notNull()
      .references(() => registrationDisclaimers.id),
    value: boolean('value').notNull(),
    /**
     * sha256 hex of the wording answered: an answer counts only while the disclaimer still says
     * that, so a changed privacy notice is asked again.
     */
    textSha256: varchar('text_sha256', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.registrationDisclaimerId] })],
);

/** Where an answer was given: the registration form, the profile's dialog, the demo seed. */
export const CONSENT_SOURCES = ['registration', 'profile', 'seed'] as const;

export type ConsentSource = (typeof CONSENT_SOURCES)[number];

const sourceList = sql.raw(CONSENT_SOURCES.map((source) => `'${source}'`).join(', '));

/**
 * One row per answer given or changed: who, to which text, what and when. Rows are only ever
 * added (a trigger of migration 0015 refuses updates); they go with the account.
 */
export const userDisclaimerHistory = pgTable(
  'user_disclaimer_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationDisclaimerId: integer('registration_disclaimer_id')
      .notNull()
      .references(() => registrationDisclaimers.id),
    /** sha256 hex of the disclaimer's text as shown then: which wording was answered. */
    textSha256: varchar('text_sha256', { length: 64 }).notNull(),
    value: boolean('value').notNull(),
    source: varchar('source', { length: 16 }).$type<ConsentSource>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('user_disclaimer_history_source', sql`${table.source} in (${sourceList})`),
    index('user_disclaimer_history_user_idx').on(table.userId, table.recordedAt),
  ],
);
