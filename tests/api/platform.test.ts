import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { SESSION_HINT_COOKIE } from '../../src/domain/session-hint';
import { buildApp } from '../../server/app';
import { appVersionOf } from '../../server/config';
import { NOT_BUILT_TEXT } from '../../server/plugins/spa';
import { TEST_BOT_CHECK } from './helpers/bot-check';
import { openTestDatabase } from './helpers/databases';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  DEMO_PASSWORD,
  expectFailure,
  postLogin,
  sessionCookieOf,
  sessionSetCookie,
  useTestApp,
} from './helpers/test-app';

/** A stand-in for Vite's dist/: an index page and one hashed asset big enough to compress. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ebsn-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Spesa online</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-AbC123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-AbC123.js.map'),
    '{"version":3,"sources":["src/app/secret-source.ts"],"sourcesContent":["// the client source"]}',
  );
  return dir;
}

describe.each(backends)('platform (%s)', (backend) => {
  const testApp = useTestApp(backend, { appStoreUrl: 'https://example.it/app/{platform}' });

  it('version.json answers the app version and the store URL', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/version.json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '2.0.7', url: 'https://example.it/app/{platform}' });
  });

  it("APP_VERSION is the version announced: dotted numbers, or this build's", () => {
    expect(appVersionOf(undefined)).toBe('2.0.7');
    expect(appVersionOf(' 2.1.0 ')).toBe('2.1.0');
    for (const wrong of ['2.1.0-beta', 'v2', '2..1']) {
      expect(() => appVersionOf(wrong)).toThrow(/APP_VERSION/);
    }
  });

  it.each(['GET', 'POST'] as const)(
    'an unknown %s under /ebsn/api answers the 404 envelope',
    async (method) => {
      const response = await testApp().app.inject({
        headers: APP_CLIENT,
        method,
        url: '/ebsn/api/no/such/call',
      });
      expectFailure(response, 404, [messages.notFound.message]);
      expect(bodyOf(response).data).toBeNull();
    },
  );

  it('a wrong method on a known call answers 404 with the envelope', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'DELETE',
      url: '/ebsn/api/auth/login',
    });
    expectFailure(response, 404, [messages.notFound.message]);
  });

  it('a bad query parameter answers 400 naming it', async () => {
    const { app } = testApp();
    const login = await postLogin(app, { login: 'cliente@example.it', password: DEMO_PASSWORD });
    const response = await app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test?operation=%3Cscript%3E',
      headers: { ...APP_CLIENT, cookie: sessionCookieOf(login) },
    });
    expectFailure(
      response,
      400,
      ['Il parametro «operation» non è valido'],
      bodyOf(login).user.userId,
    );
  });

  it('replies carry the security headers and the strict CSP', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/ebsn/api/cart/view',
    });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "worker-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it('API replies, which carry the shopper, are never cached; the app version may be', async () => {
    const { app } = testApp();
    for (const url of ['/ebsn/api/cart/view', '/ebsn/api/products?page_size=1', '/ebsn/api/nope']) {
      const response = await app.inject({ headers: APP_CLIENT, method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const version = await app.inject({ headers: APP_CLIENT, method: 'GET', url: '/version.json' });
    expect(version.headers['cache-control']).toBe('public, max-age=60');
  });

  it('no error reply carries a stack trace or internal detail', async () => {
    const { app } = testApp();
    const requests: {
      method: 'GET' | 'POST';
      url: string;
      headers: Record<string, string>;
      payload?: string;
    }[] = [
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"x":1}}',
      },
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { 'content-type': 'text/html' },
        payload: '<b>',
      },
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      },
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'login=a&login=b&password=x',
      },
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ login: { $gt: '' }, password: 1 }),
      },
      { method: 'GET', url: '/ebsn/api/cart/view', headers: { cookie: 'ebsn_session=%E0%A4%A' } },
      { method: 'GET', url: '/ebsn/api/auth/test?operation=a&operation=b', headers: {} },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(
        response.statusCode,
        `${request.method} ${request.url} ${request.payload ?? ''}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+|stack|node_modules|FST_|Error:/);
      expect(bodyOf(response).response.status).toBe(1);
    }
  });
});

describe('platform without a database', () => {
  it('a database failure answers 500 with the generic text and no detail', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    const app = await buildApp({ database, botCheck: TEST_BOT_CHECK });
    const login = await postLogin(app, { login: 'cliente@example.it', password: DEMO_PASSWORD });
    await dispose();
    const response = await app.inject({
      method: 'GET',
      url: '/ebsn/api/cart/view',
      headers: { ...APP_CLIENT, cookie: sessionCookieOf(login) },
    });
    await app.close();
    expectFailure(response, 500, [messages.generic.message]);
    expect(response.body).not.toMatch(/stack|closed|PGlite|\bError\b/);
  });
});

describe('behind a trusted https proxy', () => {
  const testApp = useTestApp('pglite', { trustProxy: true });

  it('the session cookie is Secure when the request came over https', async () => {
    const response = await postLogin(
      testApp().app,
      { login: 'cliente@example.it', password: DEMO_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.statusCode).toBe(200);
    expect(sessionSetCookie(response)).toMatch(/; Secure/);
  });
});

describe('the built SPA', () => {
  const dist = fakeBuild();
  const testApp = useTestApp('pglite', { staticDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at / without long caching', async () => {
    const response = await testApp().app.inject({ headers: APP_CLIENT, method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable for a year, compressed when asked', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { ...APP_CLIENT, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('never serves the source maps, which hold the whole client source', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/assets/index-AbC123.js.map',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('the client source');
  });

  it('answers index.html for any other page path (history mode)', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/profile/orders/42?x=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("tells a page whether the browser holds a session, since the page is everyone's", async () => {
    const hintOf = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie']]
        .flat()
        .find(
          (cookie) => typeof cookie === 'string' && cookie.startsWith(`${SESSION_HINT_COOKIE}=`),
        );
    const page = (cookies: Record<string, string>) =>
      testApp().app.inject({
        headers: APP_CLIENT,
        method: 'GET',
        url: '/catalog/search?query=latte',
        cookies,
      });

    expect(hintOf(await page({}))).toBeUndefined();
    const signedIn = hintOf(await page({ ebsn_session: 'a-session-token' }));
    expect(signedIn).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax$`));
    expect(
      hintOf(await page({ ebsn_session: 'a-session-token', [SESSION_HINT_COOKIE]: '1' })),
    ).toBeUndefined();
    // Signed out (the session cookie gone): the hint goes too.
    expect(hintOf(await page({ [SESSION_HINT_COOKIE]: '1' }))).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('a missing asset is a plain 404, not the page', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/assets/missing-123.js',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('an unknown API call still answers the envelope', async () => {
    const response = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/ebsn/api/nothing',
    });
    expectFailure(response, 404, [messages.notFound.message]);
  });
});

describe('without a built SPA', () => {
  const testApp = useTestApp('pglite', { staticDir: path.join(tmpdir(), 'ebsn-no-such-dist') });

  it('/ says how to build it', async () => {
    const response = await testApp().app.inject({ headers: APP_CLIENT, method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(NOT_BUILT_TEXT);
    expect(response.body).toContain('npm run build');
  });
});
