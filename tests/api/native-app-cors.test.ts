/**
 * The mobile app calls the shop across origins (issue 32, DESIGN.md "The mobile app"): its
 * webviews, `capacitor://localhost` (iOS) and `https://localhost` (Android), get real CORS on the
 * shop API, with the app's headers allowed and the session and account headers exposed, and keep
 * their session in `X-Ebsn-Session`, never in a cookie. Every other origin gets no CORS header,
 * and its calls that change something are still refused.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { platformMessages } from '../../src/domain/platform-messages';
import { FOREIGN_REQUEST } from '../../server/http/validation-messages';
import { injectBotToken, loginPathWith } from './helpers/bot-check';
import {
  backends,
  bodyOf,
  DEMO_PASSWORD,
  expectFailure,
  FORM,
  postLogin,
  sessionSetCookie,
  useTestApp,
} from './helpers/test-app';

const WEBVIEWS = ['capacitor://localhost', 'https://localhost'] as const;
const EVIL = 'https://evil.example';

/** What the app's client sends (src/api/middleware/headers.ts), on a phone. */
const APP_REQUEST_HEADERS = [
  'x-ebsn-client',
  'x-ebsn-version',
  'x-ebsn-lang',
  'x-ebsn-client-uuid',
  'x-ebsn-session',
  'x-ebsn-account',
  'content-type',
];

/** The headers of a webview's call: its origin, across sites, as the iOS app. */
const fromWebview = (origin: string) => ({
  origin,
  'sec-fetch-site': 'cross-site',
  'x-ebsn-client': 'ios',
});

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

function expectNoCors(response: LightMyRequestResponse) {
  const cors = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
  expect(cors, JSON.stringify(response.headers)).toEqual([]);
}

function expectCorsFor(response: LightMyRequestResponse, origin: string) {
  expect(response.headers['access-control-allow-origin']).toBe(origin);
  expect(listOf(response.headers.vary)).toContain('origin');
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
}

