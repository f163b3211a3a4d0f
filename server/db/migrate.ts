/** Applies the generated migrations with the migrator that matches the driver. */
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pg') {
    await migratePg(database.db, { migrationsFolder });
  } else {
    await migratePglite(database.db, { migrationsFolder });
  }
}
