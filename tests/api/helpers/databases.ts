/**
 * Test databases, each a copy of a template migrated and seeded once: in-memory PGlite loaded from
 * a dump of the template (kept in node_modules/.cache, and in memory once a worker has read it),
 * or a PostgreSQL database next to TEST_DATABASE_URL made with `CREATE DATABASE ... TEMPLATE`,
 * dropped afterwards. The API tests' global setup makes both templates before any worker starts;
 * without it (`npm run fuzz`) the first database makes them.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, openPglite, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed';

export type Backend = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const backends: readonly Backend[] =
  postgresUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'ebsn-api-tests');

/**
 * Products in the test catalogue: enough for every leaf, brand mix and promotion to show up, small
 * enough to seed in a second on each backend.
 */
export const TEST_SEED_PRODUCTS = 1500;

/** Changes with the migrations, the seeds, PGlite or this file, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json')),
  );
  const migrations = path.join(repoRoot, 'server', 'db', 'migrations');
  for (const name of readdirSync(migrations).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrations, name)));
  }
  // seed.ts and the seeds beside it (gift-seed.ts, ...).
  const dbDir = path.join(repoRoot, 'server', 'db');
  for (const name of readdirSync(dbDir).sort()) {
    if (name.endsWith('seed.ts')) hash.update(name).update(readFileSync(path.join(dbDir, name)));
  }
  for (const seedDir of ['assortment', 'services-seed']) {
    const dir = path.join(repoRoot, 'server', 'db', seedDir);
    for (const name of readdirSync(dir).sort()) {
      hash.update(name).update(readFileSync(path.join(dir, name)));
    }
  }
  // The content service's files are seeded too: an edited one must not meet a stale template.
  const contentFiles = readdirSync(path.join(repoRoot, 'content'), {
    recursive: true,
    encoding: 'utf8',
  });
  for (const name of contentFiles.sort()) {
    const file = path.join(repoRoot, 'content', name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  // And how the template is made (this file).
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

function pgliteTemplateFile(): string {
  return path.join(cacheDir, `pglite-${templateKey()}.tar`);
}

/** Migrates and seeds a new PGlite and dumps it to the cache, unless the dump is there. */
export async function preparePgliteTemplate(): Promise<void> {
  const file = pgliteTemplateFile();
  if (existsSync(file)) return;
  const client = new PGlite({ extensions: { pg_trgm } });
  const database = await openPglite(client);
  await migrateDatabase(database);
  await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS });
  // Flushed to the data files: a copy then starts without replaying the seed from the WAL
  // (a third faster to open).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(cacheDir, { recursive: true });
  // Write aside and rename, so no reader sees half a template.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** The template's dump, read once per worker. */
let pgliteDump: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= preparePgliteTemplate().then(() => new Blob([readFileSync(pgliteTemplateFile())]));
  return pgliteDump;
}

export interface TestDatabase {
  readonly database: Database;
  /** Closes the database and removes what the run created. */
  dispose(): Promise<void>;
}

async function openTestPglite(): Promise<TestDatabase> {
  const client = new PGlite({ extensions: { pg_trgm }, loadDataDir: await pgliteTemplate() });
  const database = await openPglite(client);
  return { database, dispose: () => database.close() };
}

/** Runs `text` on the server at `url` over a connection of its own; answers its rows. */
async function adminQuery(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** The PostgreSQL template's name: it changes with what it is made of, like PGlite's dump. */
function postgresTemplateName(): string {
  return `ebsn_template_${templateKey()}`;
}

/**
 * Makes the PostgreSQL template next to `url`, unless it is there: built under a temporary name
 * and renamed when complete, so an interrupted run leaves nothing that looks usable. Templates of
 * older migrations or seeds are dropped.
 */
export async function preparePostgresTemplate(url: string): Promise<void> {
  const name = postgresTemplateName();
  const existing = (await adminQuery(
    url,
    "SELECT datname FROM pg_database WHERE datname LIKE 'ebsn\\_template\\_%'",
  )) as { datname: string }[];
  for (const { datname } of existing) {
    if (datname !== name)
      await adminQuery(url, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  if (existing.some(({ datname }) => datname === name)) return;
  const building = `ebsn_building_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${building}"`);
  const database = await openDatabase({
    kind: 'pg',
    url: withDatabase(url, building),
    maxConnections: 4,
  });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS });
  } finally {
    await database.close();
  }
  await adminQuery(url, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** The template, made by the first caller in a process that finds none (the global setup's). */
let postgresTemplate: Promise<void> | undefined;

async function openTestPostgres(url: string): Promise<TestDatabase> {
  postgresTemplate ??= preparePostgresTemplate(url);
  await postgresTemplate;
  // A database of its own per test file: the generated migrations name the public schema.
  const name = `ebsn_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${postgresTemplateName()}"`);
  const database = await openDatabase({
    kind: 'pg',
    url: withDatabase(url, name),
    maxConnections: 4,
  });
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A migrated and seeded database on `backend`. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') return openTestPglite();
  if (postgresUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  return openTestPostgres(postgresUrl);
}
