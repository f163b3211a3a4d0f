/**
 * The catalogue's pages (Home, a category, a product, a search) are where a shopper goes next from
 * anywhere: their code is fetched once the app is idle, so that a tap on a link waits at most for
 * the page's data, which hovering or touching the link already asks for (`defaultPreload: 'intent'`).
 * Data is not fetched ahead for every link in sight: on Home that would be fifty product reads.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { SERVER_RENDERED_ROUTES } from './server-rendered';
import { whenIdle } from './when-idle';

export function preloadCatalogueCode(router: Pick<AnyRouter, 'loadRouteChunk' | 'routesById'>) {
  whenIdle(() => {
    for (const id of SERVER_RENDERED_ROUTES.keys()) {
      const route = router.routesById[id];
      if (route) void router.loadRouteChunk(route);
    }
  });
}
