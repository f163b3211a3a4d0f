/**
 * Staff sign-on in API tests: the whole SAML round trip through the shop's test identity provider
 * (do-login, the provider's page, its signed response, the assertion consumer service), and
 * responses crafted with the same builder for the tampered cases.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_COOKIE } from '../../../server/config';
import { SAML_REQUEST_COOKIE } from '../../../server/modules/staff/request-binding';
import type { Db } from '../../../server/db/client';
import { staffSessions, staffUsers } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/login/passwords';
import { sessionIdOf, newSessionToken } from '../../../server/modules/session/sessions';
import { createStaffSession } from '../../../server/modules/staff/session-repository';
import {
  encodeSamlResponse,
  samlResponseXml,
  type ResponseOptions,
  type StaffPerson,
} from '../../../server/dev/staff-idp/saml-response';
import { TEST_STAFF_PEOPLE } from '../../../server/dev/staff-idp/people';
import { count } from 'drizzle-orm';
import { APP_CLIENT, FORM } from './test-app';

export const [CHIARA, LUCA, PAOLA, NO_ROLES] = TEST_STAFF_PEOPLE as [
  StaffPerson,
  StaffPerson,
  StaffPerson,
  StaffPerson,
];

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (match?.[1] === undefined) throw new Error(`No ${name} field in: ${html.slice(0, 300)}`);
  return match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** Asks do-login for a sign-on and answers the request id the provider will answer. */
export async function startSignOn(
  app: FastifyInstance,
  relay?: string,
): Promise<{
  readonly requestId: string;
  readonly samlRequest: string;
  /** `ebsn_saml_request=<id>`: the browser's side of the request, sent back with the response. */
  readonly requestCookie: string;
}> {
  const query = relay === undefined ? '' : `?relay_state_url=${encodeURIComponent(relay)}`;
  const reply = await app.inject({ url: `/ebsn/api/saml/do-login${query}`, headers: APP_CLIENT });
  const redirectUrl = (reply.json() as { data: { redirectUrl: string } }).data.redirectUrl;
  const samlRequest = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const page = await app.inject({
    url: `/test-idp/sso?SAMLRequest=${encodeURIComponent(samlRequest)}`,
  });
  const requestId = hiddenField(page.body, 'requestId');
  return { requestId, samlRequest, requestCookie: requestCookieFor(requestId) };
}

/** The request cookie do-login leaves for `requestId`. */
export function requestCookieFor(requestId: string): string {
  return `${SAML_REQUEST_COOKIE}=${requestId}`;
}

export function postAcs(
  app: FastifyInstance,
  samlResponse: string,
  relayState?: string,
  requestCookie?: string,
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = { SAMLResponse: samlResponse };
  if (relayState !== undefined) fields.RelayState = relayState;
  return app.inject({
    method: 'POST',
    url: '/saml/acs',
    headers: requestCookie === undefined ? FORM : { ...FORM, cookie: requestCookie },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The options of a genuine response of the test provider to `requestId`. */
export function genuineOptions(
  app: FastifyInstance,
  requestId: string | null,
  person: StaffPerson = CHIARA,
): ResponseOptions {
  const { sp, idp, testIdpKeys } = app.samlSetup;
  return {
    person,
    idpEntityId: idp.entityId,
    audience: sp.entityId,
    acsUrl: sp.acsUrl,
    inResponseTo: requestId,
    keys: testIdpKeys,
  };
}

export function craft(options: ResponseOptions): string {
  return encodeSamlResponse(samlResponseXml(options));
}

/** `ebsn_staff=<token>` from a reply that set it; undefined when none was set. */
export function staffCookieOf(reply: LightMyRequestResponse): string | undefined {
  const header = reply.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const pair = lines.find((line) => line.startsWith(`${STAFF_COOKIE}=`))?.split(';')[0];
  return pair === undefined || pair === `${STAFF_COOKIE}=` ? undefined : pair;
}

/** Signs `person` on through the test provider's pages, as a browser would; the staff cookie. */
export async function signOn(app: FastifyInstance, person: StaffPerson = CHIARA): Promise<string> {
  const { samlRequest, requestCookie } = await startSignOn(app);
  const page = await app.inject({
    url: `/test-idp/sso?SAMLRequest=${encodeURIComponent(samlRequest)}`,
  });
  const posted = await app.inject({
    method: 'POST',
    url: '/test-idp/sso',
    headers: FORM,
    payload: new URLSearchParams({
      person: person.username,
      requestId: hiddenField(page.body, 'requestId'),
    }).toString(),
  });
  const acs = await postAcs(
    app,
    hiddenField(posted.body, 'SAMLResponse'),
    undefined,
    requestCookie,
  );
  const cookie = staffCookieOf(acs);
  if (acs.statusCode !== 303 || cookie === undefined) {
    throw new Error(`Sign-on refused: ${acs.statusCode} ${String(acs.headers.location)}`);
  }
  return cookie;
}

export async function countStaffSessions(db: Db): Promise<number> {
  const rows = await db.select({ value: count() }).from(staffSessions);
  return rows[0]?.value ?? 0;
}

/** A backoffice account with a password (and a TOTP secret when given); its username. */
export async function newBackofficeAccount(
  db: Db,
  options: { password: string; roles: string[]; mfaSecret?: string },
): Promise<string> {
  const username = `back-${randomBytes(4).toString('hex')}`;
  await db.insert(staffUsers).values({
    username,
    displayName: 'Prova backoffice',
    passwordHash: await hashPassword(options.password),
    roles: options.roles,
    mfaSecret: options.mfaSecret ?? null,
  });
  return username;
}

/** A staff session made directly (for the access tests): its cookie. */
export async function staffSessionFor(db: Db, roles: string[]): Promise<string> {
  const [row] = await db
    .insert(staffUsers)
    .values({ username: `sso-${randomBytes(4).toString('hex')}`, displayName: 'Prova', roles })
    .returning({ id: staffUsers.id });
  if (row === undefined) throw new Error('The staff user was not created');
  const token = newSessionToken();
  await createStaffSession(db, {
    id: sessionIdOf(token),
    staffUserId: row.id,
    samlNameId: null,
    samlSessionIndex: null,
  });
  return `${STAFF_COOKIE}=${token}`;
}

export function staffCall(
  app: FastifyInstance,
  cookie: string | null,
  url: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: cookie === null ? APP_CLIENT : { ...APP_CLIENT, cookie },
  });
}
