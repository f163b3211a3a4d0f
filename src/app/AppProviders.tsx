import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AppActors } from './actors';
import { ActorsProvider } from './actors-context';
import { i18n, withStorefrontTexts } from './i18n';
import { theme } from './theme';

// The toast stack loads after the first paint; toasts shown before it arrives are queued.
const ToastStack = lazy(withStorefrontTexts(() => import('./ToastStack')));

export interface AppProvidersProps {
  readonly queryClient: QueryClient;
  readonly actors: AppActors;
  readonly children: ReactNode;
}

/** Theme, translations, server state, the app's actors and the toast stack. */
export function AppProviders({ queryClient, actors, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Suspense fallback={null}>
          <ToastStack />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <ActorsProvider actors={actors}>{children}</ActorsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
