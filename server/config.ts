/**
 * Server settings: fixed policy (session lifetimes, limits) and what the environment may change.
 */
import path from 'node:path';
import { isTagManagerId } from '../src/domain/tag-manager';
import { DEFAULT_SEED_PRODUCTS } from './db/assortment/assortment';

/** EANs give each product six digits; far more than any seeding needs. */
const MAX_SEED_PRODUCTS = 500_000;

/** Copies of each demo account the browser tests may ask for: far more than any run claims. */
const MAX_SEED_TEST_SHOPPERS = 1000;

/** One day of shop time per real minute at most: faster tells a demo nothing. */
const MAX_ORDER_LIFECYCLE_SPEED = 1440;

/** Every shop API path starts here; only these requests carry the envelope and a session. */
export const API_PREFIX = '/ebsn/api/';

/** The content service answers here, as a WordPress site's REST API does. */
export const CONTENT_PREFIX = '/p/wp-json';

/** WordPress's admin AJAX entry point, where the content service's forms are sent. */
export const CONTENT_ADMIN_PREFIX = '/p/wp-admin/';

/**
 * Everything under this prefix is the WordPress site's: answered by the content service, or, with
 * CONTENT_URL, forwarded to that WordPress with the prefix replaced by its root.
 */
export const CONTENT_ROOT_PREFIX = '/p/';

/** A WordPress behind CONTENT_URL must start answering within this time (504 otherwise). */
export const CONTENT_PROXY_TIMEOUT_MS = 10_000;

/** Requests are small forms and JSON; anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Slow clients (issue 13, finding 3): a request must arrive whole, headers and body, within this
 * time (408 otherwise), and a connection idle this long is closed. A small form takes milliseconds;
 * a client trickling bytes to hold connections open is cut off.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const CONNECTION_IDLE_TIMEOUT_MS = 30_000;
/** Open connections one client address may hold (0: no bound, e.g. behind a proxy that bounds them). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 128;

export const SESSION_COOKIE = 'ebsn_session';
/** Native clients (X-Ebsn-Client other than `web`) send and receive the token in this header. */
export const SESSION_HEADER = 'x-ebsn-session';
/** Non-secret marker (the user id) on every authenticated reply. */
export const ACCOUNT_HEADER = 'x-ebsn-account';
export const CLIENT_HEADER = 'x-ebsn-client';
/** The staff session's cookie (HttpOnly), apart from the shoppers' `ebsn_session`. */
export const STAFF_COOKIE = 'ebsn_staff';
/** Non-secret marker on replies to a staff browser: `signed-in`, `acting` or `acting-expired`. */
export const STAFF_HEADER = 'x-ebsn-staff';
/**
 * The origins of the hybrid app's webviews (Capacitor on iOS and Android): their calls are
 * cross-site by nature, and no web page can claim these origins.
 */
export const NATIVE_APP_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Session lifetimes in seconds (DESIGN.md "Session and security"). */
export const SESSION_POLICY = {
  browser: { idleSeconds: 60 * MINUTE, absoluteSeconds: 12 * HOUR },
  rememberMe: { idleSeconds: 30 * DAY, absoluteSeconds: 30 * DAY },
} as const;

/** Attempts allowed in one window. */
export interface RateLimit {
  readonly max: number;
  readonly timeWindowMs: number;
}

/** Login attempts allowed per client address and login in one window. */
export type LoginRateLimit = RateLimit;

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

/** Registrations allowed per client address in one window (a family or an office shares one). */
export const DEFAULT_REGISTRATION_RATE_LIMIT: RateLimit = { max: 10, timeWindowMs: 15 * 60_000 };

/** Gift codes a shopper may check or apply in one window: enough to fix typos, not to guess. */
export const DEFAULT_GIFT_CODE_RATE_LIMIT: RateLimit = { max: 20, timeWindowMs: 10 * 60_000 };

/**
 * Form submissions and uploads per client address in one window: a person sends a few, with
 * corrections; a robot is stopped.
 */
export const DEFAULT_CONTENT_FORM_RATE_LIMIT: RateLimit = { max: 20, timeWindowMs: 10 * 60_000 };

