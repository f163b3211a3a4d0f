/**
 * Several server processes started at once on one PostgreSQL must not migrate and seed at the
 * same time (three of four crashed on `CREATE TABLE` when they did): each takes this advisory lock
 * on a connection of its own first, so they migrate one after the other and the later ones find
 * nothing left to do. The embedded database has one process by nature and needs none.
 */
import pg from 'pg';

/** An arbitrary, fixed key: the shop's "migrating and seeding" lock. */
const STARTUP_LOCK_KEY = 7_114_202_611;

/** Runs `work` holding the start-up lock of the database at `url`. */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the connection releases the lock, whatever happened.
    await client.end();
  }
}
