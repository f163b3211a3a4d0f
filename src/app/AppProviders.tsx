import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { AppActors } from './actors';
import { ClientOnly } from '../components/ClientOnly';
import { FlowActorsProvider } from '../shared/flow-actors';
import { i18n, withStorefrontTexts } from '../shared/i18n';
import { theme } from '../shared/theme';

// The toast stack loads after the first paint; toasts shown before it arrives are queued.
const ToastStack = lazy(withStorefrontTexts(() => import('./ToastStack')));

export interface AppProvidersProps {
  readonly queryClient: QueryClient;
  readonly actors: AppActors;
  /** Runs once the app is on the page (a server-rendered page: once React has taken it over). */
  readonly onMounted?: () => void;
  readonly children: ReactNode;
}

/** Theme, translations, server state, the app's actors and the toast stack. */
export function AppProviders({ queryClient, actors, onMounted, children }: AppProvidersProps) {
  // An effect, not an element: the tree must stay the same as the server's (useId depends on it).
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        {/* Client-only: a lazy part still loading when hydration meets it would stay server
            markup that the first update makes React render again. */}
        <ClientOnly>
          <Suspense fallback={null}>
            <ToastStack />
          </Suspense>
        </ClientOnly>
        <QueryClientProvider client={queryClient}>
          <FlowActorsProvider actors={actors}>{children}</FlowActorsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