/**
 * The login's bot check (issue 16): a proof-of-work challenge whose secret number is at most this
 * (BOT_CHECK_MAX_NUMBER). The secret is on average half the maximum: Chromium on a 2-core server
 * tries 25,000 in about 0.4 s, a phone a few times slower takes about a second, while the shopper
 * types.
 */
export const DEFAULT_BOT_CHECK_MAX_NUMBER = 50_000;

/** The largest BOT_CHECK_MAX_NUMBER accepted: more would keep a phone busy for minutes. */
const MAX_BOT_CHECK_MAX_NUMBER = 10_000_000;

/** How long a bot-check challenge may be solved and used, in seconds. */
export const BOT_CHALLENGE_LIFETIME_SECONDS = 5 * 60;

/** Where the content service's form submissions are mailed (CONTENT_FORMS_MAIL_TO). */
export const DEFAULT_CONTENT_FORMS_MAIL_TO = 'negozio@spesa-online.local';

/** How long a mailed link works, in seconds, by what it is for. */
export const ACCOUNT_TOKEN_LIFETIME = {
  'registration-confirm': 48 * HOUR,
  'password-reset': 30 * MINUTE,
  'email-change': 48 * HOUR,
  anonymize: 30 * MINUTE,
} as const;

/**
 * Links of one kind mailed to one account per hour at most: asking again and again for a reset
 * or confirmation link cannot flood a mailbox (the reply stays the same).
 */
export const ACCOUNT_MAILS_PER_HOUR = 5;

export const DEFAULT_MAIL_FROM = 'Spesa online <noreply@spesa-online.local>';

/** The version of this build (CLIENT_VERSION of the app), announced by /version.json. */
export const APP_VERSION = '2.0.7';
export const DEFAULT_APP_STORE_URL = '/app/{platform}';

/**
 * The defaults of the settings that have a plain one, by environment variable: `loadConfig` reads
 * them here, and docs/operations.md's table shows them (server/settings.ts).
 */
export const ENV_DEFAULTS = {
  PORT: 8080,
  HOST: '127.0.0.1',
  DATA_DIR: './data',
  APP_STORE_URL: DEFAULT_APP_STORE_URL,
  LOG_LEVEL: 'info',
  STATIC_DIR: './dist',
  SSR_DIR: './dist-ssr',
  ORDER_LIFECYCLE_SPEED: 1,
  MAIL_FROM: DEFAULT_MAIL_FROM,
  CONTENT_FORMS_MAIL_TO: DEFAULT_CONTENT_FORMS_MAIL_TO,
  MAX_CONNECTIONS_PER_ADDRESS: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DATABASE_POOL_SIZE: 10,
  BOT_CHECK_MAX_NUMBER: DEFAULT_BOT_CHECK_MAX_NUMBER,
  SEED_TEST_SHOPPERS: 0,
  SEED_PRODUCTS: DEFAULT_SEED_PRODUCTS,
  PUSH_PROVIDER: 'standin',
} as const;

/** The Android app that may open the shop's links (`/.well-known/assetlinks.json`). */
export interface AndroidAppLink {
  /** ANDROID_PACKAGE_NAME: the app's package (`it.example.spesa`). */
  readonly packageName: string;
  /** ANDROID_CERT_SHA256: its signing certificates' SHA-256, as `AB:CD:...` (64 hex digits). */
  readonly certFingerprints: readonly string[];
}

/** The iOS app that may open the shop's links (`/.well-known/apple-app-site-association`). */
export interface AppleAppLink {
  /** APPLE_TEAM_ID: the developer team's 10-character id. */
  readonly teamId: string;
  /** APPLE_BUNDLE_ID: the app's bundle id (`it.example.spesa`). */
  readonly bundleId: string;
}

/** The apps the shop's link files name; null: that file answers 404. */
export interface AppLinks {
  readonly android: AndroidAppLink | null;
  readonly apple: AppleAppLink | null;
}

/**
 * Who delivers push notifications (PUSH_PROVIDER): the local stand-in, which records what would be
 * sent (the default, and the tests'), or Firebase Cloud Messaging or APNs with their credentials.
 */
