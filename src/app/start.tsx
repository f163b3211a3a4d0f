import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '../api/client';
import { prepareMessageReading } from '../api/middleware/messages';
import { createAppActors } from './actors';
import { AppProviders } from './AppProviders';
import type { EarlyTaps } from './early-taps';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/*
 * The app: its actors, its router, and React on #root (hydrating a page the server rendered,
 * ./hydrate-page.tsx, rendering any other). src/main.tsx starts it.
 */

export interface StartOptions {
  /** Whether #root holds a page the server rendered (src/entry-server.tsx) to hydrate. */
  readonly serverRendered?: boolean;
  /** What the shopper did on a server-rendered page before the app had taken it over. */
  readonly taps?: EarlyTaps;
}

export function startApp({ serverRendered = false, taps }: StartOptions) {
  prepareMessageReading();
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
  const startActors = () => {
    actors.start();
    void afterStart.then((after) => after.preloadNextCode(router));
  };

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const app = (routerElement: ReactNode, onMounted: () => void) => (
    <StrictMode>
      {/* A server-rendered page must render as the server rendered it until React has taken it
          over: its actors (the session's first read above all) start only then. */}
      <AppProviders queryClient={queryClient} actors={actors} onMounted={onMounted}>
        {routerElement}
      </AppProviders>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(root).render(app(<RouterProvider router={router} />, startActors));
    return;
  }
  import('./hydrate-page')
    .then(({ hydratePage }) =>
      hydratePage({ root, router, session: actors.session, taps, app, onTakenOver: startActors }),
    )
    // Without it the page still works as HTML, and the searches kept are sent as such.
    .catch(() => taps?.abandon());
}
