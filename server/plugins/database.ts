/** Makes the opened database available to handlers as `app.database` (opened and closed by the caller). */
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  readonly database: Database;
}

export default fp<DatabasePluginOptions>(
  async (app, { database }) => {
    app.decorate<Database>('database', database);
  },
  { name: 'database' },
);
