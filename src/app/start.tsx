import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { api } from '../api/client';
import { createAppActors } from './actors';
import { AppProviders } from './AppProviders';
import type { EarlyTaps } from './early-taps';
import { installAppLifecycle } from './lifecycle';
import {
  installBackClosesDialogs,
  installScrollBehaviour,
  keepScrollOfServerPage,
} from './navigation';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/*
 * The app: its actors, its router, and React on #root (hydrating a page the server rendered,
 * rendering any other). src/main.tsx starts it.
 */

export interface StartOptions {
  /** A server-rendered page's dehydrated catalogue reads (src/entry-server.tsx), as JSON. */
  readonly serverState?: string;
  /** The buttons tapped on a server-rendered page before the app had taken it over. */
  readonly taps?: EarlyTaps;
}

// Each step of taking a page over is a task of its own, so none holds the main thread long.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function startApp({ serverState, taps }: StartOptions) {
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);
  const actors = createAppActors({
    queryClient,
    client: api,
    revalidateRoutes: () => void router.invalidate(),
    restart: () => window.location.reload(),
  });
  const router = createAppRouter({ queryClient, client: api, actors });

  installScrollBehaviour(router.history);
  installBackClosesDialogs(router.history, actors);
  installAppLifecycle(actors);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const onMounted = () => {
    actors.start();
    // The taps wait for the session's first read, as the loader overlay makes every tap wait.
    if (taps) {
      void waitFor(actors.session, (session) => !session.matches({ auth: 'loading' })).then(
        taps.replay,
      );
    }
  };
  const app = (
    <StrictMode>
      {/* A server-rendered page must render as the server rendered it until React has taken it
          over: its actors (the session's first read above all) start only then. */}
      <AppProviders queryClient={queryClient} actors={actors} onMounted={onMounted}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!serverState) {
    createRoot(root).render(app);
    return;
  }
  // Hydrate what the server painted once the route's chunks and data are here (the data from the
  // page itself), so the first render in the browser matches the server's markup. Marking the
  // router as server-rendered makes it render the root as the server did (no Suspense around it).
  // Hydrating in a transition lets React yield to the browser between components.
  router.ssr = { manifest: undefined };
  keepScrollOfServerPage(router);
  void nextTask()
    .then(() => router.load())
    .then(nextTask)
    .then(() => {
      taps?.stop();
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error, info) =>
            console.error('hydration mismatch:', error, info.componentStack),
        });
      });
    });
}
