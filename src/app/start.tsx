import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from '../api/client';
import { createAppActors } from './actors';
import { AppProviders } from './AppProviders';
import { installAppLifecycle } from './lifecycle';
import { installBackClosesDialogs, installScrollBehaviour } from './navigation';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { SERVER_STATE_ELEMENT_ID } from './server-rendered';

/*
 * The app: its actors, its router, and React on #root (hydrating a page the server rendered,
 * rendering any other). src/main.tsx starts it.
 */

const queryClient = createQueryClient();
// A server-rendered page carries the catalogue reads it was rendered from (src/entry-server.tsx).
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
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
const app = (
  <StrictMode>
    {/* A server-rendered page must render as the server rendered it until React has taken it
        over: its actors (the session's first read above all) start only then. */}
    <AppProviders queryClient={queryClient} actors={actors} onMounted={actors.start}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (serverState) {
  // Hydrate what the server painted once the route's chunks and data are here (the data from the
  // page itself), so the first render in the browser matches the server's markup. Marking the
  // router as server-rendered makes it render the root as the server did (no Suspense around it).
  router.ssr = { manifest: undefined };
  void router.load().then(() =>
    hydrateRoot(root, app, {
      onRecoverableError: (error, info) =>
        console.error('hydration mismatch:', error, info.componentStack),
    }),
  );
} else {
  createRoot(root).render(app);
}
