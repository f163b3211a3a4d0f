/**
 * The bench's own PostgreSQL database: created fresh next to BENCH_DATABASE_URL (the admin
 * connection), opened for the set-up and the checks, and dropped at the end whatever happened.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/** The admin connection's default: the local PostgreSQL of every machine of the project. */
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  readonly name: string;
  /** The URL the server processes get as DATABASE_URL. */
  readonly url: string;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a name of its own next to `adminUrl`'s. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `ebsn_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the database, closing whatever connections are still open on it. */
export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A small pool on the bench database, for setting shoppers up and reading the results. */
export function openBenchDb(url: string): Promise<Database> {
  return openDatabase({ kind: 'pg', url, maxConnections: 4 });
}
