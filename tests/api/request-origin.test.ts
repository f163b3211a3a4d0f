/**
 * No forged requests (issue 13, finding 1): a link, a redirect or a form of another site makes the
 * browser send the session cookie, but every call that changes something is refused unless it
 * carries the app's `X-Ebsn-Client` header and comes from the shop (its `Origin`, its
 * `Sec-Fetch-Site`); a native app's webview is the shop's too. Nothing changes, and a forged call
 * never answers 419, which would log the shopper out.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mailOutbox, sessions } from '../../server/db/schema';
import { FOREIGN_REQUEST } from '../../server/http/validation-messages';
import { loggedInCustomer } from './helpers/account';
import { injectBotToken, loginPathWith } from './helpers/bot-check';
import {
  APP_CLIENT,
  backends,
  DEMO_PASSWORD,
  expectFailure,
  FORM,
  sessionSetCookie,
  useTestApp,
} from './helpers/test-app';

const SHOP = 'https://spesa.example.it';

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  readonly 'x-state-changing'?: boolean;
}

/** Every call of the contract that changes something: the POSTs and the marked GETs. */
function stateChangingOperations(): Operation[] {
  const contract = parse(readFileSync('openapi/ebsn.yaml', 'utf8')) as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  return Object.entries(contract.paths)
    .filter(([path]) => path.startsWith('/ebsn/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        ...operation,
        method: method.toUpperCase(),
        path,
      })),
    )
    .filter((operation) => operation.method !== 'GET' || operation['x-state-changing'] === true);
}

describe.each(backends)('forged requests (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: SHOP });

  function expectRefused(response: LightMyRequestResponse, userId = -1) {
    expectFailure(response, 403, [FOREIGN_REQUEST], userId);
  }

  it('the state-changing GETs of the spec are marked in the contract', () => {
    const marked = stateChangingOperations()
      .filter((operation) => operation.method === 'GET')
      .map((operation) => operation.operationId);
    expect(marked).toEqual(
      expect.arrayContaining([
        'addressDelete',
        'storeProximitySelect',
        'timeslotSelect',
        'registrationConfirm',
        'registrationResendEmail',
        'passwordResetTokenRequest',
        'registrationUpdateEmailRequest',
        'registrationUpdateEmail',
        'registrationAnonymizeTokenRequest',
        'registrationUserAnonymize',
        'userPersonFiscalDelete',
      ]),
    );
  });

  it('every call that changes something is refused without the app header, even with a live session', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    const operations = stateChangingOperations();
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const response = await app.inject({
        method: operation.method as 'GET' | 'POST',
        url: operation.path.replace(/\{[^}]+\}/g, '1'),
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      // Refused before the session is read: anonymous in the reply, not 419.
      expectRefused(response);
    }
    expect(await db.$count(sessions, eq(sessions.userId, userId))).toBe(1);
  });

  it('a link on another site cannot ask for an e-mail change, and the shopper stays logged in', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    const outbox = await db.$count(mailOutbox);
    const response = await app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/update_email_request?new_email=ladro%40example.it',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expectRefused(response);
    expect(await db.$count(mailOutbox)).toBe(outbox);
    expect(await db.$count(sessions, eq(sessions.userId, userId))).toBe(1);
  });

  it('a form of another site cannot log a visitor in (login CSRF) nor log a shopper out', async () => {
    const { app, db } = testApp();
    const before = await db.$count(sessions);
    const login = await app.inject({
      method: 'POST',
      // Even with a solved bot check: the attacker's page may fetch and solve a challenge.
      url: loginPathWith(await injectBotToken(app)),
      headers: { ...FORM, origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({
        login: 'cliente@example.it',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expectRefused(login);
    expect(sessionSetCookie(login)).toBeUndefined();
    expect(await db.$count(sessions)).toBe(before);

    const { cookie, userId } = await loggedInCustomer(app, db);
    const logout = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { ...APP_CLIENT, cookie, origin: 'https://attacker.example' },
    });
    expectRefused(logout);
    expect(await db.$count(sessions, eq(sessions.userId, userId))).toBe(1);
  });

  it('a sibling site (same-site) is another site too', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: loginPathWith(await injectBotToken(app)),
      headers: { ...FORM, ...APP_CLIENT, 'sec-fetch-site': 'same-site' },
      payload: new URLSearchParams({
        login: 'cliente@example.it',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expectRefused(response);
  });

  it("the shop's own app is served: from its page, from PUBLIC_URL, from a native app, or with no browser headers", async () => {
    const { app } = testApp();
    const variants: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
      { 'sec-fetch-site': 'same-origin', origin: SHOP },
      { 'sec-fetch-site': 'cross-site', origin: 'capacitor://localhost', 'x-ebsn-client': 'ios' },
      {},
    ];
    for (const headers of variants) {
      const response = await app.inject({
        method: 'POST',
        url: loginPathWith(await injectBotToken(app)),
        headers: { ...FORM, ...APP_CLIENT, ...headers },
        payload: new URLSearchParams({
          login: 'cliente@example.it',
          password: DEMO_PASSWORD,
        }).toString(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('reading needs no app header: a shared product link opens anywhere', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'GET',
      url: '/ebsn/api/products?page_size=1',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
