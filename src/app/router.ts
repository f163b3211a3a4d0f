import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorPage } from '../features/chunk-load';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

/** History mode; scroll is handled by `installScrollBehaviour` (restore after 500 ms on back). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // A page that failed (its code did not arrive, a read threw) says so in Italian, with a remedy.
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