describe.each(backends)('CORS for the mobile app (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: 'https://spesa.example.it' });

  function preflight(url: string, origin: string, method = 'POST') {
    return testApp().app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': APP_REQUEST_HEADERS.join(','),
      },
    });
  }

  it.each(WEBVIEWS)(
    'a preflight from %s is granted, with the methods and the headers the app sends',
    async (origin) => {
      for (const url of [
        '/ebsn/api/auth/login',
        '/ebsn/api/externalregistration/register?platform=ios',
        '/version.json',
      ]) {
        const response = await preflight(url, origin);
        expect(response.statusCode, url).toBe(204);
        expectCorsFor(response, origin);
        expect(listOf(response.headers['access-control-allow-methods'])).toEqual(
          expect.arrayContaining(['get', 'post']),
        );
        expect(listOf(response.headers['access-control-allow-headers'])).toEqual(
          expect.arrayContaining([...APP_REQUEST_HEADERS, 'idempotency-key']),
        );
        expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
      }
    },
  );

  it.each(WEBVIEWS)(
    'a login from %s gets the session in X-Ebsn-Session (exposed) and no cookie, and the header alone carries it',
    async (origin) => {
      const { app } = testApp();
      const login = await postLogin(
        app,
        { login: 'cliente@example.it', password: DEMO_PASSWORD },
        fromWebview(origin),
      );
      expect(login.statusCode).toBe(200);
      expectCorsFor(login, origin);
      const exposed = listOf(login.headers['access-control-expose-headers']);
      expect(exposed).toEqual(expect.arrayContaining(['x-ebsn-session', 'x-ebsn-account']));
      const token = login.headers['x-ebsn-session'];
      expect(typeof token).toBe('string');
      expect(login.headers['x-ebsn-account']).toBe(String(bodyOf(login).user.userId));
      expect(sessionSetCookie(login)).toBeUndefined();

      const probe = await app.inject({
        method: 'GET',
        url: '/ebsn/api/auth/test',
        headers: { ...fromWebview(origin), 'x-ebsn-session': String(token) },
      });
      expect(probe.statusCode).toBe(200);
      expect(bodyOf(probe).user.userId).toBe(bodyOf(login).user.userId);
      expect(probe.headers['x-ebsn-account']).toBe(String(bodyOf(login).user.userId));
      expectCorsFor(probe, origin);
      expect(listOf(probe.headers['access-control-expose-headers'])).toContain('x-ebsn-account');

      // A call that changes something, from the webview with its header session.
      const logout = await app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/logout',
        headers: { ...fromWebview(origin), 'x-ebsn-session': String(token) },
      });
      expect(logout.statusCode).toBe(200);
      expectCorsFor(logout, origin);
    },
  );

  it("the webviews can read a refusal: an expired session's 419 carries their CORS headers", async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { ...fromWebview('capacitor://localhost'), 'x-ebsn-session': 'x'.repeat(43) },
    });
    expectFailure(response, 419, [messages.sessionExpired.message]);
    expectCorsFor(response, 'capacitor://localhost');
  });

  it('another origin gets no CORS header at all, and its calls that change something are still refused', async () => {
    const { app } = testApp();
    for (const origin of [
      EVIL,
      'http://localhost',
      'https://localhost:8443',
      'capacitor://localhost.evil.example',
      'null',
    ]) {
      const refusedPreflight = await preflight('/ebsn/api/auth/login', origin);
      expect(refusedPreflight.statusCode, origin).not.toBe(204);
      expectNoCors(refusedPreflight);

      const read = await app.inject({
        method: 'GET',
        url: '/ebsn/api/products?page_size=1',
        headers: { origin },
      });
      expect(read.statusCode).toBe(200);
      expectNoCors(read);
      // Caches keep the webviews' replies apart from everyone else's.
      expect(listOf(read.headers.vary)).toContain('origin');

      const login = await app.inject({
        method: 'POST',
        url: loginPathWith(await injectBotToken(app)),
        headers: { ...FORM, origin, 'x-ebsn-client': 'web', 'sec-fetch-site': 'cross-site' },
        payload: new URLSearchParams({
          login: 'cliente@example.it',
          password: DEMO_PASSWORD,
        }).toString(),
      });
      expectFailure(login, 403, [FOREIGN_REQUEST]);
      expectNoCors(login);
      expect(login.headers['x-ebsn-session']).toBeUndefined();
      expect(sessionSetCookie(login)).toBeUndefined();
    }
  });

  it("the shop's own pages get no CORS header, and keep their session in the cookie", async () => {
    const { app } = testApp();
    const login = await postLogin(
      app,
      { login: 'cliente@example.it', password: DEMO_PASSWORD },
      { origin: 'https://spesa.example.it', 'sec-fetch-site': 'same-origin' },
    );
    expect(login.statusCode).toBe(200);
    expectNoCors(login);
    expect(sessionSetCookie(login)).toMatch(/HttpOnly/i);
    expect(login.headers['x-ebsn-session']).toBeUndefined();
  });

  it('pages and the link files are not the API: no CORS there', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/profile/orders',
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'GET' },
    });
    expectNoCors(response);
  });
});

describe.each(backends)('CORS for the mobile app in maintenance (%s)', (backend) => {
  const testApp = useTestApp(backend, { maintenance: true });

  it("a webview's preflight is still granted and it can read the 503", async () => {
    const { app } = testApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/ebsn/api/cart/view',
      headers: {
        origin: 'https://localhost',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-ebsn-client',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expectCorsFor(preflight, 'https://localhost');

    const response = await app.inject({
      method: 'GET',
      url: '/ebsn/api/cart/view',
      headers: fromWebview('https://localhost'),
    });
    expectFailure(response, 503, [platformMessages.maintenance.message]);
    expectCorsFor(response, 'https://localhost');
    expect(listOf(response.headers['access-control-expose-headers'])).toContain('retry-after');
  });
});
