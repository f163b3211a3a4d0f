/**
 * The disclaimers a shopper accepts or declines (spec: registration disclaimer and user
 * disclaimer records): the terms and privacy notice registration requires, and optional consents.
 */
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
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

/** A shopper's answer to a disclaimer, the latest one kept. */
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.registrationDisclaimerId] })],
);
