import './app/styles';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api/client';
import { createAppActors } from './app/actors';
import { AppProviders } from './app/AppProviders';
import { installAppLifecycle } from './app/lifecycle';
import { installBackClosesDialogs, installScrollBehaviour } from './app/navigation';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const queryClient = createQueryClient();
const actors = createAppActors({
  queryClient,
  client: api,
  revalidateRoutes: () => void router.invalidate(),
  restart: () => window.location.reload(),
});
const router = createAppRouter({ queryClient, client: api, actors });

actors.start();
installScrollBehaviour(router.history);
installBackClosesDialogs(router.history, actors);
installAppLifecycle(actors);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} actors={actors}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