export type PushSettings =
  | { readonly provider: 'standin' }
  | {
      readonly provider: 'fcm';
      /** FCM_SERVICE_ACCOUNT_FILE: the Firebase project's service account key (JSON). */
      readonly serviceAccountFile: string;
    }
  | {
      readonly provider: 'apns';
      /** APNS_KEY_FILE: the APNs authentication key (`AuthKey_XXXXXXXXXX.p8`). */
      readonly keyFile: string;
      /** APNS_KEY_ID: that key's 10-character id. */
      readonly keyId: string;
      /** APPLE_TEAM_ID and APPLE_BUNDLE_ID (the notifications' topic). */
      readonly teamId: string;
      readonly bundleId: string;
    };

/** What `server/main.ts` reads from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly appStoreUrl: string;
  /**
   * APP_VERSION: the newest version, which /version.json announces (default APP_VERSION): the web
   * pages still open with an older one offer to reload, the mobile apps to update.
   */
  readonly appVersion: string;
  readonly staticDir: string;
  /** The server-side page renderer's build (SSR_DIR, default ./dist-ssr). */
  readonly ssrDir: string;
  /**
   * DATABASE_POOL_SIZE: connections each process keeps to PostgreSQL (default 10, plus one that
   * listens for catalogue changes). Processes times this must stay under max_connections.
   */
  readonly databasePoolSize: number;
  /** TRUST_PROXY (trustProxyOf). */
  readonly trustProxy: TrustProxy;
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections one client address may hold; 0: no bound. */
  readonly maxConnectionsPerAddress: number;
  readonly logLevel: string;
  /** Products the seed puts in an empty catalogue (SEED_PRODUCTS). */
  readonly seedProducts: number;
  /**
   * SEED_TEST_SHOPPERS: copies of each demo account the seed adds for the browser tests, as
   * `cliente+1@example.it` … (server/db/test-shoppers.ts); default 0, none.
   */
  readonly seedTestShoppers: number;
  /** The order lifecycle's shop time per second of real time (ORDER_LIFECYCLE_SPEED, demo). */
  readonly orderLifecycleSpeed: number;
  /** The SMTP server that sends mail (SMTP_URL); unset: .eml files in `mailOutboxDir`. */
  readonly smtpUrl: string | undefined;
  /** Where mail goes without SMTP: $DATA_DIR/outbox. */
  readonly mailOutboxDir: string;
  /** The sender of every mail (MAIL_FROM). */
  readonly mailFrom: string;
  /** The shop's address in the links of mails (PUBLIC_URL), without a trailing slash. */
  readonly publicUrl: string;
  /** Where form submissions are mailed (CONTENT_FORMS_MAIL_TO). */
  readonly contentFormsMailTo: string;
  /** API_DOCS: the browsable API reference at /ebsn/docs (apiDocsOf). */
  readonly apiDocs: boolean;
  /**
   * CONTENT_URL: a real WordPress's root (`https://cms.example.it`) to forward `/p/*` to instead
   * of answering from the embedded content service; unset: the embedded one answers.
   */
  readonly contentUrl: string | undefined;
  /**
   * SAML_IDP_METADATA: the staff's identity provider's metadata (a file path or URL); unset: the
   * shop's own test identity provider under /test-idp.
   */
  readonly samlIdpMetadata: string | undefined;
  /**
   * BOT_CHECK_HMAC_KEY: the secret that signs the login's bot-check challenges, the same for every
   * process; unset: one generated once and kept in $DATA_DIR/bot-check-hmac.key.
   */
  readonly botCheckHmacKey: string | undefined;
  /** BOT_CHECK_MAX_NUMBER: the bot check's difficulty (default DEFAULT_BOT_CHECK_MAX_NUMBER). */
  readonly botCheckMaxNumber: number;
  /**
   * MAINTENANCE: the maintenance switch (maintenanceOf); on, every shop and content API call
   * answers 503 while the app and /version.json keep answering.
   */
  readonly maintenance: boolean;
  /**
   * TAG_MANAGER_ID: the marketing team's tag manager container (`GTM-XXXXXX`), loaded in the
   * shop's pages only with the shopper's analytics consent; unset: no tag manager at all.
   */
  readonly tagManagerId: string | null;
  /** The mobile apps the `/.well-known/` link files name (appLinksOf). */
  readonly appLinks: AppLinks;
  /** Who delivers push notifications (pushSettingsOf). */
  readonly push: PushSettings;
}

