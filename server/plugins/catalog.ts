/**
 * Makes the in-process catalogue available to handlers as `app.catalog`. With `warmUp` the
 * catalogue is built while the server starts, so the first shopper does not wait for it. Every
 * process on the database hears a catalogue change at once (NOTIFY catalog_changed, sent by the
 * catalogue tables' triggers) and rebuilds its copy; the copy's once-a-second version check stays
 * as the fallback while the listening connection is down.
 */
import fp from 'fastify-plugin';
import { CATALOG_CHECK_INTERVAL_MS, CatalogCache } from '../modules/catalog/catalog-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

export interface CatalogPluginOptions {
  readonly warmUp: boolean;
  /** How often a request may check the catalogue's version (default CATALOG_CHECK_INTERVAL_MS). */
  readonly checkIntervalMs?: number;
}

export default fp<CatalogPluginOptions>(
  async (app, { warmUp, checkIntervalMs }) => {
    const warn = (error: unknown) => app.log.warn({ err: error }, 'catalogue refresh failed');
    const cache = new CatalogCache(
      app.database.db,
      warn,
      checkIntervalMs ?? CATALOG_CHECK_INTERVAL_MS,
    );
    app.decorate('catalog', cache);
    try {
      const unlisten = await app.database.listen(CATALOG_CHANGED_CHANNEL, () => {
        cache.fresh().catch(warn);
      });
      app.addHook('onClose', async () => unlisten());
    } catch (error) {
      app.log.warn({ err: error }, 'not listening to catalogue changes: checking the version only');
    }
    if (warmUp) await cache.snapshot();
  },
  { name: 'catalog', dependencies: ['database'] },
);
