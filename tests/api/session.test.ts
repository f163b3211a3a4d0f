import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { carts, sessions } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { deleteExpiredSessions } from '../../server/modules/session/session-repository';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  clearSessions,
  countSessions,
  DEMO_PASSWORD,
  expectFailure,
  postLogin,
  sessionCookieOf,
  sessionSetCookie,
  useTestApp,
} from './helpers/test-app';

const CUSTOMER = 'cliente@example.it';
const BETA_TESTER = 'betatester@example.it';
const EXPIRED = [messages.sessionExpired.message];

function cartView(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: '/ebsn/api/cart/view',
    headers: { ...APP_CLIENT, ...headers },
  });
}

function authTest(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: '/ebsn/api/auth/test?operation=checkout',
    headers: { ...APP_CLIENT, ...headers },
  });
}

async function cartCount(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ value: count() }).from(carts).where(eq(carts.userId, userId));
  return rows[0]?.value ?? 0;
}

function expectCookieCleared(setCookie: string | undefined): void {
  expect(setCookie).toMatch(/^ebsn_session=;/);
  expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
}

describe.each(backends)('sessions (%s)', (backend) => {
  const testApp = useTestApp(backend);

  async function loggedIn(email = CUSTOMER, extra: Record<string, string> = {}) {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await postLogin(app, { login: email, password: DEMO_PASSWORD, ...extra });
    expect(response.statusCode).toBe(200);
    return { cookie: sessionCookieOf(response), userId: bodyOf(response).user.userId };
  }

  it('without any credential the cart is the anonymous empty cart', async () => {
    const { app } = testApp();
    const response = await cartView(app);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0, errors: [] },
      data: { cartId: 0, cartItems: [], totalItems: 0, totalPrice: 0 },
      user: { userId: -1 },
    });
    expect(response.headers['x-ebsn-account']).toBeUndefined();
  });

  it('the session cookie makes the cart answer the whole user and creates the cart once', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedIn(BETA_TESTER);
    await db.delete(carts).where(eq(carts.userId, userId));

    const first = await cartView(app, { cookie });
    expect(first.statusCode).toBe(200);
    const body = bodyOf(first);
    expect(body.user).toMatchObject({
      userId,
      email: BETA_TESTER,
      firstName: 'Giulia',
      betaTester: '1',
    });
    expect(body.data).toMatchObject({ cartId: expect.any(Number), cartItems: [], totalPrice: 0 });
    expect(first.headers['x-ebsn-account']).toBe(String(userId));
    expect(await cartCount(db, userId)).toBe(1);

    const second = await cartView(app, { cookie });
    expect(bodyOf(second).data).toEqual(body.data);
    expect(await cartCount(db, userId)).toBe(1);
  });

  it('the session probe answers 200 with the user while the session lives', async () => {
    const { app } = testApp();
    const { cookie, userId } = await loggedIn();
    const response = await authTest(app, { cookie });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toEqual({ authenticated: true, userId, operation: 'checkout' });
  });

  it('the session probe answers 419 without a session', async () => {
    const { app } = testApp();
    expectFailure(await authTest(app), 419, EXPIRED);
  });

  it('a request extends the idle expiry, never past the absolute one', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedIn(CUSTOMER, { remember_me: 'false' });
    await db.update(sessions).set({
      idleExpiresAt: sql`now() + interval '1 minute'`,
      absoluteExpiresAt: sql`now() + interval '10 minutes'`,
    });
    expect((await cartView(app, { cookie })).statusCode).toBe(200);
    const [row] = await db.select().from(sessions);
    const minutesLeft = (date: Date | undefined) => ((date?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft(row?.idleExpiresAt)).toBeGreaterThan(9);
    expect(row?.idleExpiresAt.getTime()).toBe(row?.absoluteExpiresAt.getTime());
  });

  it('logout deletes the session row, clears the cookie, and the cart is anonymous again', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedIn();
    expect(await countSessions(db)).toBe(1);

    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { ...APP_CLIENT, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ response: { status: 0 }, user: { userId: -1 } });
    expectCookieCleared(sessionSetCookie(response));
    expect(await countSessions(db)).toBe(0);

    expect(bodyOf(await cartView(app)).user.userId).toBe(-1);
    // A browser that kept the old cookie anyway is told the session is over.
    expectFailure(await cartView(app, { cookie }), 419, EXPIRED);
  });

  it('logout everywhere ends every session of the account, and only of that account', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const logIn = async (login: string) =>
      sessionCookieOf(await postLogin(app, { login, password: DEMO_PASSWORD }));
    const [phone, laptop, other] = [
      await logIn(CUSTOMER),
      await logIn(CUSTOMER),
      await logIn(BETA_TESTER),
    ];
    expect(await countSessions(db, CUSTOMER)).toBe(2);

    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout?everywhere=true',
      headers: { ...APP_CLIENT, cookie: laptop },
    });
    expect(response.statusCode).toBe(200);
    expectCookieCleared(sessionSetCookie(response));
    expect(await countSessions(db, CUSTOMER)).toBe(0);
    expectFailure(await authTest(app, { cookie: phone }), 419, EXPIRED);
    expect((await authTest(app, { cookie: other })).statusCode).toBe(200);
  });

  it('logout without a session still succeeds', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: APP_CLIENT,
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).user.userId).toBe(-1);
  });

  it('an idle-expired session answers 419, clears the cookie and deletes the row', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedIn();
    await db.update(sessions).set({ idleExpiresAt: sql`now() - interval '1 second'` });

    const response = await cartView(app, { cookie });
    expectFailure(response, 419, EXPIRED);
    expectCookieCleared(sessionSetCookie(response));
    expect(await countSessions(db)).toBe(0);
  });

  it('a session past its absolute expiry answers 419', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedIn();
    await db.update(sessions).set({ absoluteExpiresAt: sql`now() - interval '1 second'` });
    expectFailure(await authTest(app, { cookie }), 419, EXPIRED);
    expect(await countSessions(db)).toBe(0);
  });

  it.each([
    ['an unknown token', `ebsn_session=${randomBytes(32).toString('base64url')}`],
    ['a malformed token', 'ebsn_session=not-a-token'],
  ])('%s answers 419', async (_name, cookie) => {
    const { app } = testApp();
    const response = await cartView(app, { cookie });
    expectFailure(response, 419, EXPIRED);
    expectCookieCleared(sessionSetCookie(response));
  });

  it('logging in with an expired cookie works and leaves one session', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedIn();
    await db.update(sessions).set({ idleExpiresAt: sql`now() - interval '1 second'` });
    const response = await postLogin(app, { login: CUSTOMER, password: DEMO_PASSWORD }, { cookie });
    expect(response.statusCode).toBe(200);
    expect(await countSessions(db)).toBe(1);
  });

  it('a native client gets the token in X-Ebsn-Session and may send it instead of the cookie', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const login = await postLogin(
      app,
      { login: CUSTOMER, password: DEMO_PASSWORD },
      { 'x-ebsn-client': 'android' },
    );
    expect(login.statusCode).toBe(200);
    const token = login.headers['x-ebsn-session'];
    expect(typeof token).toBe('string');
    expect(`ebsn_session=${String(token)}`).toBe(sessionCookieOf(login));

    const response = await cartView(app, {
      'x-ebsn-client': 'android',
      'x-ebsn-session': String(token),
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).user.email).toBe(CUSTOMER);
    expect(response.headers['x-ebsn-account']).toBe(String(bodyOf(login).user.userId));
  });

  it('an unknown X-Ebsn-Session header answers 419', async () => {
    const { app } = testApp();
    const response = await cartView(app, {
      'x-ebsn-session': randomBytes(32).toString('base64url'),
    });
    expectFailure(response, 419, EXPIRED);
  });

  it('the periodic cleanup deletes expired sessions and keeps live ones', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    for (const email of [CUSTOMER, BETA_TESTER]) {
      expect((await postLogin(app, { login: email, password: DEMO_PASSWORD })).statusCode).toBe(
        200,
      );
    }
    const [expired] = await db.select().from(sessions).limit(1);
    await db
      .update(sessions)
      .set({ idleExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, expired?.id ?? ''));
    expect(await deleteExpiredSessions(db)).toBe(1);
    expect(await countSessions(db)).toBe(1);
  });
});
