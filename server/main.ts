/**
 * Starts the shop server: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL),
 * migrates and seeds it, listens, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import { createPushStandin } from './dev/push-standin';
import { credentialPushProvider } from './modules/push/credential-providers';
import { socialProvidersOf } from './modules/social-login/settings';
import { botCheckKeyIn } from './modules/login/bot-check';

const SESSION_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;
/** Unpaid orders are cancelled within a minute of their payment deadline. */
const UNPAID_ORDER_SWEEP_MS = 60 * 1000;
/** Paid orders advance within a minute of their step's time (faster with a demo speed). */
const ORDER_LIFECYCLE_MS = 60 * 1000;
/** A sped-up lifecycle looks more often, but at most once a second. */
const MIN_ORDER_LIFECYCLE_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  // FCM and APNs check their credentials here: without usable ones the shop does not start.
  const push =
    config.push.provider === 'standin' ? createPushStandin() : credentialPushProvider(config.push);
  if (config.databaseUrl === undefined) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl === undefined
      ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') }
      : { kind: 'pg', url: config.databaseUrl, maxConnections: config.databasePoolSize },
  );
  const prepare = async () => {
    await migrateDatabase(database);
    return seedDatabase(database.db, {
      products: config.seedProducts,
      testShoppers: config.seedTestShoppers,
    });
  };
  // Processes started together on one PostgreSQL migrate and seed one after the other.
  const seeded =
    config.databaseUrl === undefined
      ? await prepare()
      : await withStartupLock(config.databaseUrl, prepare);

  // Every process on one database must sign challenges with the same key.
  const botCheckHmacKey = config.botCheckHmacKey ?? (await botCheckKeyIn(config.dataDir));

  const app = await buildApp({
    database,
    botCheck: { hmacKey: botCheckHmacKey, maxNumber: config.botCheckMaxNumber },
    logger: { level: config.logLevel },
    staticDir: config.staticDir,
    ssrDir: config.ssrDir,
    appStoreUrl: config.appStoreUrl,
    appVersion: config.appVersion,
    apiDocs: config.apiDocs,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    contentFormsMailTo: config.contentFormsMailTo,
    contentUrl: config.contentUrl,
    samlIdpMetadata: config.samlIdpMetadata,
    testIdpKeysDir: path.join(config.dataDir, 'test-idp'),
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    sessionCleanupIntervalMs: SESSION_CLEANUP_INTERVAL_MS,
    unpaidOrderSweepMs: UNPAID_ORDER_SWEEP_MS,
    orderLifecycleMs: Math.max(
      MIN_ORDER_LIFECYCLE_MS,
      Math.round(ORDER_LIFECYCLE_MS / config.orderLifecycleSpeed),
    ),
    orderLifecycleSpeed: config.orderLifecycleSpeed,
    catalogWarmUp: true,
    maintenance: config.maintenance,
    tagManagerId: config.tagManagerId,
    appLinks: config.appLinks,
    push,
    social: {
      providers: socialProvidersOf(process.env),
      standinKeyFile: path.join(config.dataDir, 'social-standin', 'signing-key.json'),
    },
    mail: {
      smtpUrl: config.smtpUrl,
      outboxDir: config.mailOutboxDir,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
    },
  });
  app.log.info(
    {
      database: database.kind === 'pg' ? 'postgresql' : 'pglite',
      seededUsers: seeded.users,
      seededProducts: seeded.products,
      mail: config.smtpUrl === undefined ? `.eml files in ${config.mailOutboxDir}` : 'smtp',
      content: config.contentUrl ?? 'embedded',
      maintenance: config.maintenance,
    },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // The logger may not exist yet; this is the one place that writes to stderr directly.
  console.error(error);
  process.exit(1);
});
