/**
 * Builds the Fastify app: external plugins, then the app's own, then the routes. Tests import
 * this; `server/main.ts` only opens the database and listens.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  BODY_LIMIT_BYTES,
  CONNECTION_IDLE_TIMEOUT_MS,
  CONTENT_PROXY_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  REQUEST_TIMEOUT_MS,
  APP_VERSION,
  DEFAULT_APP_STORE_URL,
  DEFAULT_CONTENT_FORM_RATE_LIMIT,
  DEFAULT_CONTENT_FORMS_MAIL_TO,
  DEFAULT_GIFT_CODE_RATE_LIMIT,
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_MAIL_FROM,
  DEFAULT_REGISTRATION_RATE_LIMIT,
  type AppLinks,
  type LoginRateLimit,
  type RateLimit,
  type TrustProxy,
} from './config';
import type { Database } from './db/client';
import { createPushStandin } from './dev/push-standin';
import { sharedCompilers } from './http/compilers';
import { serializeRequest } from './http/log-redaction';
import catalog from './plugins/catalog';
import connectionLimits from './plugins/connection-limits';
import contentFormRateLimit from './plugins/content-form-rate-limit';
import clock from './plugins/clock';
import database from './plugins/database';
import errors from './plugins/errors';
import giftCodeRateLimit from './plugins/gift-code-rate-limit';
import loginRateLimit from './plugins/login-rate-limit';
import mail from './plugins/mail';
import maintenance from './plugins/maintenance';
import nativeAppCors from './plugins/native-app-cors';
import registrationRateLimit from './plugins/registration-rate-limit';
import requestBody from './plugins/request-body';
import requestOrigin from './plugins/request-origin';
import requestValues from './plugins/request-values';
import orderLifecycle from './plugins/order-lifecycle';
import push from './plugins/push';
import security from './plugins/security';
import saml from './plugins/saml';
import session from './plugins/session';
import staff from './plugins/staff';
import social, { type SocialPluginOptions } from './plugins/social';
import spa from './plugins/spa';
import unpaidOrders from './plugins/unpaid-orders';
import { botCheckPlugin, type BotCheckPluginOptions } from './modules/login/bot-check';
import type { PushProvider } from './modules/push/provider';
import routes from './routes';

export interface AppOptions {
  /** An open, migrated database; the caller closes it after `app.close()`. */
  readonly database: Database;
  /** Pino logging; off when omitted (tests). */
  readonly logger?: { readonly level: string } | false;
  /** The Vite build to serve; null or a missing directory serves no SPA. Default: none. */
  readonly staticDir?: string | null;
  /** The build of the page renderer (`dist-ssr/`); null or missing renders no page on the server. */
  readonly ssrDir?: string | null;
  /**
   * The login's bot check: the challenges' HMAC key (default: a random key for this process only)
   * and difficulty (default DEFAULT_BOT_CHECK_MAX_NUMBER; tests keep it low).
   */
  readonly botCheck?: BotCheckPluginOptions;
  /** SAML_IDP_METADATA: the staff's identity provider (file or URL); unset: the test provider. */
  readonly samlIdpMetadata?: string;
  /** Where the test identity provider keeps its key pair ($DATA_DIR/test-idp); unset: new per start. */
  readonly testIdpKeysDir?: string | null;
  /** Login attempts per address and login per window; false disables (tests). */
  readonly loginRateLimit?: LoginRateLimit | false;
  /**
   * Social login: each provider's settings, 'standin' (the default for both: the local stand-in,
   * started on first use) or null (not offered); the stand-in's key file (default: a new key each
   * start); social/link's password tries (default: the login's limit).
   */
  readonly social?: Partial<Omit<SocialPluginOptions, 'publicUrl'>>;
  /** Gift codes checked or applied per shopper per window; false disables (tests). */
  readonly giftCodeRateLimit?: RateLimit | false;
  /** Registrations per address per window; false disables (tests). */
  readonly registrationRateLimit?: RateLimit | false;
  /** Form submissions and uploads per address per window; false disables (tests). */
  readonly contentFormRateLimit?: RateLimit | false;
  /** CONTENT_FORMS_MAIL_TO: where form submissions are mailed (default negozio@spesa-online.local). */
  readonly contentFormsMailTo?: string;
  /**
   * CONTENT_URL: a WordPress root to forward `/p/*` to (the embedded content service's routes are
   * then not registered); default none: the embedded service answers.
   */
  readonly contentUrl?: string;
  /** How long the WordPress behind `contentUrl` may take to answer (default 10 s), then 504. */
  readonly contentProxyTimeoutMs?: number;
  /**
   * Who delivers push notifications (PUSH_PROVIDER); default: a new stand-in that records what
   * would be sent (tests pass their own to read it).
   */
  readonly push?: PushProvider;
  /** The mobile apps `/.well-known/` names (ANDROID_*, APPLE_*); default none: both answer 404. */
  readonly appLinks?: AppLinks;
  /** How mail is sent; default: none (messages wait in the outbox, no worker runs). */
  readonly mail?: MailOptions;
  /** `url` of /version.json. */
  readonly appStoreUrl?: string;
  /** `version` of /version.json (APP_VERSION; default this build's). */
  readonly appVersion?: string;
  /** PUBLIC_URL, the shop's address: calls from it are the shop's own. Default: the mail's, or 127.0.0.1:8080. */
  readonly publicUrl?: string;
  /** A request must arrive whole within this time, or 408 (default REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs?: number;
  /** Open connections one client address may hold; 0: no bound (default 128). */
  readonly maxConnectionsPerAddress?: number;
  /** Trust X-Forwarded-* from a reverse proxy (client address, https). */
  readonly trustProxy?: TrustProxy;
  /** Delete expired sessions this often; 0 (default) only deletes those requests meet. */
  readonly sessionCleanupIntervalMs?: number;
  /** How often requests may check the catalogue's version (default 1 s; changes are also notified). */
  readonly catalogCheckIntervalMs?: number;
  /** Build the in-memory catalogue before listening instead of on the first request (default false). */
  readonly catalogWarmUp?: boolean;
  /** cart/add refuses a cart without a chosen address and time slot (default true). */
  readonly cartAddNeedsService?: boolean;
  /** API_DOCS: serve the browsable API reference at /ebsn/docs (default false: 404). */
  readonly apiDocs?: boolean;
  /** The clock the time-slot rules go by; default the system clock (tests fix it). */
  readonly now?: () => Date;
  /** Cancel unpaid orders past their payment deadline this often; 0 (default) never. */
  readonly unpaidOrderSweepMs?: number;
  /** Advance paid orders through their lifecycle this often; 0 (default) never. */
  readonly orderLifecycleMs?: number;
  /** The lifecycle's shop time per unit of real time, a demo setting (default 1). */
  readonly orderLifecycleSpeed?: number;
  /**
   * MAINTENANCE: every shop and content API call answers 503 with the maintenance text, and pages
   * are the bare shell, rendered by the browser (default false).
   */
  readonly maintenance?: boolean;
  /**
   * TAG_MANAGER_ID: the tag manager container the pages name (in a meta tag) and the CSP lets in;
   * default none.
   */
  readonly tagManagerId?: string | null;
}

