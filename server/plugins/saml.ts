/**
 * The shop's SAML set-up, made once at start: the identity provider from SAML_IDP_METADATA, or
 * the test identity provider the shop runs itself (its keys generated at first start), and the
 * node-saml service provider that trusts it.
 */
import type { SAML } from '@node-saml/node-saml';
import fp from 'fastify-plugin';
import { loadIdpMetadata, type IdentityProvider } from '../modules/staff/idp-metadata';
import { createSaml, serviceProviderOf, type ServiceProvider } from '../modules/staff/saml';
import { loadOrCreateSigningKeys, type SigningKeys } from '../dev/staff-idp/keys';

export interface SamlSetup {
  readonly saml: SAML;
  readonly sp: ServiceProvider;
  readonly idp: IdentityProvider;
  /** The test identity provider's keys; null when a real provider is configured. */
  readonly testIdpKeys: SigningKeys | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    samlSetup: SamlSetup;
  }
}

export interface SamlPluginOptions {
  /** PUBLIC_URL: the shop's address, in the entity id and the assertion consumer service. */
  readonly publicUrl: string;
  /** SAML_IDP_METADATA (file or URL); unset: the test identity provider. */
  readonly idpMetadata?: string;
  /** Where the test identity provider keeps its keys ($DATA_DIR/test-idp); null: new per process. */
  readonly testIdpKeysDir?: string | null;
}

export function testIdentityProvider(publicUrl: string, keys: SigningKeys): IdentityProvider {
  return {
    entityId: `${publicUrl}/test-idp`,
    ssoUrl: `${publicUrl}/test-idp/sso`,
    sloUrl: null,
    certs: [keys.cert],
  };
}

export default fp<SamlPluginOptions>(
  async (app, options) => {
    const sp = serviceProviderOf(options.publicUrl);
    let idp: IdentityProvider;
    let testIdpKeys: SigningKeys | null = null;
    if (options.idpMetadata === undefined) {
      testIdpKeys = await loadOrCreateSigningKeys(options.testIdpKeysDir ?? null);
      idp = testIdentityProvider(options.publicUrl, testIdpKeys);
    } else {
      idp = await loadIdpMetadata(options.idpMetadata);
    }
    app.decorate('samlSetup', { saml: createSaml(app.database.db, sp, idp), sp, idp, testIdpKeys });
  },
  { name: 'saml', dependencies: ['database'] },
);