/** PUBLIC_URL, checked and without its trailing slashes; default the local server. */
function publicUrlOf(value: string | undefined, port: number): string {
  const url = value || `http://127.0.0.1:${port}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https URL, got ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http or https URL, got ${url}`);
  }
  return url.replace(/\/+$/, '');
}

/**
 * CONTENT_URL, checked: an http or https URL without credentials, query or fragment, returned
 * without its trailing slashes; unset or empty: undefined (the embedded content service).
 */
export function contentUrlOf(value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  if (url === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`CONTENT_URL must be an http or https URL, got ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`CONTENT_URL must be an http or https URL, got ${url}`);
  }
  if (
    parsed.username !== '' ||
    parsed.password !== '' ||
    parsed.search !== '' ||
    parsed.hash !== ''
  ) {
    throw new Error(
      `CONTENT_URL must be the WordPress site's root, without credentials, query or fragment, got ${url}`,
    );
  }
  return url.replace(/\/+$/, '');
}

/** CONTENT_FORMS_MAIL_TO: one plain e-mail address; default the shop's local one. */
function mailAddressOf(value: string | undefined): string {
  const address = (value ?? '').trim() || ENV_DEFAULTS.CONTENT_FORMS_MAIL_TO;
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address) || address.length > 254) {
    throw new Error(`CONTENT_FORMS_MAIL_TO must be one e-mail address, got ${address}`);
  }
  return address;
}

/**
 * Which reverse proxies' X-Forwarded-* headers to believe: none (unset, `false`, `0`), the last
 * N hops (`1`: the one proxy in front, which is what a proxy appending to X-Forwarded-For needs,
 * or a client could name any address it likes), the proxies' own addresses (`10.0.0.2,10.0.0.3`
 * or a CIDR), or every hop (`true`: only behind a proxy that overwrites the header).
 */
export type TrustProxy = boolean | number | string;

export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  const hops = Number(text);
  return Number.isInteger(hops) && hops > 0 ? hops : text;
}

/**
 * API_DOCS `on` or `off`; unset or empty: on, except under NODE_ENV=production, where the
 * reference is shown only when asked for.
 */
export function apiDocsOf(value: string | undefined, nodeEnv: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return nodeEnv !== 'production';
  if (text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`API_DOCS must be on or off, got ${value}`);
}

/** APP_VERSION: dotted numbers (what the apps can compare); unset or empty: this build's. */
export function appVersionOf(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return APP_VERSION;
  if (/^\d+(\.\d+)*$/.test(text)) return text;
  throw new Error(`APP_VERSION must be dotted numbers like 2.1.0, got ${value}`);
}

/** TAG_MANAGER_ID: a tag manager container id, or null when unset or empty. */
export function tagManagerIdOf(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (isTagManagerId(text)) return text;
  throw new Error(`TAG_MANAGER_ID must be a container id like GTM-ABC1234, got ${value}`);
}

/** MAINTENANCE `on` or `off`; unset or empty: off. */
export function maintenanceOf(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'off') return false;
  if (text === 'on') return true;
  throw new Error(`MAINTENANCE must be on or off, got ${value}`);
}

/** A Java package name of at least two parts: `it.example.spesa`. */
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** Apple's team and key ids: ten upper-case letters or digits. */
const APPLE_ID = /^[A-Z0-9]{10}$/;
/** A bundle id: letters, digits, dashes, at least two dotted parts. */
const BUNDLE_ID = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** One SHA-256 fingerprint, with or without colons, as `AB:CD:...`; null when it is not one. */
function fingerprintOf(value: string): string | null {
  const hex = value.replace(/[:\s]/g, '').toUpperCase();
  if (!/^[0-9A-F]{64}$/.test(hex)) return null;
  return (hex.match(/../g) ?? []).join(':');
}

