/**
 * Sends what the outbox holds: claims due messages in small batches and sends them one by one,
 * marking each sent or failed (to be retried with backoff). Stops when nothing is due.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimDueMails, markMailFailed, markMailSent } from './outbox-repository';
import type { MailTransport } from './transport';

const BATCH = 10;

/** Returns how many messages went. */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDueMails(db, BATCH);
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await markMailSent(db, mail.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: mail.id, reason }, 'mail not sent, will retry');
        await markMailFailed(db, mail.id, reason);
      }
    }
    if (batch.length < BATCH) return sent;
  }
}
