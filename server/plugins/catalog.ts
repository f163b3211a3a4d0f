/**
 * Makes the in-process catalogue available to handlers as `app.catalog`. With `warmUp` the
 * catalogue is built while the server starts, so the first shopper does not wait for it.
 */
import fp from 'fastify-plugin';
import { CatalogCache } from '../modules/catalog/catalog-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

export interface CatalogPluginOptions {
  readonly warmUp: boolean;
}

export default fp<CatalogPluginOptions>(
  async (app, { warmUp }) => {
    const cache = new CatalogCache(app.database.db, (error) =>
      app.log.warn({ err: error }, 'catalogue refresh failed'),
    );
    app.decorate('catalog', cache);
    if (warmUp) await cache.snapshot();
  },
  { name: 'catalog', dependencies: ['database'] },
);
