import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../../server/config';
import { mailOutbox } from '../../server/db/schema';
import { drainOutbox } from '../../server/mail/drain';
import { claimDueMails, queueMail } from '../../server/mail/outbox-repository';
import type { MailTransport, OutgoingMail } from '../../server/mail/transport';
import { register, registrationBody } from './helpers/registration';
import { APP_CLIENT, backends, useTestApp } from './helpers/test-app';

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

function draft(recipient: string) {
  return { recipient, subject: 'Prova', text: 'Testo di prova\n', html: null };
}

describe('mail settings', () => {
  it('without SMTP_URL mail goes to $DATA_DIR/outbox; links use PUBLIC_URL or the local server', () => {
    const local = loadConfig({ DATA_DIR: '/srv/spesa', PORT: '9090' });
    expect(local).toMatchObject({
      smtpUrl: undefined,
      mailOutboxDir: '/srv/spesa/outbox',
      mailFrom: DEFAULT_MAIL_FROM,
      publicUrl: 'http://127.0.0.1:9090',
    });
    const configured = loadConfig({
      SMTP_URL: 'smtp://mail.example.it:587',
      MAIL_FROM: 'Negozio <negozio@example.it>',
      PUBLIC_URL: 'https://spesa.example.it/',
    });
    expect(configured).toMatchObject({
      smtpUrl: 'smtp://mail.example.it:587',
      mailFrom: 'Negozio <negozio@example.it>',
      publicUrl: 'https://spesa.example.it',
    });
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://spesa.example.it' })).toThrow(/PUBLIC_URL/);
  });
});

describe.each(backends)('mail outbox without SMTP (%s)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ebsn-mail-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '8080' });
  const testApp = useTestApp(backend, {
    mail: {
      smtpUrl: config.smtpUrl,
      outboxDir: config.mailOutboxDir,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      intervalMs: 100,
    },
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const { app } = testApp();
    const body = registrationBody();
    expect((await register(app, body)).statusCode).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const emlFiles = () => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    await expect.poll(emlFiles, { timeout: 5000 }).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(path.join(outbox, emlFiles()[0] ?? '')));
    expect(parsed.subject).toBe('Conferma la tua registrazione a Spesa online');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(body.email);
    expect(parsed.from?.text).toContain('noreply@spesa-online.local');
    const found = /http:\/\/127\.0\.0\.1:8080\/registration-confirm\?\S+/.exec(parsed.text ?? '');
    const link = new URL(found?.[0] ?? 'http://missing.link/');
    expect(link.origin).toBe('http://127.0.0.1:8080');
    const confirmed = await app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm${link.search}`,
    });
    expect(confirmed.statusCode).toBe(200);
  });
});

describe.each(backends)('mail outbox delivery (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('a message that could not go stays queued with the reason, and goes on a later try', async () => {
    const { db } = testApp();
    await queueMail(db, draft('ritenta@example.it'));
    const failing: MailTransport = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
      close: () => undefined,
    };
    expect(await drainOutbox(db, failing, silentLog)).toBe(0);
    const [failed] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'ritenta@example.it'));
    expect(failed).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing is tried.
    const sent: OutgoingMail[] = [];
    const working: MailTransport = {
      kind: 'smtp',
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => undefined,
    };
    expect(await drainOutbox(db, working, silentLog)).toBe(0);

    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.recipient, 'ritenta@example.it'));
    expect(await drainOutbox(db, working, silentLog)).toBe(1);
    expect(sent.map((mail) => mail.recipient)).toEqual(['ritenta@example.it']);
    const [done] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'ritenta@example.it'));
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done?.sentAt).toBeInstanceOf(Date);
  });

  it('workers claiming at once never take the same message', async () => {
    const { db } = testApp();
    for (let index = 0; index < 6; index += 1)
      await queueMail(db, draft(`lotto${index}@example.it`));
    const [first, second] = await Promise.all([claimDueMails(db, 3), claimDueMails(db, 3)]);
    const ids = [...(first ?? []), ...(second ?? [])].map((mail) => mail.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    // Claimed messages are not due again until their claim runs out.
    expect(await claimDueMails(db, 10)).toEqual([]);
  });
});
