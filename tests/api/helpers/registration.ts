/**
 * What the registration and password tests share: the app wired to a test mailbox and a clock
 * they can move, a valid registration form, following the links of the mails the way the app's
 * pages do, and accounts made straight in the database.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fiscalCodeCheckLetter } from '../../../src/domain/fiscal-code';
import type { Db } from '../../../server/db/client';
import { accountTokens, mailOutbox, userDisclaimers, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/login/passwords';
import type { Mailbox, ReceivedMail } from './mailbox';
import { APP_CLIENT, type TestAppOptions } from './test-app';

/** The shop's address in the links of the test mails. */
export const PUBLIC_URL = 'http://shop.test';

/** The app's clock, moved forward by tests that let links expire. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** The app sending mail over SMTP to `mailbox`, its links on PUBLIC_URL, on `now`'s clock. */
export function mailingApp(mailbox: () => Mailbox, now: () => Date): () => TestAppOptions {
  return () => ({
    now,
    mail: {
      smtpUrl: mailbox().url,
      outboxDir: '/nonexistent/outbox',
      publicUrl: PUBLIC_URL,
      intervalMs: 100,
    },
  });
}

/** A fresh address for one test. */
export function newEmail(label = 'cliente'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.it`;
}

/** Mario Rossi's fiscal code (born 1 January 1980 in Milan), with its check letter. */
export const FISCAL_CODE = `RSSMRA80A01F205${fiscalCodeCheckLetter('RSSMRA80A01F205')}`;

export const NEW_PASSWORD = 'Girasole-42';

/** A registration every rule accepts, with the two required disclaimers accepted. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mario',
    lastName: 'Rossi',
    email: newEmail(),
    password: NEW_PASSWORD,
    phone: '333 1234567',
    fiscalCode: FISCAL_CODE,
    birthDate: '1980-01-01',
    disclaimers: [
      { registrationDisclaimerId: 1, value: true },
      { registrationDisclaimerId: 2, value: true },
      { registrationDisclaimerId: 3, value: false },
    ],
    ...overrides,
  };
}

export function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/register_user',
    headers: APP_CLIENT,
    payload: body,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/** What the app's /registration-confirm page sends: the link's own parameters. */
export function openConfirmLink(app: FastifyInstance, link: URL): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/ebsn/api/registration/registration_confirm${link.search}`,
    headers: APP_CLIENT,
  });
}

export function confirmLinkOf(mail: ReceivedMail): URL {
  const link = mail.links.find((candidate) =>
    candidate.startsWith(`${PUBLIC_URL}/registration-confirm?`),
  );
  if (link === undefined) throw new Error(`No confirmation link in: ${mail.text}`);
  return new URL(link);
}

/** The e-mail and token of a reset mail's link (/recover-password-confirm). */
export function resetLinkOf(mail: ReceivedMail): { e_mail: string; token: string } {
  const link = mail.links.find((candidate) =>
    candidate.startsWith(`${PUBLIC_URL}/recover-password-confirm?`),
  );
  if (link === undefined) throw new Error(`No reset link in: ${mail.text}`);
  const search = new URL(link).searchParams;
  return { e_mail: search.get('e_mail') ?? '', token: search.get('token') ?? '' };
}

/** A confirmed customer with `password`, made straight in the database. */
export async function createAccount(db: Db, email: string, password: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Anna',
      lastName: 'Neri',
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('The account was not created');
  return row.id;
}

/** How many rows registration writes there are: users, tokens, answers, outbox. */
export async function registrationRows(db: Db) {
  const [usersCount, tokensCount, answersCount, mailsCount] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(accountTokens),
    db.select({ value: count() }).from(userDisclaimers),
    db.select({ value: count() }).from(mailOutbox),
  ]);
  return {
    users: usersCount[0]?.value ?? 0,
    tokens: tokensCount[0]?.value ?? 0,
    answers: answersCount[0]?.value ?? 0,
    mails: mailsCount[0]?.value ?? 0,
  };
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}
