import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from '../api/client';
import { createAppActors } from './actors';
import { AppProviders } from './AppProviders';
import type { EarlyTaps } from './early-taps';
import { keepScrollOfServerPage } from './server-page-scroll';
import { whenIdle } from './when-idle';
import { createQueryClient } from './query-client';
import { routeTakenOver } from './route-taken-over';
import { createAppRouter } from './router';

/*
 * The app: its actors, its router, and React on #root (hydrating a page the server rendered,
 * rendering any other). src/main.tsx starts it.
 */

export interface StartOptions {
  /** Whether #root holds a page the server rendered (src/entry-server.tsx) to hydrate. */
  readonly serverRendered?: boolean;
  /** What the shopper did on a server-rendered page before the app had taken it over. */
  readonly taps?: EarlyTaps;
}

// Each step of taking a page over is a task of its own, so none holds the main thread long.
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTask = () => delay(0);
const ROUTE_TAKE_OVER_LIMIT_MS = 5000;

export function startApp({ serverRendered = false, taps }: StartOptions) {
  const queryClient = createQueryClient();
  const actors = createAppActors({
    queryClient,
    client: api,
    revalidateRoutes: () => void router.invalidate(),
    restart: () => window.location.reload(),
    openPage: (href) => void router.navigate({ href }),
  });
  const router = createAppRouter({ queryClient, client: api, actors });

  const firstEntry = router.history.location.state.__TSR_index;
  const afterStart = import('./after-start').then((after) => {
    after.installAfterStart(router, actors, firstEntry);
    return after;
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The actors (whose session read updates the page) and the taps wait until React has the
  // route's content too, which it hydrates after the shell (route-taken-over.ts); a route that
  // fails to say so does not hold the app for more than a few seconds.
  const routeReady = serverRendered
    ? Promise.race([routeTakenOver, delay(ROUTE_TAKE_OVER_LIMIT_MS)])
    : Promise.resolve();
  const onMounted = () =>
    void routeReady.then(() => {
      actors.start();
      void afterStart.then((after) => after.preloadNextCode(router));
      // The taps wait for the session's first read, as the loader overlay makes every tap wait.
      // A read already over when the app got here (its reply was at hand) releases them at once.
      if (taps) {
        const releaseOnceRead = (
          session: typeof actors.session extends { getSnapshot(): infer S } ? S : never,
        ) => {
          if (session.matches({ auth: 'loading' })) return;
          afterFirstRead.unsubscribe();
          // Once React has no work left, the page's last parts hydrated: the router's state
          // reaches React through a store, whose updates cannot wait for hydration, so a
          // navigation replayed into a part still hydrating would make React render it again.
          whenIdle(taps.release);
        };
        const afterFirstRead = actors.session.subscribe(releaseOnceRead);
        releaseOnceRead(actors.session.getSnapshot());
      }
    });
  const app = (
    <StrictMode>
      {/* A server-rendered page must render as the server rendered it until React has taken it
          over: its actors (the session's first read above all) start only then. */}
      <AppProviders queryClient={queryClient} actors={actors} onMounted={onMounted}>
        {/* The router's client reads the state the server wrote into the page (its inline
            scripts) and loads the route's chunks before the first render. */}
        {serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}
      </AppProviders>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  // The shell hydrates in one task; the router's outlet after it, on its own (see routeReady).
  keepScrollOfServerPage(router);
  void nextTask().then(() => {
    taps?.hold();
    hydrateRoot(root, app, {
      // React's own error wraps what went wrong (its cause).
      onRecoverableError: (error, info) =>
        console.error(
          'hydration mismatch:',
          error,
          error instanceof Error ? error.cause : undefined,
          info.componentStack,
        ),
    });
  });
}
