import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n } from '../src/shared/i18n';
import { theme } from '../src/shared/theme';

/**
 * What every story and rendered-story test needs: theme, translations, and a memory router so
 * components with links render outside the app.
 */
export function StoryProviders({ children }: { children: ReactNode }) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{children}</> }),
    history: createMemoryHistory(),
  });
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>
  );
}
