/**
 * The mail worker (DESIGN.md "Session and security", E-mail): turns queued account mail requests
 * into messages (server/modules/registration/account-requests.ts) and sends the outbox through
 * the transport (server/mail/), every `intervalMs` and as soon as a handler calls
 * `app.mail.wake()` after queuing something. Several processes may run it on one database.
 * Handlers never send inline: a slow or absent mail server never slows a reply, and a message
 * queued with the request's work is never lost.
 */
import fp from 'fastify-plugin';
import { drainOutbox } from '../mail/drain';
import { createMailTransport, type MailTransportSettings } from '../mail/transport';
import { handleAccountMailRequests } from '../modules/registration/account-requests';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailService {
  /** The shop's address for the links of mails, without a trailing slash. */
  readonly publicUrl: string;
  /** Asks the worker to run soon (after the reply), instead of at its next interval. */
  wake(): void;
}

export interface MailPluginOptions {
  readonly publicUrl: string;
  /** Where mail goes; null runs no worker (messages wait in the outbox). */
  readonly transport: MailTransportSettings | null;
  /** How often the worker looks for work; 0 runs no worker. */
  readonly intervalMs: number;
}

export default fp<MailPluginOptions>(
  async (app, { publicUrl, transport: transportSettings, intervalMs }) => {
    if (transportSettings === null || intervalMs <= 0) {
      app.decorate<MailService>('mail', { publicUrl, wake: () => undefined });
      return;
    }
    const transport = createMailTransport(transportSettings, app.log);
    const { db } = app.database;
    let running: Promise<void> | null = null;
    let again = false;
    let closed = false;

    async function work(): Promise<void> {
      do {
        again = false;
        await handleAccountMailRequests(db, { now: app.clock, publicUrl });
        const sent = await drainOutbox(db, transport, app.log);
        if (sent > 0) app.log.debug({ sent, transport: transport.kind }, 'mail sent');
      } while (again && !closed);
    }

    function run(): void {
      if (closed) return;
      // One run at a time; a wake during a run makes it go round once more.
      if (running !== null) {
        again = true;
        return;
      }
      running = work()
        .catch((error: unknown) => app.log.warn({ err: error }, 'mail worker failed'))
        .finally(() => {
          running = null;
        });
    }

    const timer = setInterval(run, intervalMs);
    timer.unref();
    app.decorate<MailService>('mail', { publicUrl, wake: () => setImmediate(run) });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'clock'] },
);
