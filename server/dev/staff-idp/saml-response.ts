/**
 * Builds the SAML 2.0 Response the test identity provider posts to the shop: a signed assertion
 * (username, display name, roles) inside a signed response, as a real provider sends it. Every
 * part can be overridden, so the API tests build the tampered responses the shop must refuse from
 * the same code.
 */
import { randomBytes } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { SigningKeys } from './keys';

export interface StaffPerson {
  readonly username: string;
  readonly displayName: string;
  readonly roles: readonly string[];
}

export interface ResponseOptions {
  readonly person: StaffPerson;
  readonly idpEntityId: string;
  /** The shop's entity id: the assertion's audience. */
  readonly audience: string;
  /** The shop's assertion consumer service: Destination and Recipient. */
  readonly acsUrl: string;
  readonly inResponseTo: string | null;
  /** Signs the assertion and then the response with these; null: unsigned. */
  readonly keys: SigningKeys | null;
  readonly now?: Date;
  /** How long the assertion is valid (default 5 minutes). */
  readonly lifetimeMs?: number;
  readonly signAssertion?: boolean;
  readonly signResponse?: boolean;
  readonly assertionId?: string;
  readonly recipient?: string;
  readonly destination?: string;
  readonly statusCode?: string;
}

const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const SAML_SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const DEFAULT_LIFETIME_MS = 5 * 60 * 1000;

export function samlId(): string {
  // An xs:ID must not start with a digit.
  return `_${randomBytes(20).toString('hex')}`;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function attribute(name: string, values: readonly string[]): string {
  const inner = values
    .map((value) => `<saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue>`)
    .join('');
  return `<saml:Attribute Name="${name}">${inner}</saml:Attribute>`;
}

/** The assertion, unsigned. */
export function assertionXml(options: ResponseOptions): string {
  const now = options.now ?? new Date();
  const notOnOrAfter = new Date(now.getTime() + (options.lifetimeMs ?? DEFAULT_LIFETIME_MS));
  const inResponseTo =
    options.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  const { person } = options;
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${options.assertionId ?? samlId()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${escapeXml(options.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escapeXml(person.username)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${now.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${samlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('username', [person.username])}${attribute('displayName', [person.displayName])}${attribute('roles', person.roles)}</saml:AttributeStatement>` +
    `</saml:Assertion>`
  );
}

/** Signs the element named `localName` (enveloped, exclusive c14n, RSA-SHA256), after its Issuer. */
export function signElement(xml: string, localName: string, keys: SigningKeys): string {
  const signature = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.cert,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  const element = `//*[local-name(.)='${localName}']`;
  signature.addReference({
    xpath: element,
    transforms: [ENVELOPED, EXCLUSIVE_C14N],
    digestAlgorithm: DIGEST_ALGORITHM,
  });
  signature.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signature.getSignedXml();
}

/** The whole Response as XML text. */
export function samlResponseXml(options: ResponseOptions): string {
  const { keys } = options;
  let assertion = assertionXml(options);
  if (keys !== null && options.signAssertion !== false) {
    assertion = signElement(assertion, 'Assertion', keys);
  }
  const now = options.now ?? new Date();
  const inResponseTo =
    options.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(options.destination ?? options.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(options.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="${escapeXml(options.statusCode ?? SAML_SUCCESS)}"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  if (keys === null || options.signResponse === false) return response;
  return signElement(response, 'Response', keys);
}

/** The form field `SAMLResponse`: the response as base64 (HTTP-POST binding). */
export function encodeSamlResponse(xml: string): string {
  return Buffer.from(xml, 'utf8').toString('base64');
}
