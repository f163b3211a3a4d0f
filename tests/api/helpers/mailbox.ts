/**
 * A real SMTP server inside the test (npm smtp-server on 127.0.0.1, a free port) that keeps every
 * message it receives, parsed with mailparser, so tests read the mails the app sends through
 * SMTP_URL and follow their links.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  /** The envelope's recipient. */
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Every http(s) link of the text version. */
  readonly links: readonly string[];
}

export interface Mailbox {
  /** SMTP_URL for the app: smtp://127.0.0.1:<port>. */
  readonly url: string;
  /** The next mail to `address` not taken yet (waits up to `timeoutMs`), and takes it. */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The mails to `address` received and not taken yet. */
  waiting(address: string): readonly ReceivedMail[];
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

async function startMailbox(): Promise<{ mailbox: Mailbox; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    // A plain local server: no login, no TLS upgrade, nothing logged.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          for (const recipient of session.envelope.rcptTo) {
            received.push({
              to: recipient.address.toLowerCase(),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              links: text.match(LINK_PATTERN) ?? [],
            });
          }
          for (const listener of listeners) listener();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  function take(to: string): ReceivedMail | undefined {
    const index = received.findIndex((mail) => mail.to === to.toLowerCase());
    return index < 0 ? undefined : received.splice(index, 1)[0];
  }

  const mailbox: Mailbox = {
    url: `smtp://127.0.0.1:${port}`,
    next(to, timeoutMs = 10_000) {
      const ready = take(to);
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const listener = () => {
          const mail = take(to);
          if (mail === undefined) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    waiting: (to) => received.filter((mail) => mail.to === to.toLowerCase()),
  };
  return { mailbox, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** Starts a mailbox before the describe block's tests (register it before useTestApp). */
export function useMailbox(): () => Mailbox {
  let started: Awaited<ReturnType<typeof startMailbox>> | undefined;
  beforeAll(async () => {
    started = await startMailbox();
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (started === undefined) throw new Error('The mailbox is used outside its describe block');
    return started.mailbox;
  };
}

/** The link of `mail` that starts with `prefix`, as a URL. */
export function linkOf(mail: ReceivedMail, prefix: string): URL {
  const link = mail.links.find((candidate) => candidate.startsWith(prefix));
  if (link === undefined) throw new Error(`No link to ${prefix} in: ${mail.text}`);
  return new URL(link);
}
