/**
 * The settings the server reads from the environment (server/config.ts), each with its default
 * (a plain one is config.ts's own, ENV_DEFAULTS) and what it means: docs/operations.md's table is
 * written from this list (`npm run docs:settings`), and tests/unit/config-docs.test.ts fails when
 * the list, the table or what config.ts reads differ.
 */
import { APP_VERSION, ENV_DEFAULTS } from './config';

export interface Setting {
  /** The environment variable. */
  readonly name: string;
  /** Its default, as the table shows it (Markdown). */
  readonly default: string;
  /** What it sets (Markdown). */
  readonly meaning: string;
}

/** A value as the table shows it: code. */
const code = (value: string | number) => `\`${value}\``;

export const SETTINGS: readonly Setting[] = [
  {
    name: 'PORT',
    default: code(ENV_DEFAULTS.PORT),
    meaning: 'port to listen on',
  },
  {
    name: 'HOST',
    default: code(ENV_DEFAULTS.HOST),
    meaning: 'address to bind',
  },
  {
    name: 'DATA_DIR',
    default: code(ENV_DEFAULTS.DATA_DIR),
    meaning: 'where the embedded database lives (`$DATA_DIR/pglite`)',
  },
  {
    name: 'DATABASE_URL',
    default: 'unset',
    meaning:
      'a PostgreSQL URL (`postgres://user@host:5432/db`): use it instead of the embedded database',
  },
  {
    name: 'APP_STORE_URL',
    default: code(ENV_DEFAULTS.APP_STORE_URL),
    meaning: 'the `url` of `/version.json`',
  },
  {
    name: 'LOG_LEVEL',
    default: code(ENV_DEFAULTS.LOG_LEVEL),
    meaning: 'pino log level',
  },
  {
    name: 'STATIC_DIR',
    default: code(ENV_DEFAULTS.STATIC_DIR),
    meaning: "the app's build",
  },
  {
    name: 'SSR_DIR',
    default: code(ENV_DEFAULTS.SSR_DIR),
    meaning:
      'the build of the server-side page renderer; without it every page is rendered in the browser',
  },
  {
    name: 'ORDER_LIFECYCLE_SPEED',
    default: code(ENV_DEFAULTS.ORDER_LIFECYCLE_SPEED),
    meaning:
      'demo setting: paid orders advance this many times faster than real time (`60`: one minute of shop time per second), 1 to 1440',
  },
  {
    name: 'SMTP_URL',
    default: 'unset',
    meaning:
      'the SMTP server that sends mail (`smtp://user:password@host:587`, `smtps://...`); unset: `.eml` files in `$DATA_DIR/outbox/`',
  },
  {
    name: 'MAIL_FROM',
    default: code(ENV_DEFAULTS.MAIL_FROM),
    meaning: 'the sender of every mail',
  },
  {
    name: 'PUBLIC_URL',
    default: '`http://127.0.0.1:$PORT`',
    meaning:
      "the shop's address in the links of mails; calls from it are the shop's own (forged-request check)",
  },
  {
    name: 'CONTENT_FORMS_MAIL_TO',
    default: code(ENV_DEFAULTS.CONTENT_FORMS_MAIL_TO),
    meaning:
      "where the content service's form submissions (contact form, job applications) are mailed; uploaded files stay in the database, named in the mail",
  },
  {
    name: 'CONTENT_URL',
    default: 'unset',
    meaning:
      "a real WordPress's root (`https://cms.example.it`): `/p/*` is forwarded there (prefix replaced) instead of answered by the embedded content service",
  },
  {
    name: 'MAX_CONNECTIONS_PER_ADDRESS',
    default: code(ENV_DEFAULTS.MAX_CONNECTIONS_PER_ADDRESS),
    meaning:
      'open connections one client address may hold; `0` behind a reverse proxy that bounds them',
  },
  {
    name: 'TRUST_PROXY',
    default: 'unset',
    meaning:
      "behind reverse proxies: how many hops to trust (`1`: the one in front), or their addresses; the client's address and https come from `X-Forwarded-*`",
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: code(ENV_DEFAULTS.DATABASE_POOL_SIZE),
    meaning: 'PostgreSQL connections each process keeps (plus one listening for catalogue changes)',
  },
  {
    name: 'BOT_CHECK_HMAC_KEY',
    default: 'unset',
    meaning:
      "the key that signs the login's bot-check challenges, the same for every process; unset: one created once in `$DATA_DIR/bot-check-hmac.key`",
  },
  {
    name: 'SAML_IDP_METADATA',
    default: 'unset',
    meaning:
      "the staff's SAML identity provider: its metadata file or URL (entity id, HTTP-Redirect sign-on address, signing certificate); unset: the shop's own test provider under `/test-idp`, keys in `$DATA_DIR/test-idp/`",
  },
  {
    name: 'BOT_CHECK_MAX_NUMBER',
    default: code(ENV_DEFAULTS.BOT_CHECK_MAX_NUMBER),
    meaning:
      "the bot check's difficulty: the largest secret number of a challenge (a phone solves the default in about a second on average), 1 to 10,000,000",
  },
  {
    name: 'API_DOCS',
    default: '`on` (`off` when `NODE_ENV=production`)',
    meaning:
      '`on` or `off`: the browsable API reference at `/ebsn/docs` (see "API reference"); off, its paths answer 404',
  },
  {
    name: 'MAINTENANCE',
    default: '`off`',
    meaning:
      '`on` or `off`: the maintenance switch (see "Maintenance"); on, every `/ebsn/api` and content API call answers 503 with \'Il negozio \u00e8 in manutenzione: torna tra qualche minuto.\', while `/version.json` and the app keep answering',
  },
  {
    name: 'TAG_MANAGER_ID',
    default: 'unset',
    meaning:
      'The tag manager container (`GTM-XXXXXXX`) the pages name and load, only with the shopper\'s analytics consent (see ["Cookies and analytics"](privacy-and-messages.md#cookies-and-analytics)); unset, nothing is ever loaded or sent; a malformed id stops the start',
  },
  {
    name: 'APP_VERSION',
    default: `this build's (${code(APP_VERSION)})`,
    meaning:
      "the newest version, which `/version.json` announces: pages still open with an older one offer 'Nuova versione disponibile' (checked on focus, at most every 10 minutes), the mobile apps their store",
  },
  {
    name: 'SEED_TEST_SHOPPERS',
    default: code(ENV_DEFAULTS.SEED_TEST_SHOPPERS),
    meaning:
      'test setting: copies of each demo account the seed adds, as `cliente+1@example.it` \u2026 (same password, names and two-factor secret), so each browser test logs in as a shopper of its own ([docs/testing.md](testing.md)); 0 to 1,000',
  },
  {
    name: 'SEED_PRODUCTS',
    default: code(ENV_DEFAULTS.SEED_PRODUCTS),
    meaning:
      'products the seed puts in an empty catalogue (0 to 500,000; 50,000 seed in about 45 s on PGlite)',
  },
  {
    name: 'ANDROID_PACKAGE_NAME',
    default: 'unset',
    meaning:
      "the Android app's package (`it.example.spesa`), named with `ANDROID_CERT_SHA256` in `/.well-known/assetlinks.json`, so Android opens the shop's links in the app (see [\"The mobile app's server side\"](#the-mobile-apps-server-side)); unset, that file answers 404",
  },
  {
    name: 'ANDROID_CERT_SHA256',
    default: 'unset',
    meaning:
      "the SHA-256 fingerprints of the Android app's signing certificates (Play's app signing key, and the upload or debug key to test), comma-separated, with or without colons",
  },
  {
    name: 'APPLE_TEAM_ID',
    default: 'unset',
    meaning:
      "the Apple developer team's id (10 characters), named with `APPLE_BUNDLE_ID` in `/.well-known/apple-app-site-association`, so iOS opens the shop's links in the app; unset, that file answers 404",
  },
  {
    name: 'APPLE_BUNDLE_ID',
    default: 'unset',
    meaning: "the iOS app's bundle id (`it.example.spesa`)",
  },
  {
    name: 'PUSH_PROVIDER',
    default: code(ENV_DEFAULTS.PUSH_PROVIDER),
    meaning:
      'who delivers push notifications: `standin` records what would be sent and logs it (no phone receives anything); `fcm` (Firebase Cloud Messaging) or `apns` (Apple) check their credentials at start and refuse to start without them, but their delivery is not built yet: every sending is logged as failed',
  },
  {
    name: 'FCM_SERVICE_ACCOUNT_FILE',
    default: 'unset',
    meaning:
      "with `PUSH_PROVIDER=fcm`: the Firebase project's service account key (JSON), kept out of the repository",
  },
  {
    name: 'APNS_KEY_FILE',
    default: 'unset',
    meaning:
      'with `PUSH_PROVIDER=apns`: the APNs authentication key (`AuthKey_XXXXXXXXXX.p8`), kept out of the repository; with `APNS_KEY_ID`, `APPLE_TEAM_ID` and `APPLE_BUNDLE_ID`',
  },
  {
    name: 'APNS_KEY_ID',
    default: 'unset',
    meaning: "with `PUSH_PROVIDER=apns`: that key's id (10 characters)",
  },
  {
    name: 'NODE_ENV',
    default: 'unset',
    meaning: '`production` turns the API reference off by default (`API_DOCS`)',
  },
];
