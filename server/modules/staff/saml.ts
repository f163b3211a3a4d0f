/**
 * The shop as a SAML service provider (@node-saml/node-saml 5.1): authentication requests to the
 * identity provider (HTTP-Redirect), responses checked at the assertion consumer service
 * (HTTP-POST). node-saml checks the signatures (response and assertion both signed), issuer,
 * audience, time conditions and InResponseTo; this file adds what it leaves to us: Destination
 * and Recipient are our own address, each assertion id is accepted once (kept until it expires),
 * and the username and roles are read from the assertion's attributes.
 */
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { staffMessages, type StaffRole } from '../../../src/domain/staff';
import type { Db } from '../../db/client';
import type { IdentityProvider } from './idp-metadata';
import { claimSamlAssertion, REQUEST_LIFETIME_MS, samlRequestCache } from './saml-repository';

/** A response's assertion may be at most this old. */
const MAX_ASSERTION_AGE_MS = 5 * 60 * 1000;
const CLOCK_SKEW_MS = 30 * 1000;
/** The SAMLResponse field's largest accepted size (base64), within the server's 16 KiB body limit. */
export const MAX_SAML_RESPONSE_LENGTH = 16_000;

export interface ServiceProvider {
  readonly entityId: string;
  readonly acsUrl: string;
}

export function serviceProviderOf(publicUrl: string): ServiceProvider {
  return { entityId: `${publicUrl}/saml/metadata`, acsUrl: `${publicUrl}/saml/acs` };
}

/** Why a response was refused: the message the staff user sees. */
export class SignOnFailure extends Error {
  constructor(
    readonly messageId: string,
    reason: string,
  ) {
    super(reason);
  }
}

export interface SignedOnPerson {
  readonly username: string;
  readonly displayName: string;
  readonly roles: readonly StaffRole[] | readonly string[];
  readonly nameId: string;
  readonly sessionIndex: string | null;
}

export function createSaml(db: Db, sp: ServiceProvider, idp: IdentityProvider): SAML {
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: idp.ssoUrl,
    ...(idp.sloUrl === null ? {} : { logoutUrl: idp.sloUrl }),
    idpIssuer: idp.entityId,
    idpCert: [...idp.certs],
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: samlRequestCache(db),
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    disableRequestedAuthnContext: true,
  });
}

function attributeValues(profile: Profile, name: string): string[] {
  const value = (profile.attributes as Record<string, unknown> | undefined)?.[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((item): item is string => typeof item === 'string');
}

interface XmlJs {
  $?: Record<string, string>;
  [child: string]: unknown;
}

function firstChild(node: XmlJs | undefined, name: string): XmlJs | undefined {
  const children = node?.[name];
  return Array.isArray(children) ? (children[0] as XmlJs | undefined) : undefined;
}

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/**
 * What node-saml leaves unchecked on the (signed) response around the assertion: its status is
 * Success, and its Destination, when present, is our assertion consumer service.
 */
function checkResponseEnvelope(xml: string, sp: ServiceProvider): void {
  const response = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (response === null || response.localName !== 'Response' || response.namespaceURI !== SAMLP) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, 'not a SAML Response');
  }
  const destination = response.getAttribute('Destination');
  if (destination !== null && destination !== sp.acsUrl) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, 'Destination is not our ACS');
  }
  const status = Array.from(response.childNodes).find(
    (node) => node.nodeType === node.ELEMENT_NODE && (node as Element).localName === 'Status',
  ) as Element | undefined;
  const code = status?.getElementsByTagNameNS(SAMLP, 'StatusCode')[0]?.getAttribute('Value');
  if (code !== SUCCESS) throw new SignOnFailure(staffMessages.ssoFailed.id, `status ${code}`);
}

/**
 * Checks a posted SAMLResponse and answers who signed on; refuses with a SignOnFailure.
 * The assertion id is claimed in the same step (an insert that fails on a known id), so the
 * same response posted twice, even at once, signs on once.
 */
export async function validateSignOn(
  db: Db,
  saml: SAML,
  trust: { readonly sp: ServiceProvider; readonly idpEntityId: string },
  samlResponse: string,
): Promise<SignedOnPerson> {
  const { sp, idpEntityId } = trust;
  if (samlResponse.length === 0 || samlResponse.length > MAX_SAML_RESPONSE_LENGTH) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, 'SAMLResponse empty or too large');
  }
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, (error as Error).message);
  }
  if (profile === null) throw new SignOnFailure(staffMessages.ssoFailed.id, 'no profile');

  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const subject = firstChild(assertion, 'Subject');
  const confirmation = firstChild(
    firstChild(subject, 'SubjectConfirmation'),
    'SubjectConfirmationData',
  );
  if (confirmation?.$?.Recipient !== sp.acsUrl) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, 'Recipient is not our ACS');
  }
  checkResponseEnvelope(profile.getSamlResponseXml?.() ?? '', sp);
  if (profile.issuer !== idpEntityId) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, 'assertion from another issuer');
  }
  const assertionId = assertion?.$?.ID;
  const notOnOrAfter = firstChild(assertion, 'Conditions')?.$?.NotOnOrAfter;
  if (assertionId === undefined || notOnOrAfter === undefined) {
    throw new SignOnFailure(staffMessages.ssoFailed.id, 'assertion without ID or NotOnOrAfter');
  }
  const expiresAt = new Date(Date.parse(notOnOrAfter) + CLOCK_SKEW_MS);
  if (!(await claimSamlAssertion(db, assertionId, expiresAt)))
    throw new SignOnFailure(staffMessages.ssoReplayed.id, 'assertion replayed');

  const username = (attributeValues(profile, 'username')[0] ?? '').trim().toLowerCase();
  if (username === '' || username.length > 100) {
    throw new SignOnFailure(staffMessages.ssoMissingUsername.id, 'no username attribute');
  }
  const displayName = (attributeValues(profile, 'displayName')[0] ?? username).slice(0, 200);
  return {
    username,
    displayName,
    roles: attributeValues(profile, 'roles'),
    nameId: profile.nameID,
    sessionIndex: profile.sessionIndex ?? null,
  };
}
