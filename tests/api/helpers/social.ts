/**
 * Social login the way a browser does it, against the local stand-in provider: ask the shop for
 * the provider's address, open the provider's sign-in page, pick or type a person, follow the
 * provider's redirects, and hand the shop's callback address back to the test. The provider is
 * spoken to over real HTTP (it runs on its own 127.0.0.1 port); the shop through `app.inject`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { APP_CLIENT } from './test-app';

export interface TestPerson {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly emailVerified?: boolean;
}

/** Cookies of one site, by name (paths ignored: enough for the stand-in's few). */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Starts a sign-in; answers the provider's authorization URL. */
export async function startSocial(
  app: FastifyInstance,
  provider: 'google' | 'facebook',
  options: { readonly mobile?: boolean } = {},
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: `/ebsn/api/social/start?provider=${provider}${options.mobile === true ? '&mobile=true' : ''}`,
    headers: APP_CLIENT,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json<{ data: { redirectUrl: string } }>();
  return new URL(data.redirectUrl);
}

async function get(url: string, jar: CookieJar): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.store(response);
  return response;
}

function locationOf(response: Response, base: string): string {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`No redirect from ${base}: ${response.status}`);
  return new URL(location, base).href;
}

/**
 * At the provider: opens the sign-in page (checked to be the Italian one), sends `person` (or
 * 'cancel' to stop there) and follows the provider's redirects until they leave it. Answers the
 * address the browser is sent to: the shop's callback with the code, state and issuer.
 */
export async function signInAtProvider(
  authorizationUrl: URL,
  person: TestPerson | 'cancel',
): Promise<URL> {
  const jar = new CookieJar();
  const origin = authorizationUrl.origin;
  const first = await get(authorizationUrl.href, jar);
  const pageUrl = locationOf(first, authorizationUrl.href);
  const page = await get(pageUrl, jar);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="it">');
  expect(html).toMatch(/Accedi con (Google|Facebook)/);

  const form =
    person === 'cancel'
      ? new URLSearchParams({ cancel: '1' })
      : new URLSearchParams({
          email: person.email,
          given_name: person.givenName,
          family_name: person.familyName,
          ...(person.emailVerified === false ? {} : { email_verified: 'on' }),
        });
  const posted = await fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  jar.store(posted);
  let next = locationOf(posted, pageUrl);
  // The provider resumes the authorization, then sends the browser back to the shop.
  for (let hop = 0; hop < 5 && new URL(next).origin === origin; hop += 1) {
    const response = await get(next, jar);
    next = locationOf(response, next);
  }
  return new URL(next);
}

/** The shop's callback opened by the browser, with the shop's cookies (`cookie`). */
export function openCallback(
  app: FastifyInstance,
  callback: URL | string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const url = typeof callback === 'string' ? callback : `${callback.pathname}${callback.search}`;
  return app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(cookie === undefined ? {} : { cookie }) },
  });
}

/** `name=value` of a cookie the reply set (undefined when it did not set it). */
export function setCookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${name}=`));
}

export function cookiePairOf(response: LightMyRequestResponse, name: string): string {
  const pair = setCookieOf(response, name)?.split(';')[0];
  if (pair === undefined || pair === `${name}=`) throw new Error(`No ${name} cookie was set`);
  return pair;
}
