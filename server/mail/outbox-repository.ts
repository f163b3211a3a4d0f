/**
 * The outbox's SQL: queue a message inside the caller's work, claim due messages for sending
 * (FOR UPDATE SKIP LOCKED, so processes sharing the database never take the same row), and
 * record how the sending went.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { OutgoingMail } from './transport';

/** What a handler queues. */
export interface MailDraft {
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
}

/** While a worker sends a claimed message, no other takes it; past this, it counts as lost. */
const CLAIM_SECONDS = 5 * 60;
/** Retries wait 30 s, 1 min, 2 min ... up to an hour; a message is never dropped. */
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;
const MAX_ERROR_LENGTH = 1000;

export async function queueMail(db: Db, draft: MailDraft): Promise<void> {
  await db.insert(mailOutbox).values(draft);
}

/**
 * Takes up to `limit` due messages, oldest first, and moves their next attempt past the time
 * sending them may take; a process that dies meanwhile leaves them to be tried again then.
 */
export async function claimDueMails(db: Db, limit: number): Promise<OutgoingMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${CLAIM_SECONDS}::integer * interval '1 second'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Records the message as sent and keeps only its envelope: its text held live links, which the
 * database must not keep once they are in the mailbox (tokens are stored hashed everywhere else).
 */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, text: '', html: null })
    .where(eq(mailOutbox.id, id));
}

/** Records the failure and when to try again, later after each failed attempt. */
export async function markMailFailed(db: Db, id: number, error: string): Promise<void> {
  const delay = sql`least(${MAX_RETRY_SECONDS}::integer, ${FIRST_RETRY_SECONDS}::integer * power(2, greatest(${mailOutbox.attempts} - 1, 0)))`;
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: sql`now() + ${delay} * interval '1 second'`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Messages with `subject` queued for `recipient` in the last hour (to keep mailboxes unflooded). */
export async function countRecentMails(
  db: Db,
  recipient: string,
  subject: string,
): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, recipient),
        eq(mailOutbox.subject, subject),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return rows[0]?.value ?? 0;
}
