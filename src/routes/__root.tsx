import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppShellLayout } from '../app/AppShellLayout';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { client } = Route.useRouteContext();
  return (
    <AppShellLayout client={client}>
      <Outlet />
    </AppShellLayout>
  );
}
