/**
 * How mail leaves the server: nodemailer over SMTP when SMTP_URL is set; otherwise each message
 * becomes an .eml file in $DATA_DIR/outbox and its links go to the log at info level, so a fresh
 * `npm start` lets a person register and confirm without any mail server. Only that local
 * fallback logs links; with SMTP no token reaches the log.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One message of the outbox, as a transport sends it. */
export interface OutgoingMail {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
}

export interface MailTransport {
  /** `smtp` or `files` (the .eml fallback). */
  readonly kind: 'smtp' | 'files';
  /** Sends one message; throws when it did not go, so the outbox tries again later. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportSettings {
  /** smtp://user:password@host:port or smtps://...; unset: .eml files in `outboxDir`. */
  readonly smtpUrl?: string | undefined;
  readonly outboxDir: string;
  /** The sender, e.g. 'Spesa online <noreply@spesa-online.local>'. */
  readonly from: string;
}

/** A server that does not answer must not hold the worker for minutes (nodemailer's default). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

function messageOf(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === null ? {} : { html: mail.html }),
  };
}

function smtpTransport(url: string, from: string): MailTransport {
  // One connection kept open between mails, as the worker sends them one by one: a server's
  // greeting (often delayed on purpose against spammers) is waited for once, not per mail.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(messageOf(from, mail));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string, from: string, log: FastifyBaseLogger): MailTransport {
  // nodemailer builds the raw message (MIME, encodings) without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'files',
    async send(mail) {
      const info = await builder.sendMail(messageOf(from, mail));
      await mkdir(dir, { recursive: true });
      // The outbox id keeps names unique; the time sorts them as they were sent.
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`,
      );
      await writeFile(file, info.message);
      const links = mail.text.match(LINK_PATTERN) ?? [];
      log.info({ to: mail.recipient, subject: mail.subject, file, links }, 'mail written');
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(
  settings: MailTransportSettings,
  log: FastifyBaseLogger,
): MailTransport {
  return settings.smtpUrl === undefined || settings.smtpUrl === ''
    ? fileTransport(settings.outboxDir, settings.from, log)
    : smtpTransport(settings.smtpUrl, settings.from);
}
