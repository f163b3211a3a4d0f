/**
 * The mail outbox: a handler inserts its message here inside its own work, and the mail worker
 * (server/plugins/mail.ts) sends it shortly after, retrying with backoff until it goes. Several
 * server processes can share one outbox: a worker claims due rows with FOR UPDATE SKIP LOCKED and
 * pushes their next attempt past its sending time, so no other worker takes them meanwhile.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The one address the message goes to. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Emptied once sent (with `html`): the links in it must not outlive the sending. */
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker may (re)try it: now for a new message, later after a failure or a claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
