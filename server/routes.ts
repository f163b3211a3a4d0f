/**
 * Mounts openapi/ebsn.yaml, and the content service's openapi/content.yaml, with
 * fastify-openapi-glue: each operationId gets its handler, requests are validated and replies
 * serialised from the contract's schemas.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { parse } from 'yaml';
import type { ServiceHandlers } from './http/contract';
import { ApiError } from './http/envelope';
import { UNSUPPORTED_CONTENT_TYPE } from './http/validation-messages';
import { accountHandlers } from './modules/account/handlers';
import { addressDiscoveryHandlers } from './modules/address-discovery/handlers';
import { apiDocsHandlers, type ApiDocsSettings } from './modules/api-docs/handlers';
import type { CartSettings } from './modules/cart/cart-change';
import { cartHandlers } from './modules/cart/handlers';
import { favoriteHandlers } from './modules/catalog/favorite-handlers';
import { catalogHandlers } from './modules/catalog/handlers';
import { checkoutHandlers } from './modules/checkout/handlers';
import { consentHandlers } from './modules/consent/handlers';
import { registerContentProxy, type ContentProxySettings } from './modules/content/content-proxy';
import { contentFormHandlers, type ContentFormSettings } from './modules/content/form-handlers';
import { registerFormMultipart } from './modules/content/form-multipart';
import { contentHandlers } from './modules/content/handlers';
import type { ContentSettings } from './modules/content/settings';
import { contentEditorHandlers } from './modules/content-editor/handlers';
import { deepLinkHandlers, type DeepLinkSettings } from './modules/deep-link/handlers';
import { cookieConsentHandlers } from './modules/cookie-consent/handlers';
import { giftHandlers } from './modules/gifts/handlers';
import { inviteHandlers } from './modules/invite/handlers';
import { addAllHandlers } from './modules/lists/add-all';
import { listHandlers } from './modules/lists/handlers';
import { loginHandlers } from './modules/login/handlers';
import { orderHandlers } from './modules/orders/handlers';
import { gatewayHandlers } from './modules/checkout-gateway/handlers';
import { photoHandlers } from './modules/catalog-photos/handlers';
import { passwordResetHandlers } from './modules/password-reset/handlers';
import { pushHandlers } from './modules/push/handlers';
import { registrationHandlers } from './modules/registration/handlers';
import { socialHandlers } from './modules/social-login/handlers';
import { versionCheckHandlers, type VersionCheckSettings } from './modules/version-check/handlers';
import { servicesHandlers } from './modules/service/handlers';
import { sessionHandlers } from './modules/session/handlers';
import { signOnHandlers } from './modules/staff/sign-on-handlers';
import { testIdpHandlers } from './dev/staff-idp/handlers';
import { userSearchHandlers } from './modules/staff/user-search-handlers';
import { usualHandlers } from './modules/lists-usual/handlers';
import { shopAtWorkHandlers } from './modules/service/shop-at-work';

export const SPECIFICATION_PATH = fileURLToPath(new URL('../openapi/ebsn.yaml', import.meta.url));
export const CONTENT_SPECIFICATION_PATH = fileURLToPath(
  new URL('../openapi/content.yaml', import.meta.url),
);

const parsedSpecifications = new Map<string, object>();

/**
 * The contract at `path`, read and parsed once per process (the glue copies it before it changes
 * anything); the API tests build many apps in one process.
 */
function specification(path: string): object {
  let parsed = parsedSpecifications.get(path);
  if (parsed === undefined) {
    parsed = parse(readFileSync(path, 'utf8')) as object;
    parsedSpecifications.set(path, parsed);
  }
  return parsed;
}

export type RoutesOptions = VersionCheckSettings &
  DeepLinkSettings &
  ApiDocsSettings & {
    readonly cart: CartSettings;
    readonly content: ContentSettings;
    readonly contentForms: ContentFormSettings;
    /** CONTENT_URL's WordPress, which then answers `/p/*` instead of the content service; null: ours. */
    readonly contentProxy: ContentProxySettings | null;
  };

export default fp<RoutesOptions>(
  async (app, settings) => {
    const serviceHandlers: ServiceHandlers = {
      ...accountHandlers,
      ...sessionHandlers,
      ...loginHandlers,
      ...cartHandlers(settings.cart),
      ...catalogHandlers,
      ...favoriteHandlers,
      ...checkoutHandlers,
      ...giftHandlers,
      ...inviteHandlers,
      ...listHandlers,
      ...addAllHandlers(settings.cart),
      ...usualHandlers,
      ...orderHandlers(settings.cart),
      ...gatewayHandlers,
      ...photoHandlers,
      ...versionCheckHandlers(settings),
      ...deepLinkHandlers(settings),
      ...pushHandlers,
      ...consentHandlers,
      ...registrationHandlers,
      // After registration's: social login adds to register_user and social_user_detail.
      ...socialHandlers,
      ...passwordResetHandlers,
      ...servicesHandlers,
      ...shopAtWorkHandlers,
      ...addressDiscoveryHandlers,
      ...cookieConsentHandlers,
      ...signOnHandlers,
      ...userSearchHandlers,
      ...testIdpHandlers,
      ...contentEditorHandlers,
      ...apiDocsHandlers(settings),
    };
    // The glue warns about every media type of the contract without a body parser, replies
    // included; pictures, pages and the API reference's files are only ever sent, so one sent as a
    // request body is refused.
    for (const mediaType of ['image/svg+xml', 'text/html', 'text/css', 'application/yaml']) {
      app.addContentTypeParser(mediaType, (_request, _payload, done) =>
        done(new ApiError(400, [UNSUPPORTED_CONTENT_TYPE]), undefined),
      );
    }
    await app.register(openapiGlue, {
      specification: specification(SPECIFICATION_PATH),
      serviceHandlers,
    });
    // With CONTENT_URL a real WordPress answers /p/*, through our server (same origin for the app).
    const { contentProxy } = settings;
    if (contentProxy !== null) {
      await app.register(async (proxy) => registerContentProxy(proxy, contentProxy));
      return;
    }
    // The content service, in WordPress's shape (openapi/content.yaml), in a context of its own:
    // only its forms (admin-ajax.php) take multipart bodies.
    await app.register(async (content) => {
      await registerFormMultipart(content);
      await content.register(openapiGlue, {
        specification: specification(CONTENT_SPECIFICATION_PATH),
        serviceHandlers: {
          ...contentHandlers(settings.content),
          ...contentFormHandlers(settings.contentForms),
        },
      });
    });
  },
  { name: 'routes', dependencies: ['session', 'errors', 'request-body', 'catalog', 'mail'] },
);
