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

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** What every open database offers, whichever driver is underneath. */
interface DatabaseBase {
  close(): Promise<void>;
  /**
   * Calls `onNotify` on each NOTIFY of `channel` by any process on this database (catalogue
   * changes, for the in-process copies). Best effort: a lost connection is opened again.
   */
  listen(channel: string, onNotify: () => void): Promise<Unlisten>;
}

/** An open database with its driver, so migrations can pick the matching migrator. */
export type Database =
  | (DatabaseBase & { readonly kind: 'pglite'; readonly db: PgliteDatabase<Schema> & Db })
  | (DatabaseBase & { readonly kind: 'pg'; readonly db: NodePgDatabase<Schema> & Db });

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
    return {
      kind: 'pg',
      db,
      close: () => pool.end(),
      listen: (channel, onNotify) => listenOnServer(target.url, channel, onNotify),
    };
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
  return {
    kind: 'pglite',
    db,
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries); when it drops, a
 * new one is opened after a second, until `Unlisten` is called.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<Unlisten> {
  let stopped = false;
  let current: pg.Client | null = null;
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    const reopen = () => {
      if (current !== client) return;
      current = null;
      if (!stopped) setTimeout(() => void open().catch(reopen), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', reopen);
    client.on('end', reopen);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    current = client;
    await client.connect();
    await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
  };
  await open();
  return async () => {
    stopped = true;
    const client = current;
    current = null;
    await client?.end();
  };
}
