/**
 * Gift certificates (the spec's gift codes): the certificates, their assignments to shoppers (a
 * manually assigned certificate such as the friend-invite voucher works only for the shoppers it
 * was given to, once per assignment), and the uses (the codes applied to a cart are the cart's,
 * in cart.ts).
 *
 * A use is made when a code is applied to a cart (`order_id` null) and is tied to the order when
 * the cart becomes one. Single use is enforced by the database, not by a read in JavaScript: a
 * partial UNIQUE (certificate, user) over the uses of once-per-user certificates, a UNIQUE
 * assignment per use, and one pending use per (certificate, user).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { GiftKind } from '../../../src/domain/gift-codes';
import { users } from './users';

export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: serial('id').primaryKey(),
    /** What the shopper types; stored trimmed and uppercase (the check below enforces it). */
    code: varchar('code', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<GiftKind>().notNull(),
    /** 1 to 100 for a percentage, cents for a fixed amount. */
    value: integer('value').notNull(),
    /** The goods total a cart must reach, in cents. */
    minimumCents: integer('minimum_cents').notNull().default(0),
    /** First and last day (included) the code works, shop time; null: no limit. */
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    /** Each shopper may use it in one order only. */
    oncePerUser: boolean('once_per_user').notNull().default(false),
    /** Works only for the shoppers it is assigned to (gift_certificate_assignments). */
    manuallyAssigned: boolean('manually_assigned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gift_certificates_code_normalized',
      sql`${table.code} = upper(btrim(${table.code})) and ${table.code} <> ''`,
    ),
    check(
      'gift_certificates_value',
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100)
        or (${table.kind} = 'amount' and ${table.value} > 0)`,
    ),
    check('gift_certificates_minimum', sql`${table.minimumCents} >= 0`),
    check(
      'gift_certificates_dates',
      sql`${table.validFrom} is null or ${table.validTo} is null or ${table.validFrom} <= ${table.validTo}`,
    ),
  ],
);

/** A manually assigned certificate given to a shopper; each assignment is used at most once. */
export const giftCertificateAssignments = pgTable(
  'gift_certificate_assignments',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => giftCertificates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gift_certificate_assignments_user_idx').on(table.userId, table.certificateId)],
);

/**
 * A shopper's use of a certificate (the spec's userGiftCertificateId): made when the code is
 * applied to the cart, tied to the order when the cart is bought.
 */
export const giftCertificateUses = pgTable(
  'gift_certificate_uses',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => giftCertificates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The assignment a manually assigned certificate is used through. */
    assignmentId: integer('assignment_id').references(() => giftCertificateAssignments.id),
    /** The certificate's once_per_user when the use was made (the partial index needs it here). */
    singleUse: boolean('single_use').notNull(),
    /** The order it was used in; null while the code sits in the cart. The orders module owns it. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_certificate_uses_single_use_idx')
      .on(table.certificateId, table.userId)
      .where(sql`${table.singleUse}`),
    uniqueIndex('gift_certificate_uses_pending_idx')
      .on(table.certificateId, table.userId)
      .where(sql`${table.orderId} is null`),
    uniqueIndex('gift_certificate_uses_assignment_idx').on(table.assignmentId),
    index('gift_certificate_uses_user_idx').on(table.userId),
    index('gift_certificate_uses_order_idx').on(table.orderId),
  ],
);
