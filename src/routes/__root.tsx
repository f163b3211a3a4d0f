import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router';
import { AppShellLayout } from '../features/shell';
import { storefrontTexts } from '../shared/i18n';
import type { RouterContext } from '../shared/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's texts; the catalog loads beside the route's chunks, so this adds no round trip.
  loader: () => storefrontTexts,
  component: RootLayout,
});

function RootLayout() {
  const { client } = Route.useRouteContext();
  return (
    <AppShellLayout client={client}>
      <Outlet />
      {/* The router's state for the browser (src/entry-server.tsx). Its scripts remove themselves
          as they run, so the browser, which hydrates with nothing in their place, needs none of
          this code. */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </AppShellLayout>
  );
}
