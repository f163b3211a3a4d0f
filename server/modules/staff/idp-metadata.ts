/**
 * The identity provider the shop trusts, from its SAML metadata (SAML_IDP_METADATA: a file path
 * or an https URL): entity id, single sign-on and logout addresses (HTTP-Redirect binding) and
 * signing certificates.
 */
import { readFile } from 'node:fs/promises';
import { DOMParser, type Element } from '@xmldom/xmldom';

export interface IdentityProvider {
  readonly entityId: string;
  readonly ssoUrl: string;
  readonly sloUrl: string | null;
  /** PEM certificates the assertions may be signed with. */
  readonly certs: readonly string[];
}

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const MAX_METADATA_BYTES = 1024 * 1024;

function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function elements(parent: Element, namespace: string, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(namespace, name));
}

function redirectLocation(descriptor: Element, name: string): string | null {
  const service = elements(descriptor, MD, name).find(
    (element) => element.getAttribute('Binding') === REDIRECT_BINDING,
  );
  return service?.getAttribute('Location') ?? null;
}

export function parseIdpMetadata(xml: string): IdentityProvider {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const entity = document.documentElement;
  if (entity === null || entity.localName !== 'EntityDescriptor' || entity.namespaceURI !== MD) {
    throw new Error('SAML_IDP_METADATA: not an EntityDescriptor');
  }
  const descriptor = elements(entity, MD, 'IDPSSODescriptor')[0];
  if (descriptor === undefined) throw new Error('SAML_IDP_METADATA: no IDPSSODescriptor');
  const certs = elements(descriptor, MD, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => elements(key, DS, 'X509Certificate'))
    .map((cert) => toPem(cert.textContent ?? ''));
  const ssoUrl = redirectLocation(descriptor, 'SingleSignOnService');
  const entityId = entity.getAttribute('entityID');
  if (entityId === null || ssoUrl === null || certs.length === 0) {
    throw new Error(
      'SAML_IDP_METADATA: entityID, an HTTP-Redirect SingleSignOnService and a signing certificate are needed',
    );
  }
  return { entityId, ssoUrl, sloUrl: redirectLocation(descriptor, 'SingleLogoutService'), certs };
}

/** Reads the metadata from a file or an https (or local http) URL. */
export async function loadIdpMetadata(source: string): Promise<IdentityProvider> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`SAML_IDP_METADATA: ${source} answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_METADATA_BYTES) throw new Error('SAML_IDP_METADATA: too large');
    return parseIdpMetadata(text);
  }
  return parseIdpMetadata(await readFile(source, 'utf8'));
}
