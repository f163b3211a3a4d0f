/**
 * Social login with Google and Facebook (issue 16) against the local stand-in provider: the real
 * OpenID Connect flow (start, the provider's sign-in page, the callback), the three outcomes
 * (session, registration filled from the provider, link by password), and every refusal of the
 * callback (state unknown or used, nonce mismatch, provider error, malformed or oversized).
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/config';
import {
  mailOutbox,
  socialIdentities,
  socialLogins,
  socialRegistrations,
  users,
} from '../../server/db/schema';
import { sha256Hex } from '../../server/modules/social-login/repository';
import { SOCIAL_COOKIE } from '../../server/modules/social-login/cookie';
import { messages } from '../../src/domain/messages';
import { socialMessages } from '../../src/domain/social-login';
import { newEmail, registrationBody } from './helpers/registration';
import {
  cookiePairOf,
  openCallback,
  setCookieOf,
  signInAtProvider,
  startSocial,
  type TestPerson,
} from './helpers/social';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  DEMO_PASSWORD,
  expectFailure,
  sessionCookieOf,
  useTestApp,
} from './helpers/test-app';

const DEMO_EMAIL = 'cliente@example.it';

function newPerson(overrides: Partial<TestPerson> = {}): TestPerson {
  return { email: newEmail('social'), givenName: 'Chiara', familyName: 'Esposito', ...overrides };
}

describe.each(backends)('social login (%s)', (backend) => {
  const testApp = useTestApp(backend);

  /** The whole browser round trip up to the shop's answer to the callback. */
  async function signIn(provider: 'google' | 'facebook', person: TestPerson | 'cancel') {
    const { app } = testApp();
    const authorization = await startSocial(app, provider);
    const callback = await signInAtProvider(authorization, person);
    const response = await openCallback(app, callback);
    return { authorization, callback, response };
  }

  async function identitiesOf(email: string) {
    const { db } = testApp();
    return db
      .select({ provider: socialIdentities.provider })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(eq(users.email, email));
  }

  async function socialDetail(cookie: string) {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_user_detail',
      headers: { ...APP_CLIENT, cookie },
    });
    expect(response.statusCode).toBe(200);
    return bodyOf(response).data;
  }

  it('start answers the provider address with PKCE S256, state and nonce, and stores the state only hashed', async () => {
    const { app, db } = testApp();
    const authorization = await startSocial(app, 'google');
    const state = authorization.searchParams.get('state') ?? '';
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(authorization.searchParams.get('redirect_uri')).toMatch(
      /\/ebsn\/api\/social-redir\/google$/,
    );
    expect(state).toMatch(/^[\w-]{20,}$/);
    const rows = await db
      .select()
      .from(socialLogins)
      .where(eq(socialLogins.id, sha256Hex(state)));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.provider).toBe('google');
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('start without the app header is refused as a forged call', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/ebsn/api/social/start?provider=google',
    });
    expect(response.statusCode).toBe(403);
  });

  it('a new person registers from the filled form, is confirmed at once with a verified e-mail, and signs in directly afterwards', async () => {
    const { app, db } = testApp();
    const person = newPerson();
    const { response } = await signIn('google', person);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/registration-user?social_login=google');
    expect(setCookieOf(response, SESSION_COOKIE)).toBeUndefined();
    const pending = cookiePairOf(response, SOCIAL_COOKIE);
    expect(setCookieOf(response, SOCIAL_COOKIE)).toMatch(/HttpOnly/i);

    expect(await socialDetail(pending)).toEqual({
      linked: true,
      provider: 'google',
      email: person.email,
      emailVerified: true,
      firstName: 'Chiara',
      lastName: 'Esposito',
    });

    const registered = await app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      headers: { ...APP_CLIENT, cookie: pending },
      payload: registrationBody({ email: person.email, firstName: 'Chiara', lastName: 'Esposito' }),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({
      data: { email: person.email, confirmed: true },
      response: { status: 0, infos: [{ info: 'Registrazione completata: benvenuto!' }] },
    });
    expect(bodyOf(registered).user.userId).toBeGreaterThan(0);
    sessionCookieOf(registered);
    const mails = await db
      .select({ value: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, person.email));
    expect(mails[0]?.value).toBe(0);
    expect(await identitiesOf(person.email)).toEqual([{ provider: 'google' }]);
    // The waiting account is used up.
    expect(await socialDetail(pending)).toEqual({ linked: false });

    const again = await signIn('google', person);
    expect(again.response.statusCode).toBe(303);
    expect(again.response.headers.location).toBe('/');
    const session = sessionCookieOf(again.response);
    const check = await app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { ...APP_CLIENT, cookie: session },
    });
    expect(check.json()).toMatchObject({ data: { authenticated: true } });
  });

  it('a registration with another e-mail is linked but waits for its confirmation link', async () => {
    const { app, db } = testApp();
    const person = newPerson();
    const { response } = await signIn('facebook', person);
    expect(response.headers.location).toBe('/registration-user?social_login=facebook');
    const pending = cookiePairOf(response, SOCIAL_COOKIE);
    const other = newEmail('altro');
    const registered = await app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      headers: { ...APP_CLIENT, cookie: pending },
      payload: registrationBody({ email: other }),
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ data: { email: other } });
    expect(registered.json().data.confirmed).toBeUndefined();
    expect(setCookieOf(registered, SESSION_COOKIE)).toBeUndefined();
    const confirmed = await db
      .select({ confirmedAt: users.confirmedAt })
      .from(users)
      .where(eq(users.email, other));
    expect(confirmed[0]?.confirmedAt).toBeNull();
    expect(await identitiesOf(other)).toEqual([{ provider: 'facebook' }]);

    const again = await signIn('facebook', person);
    expect(again.response.headers.location).toBe('/login?social_error=unconfirmed');
    expect(setCookieOf(again.response, SESSION_COOKIE)).toBeUndefined();
  });

  it('a person whose e-mail has an account links it with the password; a wrong password links nothing', async () => {
    const { app } = testApp();
    const person = { email: DEMO_EMAIL, givenName: 'Mario', familyName: 'Rossi' };
    const { response } = await signIn('google', person);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?social_link=google');
    const pending = cookiePairOf(response, SOCIAL_COOKIE);

    const link = (password: string, cookie = pending) =>
      app.inject({
        method: 'POST',
        url: '/ebsn/api/social/link',
        headers: { ...APP_CLIENT, cookie },
        payload: { password },
      });
    const wrong = await link('sbagliata-123');
    expectFailure(wrong, 401, [socialMessages.wrongPassword.message]);
    expect(setCookieOf(wrong, SESSION_COOKIE)).toBeUndefined();
    expect(await identitiesOf(DEMO_EMAIL)).toEqual([]);

    const forged = await app.inject({
      method: 'POST',
      url: '/ebsn/api/social/link',
      headers: { cookie: pending },
      payload: { password: DEMO_PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
    expect(await identitiesOf(DEMO_EMAIL)).toEqual([]);

    const linked = await link(DEMO_PASSWORD);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(bodyOf(linked).user).toMatchObject({ email: DEMO_EMAIL });
    sessionCookieOf(linked);
    expect(await identitiesOf(DEMO_EMAIL)).toEqual([{ provider: 'google' }]);
    // Used once.
    expectFailure(await link(DEMO_PASSWORD), 400, [socialMessages.pendingMissing.message]);

    const again = await signIn('google', person);
    expect(again.response.headers.location).toBe('/');
    sessionCookieOf(again.response);
  });

  it('link without a waiting account is refused', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/ebsn/api/social/link',
      headers: APP_CLIENT,
      payload: { password: DEMO_PASSWORD },
    });
    expectFailure(response, 400, [socialMessages.pendingMissing.message]);
  });

  it('an unknown state is refused and changes nothing', async () => {
    const response = await openCallback(
      testApp().app,
      '/ebsn/api/social-redir/google?code=abc&state=non-esiste',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?social_error=expired');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a state used once is refused the second time', async () => {
    const { app } = testApp();
    const { callback, response } = await signIn('google', newPerson());
    expect(response.headers.location).toBe('/registration-user?social_login=google');
    const replay = await openCallback(app, callback);
    expect(replay.headers.location).toBe('/login?social_error=expired');
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it("the other provider's state is refused", async () => {
    const { app } = testApp();
    const authorization = await startSocial(app, 'google');
    const callback = await signInAtProvider(authorization, newPerson());
    const elsewhere = `/ebsn/api/social-redir/facebook${callback.search}`;
    const response = await openCallback(app, elsewhere);
    expect(response.headers.location).toBe('/login?social_error=expired');
  });

  it('an ID token with another nonce is refused', async () => {
    const { app, db } = testApp();
    const authorization = await startSocial(app, 'google');
    const state = authorization.searchParams.get('state') ?? '';
    await db
      .update(socialLogins)
      .set({ nonce: 'un-altro-nonce-che-non-corrisponde' })
      .where(eq(socialLogins.id, sha256Hex(state)));
    const callback = await signInAtProvider(authorization, newPerson());
    const response = await openCallback(app, callback);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?social_error=invalid');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a sign-in older than 10 minutes is refused and leaves nothing behind', async () => {
    const { app, db } = testApp();
    const person = newPerson();
    const authorization = await startSocial(app, 'google');
    const state = authorization.searchParams.get('state') ?? '';
    await db
      .update(socialLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialLogins.id, sha256Hex(state)));
    const callback = await signInAtProvider(authorization, person);
    const response = await openCallback(app, callback);
    expect(response.headers.location).toBe('/login?social_error=expired');
    expect(response.headers['set-cookie']).toBeUndefined();
    const waiting = await db
      .select({ value: count() })
      .from(socialRegistrations)
      .where(eq(socialRegistrations.email, person.email));
    expect(waiting[0]?.value).toBe(0);
    const taken = await db
      .select({ value: count() })
      .from(socialLogins)
      .where(eq(socialLogins.id, sha256Hex(state)));
    expect(taken[0]?.value).toBe(0);
  });

  it('a waiting account past its 30 minutes fills no form and links nothing', async () => {
    const { app, db } = testApp();
    // Facebook: the demo customer's Google is linked by the test above.
    const { response } = await signIn('facebook', {
      email: DEMO_EMAIL,
      givenName: 'Mario',
      familyName: 'Rossi',
    });
    const pending = cookiePairOf(response, SOCIAL_COOKIE);
    expect(setCookieOf(response, SOCIAL_COOKIE)).toMatch(/Max-Age=1800/);
    await db
      .update(socialRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialRegistrations.email, DEMO_EMAIL));
    expect(await socialDetail(pending)).toEqual({ linked: false });
    const link = await app.inject({
      method: 'POST',
      url: '/ebsn/api/social/link',
      headers: { ...APP_CLIENT, cookie: pending },
      payload: { password: DEMO_PASSWORD },
    });
    expectFailure(link, 400, [socialMessages.pendingMissing.message]);
  });

  it('a code sent with another PKCE verifier is refused', async () => {
    const { app, db } = testApp();
    const authorization = await startSocial(app, 'google');
    const state = authorization.searchParams.get('state') ?? '';
    await db
      .update(socialLogins)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(socialLogins.id, sha256Hex(state)));
    const callback = await signInAtProvider(authorization, newPerson());
    const response = await openCallback(app, callback);
    expect(response.headers.location).toBe('/login?social_error=invalid');
  });

  it('the provider refusing (the person cancels) ends on the login with the reason', async () => {
    const { response } = await signIn('google', 'cancel');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?social_error=denied');
  });

  it('malformed and oversized callbacks are refused with a redirect, never an error page', async () => {
    const { app } = testApp();
    const authorization = await startSocial(app, 'google');
    const state = authorization.searchParams.get('state') ?? '';
    const cases = [
      '/ebsn/api/social-redir/google',
      `/ebsn/api/social-redir/google?state=${state}&state=${state}&code=a`,
      `/ebsn/api/social-redir/google?code=${'a'.repeat(5000)}&state=${state}`,
      `/ebsn/api/social-redir/google?code=a&state=${'s'.repeat(3000)}`,
      '/ebsn/api/social-redir/google?code=a&state=%00',
      '/ebsn/api/social-redir/twitter?code=a&state=b',
    ];
    for (const url of cases) {
      const response = await openCallback(app, url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toMatch(/^\/login\?social_error=(invalid|expired)$/);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    // A state without a code is used up.
    const noCode = await openCallback(app, `/ebsn/api/social-redir/google?state=${state}`);
    expect(noCode.headers.location).toBe('/login?social_error=invalid');
  });

  it('the mobile app exchanges the code and gets the session in X-Ebsn-Session', async () => {
    const { app, db } = testApp();
    const person = newPerson();
    // Registered and linked first, through the browser.
    const first = await signIn('google', person);
    const pending = cookiePairOf(first.response, SOCIAL_COOKIE);
    const registered = await app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      headers: { ...APP_CLIENT, cookie: pending },
      payload: registrationBody({ email: person.email }),
    });
    expect(registered.json()).toMatchObject({ data: { confirmed: true } });

    const authorization = await startSocial(app, 'google', { mobile: true });
    expect(authorization.searchParams.get('redirect_uri')).toMatch(/google-mobile$/);
    const callback = await signInAtProvider(authorization, person);
    expect(callback.pathname).toBe('/ebsn/api/social-redir/google-mobile');
    const code = callback.searchParams.get('code') ?? '';
    const state = callback.searchParams.get('state') ?? '';
    const response = await app.inject({
      method: 'GET',
      url: `/ebsn/api/social-redir/google-mobile?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}&use-plugin=true`,
      headers: { 'x-ebsn-client': 'android' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { outcome: 'session', provider: 'google' } });
    expect(response.headers['x-ebsn-session']).toMatch(/.{20,}/);
    const rows = await db
      .select({ value: count() })
      .from(socialLogins)
      .where(and(eq(socialLogins.id, sha256Hex(state))));
    expect(rows[0]?.value).toBe(0);

    // The browser's callback does not take a mobile sign-in's state, nor the other way round.
    const web = await startSocial(app, 'google');
    const webCallback = await signInAtProvider(web, person);
    const crossed = await app.inject({
      method: 'GET',
      url: `/ebsn/api/social-redir/google-mobile${webCallback.search}`,
      headers: { 'x-ebsn-client': 'android' },
    });
    expectFailure(crossed, 400, [socialMessages.expired.message]);
  });
});

describe.each(backends)('social login limits (%s)', (backend) => {
  const testApp = useTestApp(backend, {
    social: { linkRateLimit: { max: 3, timeWindowMs: 60_000 } },
  });

  it('one address starts at most 60 sign-ins in 10 minutes', async () => {
    const { app } = testApp();
    const start = () =>
      app.inject({
        method: 'POST',
        url: '/ebsn/api/social/start?provider=facebook',
        headers: APP_CLIENT,
        remoteAddress: '192.0.2.60',
      });
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect((await start()).statusCode).toBe(200);
    }
    expectFailure(await start(), 429, [messages.tooManyRequests.message]);
  });

  it('the password of a link is tried a few times only', async () => {
    const { app } = testApp();
    const link = () =>
      app.inject({
        method: 'POST',
        url: '/ebsn/api/social/link',
        headers: { ...APP_CLIENT, cookie: `${SOCIAL_COOKIE}=${'a'.repeat(43)}` },
        payload: { password: 'indovina' },
        remoteAddress: '192.0.2.61',
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectFailure(await link(), 400, [socialMessages.pendingMissing.message]);
    }
    expectFailure(await link(), 429, [messages.tooManyRequests.message]);
  });
});
