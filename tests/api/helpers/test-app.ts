/**
 * Builds the real app on a test database for one describe block and closes both afterwards,
 * plus small helpers to log in and to read the database the way the assertions need.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { SESSION_COOKIE } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { sessions, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { injectBotToken, loginPathWith, TEST_BOT_CHECK } from './bot-check';
import { openTestDatabase, type Backend, type TestDatabase } from './databases';
// Before any app is built: the glue parses each contract once per worker.
import './contracts-once';

export { backends, type Backend } from './databases';
export { DEMO_PASSWORD };

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
}

export type TestAppOptions = Omit<AppOptions, 'database'>;

/**
 * Registers beforeAll/afterAll that build the app on `backend` and tear it down; the returned
 * function gives the running app inside tests. Login, registration and gift-code rate limits are off
 * unless asked for; the bot check stays on, with a known key and an easy difficulty (TEST_BOT_CHECK). `options` may be a function, read when the app is built (after the
 * beforeAll hooks registered before this one, such as a test mailbox's).
 */
export function useTestApp(
  backend: Backend,
  options: TestAppOptions | (() => TestAppOptions) = {},
): () => TestApp {
  let testDatabase: TestDatabase | undefined;
  let current: TestApp | undefined;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(backend);
    const app = await buildApp({
      loginRateLimit: false,
      registrationRateLimit: false,
      giftCodeRateLimit: false,
      botCheck: TEST_BOT_CHECK,
      ...(typeof options === 'function' ? options() : options),
      database: testDatabase.database,
    });
    await app.ready();
    current = { app, db: testDatabase.database.db };
  });

  afterAll(async () => {
    await current?.app.close();
    await testDatabase?.dispose();
  });

  return () => {
    if (current === undefined) throw new Error('The test app is used outside its describe block');
    return current;
  };
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** The header the shop's app sends with every call (a page of another site cannot send it). */
export const APP_CLIENT = { 'x-ebsn-client': 'web' } as const;

/**
 * Posts the login form the way the web client does: with a freshly solved bot-check token, unless
 * the form carries an MFA pin (the second step of a two-factor login goes without).
 */
export async function postLogin(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const url =
    fields.mfa_pin === undefined
      ? loginPathWith(await injectBotToken(app))
      : '/ebsn/api/auth/login';
  return app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, ...APP_CLIENT, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The raw Set-Cookie line of the session cookie, if the reply set one. */
export function sessionSetCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** `ebsn_session=<token>` to send back, from a reply that set it. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const line = sessionSetCookie(response);
  const pair = line?.split(';')[0];
  if (pair === undefined || pair === `${SESSION_COOKIE}=`)
    throw new Error('No session cookie was set');
  return pair;
}

export async function countSessions(db: Db, email?: string): Promise<number> {
  const query = db.select({ value: count() }).from(sessions);
  const rows =
    email === undefined
      ? await query
      : await query.innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email));
  return rows[0]?.value ?? 0;
}

export async function clearSessions(db: Db): Promise<void> {
  await db.delete(sessions);
}

/** The parsed JSON body (the envelope) of a reply. */
export function bodyOf(response: LightMyRequestResponse): {
  response: { status: number; errors: { error: string }[]; errorsMessage?: { error: string }[] };
  data: unknown;
  user: { userId: number } & Record<string, unknown>;
} {
  return response.json();
}

/** Asserts a failure envelope: HTTP status, status 1, exactly these texts, anonymous or given user. */
export function expectFailure(
  response: LightMyRequestResponse,
  statusCode: number,
  texts: readonly string[],
  userId = -1,
): void {
  const body = bodyOf(response);
  const errors = texts.map((error) => ({ error }));
  if (response.statusCode !== statusCode) {
    throw new Error(`Expected HTTP ${statusCode}, got ${response.statusCode}: ${response.body}`);
  }
  expect(body.response).toMatchObject({
    status: 1,
    errors,
    errorsMessage: errors,
    warnings: [],
    infos: [],
  });
  expect(body.user.userId).toBe(userId);
}