/**
 * ANDROID_PACKAGE_NAME with ANDROID_CERT_SHA256 (comma-separated fingerprints), and APPLE_TEAM_ID
 * with APPLE_BUNDLE_ID: each pair both set or both unset; a malformed value stops the start.
 */
export function appLinksOf(env: NodeJS.ProcessEnv): AppLinks {
  const packageName = (env.ANDROID_PACKAGE_NAME ?? '').trim();
  const fingerprints = (env.ANDROID_CERT_SHA256 ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  let android: AndroidAppLink | null = null;
  if (packageName !== '' || fingerprints.length > 0) {
    if (!ANDROID_PACKAGE.test(packageName)) {
      throw new Error(
        `ANDROID_PACKAGE_NAME must be the app's package like it.example.spesa (with ANDROID_CERT_SHA256), got ${packageName || 'nothing'}`,
      );
    }
    const certFingerprints = fingerprints.map((value) => {
      const fingerprint = fingerprintOf(value);
      if (fingerprint === null) {
        throw new Error(
          `ANDROID_CERT_SHA256 must be SHA-256 fingerprints (64 hex digits), got ${value}`,
        );
      }
      return fingerprint;
    });
    if (certFingerprints.length === 0) {
      throw new Error(
        'ANDROID_CERT_SHA256 must name the signing certificate of ANDROID_PACKAGE_NAME',
      );
    }
    android = { packageName, certFingerprints };
  }
  const teamId = (env.APPLE_TEAM_ID ?? '').trim();
  const bundleId = (env.APPLE_BUNDLE_ID ?? '').trim();
  let apple: AppleAppLink | null = null;
  if (teamId !== '' || bundleId !== '') {
    if (!APPLE_ID.test(teamId)) {
      throw new Error(
        `APPLE_TEAM_ID must be 10 upper-case letters or digits, got ${teamId || 'nothing'}`,
      );
    }
    if (!BUNDLE_ID.test(bundleId)) {
      throw new Error(
        `APPLE_BUNDLE_ID must be a bundle id like it.example.spesa, got ${bundleId || 'nothing'}`,
      );
    }
    apple = { teamId, bundleId };
  }
  return { android, apple };
}

/**
 * PUSH_PROVIDER `standin` (default), `fcm` (with FCM_SERVICE_ACCOUNT_FILE) or `apns` (with
 * APNS_KEY_FILE, APNS_KEY_ID and the iOS app's APPLE_TEAM_ID and APPLE_BUNDLE_ID); a provider
 * without its credentials stops the start.
 */
export function pushSettingsOf(env: NodeJS.ProcessEnv, appLinks: AppLinks): PushSettings {
  const provider = (env.PUSH_PROVIDER ?? '').trim() || ENV_DEFAULTS.PUSH_PROVIDER;
  if (provider === 'standin') return { provider };
  if (provider === 'fcm') {
    const serviceAccountFile = (env.FCM_SERVICE_ACCOUNT_FILE ?? '').trim();
    if (serviceAccountFile === '') {
      throw new Error('PUSH_PROVIDER=fcm needs FCM_SERVICE_ACCOUNT_FILE, the service account key');
    }
    return { provider, serviceAccountFile: path.resolve(serviceAccountFile) };
  }
  if (provider === 'apns') {
    const keyFile = (env.APNS_KEY_FILE ?? '').trim();
    const keyId = (env.APNS_KEY_ID ?? '').trim();
    if (keyFile === '' || !APPLE_ID.test(keyId) || appLinks.apple === null) {
      throw new Error(
        'PUSH_PROVIDER=apns needs APNS_KEY_FILE, APNS_KEY_ID (10 characters), APPLE_TEAM_ID and APPLE_BUNDLE_ID',
      );
    }
    return { provider, keyFile: path.resolve(keyFile), keyId, ...appLinks.apple };
  }
  throw new Error(`PUSH_PROVIDER must be standin, fcm or apns, got ${provider}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? ENV_DEFAULTS.PORT);
  const seedProducts = Number(env.SEED_PRODUCTS ?? ENV_DEFAULTS.SEED_PRODUCTS);
  if (!Number.isInteger(seedProducts) || seedProducts < 0 || seedProducts > MAX_SEED_PRODUCTS) {
    throw new Error(`SEED_PRODUCTS must be a whole number up to ${MAX_SEED_PRODUCTS}`);
  }
  const seedTestShoppers = Number(env.SEED_TEST_SHOPPERS ?? ENV_DEFAULTS.SEED_TEST_SHOPPERS);
  if (
    !Number.isInteger(seedTestShoppers) ||
    seedTestShoppers < 0 ||
    seedTestShoppers > MAX_SEED_TEST_SHOPPERS
  ) {
    throw new Error(`SEED_TEST_SHOPPERS must be a whole number up to ${MAX_SEED_TEST_SHOPPERS}`);
  }
  const orderLifecycleSpeed = Number(
    env.ORDER_LIFECYCLE_SPEED ?? ENV_DEFAULTS.ORDER_LIFECYCLE_SPEED,
  );
  if (
    !Number.isFinite(orderLifecycleSpeed) ||
    orderLifecycleSpeed < 1 ||
    orderLifecycleSpeed > MAX_ORDER_LIFECYCLE_SPEED
  ) {
    throw new Error(
      `ORDER_LIFECYCLE_SPEED must be a number from 1 to ${MAX_ORDER_LIFECYCLE_SPEED}`,
    );
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  const maxConnectionsPerAddress = Number(
    env.MAX_CONNECTIONS_PER_ADDRESS ?? ENV_DEFAULTS.MAX_CONNECTIONS_PER_ADDRESS,
  );
  if (!Number.isInteger(maxConnectionsPerAddress) || maxConnectionsPerAddress < 0) {
    throw new Error('MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no bound)');
  }
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE ?? ENV_DEFAULTS.DATABASE_POOL_SIZE);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1) {
    throw new Error('DATABASE_POOL_SIZE must be a whole number from 1');
  }
  const botCheckMaxNumber = Number(env.BOT_CHECK_MAX_NUMBER ?? ENV_DEFAULTS.BOT_CHECK_MAX_NUMBER);
  if (
    !Number.isInteger(botCheckMaxNumber) ||
    botCheckMaxNumber < 1 ||
    botCheckMaxNumber > MAX_BOT_CHECK_MAX_NUMBER
  ) {
    throw new Error(
      `BOT_CHECK_MAX_NUMBER must be a whole number from 1 to ${MAX_BOT_CHECK_MAX_NUMBER}`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR ?? ENV_DEFAULTS.DATA_DIR);
  const appLinks = appLinksOf(env);
  return {
    port,
    host: env.HOST ?? ENV_DEFAULTS.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appStoreUrl: env.APP_STORE_URL ?? ENV_DEFAULTS.APP_STORE_URL,
    appVersion: appVersionOf(env.APP_VERSION),
    staticDir: path.resolve(env.STATIC_DIR ?? ENV_DEFAULTS.STATIC_DIR),
    ssrDir: path.resolve(env.SSR_DIR ?? ENV_DEFAULTS.SSR_DIR),
    // Only behind a proxy that sets X-Forwarded-For/-Proto (for client address and Secure cookies).
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    databasePoolSize,
    maxConnectionsPerAddress,
    logLevel: env.LOG_LEVEL ?? ENV_DEFAULTS.LOG_LEVEL,
    seedProducts,
    seedTestShoppers,
    orderLifecycleSpeed,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutboxDir: path.join(dataDir, 'outbox'),
    mailFrom: env.MAIL_FROM || ENV_DEFAULTS.MAIL_FROM,
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
    contentFormsMailTo: mailAddressOf(env.CONTENT_FORMS_MAIL_TO),
    apiDocs: apiDocsOf(env.API_DOCS, env.NODE_ENV),
    contentUrl: contentUrlOf(env.CONTENT_URL),
    samlIdpMetadata: env.SAML_IDP_METADATA || undefined,
    botCheckHmacKey: env.BOT_CHECK_HMAC_KEY || undefined,
    botCheckMaxNumber,
    maintenance: maintenanceOf(env.MAINTENANCE),
    tagManagerId: tagManagerIdOf(env.TAG_MANAGER_ID),
    appLinks,
    push: pushSettingsOf(env, appLinks),
  };
}
