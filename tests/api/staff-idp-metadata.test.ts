/**
 * A real identity provider configured by SAML_IDP_METADATA (issue 16): its metadata is read
 * (entity id, sign-on and logout addresses, signing certificate), the shop's test provider is off,
 * its signed responses sign staff on, and signing out sends the browser to its logout address.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIdpMetadata } from '../../server/modules/staff/idp-metadata';
import { generateSigningKeys, type SigningKeys } from '../../server/dev/staff-idp/keys';
import {
  CHIARA,
  craft,
  postAcs,
  requestCookieFor,
  staffCall,
  staffCookieOf,
} from './helpers/staff';
import { APP_CLIENT, backends, bodyOf, useTestApp } from './helpers/test-app';
import { inflateRawSync } from 'node:zlib';

const IDP = 'https://idp.azienda.example/saml';
const SSO = 'https://idp.azienda.example/saml/sso';
const SLO = 'https://idp.azienda.example/saml/slo';

function metadataOf(keys: SigningKeys): string {
  const cert = keys.cert.replace(/-----[A-Z ]+-----|\s+/g, '');
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${IDP}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${SLO}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${SSO}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${SSO}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

const keys = await generateSigningKeys('IdP aziendale');
const metadataFile = path.join(mkdtempSync(path.join(tmpdir(), 'idp-')), 'metadata.xml');
writeFileSync(metadataFile, metadataOf(keys));

describe('the identity provider metadata', () => {
  it('reads the entity id, the HTTP-Redirect addresses and the certificate', () => {
    const idp = parseIdpMetadata(metadataOf(keys));
    expect(idp).toMatchObject({ entityId: IDP, ssoUrl: SSO, sloUrl: SLO });
    expect(idp.certs[0]).toContain('BEGIN CERTIFICATE');
  });

  it('refuses metadata without a signing certificate', () => {
    const bare = metadataOf(keys).replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '');
    expect(() => parseIdpMetadata(bare)).toThrow(/signing certificate/);
  });
});

describe.each(backends)('a configured identity provider (%s)', (backend) => {
  const testApp = useTestApp(backend, { samlIdpMetadata: metadataFile });

  it('turns the test provider off', async () => {
    const { app } = testApp();
    expect((await app.inject({ url: '/test-idp/metadata' })).statusCode).toBe(404);
  });

  it("signs staff on with the provider's responses and signs them out there too", async () => {
    const { app } = testApp();
    const login = await app.inject({ url: '/ebsn/api/saml/do-login', headers: APP_CLIENT });
    const redirect = new URL((bodyOf(login).data as { redirectUrl: string }).redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(SSO);
    const xml = inflateRawSync(
      Buffer.from(redirect.searchParams.get('SAMLRequest') ?? '', 'base64'),
    ).toString();
    const requestId = /ID="([^"]+)"/.exec(xml)?.[1] ?? '';

    const { sp } = app.samlSetup;
    const response = craft({
      person: CHIARA,
      idpEntityId: IDP,
      audience: sp.entityId,
      acsUrl: sp.acsUrl,
      inResponseTo: requestId,
      keys,
    });
    const acs = await postAcs(app, response, undefined, requestCookieFor(requestId));
    const cookie = staffCookieOf(acs);
    expect(cookie).toBeDefined();

    const out = await staffCall(app, cookie ?? '', '/ebsn/api/saml/do-logout');
    const logout = new URL((bodyOf(out).data as { redirectUrl: string }).redirectUrl);
    expect(`${logout.origin}${logout.pathname}`).toBe(SLO);
    expect(logout.searchParams.get('SAMLRequest')).toBeTruthy();
  });
});
