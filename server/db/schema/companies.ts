/**
 * Shop at work (spec: the workplace subscription by code): companies with a subscription code and
 * their delivery address (a shared company site, type 2, seen only by the company's subscribers),
 * and which company each subscribed shopper belongs to (one company a shopper).
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { addresses } from './services';
import { users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** What the employee types; stored trimmed and uppercase (the check below enforces it). */
    subscriptionCode: varchar('subscription_code', { length: 32 }).notNull().unique(),
    /** The last day (included, shop time) the code subscribes; null: no limit. */
    codeValidTo: date('code_valid_to'),
    /** The company's own delivery address: shown only to its subscribers. */
    addressId: integer('address_id')
      .notNull()
      .unique()
      .references(() => addresses.id),
  },
  (table) => [
    check(
      'companies_code_normalized',
      sql`${table.subscriptionCode} = upper(btrim(${table.subscriptionCode})) and ${table.subscriptionCode} <> ''`,
    ),
  ],
);

/** The company a shopper subscribed to (the user's companyId). */
export const companyMembers = pgTable('company_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
