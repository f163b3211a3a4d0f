/**
 * The single-use recovery codes of two-factor login (given once at enrolment, for a lost phone),
 * kept only as their sha256, like the other secrets of the shop.
 */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the normalised code ('ABCD-EFGH'). */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** When it was used; null: still usable. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mfa_recovery_codes_user_idx').on(table.userId)],
);
