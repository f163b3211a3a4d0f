/**
 * The billing data of a shopper's invoices ('fiscal persons'): a person (type 1) with name and
 * fiscal code, or an Italian company (type 2) with its name, VAT number or fiscal code, and its
 * SDI code or PEC for the electronic invoice; both with the billing address. The checks keep each
 * kind's fields complete even if a caller skipped the shared rules (src/domain/billing.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const userPersonFiscals = pgTable(
  'user_person_fiscals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 a person, 2 a company. */
    personTypeId: integer('person_type_id').notNull(),
    firstName: varchar('first_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }),
    /** The person's fiscal code, upper-case. */
    fiscalCode: varchar('fiscal_code', { length: 16 }),
    companyName: varchar('company_name', { length: 100 }),
    /** The company's VAT number (11 digits) or its fiscal code (16 characters). */
    vatNumber: varchar('vat_number', { length: 16 }),
    /** The SDI code of the company's invoicing system, upper-case. */
    sdiCode: varchar('sdi_code', { length: 7 }),
    /** The company's certified e-mail (PEC), lowercased. */
    pec: varchar('pec', { length: 254 }),
    address1: varchar('address1', { length: 100 }).notNull(),
    addressNumber: varchar('address_number', { length: 10 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    province: varchar('province', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_person_fiscals_user_idx').on(table.userId),
    check(
      'user_person_fiscals_kind',
      sql`(${table.personTypeId} = 1 and ${table.firstName} is not null and ${table.lastName} is not null and ${table.fiscalCode} is not null and ${table.companyName} is null and ${table.vatNumber} is null and ${table.sdiCode} is null and ${table.pec} is null) or (${table.personTypeId} = 2 and ${table.companyName} is not null and ${table.vatNumber} is not null and (${table.sdiCode} is not null or ${table.pec} is not null) and ${table.firstName} is null and ${table.lastName} is null and ${table.fiscalCode} is null)`,
    ),
  ],
);
