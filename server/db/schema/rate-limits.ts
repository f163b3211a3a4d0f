/**
 * Attempt counters of the rate limits (login, registration, gift codes), in the database so that
 * every server process counts the same attempts (issue 13, finding 4). A key is kept as its
 * sha256: the keys hold client addresses and e-mails.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** sha256 hex of the limit's key (`login:<address>:<e-mail>`, ...). */
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    /** Attempts in the current window. */
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowEndsAt)],
);
