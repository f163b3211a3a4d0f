import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorPage } from '../features/chunk-load';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../shared/router-context';

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
    // A server-rendered page's catalogue reads travel with the router's own state
    // (docs/adr/0001-server-rendering-with-the-routers-api.md), so the browser reads none again.
    // As JSON: Query's state is JSON-safe, and a string is what the router's serializer and the
    // browser's parser handle fastest. The server only writes it, the browser only reads it.
    ...(import.meta.env.SSR
      ? { dehydrate: () => ({ queries: JSON.stringify(dehydrate(context.queryClient)) }) }
      : {
          hydrate: (dehydrated: { queries: string }) =>
            hydrate(context.queryClient, JSON.parse(dehydrated.queries) as DehydratedState),
        }),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
