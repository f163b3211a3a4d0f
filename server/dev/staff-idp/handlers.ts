/**
 * The test identity provider (issue 16): the shop's default set-up signs staff on against it, so
 * `npm start` alone gives a working single sign-on. It reads the shop's AuthnRequest, lets the
 * tester pick a staff person, and posts a response signed with its own key to the shop.
 * With SAML_IDP_METADATA set it does not answer (404).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationHandler } from '../../http/contract';
import { isOwnPath } from '../../../src/domain/staff';
import { decodeRedirectRequest } from '../../modules/staff/request-binding';
import { TEST_STAFF_PEOPLE } from './people';
import { AUTOPOST_SCRIPT, errorPage, postResponsePage, signOnPage } from './page';
import { encodeSamlResponse, samlResponseXml } from './saml-response';
import type { SigningKeys } from './keys';

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';

function html(reply: FastifyReply, statusCode: number, body: string): string {
  reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return body;
}

function keysOrNull(request: FastifyRequest): SigningKeys | null {
  return request.server.samlSetup.testIdpKeys;
}

const NOT_HERE = "Il fornitore d'identità di prova è spento: il negozio usa quello configurato.";

/** The AuthnRequest's ID when it is the shop's own request (issuer and ACS), else null. */
function requestIdOf(request: FastifyRequest, encoded: string): string | null {
  const authn = decodeRedirectRequest(encoded);
  if (authn === null || authn.localName !== 'AuthnRequest' || authn.namespaceURI !== SAMLP) {
    return null;
  }
  const { sp } = request.server.samlSetup;
  const issuer = authn.getElementsByTagNameNS(SAML, 'Issuer')[0]?.textContent?.trim();
  const acs = authn.getAttribute('AssertionConsumerServiceURL');
  if (issuer !== sp.entityId || acs !== sp.acsUrl) return null;
  return authn.getAttribute('ID');
}

const testIdpSignOnPage: OperationHandler<'testIdpSignOnPage'> = async (request, reply) => {
  if (keysOrNull(request) === null) return html(reply, 404, errorPage(NOT_HERE));
  const requestId = requestIdOf(request, request.query.SAMLRequest);
  if (requestId === null) {
    return html(
      reply,
      400,
      errorPage('La richiesta SAML non viene dal negozio o non è leggibile.'),
    );
  }
  const relay = request.query.RelayState;
  return html(
    reply,
    200,
    signOnPage(requestId, relay !== undefined && isOwnPath(relay) ? relay : undefined),
  );
};

const testIdpSignOn: OperationHandler<'testIdpSignOn'> = async (request, reply) => {
  const keys = keysOrNull(request);
  if (keys === null) return html(reply, 404, errorPage(NOT_HERE));
  const person = TEST_STAFF_PEOPLE.find((candidate) => candidate.username === request.body.person);
  if (person === undefined) return html(reply, 400, errorPage('Persona sconosciuta.'));
  const { sp, idp } = request.server.samlSetup;
  const xml = samlResponseXml({
    person,
    idpEntityId: idp.entityId,
    audience: sp.entityId,
    acsUrl: sp.acsUrl,
    inResponseTo: request.body.requestId,
    keys,
  });
  return html(
    reply,
    200,
    postResponsePage(sp.acsUrl, encodeSamlResponse(xml), request.body.RelayState),
  );
};

const testIdpMetadata: OperationHandler<'testIdpMetadata'> = async (request, reply) => {
  const keys = keysOrNull(request);
  if (keys === null) return html(reply, 404, errorPage(NOT_HERE));
  const { idp } = request.server.samlSetup;
  const cert = keys.cert.replace(/-----[A-Z ]+-----|\s+/g, '');
  reply.type('application/samlmetadata+xml; charset=utf-8');
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${idp.entityId}">
<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${idp.ssoUrl}"/>
</md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
};

const testIdpAutopost: OperationHandler<'testIdpAutopost'> = async (_request, reply) => {
  reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store');
  return AUTOPOST_SCRIPT;
};

export const testIdpHandlers = {
  testIdpSignOnPage,
  testIdpSignOn,
  testIdpMetadata,
  testIdpAutopost,
};
