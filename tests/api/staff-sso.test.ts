/**
 * SAML single sign-on for staff (issue 16): a response of the test identity provider signs on;
 * every tampered, replayed or foreign response is refused with nothing changed; relay states are
 * only the shop's own paths.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffUsers } from '../../server/db/schema';
import { generateSigningKeys } from '../../server/dev/staff-idp/keys';
import {
  encodeSamlResponse,
  samlResponseXml,
  signElement,
  samlId,
} from '../../server/dev/staff-idp/saml-response';
import { staffMessages } from '../../src/domain/staff';
import {
  CHIARA,
  LUCA,
  countStaffSessions,
  craft,
  genuineOptions,
  postAcs,
  requestCookieFor,
  signOn,
  staffCall,
  staffCookieOf,
  startSignOn,
} from './helpers/staff';
import { APP_CLIENT, backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The text of the (first) assertion of a response. */
function assertionIn(xml: string): string {
  const match = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml);
  if (match === null) throw new Error('No assertion');
  return match[0];
}

describe.each(backends)('SAML single sign-on (%s)', (backend) => {
  const testApp = useTestApp(backend);

  /** Posts `samlResponse` and asserts it was refused with `messageId` and no session made. */
  async function expectRefused(
    samlResponse: string,
    requestCookie: string | undefined,
    messageId: string = staffMessages.ssoFailed.id,
  ) {
    const { app, db } = testApp();
    const before = await countStaffSessions(db);
    const reply = await postAcs(app, samlResponse, '/admin/clienti', requestCookie);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`/userboard?sso_error=${messageId}`);
    expect(staffCookieOf(reply)).toBeUndefined();
    expect(await countStaffSessions(db)).toBe(before);
  }

  it('signs on through the test provider and returns to the relay state', async () => {
    const { app } = testApp();
    const { requestId, requestCookie } = await startSignOn(app, '/admin/clienti');
    const reply = await postAcs(
      app,
      craft(genuineOptions(app, requestId)),
      '/admin/clienti',
      requestCookie,
    );
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/admin/clienti');
    const cookie = staffCookieOf(reply);
    expect(cookie).toMatch(/^ebsn_staff=[A-Za-z0-9_-]{43}$/);
    expect(String(reply.headers['set-cookie'])).toMatch(/HttpOnly/);

    const who = await staffCall(app, cookie ?? '', '/ebsn/api/saml/do-login?checkUser=true');
    expect(bodyOf(who).data).toEqual({
      redirectUrl: null,
      staff: { username: 'chiara.verdi', displayName: 'Chiara Verdi', roles: CHIARA.roles },
      acting: null,
    });
    expect(who.headers['x-ebsn-staff']).toBe('signed-in');
  });

  it('signs on through the provider pages, and the roles follow the latest assertion', async () => {
    const { app, db } = testApp();
    const cookie = await signOn(app, LUCA);
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.username, 'luca.neri'));
    expect(row?.roles).toEqual(['customer-care']);
    const who = await staffCall(app, cookie, '/ebsn/api/saml/do-login?checkUser=true');
    expect(bodyOf(who).data).toMatchObject({ staff: { username: 'luca.neri' } });
  });

  it('do-login without checkUser answers the provider address with a deflated AuthnRequest', async () => {
    const { app } = testApp();
    const reply = await app.inject({ url: '/ebsn/api/saml/do-login', headers: APP_CLIENT });
    const url = new URL((bodyOf(reply).data as { redirectUrl: string }).redirectUrl);
    expect(url.pathname).toBe('/test-idp/sso');
    expect(url.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(url.searchParams.get('RelayState')).toBe('/userboard');
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a control character', '/admin\nSet-Cookie: x'],
  ])('do-login refuses %s as relay state', async (_name, relay) => {
    const { app } = testApp();
    const reply = await app.inject({
      url: `/ebsn/api/saml/do-login?relay_state_url=${encodeURIComponent(relay)}`,
      headers: APP_CLIENT,
    });
    expectFailure(reply, 400, [staffMessages.relayStateInvalid.message]);
  });

  it('a genuine response with a foreign relay state lands on the staff page, not there', async () => {
    const { app } = testApp();
    const { requestId, requestCookie } = await startSignOn(app);
    const reply = await postAcs(
      app,
      craft(genuineOptions(app, requestId)),
      'https://evil.example',
      requestCookie,
    );
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/userboard');
  });

  describe('tampered responses', () => {
    it('unsigned', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(craft({ ...genuineOptions(app, requestId), keys: null }), requestCookie);
    });

    it('signed with another key', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const keys = await generateSigningKeys('Impostore');
      await expectRefused(craft({ ...genuineOptions(app, requestId), keys }), requestCookie);
    });

    it('with only the response signed (the assertion unsigned)', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({ ...genuineOptions(app, requestId), signAssertion: false }),
        requestCookie,
      );
    });

    it('with only the assertion signed (the response unsigned)', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({ ...genuineOptions(app, requestId), signResponse: false }),
        requestCookie,
      );
    });

    it('expired', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const now = new Date(Date.now() - 2 * FIVE_MINUTES);
      await expectRefused(craft({ ...genuineOptions(app, requestId), now }), requestCookie);
    });

    it('not valid yet', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const now = new Date(Date.now() + 2 * FIVE_MINUTES);
      await expectRefused(craft({ ...genuineOptions(app, requestId), now }), requestCookie);
    });

    it('for another audience', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({ ...genuineOptions(app, requestId), audience: 'https://altro-negozio.example/sp' }),
        requestCookie,
      );
    });

    it('for another recipient', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({ ...genuineOptions(app, requestId), recipient: 'https://altro.example/acs' }),
        requestCookie,
      );
    });

    it('for another destination', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({ ...genuineOptions(app, requestId), destination: 'https://altro.example/acs' }),
        requestCookie,
      );
    });

    it('from another issuer', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({ ...genuineOptions(app, requestId), idpEntityId: 'https://idp.altro.example' }),
        requestCookie,
      );
    });

    it('answering a request the shop never sent (even with its cookie forged)', async () => {
      const { app } = testApp();
      const invented = samlId();
      await expectRefused(craft(genuineOptions(app, invented)), requestCookieFor(invented));
    });

    it('unsolicited (no InResponseTo)', async () => {
      const { app } = testApp();
      const { requestCookie } = await startSignOn(app);
      await expectRefused(craft(genuineOptions(app, null)), requestCookie);
    });

    it("answering another browser's request (login CSRF), which stays usable there", async () => {
      const { app } = testApp();
      const victim = await startSignOn(app);
      const attacker = await startSignOn(app);
      const attackersResponse = craft(genuineOptions(app, attacker.requestId, LUCA));
      await expectRefused(attackersResponse, victim.requestCookie);
      await expectRefused(attackersResponse, undefined);
      // The attacker's own browser could still use it: nothing was consumed.
      const own = await postAcs(app, attackersResponse, undefined, attacker.requestCookie);
      expect(staffCookieOf(own)).toBeDefined();
    });

    it('with a failure status', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      await expectRefused(
        craft({
          ...genuineOptions(app, requestId),
          statusCode: 'urn:oasis:names:tc:SAML:2.0:status:Requester',
        }),
        requestCookie,
      );
    });

    it('changed after signing (another username in the signed assertion)', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const xml = samlResponseXml(genuineOptions(app, requestId, LUCA)).replaceAll(
        'luca.neri',
        'chiara.verdi',
      );
      await expectRefused(encodeSamlResponse(xml), requestCookie);
    });

    it('with a forged assertion wrapped around the signed one (signature wrapping)', async () => {
      const { app, db } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const genuine = samlResponseXml(genuineOptions(app, requestId, LUCA));
      // An attacker's unsigned assertion for a more powerful person goes first; the signed one
      // stays in the document so its signature still verifies.
      const forged = samlResponseXml({
        ...genuineOptions(app, requestId, {
          ...CHIARA,
          roles: ['customer-care', 'auditor', 'editor'],
        }),
        keys: null,
      });
      const forgedAssertion = assertionIn(forged);
      const wrapped = genuine.replace('<saml:Assertion', `${forgedAssertion}<saml:Assertion`);
      await expectRefused(encodeSamlResponse(wrapped), requestCookie);
      const chiara = await db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.username, 'chiara.verdi'));
      expect(chiara.every((row) => !row.roles.includes('editor'))).toBe(true);
    });

    it('with the signed assertion hidden in an extension and a forged one in its place', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const genuine = samlResponseXml(genuineOptions(app, requestId, LUCA));
      const signedAssertion = assertionIn(genuine);
      const forgedAssertion = signedAssertion
        .replaceAll('luca.neri', 'chiara.verdi')
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
      const wrapped = genuine.replace(
        signedAssertion,
        `<samlp:Extensions>${signedAssertion}</samlp:Extensions>${forgedAssertion}`,
      );
      await expectRefused(encodeSamlResponse(wrapped), requestCookie);
    });

    it('with a comment splitting the username (the signed name is another person)', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const person = { username: 'luca.neri.esterno', displayName: 'Esterno', roles: [] };
      const signed = samlResponseXml(genuineOptions(app, requestId, person));
      // Comments are outside the canonical form, so the signature still holds: the username
      // must still read as the whole signed text.
      const split = signed.replaceAll('luca.neri.esterno', 'luca.neri<!---->.esterno');
      const reply = await postAcs(app, encodeSamlResponse(split), undefined, requestCookie);
      expect(reply.statusCode).toBe(303);
      const cookie = staffCookieOf(reply);
      // Refused, or signed on as the whole signed name: never as 'luca.neri'.
      if (cookie !== undefined) {
        const who = await staffCall(app, cookie, '/ebsn/api/saml/do-login?checkUser=true');
        expect(bodyOf(who).data).toMatchObject({ staff: { username: 'luca.neri.esterno' } });
      }
    });

    it('replayed: the same genuine response twice signs on once', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const response = craft(genuineOptions(app, requestId));
      const first = await postAcs(app, response, undefined, requestCookie);
      expect(staffCookieOf(first)).toBeDefined();
      await expectRefused(response, requestCookie);
    });

    it('a second response to the same request (another assertion id) is refused', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      expect(
        staffCookieOf(
          await postAcs(app, craft(genuineOptions(app, requestId)), undefined, requestCookie),
        ),
      ).toBeDefined();
      await expectRefused(craft(genuineOptions(app, requestId)), requestCookie);
    });

    it('not base64 or not XML', async () => {
      await expectRefused('%%%nicht-base64%%%', undefined);
      await expectRefused(Buffer.from('<Response><unclosed>').toString('base64'), undefined);
    });

    it('with an element signed by a key of our own choosing inside (key confusion)', async () => {
      const { app } = testApp();
      const { requestId, requestCookie } = await startSignOn(app);
      const ownKeys = await generateSigningKeys('Impostore');
      const xml = signElement(
        samlResponseXml({ ...genuineOptions(app, requestId), keys: ownKeys, signResponse: false }),
        'Response',
        ownKeys,
      );
      await expectRefused(encodeSamlResponse(xml), requestCookie);
    });
  });

  it('an oversized SAMLResponse is refused before it is read', async () => {
    const { app, db } = testApp();
    const before = await countStaffSessions(db);
    const reply = await postAcs(app, 'A'.repeat(20_000));
    expect([400, 413]).toContain(reply.statusCode);
    expect(await countStaffSessions(db)).toBe(before);
  });

  it("the test provider refuses a request that is not the shop's", async () => {
    const { app } = testApp();
    const reply = await app.inject({ url: '/test-idp/sso?SAMLRequest=bm90LWEtcmVxdWVzdA==' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('La richiesta SAML non viene dal negozio');
  });

  it('serves the service-provider metadata with the assertion consumer service', async () => {
    const { app } = testApp();
    const reply = await app.inject({ url: '/saml/metadata' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('AssertionConsumerService');
    expect(reply.body).toContain(app.samlSetup.sp.acsUrl);
  });

  it('do-logout ends the staff session', async () => {
    const { app } = testApp();
    const cookie = await signOn(app);
    const out = await staffCall(app, cookie, '/ebsn/api/saml/do-logout');
    expect(bodyOf(out).response.status).toBe(0);
    const who = await staffCall(app, cookie, '/ebsn/api/saml/do-login?checkUser=true');
    expect(bodyOf(who).data).toMatchObject({ staff: null });
  });
});