export interface MailOptions {
  /** SMTP_URL; unset: .eml files in `outboxDir`. */
  readonly smtpUrl?: string | undefined;
  /** $DATA_DIR/outbox. */
  readonly outboxDir: string;
  /** MAIL_FROM; default 'Spesa online <noreply@spesa-online.local>'. */
  readonly from?: string;
  /** PUBLIC_URL, the shop's address in the links of mails. */
  readonly publicUrl: string;
  /** How often the mail worker looks at the outbox besides when woken (default 5 s). */
  readonly intervalMs?: number;
}

const DEFAULT_MAIL_INTERVAL_MS = 5000;
/** The links of mails queued without mail settings (tests that read no mail). */
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';

/** Secrets never reach the logs, whatever a log line includes. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-ebsn-session"]',
  'res.headers["set-cookie"]',
  'res.headers["x-ebsn-session"]',
  'password',
  '*.password',
];

function mailPluginOptions(options: MailOptions | undefined) {
  if (options === undefined) {
    return { publicUrl: DEFAULT_PUBLIC_URL, transport: null, intervalMs: 0 };
  }
  return {
    publicUrl: options.publicUrl,
    transport: {
      smtpUrl: options.smtpUrl,
      outboxDir: options.outboxDir,
      from: options.from ?? DEFAULT_MAIL_FROM,
    },
    intervalMs: options.intervalMs ?? DEFAULT_MAIL_INTERVAL_MS,
  };
}

/** TRUST_PROXY as Fastify takes it: a number of hops becomes proxy-addr's hop test. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const publicUrl = options.publicUrl ?? options.mail?.publicUrl ?? DEFAULT_PUBLIC_URL;
  const app = Fastify({
    logger: options.logger
      ? {
          level: options.logger.level,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          serializers: { req: serializeRequest },
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    // Node looks for timed-out requests only this often (30 s by default).
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(2000, requestTimeout / 2),
    },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The contract's `additionalProperties: false` must refuse unknown fields, not drop them.
    // Type coercion stays on: form fields arrive as strings ("true" for a boolean).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    schemaController: { compilersFactory: sharedCompilers },
  });

  // External plugins.
  await app.register(connectionLimits, {
    maxPerAddress: options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  });
  await app.register(security, { tagManagerId: options.tagManagerId ?? null });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie);

  // The app's own plugins. The webviews' preflights are answered first (CORS for them only), then
  // in maintenance the API answers 503 before anything reads a request.
  await app.register(nativeAppCors);
  await app.register(maintenance, { on: options.maintenance ?? false });
  // Forged calls are refused before anything else reads them.
  await app.register(requestOrigin, {
    publicUrl,
    // Whatever WordPress takes under /p/ (not only admin-ajax.php) may change something there.
    guardWholeContentRoot: options.contentUrl !== undefined,
  });
  await app.register(database, { database: options.database });
  await app.register(clock, { now: options.now });
  await app.register(session, { cleanupIntervalMs: options.sessionCleanupIntervalMs ?? 0 });
  await app.register(staff, { cleanupIntervalMs: options.sessionCleanupIntervalMs ?? 0 });
  await app.register(saml, {
    publicUrl,
    idpMetadata: options.samlIdpMetadata,
    testIdpKeysDir: options.testIdpKeysDir ?? null,
  });
  await app.register(catalog, {
    warmUp: options.catalogWarmUp ?? false,
    ...(options.catalogCheckIntervalMs === undefined
      ? {}
      : { checkIntervalMs: options.catalogCheckIntervalMs }),
  });
  await app.register(errors);
  await app.register(requestBody);
  await app.register(requestValues);
  await app.register(loginRateLimit, { limit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT });
  await app.register(social, {
    providers: options.social?.providers ?? { google: 'standin', facebook: 'standin' },
    publicUrl,
    standinKeyFile: options.social?.standinKeyFile,
    linkRateLimit:
      options.social?.linkRateLimit ?? options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
  });
  await app.register(botCheckPlugin, options.botCheck ?? {});
  await app.register(registrationRateLimit, {
    limit: options.registrationRateLimit ?? DEFAULT_REGISTRATION_RATE_LIMIT,
  });
  await app.register(giftCodeRateLimit, {
    limit: options.giftCodeRateLimit ?? DEFAULT_GIFT_CODE_RATE_LIMIT,
  });
  await app.register(contentFormRateLimit, {
    limit: options.contentFormRateLimit ?? DEFAULT_CONTENT_FORM_RATE_LIMIT,
  });
  await app.register(mail, mailPluginOptions(options.mail));
  await app.register(push, { provider: options.push ?? createPushStandin() });
  await app.register(unpaidOrders, { intervalMs: options.unpaidOrderSweepMs ?? 0 });
  await app.register(orderLifecycle, {
    intervalMs: options.orderLifecycleMs ?? 0,
    speed: options.orderLifecycleSpeed ?? 1,
  });

  // Routes: the API contract, then the SPA for every other path.
  await app.register(routes, {
    apiDocs: options.apiDocs ?? false,
    appStoreUrl: options.appStoreUrl ?? DEFAULT_APP_STORE_URL,
    appVersion: options.appVersion ?? APP_VERSION,
    appLinks: options.appLinks ?? { android: null, apple: null },
    cart: { addNeedsService: options.cartAddNeedsService ?? true },
    content: { publicUrl },
    contentForms: { mailTo: options.contentFormsMailTo ?? DEFAULT_CONTENT_FORMS_MAIL_TO },
    contentProxy:
      options.contentUrl === undefined
        ? null
        : {
            contentUrl: options.contentUrl,
            timeoutMs: options.contentProxyTimeoutMs ?? CONTENT_PROXY_TIMEOUT_MS,
          },
  });
  await app.register(spa, {
    staticDir: options.staticDir ?? null,
    // In maintenance no page is rendered from the catalogue: the app shows /service-down.
    ssrDir: options.maintenance === true ? null : (options.ssrDir ?? null),
    tagManagerId: options.tagManagerId ?? null,
  });

  return app;
}
