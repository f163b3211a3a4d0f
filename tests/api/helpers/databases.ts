/**
 * Test databases: in-memory PGlite started from a cached template (booting and migrating PGlite
 * takes seconds; loading a dump of an already migrated and seeded one takes about one), or a
 * fresh PostgreSQL database per run next to TEST_DATABASE_URL, dropped afterwards.
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

/** Changes with the migrations, the seed or PGlite, so a stale template is never used. */
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
  hash.update(String(TEST_SEED_PRODUCTS));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite({ extensions: { pg_trgm } });
  const database = await openPglite(client);
  await migrateDatabase(database);
  await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS });
  const dump = await client.dumpDataDir('none');
  await database.close();
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Files run in parallel: write aside and rename, so no reader sees half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // A read-only checkout only loses the speed-up.
  }
  return dump;
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

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function openTestPostgres(url: string): Promise<TestDatabase> {
  // A database of its own per run: the generated migrations name the public schema.
  const name = `ebsn_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const runUrl = new URL(url);
  runUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: runUrl.toString(), maxConnections: 4 });
  await migrateDatabase(database);
  await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS });
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
