/**
 * Taking over a page the server rendered (src/entry-server.tsx): a chunk of its own, which such a
 * page preloads (./server-rendered.ts) and no other page loads.
 */
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { AppActors } from './actors';
import type { EarlyTaps } from './early-taps';
import { storefrontTexts } from '../shared/i18n';
import { routeTakenOver } from '../shared/route-taken-over';
import { keepScrollOfServerPage } from './server-page-scroll';
import { whenIdle } from './when-idle';

const ROUTE_TAKE_OVER_LIMIT_MS = 5000;

export interface PageToHydrate {
  readonly root: HTMLElement;
  readonly router: AnyRouter;
  readonly session: AppActors['session'];
  /** What the shopper did before the app had taken the page over. */
  readonly taps: EarlyTaps | undefined;
  /** The app around the router's element; `onMounted` runs once React has the app's shell. */
  readonly app: (routerElement: ReactNode, onMounted: () => void) => ReactNode;
  /** Starts what waits for React to have the page (the actors, whose first read updates it). */
  readonly onTakenOver: () => void;
}

export function hydratePage({ root, router, session, taps, app, onTakenOver }: PageToHydrate) {
  keepScrollOfServerPage(router);
  // React hydrates the route's content after the shell (route-taken-over.ts); a route that fails
  // to say it has does not hold the app for more than a few seconds.
  const routeReady = Promise.race([
    routeTakenOver,
    new Promise<void>((resolve) => setTimeout(resolve, ROUTE_TAKE_OVER_LIMIT_MS)),
  ]);
  const onMounted = () =>
    void routeReady.then(() => {
      onTakenOver();
      if (taps) releaseAfterFirstRead(session, taps);
    });
  // The router reads the state the server wrote into the page (its inline scripts) and loads the
  // route's chunks first (what RouterClient does, but before React starts): React's first render
  // is then the server's and never suspends, so the hand-overs above happen as the page commits.
  // The router does not run the root's loader again, which waits for the storefront's texts:
  // React waits for them here, or a slow catalog makes it render the page with hashed ids (a
  // catalog that never comes is the chunk-load watch's to report: the page hydrates regardless).
  return hydrate(router)
    .finally(() => window.$_TSR?.h())
    .then(() => storefrontTexts.catch(() => undefined))
    .then(() => {
      taps?.hold();
      hydrateRoot(root, app(<RouterProvider router={router} />, onMounted), {
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

/**
 * The taps wait for the session's first read, as the loader overlay makes every tap wait. A read
 * already over (its reply was at hand) releases them at once.
 */
function releaseAfterFirstRead(session: AppActors['session'], taps: EarlyTaps) {
  const releaseOnceRead = (snapshot: ReturnType<AppActors['session']['getSnapshot']>) => {
    if (snapshot.matches({ auth: 'loading' })) return;
    afterFirstRead.unsubscribe();
    // Once React has no work left, the page's last parts hydrated: the router's state reaches
    // React through a store, whose updates cannot wait for hydration, so a navigation replayed
    // into a part still hydrating would make React render it again.
    whenIdle(taps.release);
  };
  const afterFirstRead = session.subscribe(releaseOnceRead);
  releaseOnceRead(session.getSnapshot());
}
