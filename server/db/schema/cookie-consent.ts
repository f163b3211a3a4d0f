/**
 * A logged-in shopper's cookie preferences (issue 17 "Consent"), kept with the account's other
 * consents: the choice in force, and the history of every choice with its date and id, which
 * documents what was chosen when (the Italian data-protection authority's cookie guidelines).
 */
import { boolean, index, integer, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The account's choice in force: the latest one it made, on any device. */
export const cookiePreferences = pgTable('cookie_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  analytics: boolean('analytics').notNull(),
  profilation: boolean('profilation').notNull(),
  /** COOKIE_PURPOSES_VERSION when it was made: a choice of other purposes is asked again. */
  purposesVersion: integer('purposes_version').notNull(),
  /** The choice's random id, from the browser that made it first. */
  uuid: uuid('uuid').notNull(),
  saveDate: timestamp('save_date', { withTimezone: true }).notNull(),
});

/** One row per choice saved. Rows are only added (migration 0031's trigger refuses updates). */
export const cookiePreferenceHistory = pgTable(
  'cookie_preference_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analytics: boolean('analytics').notNull(),
    profilation: boolean('profilation').notNull(),
    purposesVersion: integer('purposes_version').notNull(),
    uuid: uuid('uuid').notNull(),
    saveDate: timestamp('save_date', { withTimezone: true }).notNull(),
  },
  (table) => [index('cookie_preference_history_user_idx').on(table.userId, table.saveDate)],
);
