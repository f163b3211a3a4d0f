import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { messages } from '../../src/domain/messages';
import { sessions } from '../../server/db/schema';
import { injectBotToken, loginPathWith } from './helpers/bot-check';
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

describe.each(backends)('login (%s)', (backend) => {
  const testApp = useTestApp(backend);

  async function loginRefused(
    fields: Record<string, string>,
    statusCode: number,
    texts: readonly string[],
  ): Promise<void> {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await postLogin(app, fields);
    expectFailure(response, statusCode, texts);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await countSessions(db)).toBe(0);
  }

  it('logs in with the form, sets an HttpOnly session cookie and stores one hashed session', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await postLogin(app, {
      login: CUSTOMER,
      password: DEMO_PASSWORD,
      remember_me: 'true',
    });

    expect(response.statusCode).toBe(200);
    const body = bodyOf(response);
    expect(body.response.status).toBe(0);
    const user = {
      userId: expect.any(Number),
      login: CUSTOMER,
      email: CUSTOMER,
      firstName: 'Mario',
      lastName: 'Rossi',
      betaTester: '0',
      hasFavorites: false,
      userType: { userTypeId: 2 },
    };
    expect(body.user).toEqual(user);
    expect(body.data).toEqual({ user });
    expect(response.headers['x-ebsn-account']).toBe(String(body.user.userId));
    expect(response.headers['x-ebsn-session']).toBeUndefined();

    const cookie = sessionSetCookie(response) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const token = sessionCookieOf(response).split('=')[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]?.rememberMe).toBe(true);
  });

  it('without remember-me the cookie lasts the browser session and the row 60 minutes idle, 12 hours at most', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await postLogin(app, {
      login: CUSTOMER,
      password: DEMO_PASSWORD,
      remember_me: 'false',
    });

    expect(response.statusCode).toBe(200);
    expect(sessionSetCookie(response)).not.toMatch(/Max-Age/);
    const [row] = await db.select().from(sessions);
    expect(row?.rememberMe).toBe(false);
    const minutes = (date: Date | undefined) => ((date?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes(row?.idleExpiresAt)).toBeGreaterThan(59);
    expect(minutes(row?.idleExpiresAt)).toBeLessThanOrEqual(60.1);
    expect(minutes(row?.absoluteExpiresAt)).toBeGreaterThan(12 * 60 - 1);
    expect(minutes(row?.absoluteExpiresAt)).toBeLessThanOrEqual(12 * 60 + 0.1);
  });

  it('accepts a JSON body and an e-mail with other case and spaces', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await app.inject({
      headers: APP_CLIENT,
      method: 'POST',
      url: loginPathWith(await injectBotToken(app)),
      payload: { login: '  Cliente@Example.IT ', password: DEMO_PASSWORD, remember_me: false },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).user.email).toBe(CUSTOMER);
    expect(await countSessions(db, CUSTOMER)).toBe(1);
  });

  it('a second login replaces the session the client already had', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const first = await postLogin(app, { login: CUSTOMER, password: DEMO_PASSWORD });
    const second = await postLogin(
      app,
      { login: CUSTOMER, password: DEMO_PASSWORD },
      { cookie: sessionCookieOf(first) },
    );
    expect(second.statusCode).toBe(200);
    expect(sessionCookieOf(second)).not.toBe(sessionCookieOf(first));
    expect(await countSessions(db)).toBe(1);
  });

  it('a wrong password answers 401 Credenziali Errate and creates no session', async () => {
    await loginRefused({ login: CUSTOMER, password: 'Sbagliata1!' }, 401, [
      messages.wrongCredentials.message,
    ]);
  });

  it('an unknown e-mail answers the same 401 and creates no session', async () => {
    await loginRefused({ login: 'nessuno@example.it', password: DEMO_PASSWORD }, 401, [
      messages.wrongCredentials.message,
    ]);
  });

  it('a missing login answers 400 naming the field', async () => {
    await loginRefused({ password: DEMO_PASSWORD }, 400, ['Il campo «login» è obbligatorio']);
  });

  it('an empty password answers 400 naming the field', async () => {
    await loginRefused({ login: CUSTOMER, password: '' }, 400, [
      'Il campo «password» è obbligatorio',
    ]);
  });

  it('a short password is refused by the shared rule', async () => {
    await loginRefused({ login: CUSTOMER, password: 'abc' }, 400, [messages.password.message]);
  });

  it('a malformed e-mail is refused by the shared rule', async () => {
    await loginRefused({ login: 'mario.rossi@', password: DEMO_PASSWORD }, 400, [
      messages.email.message,
    ]);
  });

  it('an over-long password answers 400 with the maximum length', async () => {
    await loginRefused({ login: CUSTOMER, password: 'x'.repeat(129) }, 400, [
      'Il campo «password» può contenere al massimo 128 caratteri',
    ]);
  });

  it('a remember_me that is not a boolean answers 400', async () => {
    await loginRefused({ login: CUSTOMER, password: DEMO_PASSWORD, remember_me: 'forse' }, 400, [
      'Il campo «remember_me» deve essere vero o falso',
    ]);
  });

  it('a malformed MFA pin answers 400', async () => {
    await loginRefused({ login: CUSTOMER, password: DEMO_PASSWORD, mfa_pin: '12ab56' }, 400, [
      'Il campo «mfa_pin» non è valido',
    ]);
  });

  it('a field the contract does not know answers 400', async () => {
    await loginRefused({ login: CUSTOMER, password: DEMO_PASSWORD, is_admin: 'true' }, 400, [
      'Il campo «is_admin» non è previsto',
    ]);
  });

  it('an over-long body answers 413 and creates no session', async () => {
    await loginRefused(
      { login: CUSTOMER, password: DEMO_PASSWORD, token: 'x'.repeat(20_000) },
      413,
      [messages.payloadTooLarge.message],
    );
  });

  it('unparsable JSON answers 400', async () => {
    const { app, db } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { ...APP_CLIENT, 'content-type': 'application/json' },
      payload: '{"login": "cliente@example.it", "password": ',
    });
    expectFailure(response, 400, ['Il contenuto della richiesta non è un JSON valido']);
    expect(await countSessions(db)).toBe(0);
  });

  it('a JSON body of the wrong shape answers 400', async () => {
    const { app } = testApp();
    const response = await app.inject({
      headers: APP_CLIENT,
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: [CUSTOMER, DEMO_PASSWORD],
    });
    expectFailure(response, 400, ['Il contenuto della richiesta non è valido']);
  });

  it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x'])(
    'a %s body answers 400',
    async (contentType) => {
      const { app, db } = testApp();
      const response = await app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { ...APP_CLIENT, 'content-type': contentType },
        payload: `login=${CUSTOMER}&password=${DEMO_PASSWORD}`,
      });
      expectFailure(response, 400, ['Tipo di contenuto della richiesta non supportato']);
      expect(await countSessions(db)).toBe(0);
    },
  );

  it('a login without a body answers 400', async () => {
    const { app } = testApp();
    const response = await app.inject({
      headers: APP_CLIENT,
      method: 'POST',
      url: '/ebsn/api/auth/login',
    });
    expectFailure(response, 400, ['La richiesta non contiene dati']);
  });
});
