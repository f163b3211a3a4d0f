/**
 * Opens the database: embedded PGlite (a directory, or memory for tests) or a PostgreSQL server
 * through a node-postgres pool. Both speak the same SQL, so repositories see one `Db` type.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** What repositories use: the Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database with its driver, so migrations can pick the matching migrator. */
export type Database =
  | {
      readonly kind: 'pglite';
      readonly db: PgliteDatabase<Schema> & Db;
      close(): Promise<void>;
    }
  | {
      readonly kind: 'pg';
      readonly db: NodePgDatabase<Schema> & Db;
      close(): Promise<void>;
    };

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory. */
export type DatabaseTarget =
  | { readonly kind: 'pg'; readonly url: string; readonly maxConnections?: number }
  | { readonly kind: 'pglite'; readonly dataDir?: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return { kind: 'pg', db, close: () => pool.end() };
  }
  return openPglite(
    new PGlite({
      ...(target.dataDir === undefined ? {} : { dataDir: target.dataDir }),
      extensions: { pg_trgm },
    }),
  );
}

/** Wraps a PGlite the caller created (tests start theirs from a dump); it must load pg_trgm. */
export async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, close: () => client.close() };
}
