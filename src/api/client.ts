/**
 * The one HTTP client of the app (DESIGN.md "Boundaries"): typed from openapi/ebsn.yaml, with the
 * middleware of account-and-platform.md §7 and §8. Nothing else calls `fetch`.
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import { LANGUAGE_STORAGE_KEY, parseLanguage, type Language } from '../domain/language';
import type { paths as contentPaths } from './content';
import type { paths } from './ebsn';
import {
  headersMiddleware,
  sessionHeadersMiddleware,
  type HeadersConfig,
} from './middleware/headers';
import { messagesMiddleware } from './middleware/messages';
import { pendingMiddleware } from './middleware/pending';
import { responseCacheMiddleware } from './middleware/response-cache';
import { CLIENT_TYPE, readDeviceUuid, SHOP_ORIGIN } from './shop-origin';

export interface ShopClientOptions extends HeadersConfig {
  /** Origin of the shop API; empty for the page's own origin (SHOP_ORIGIN). */
  readonly baseUrl?: string;
  /** The fetch to use (tests pass one bound to a test server's origin). */
  readonly fetch?: typeof fetch;
}

export function createShopClient(options: ShopClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? SHOP_ORIGIN,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // The cache goes first: a cached reply is not a request in flight.
  client.use(
    responseCacheMiddleware(),
    pendingMiddleware(),
    headersMiddleware(options),
    sessionHeadersMiddleware,
    messagesMiddleware,
  );
  return client;
}

export type ShopClient = ReturnType<typeof createShopClient>;

/**
 * The client of a page rendered on the server: a guest's catalogue reads only, so no session
 * headers, no shared response cache, no loader overlay and no toasts (those are one tab's).
 */
export function createPageRenderClient(fetch: typeof globalThis.fetch): ShopClient {
  const client = createClient<paths>({ baseUrl: PAGE_RENDER_ORIGIN, fetch });
  client.use(headersMiddleware({ clientType: 'web' }));
  return client;
}

/** The origin the page renderer's requests carry; the server answers them in process. */
export const PAGE_RENDER_ORIGIN = 'http://page-render.internal';

/**
 * The language the shopper chose on this device, Italian when none (or no storage, as on the
 * server). Read once: a change restarts the app.
 */
export function storedLanguage(): Language {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return parseLanguage(null);
  }
}

/**
 * The app's client: `web` on the shop's own origin, or the mobile app's platform and device. The
 * language header carries the chosen language only when the build's multilanguage flag is on
 * (`VITE_MULTILANGUAGE=true`).
 */
export const api = createShopClient({
  clientType: CLIENT_TYPE,
  language: import.meta.env.VITE_MULTILANGUAGE === 'true' ? storedLanguage() : undefined,
  clientUuid: readDeviceUuid,
});

/** The header, and its value, by which the shop's pages name themselves to the shop. */
export const APP_CLIENT_HEADER = 'X-Ebsn-Client';
export const APP_CLIENT_TYPE = CLIENT_TYPE;

/**
 * The content service's client (openapi/content.yaml, WordPress-shaped under /p/wp-json): no
 * session, no envelope, so none of the shop's middleware; created by the content pages' chunk.
 * It names the app (`X-Ebsn-Client`), which the shop's forged-request check asks of its forms'
 * submissions and uploads.
 */
export function createContentClient(
  options: ClientOptions = { baseUrl: SHOP_ORIGIN, credentials: 'same-origin' },
) {
  const client = createClient<contentPaths>(options);
  client.use({
    onRequest({ request }) {
      request.headers.set(APP_CLIENT_HEADER, APP_CLIENT_TYPE);
      return request;
    },
  });
  return client;
}

export type ContentClient = ReturnType<typeof createContentClient>;

/** The page renderer's content service: its requests are answered in process, as the API's. */
export const createPageRenderContentClient = (fetch: typeof globalThis.fetch) =>
  createContentClient({ baseUrl: PAGE_RENDER_ORIGIN, fetch });
