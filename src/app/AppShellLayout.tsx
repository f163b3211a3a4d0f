import { AppShell } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  selectUser,
} from '../../machines/session.machine';
import { selectIsCartDrawerOpen, selectIsCategoryDrawerOpen } from '../../machines/shell.machine';
import { pendingRequests } from '../api/pending-requests';
import { AppFooter } from '../components/shell/AppFooter';
import { AppHeader } from '../components/shell/AppHeader';
import { LoaderOverlay } from '../components/shell/LoaderOverlay';
import { ScrollToTop } from '../components/shell/ScrollToTop';

import { SCROLL_TOP_THRESHOLD_PX } from '../domain/constants';
import { useAppActors } from './actors-context';

// Dialogs and drawers load on first use, to keep the first page light.
const LoginDialogContainer = lazy(() => import('./LoginDialogContainer'));
const ShellDrawers = lazy(() =>
  import('../components/shell/ShellDrawers').then((module) => ({ default: module.ShellDrawers })),
);

/** The shell of account-and-platform.md §2, bound to the session and shell actors. */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const { session, shell, login } = useAppActors();
  const authenticated = useSelector(session, selectIsAuthenticated);
  const user = useSelector(session, selectUser);
  const loginOpen = useSelector(session, selectIsLoginDialogOpen);
  const categoriesOpen = useSelector(shell, selectIsCategoryDrawerOpen);
  const cartOpen = useSelector(shell, selectIsCartDrawerOpen);
  const pending = useSyncExternalStore(pendingRequests.subscribe, pendingRequests.get);
  const [scroll, scrollTo] = useWindowScroll();

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header component="header">
        <AppHeader
          authenticated={authenticated}
          firstName={user?.firstName ?? null}
          categoriesOpen={categoriesOpen}
          onToggleCategories={() => shell.send({ type: 'categories.toggle' })}
          onToggleCart={() => shell.send({ type: 'cart.toggle' })}
          onLogin={() => {
            login.send({ type: 'form.reset' });
            session.send({ type: 'login.open' });
          }}
          onLogout={() => session.send({ type: 'session.logout' })}
        />
      </AppShell.Header>
      <Suspense fallback={null}>
        {(categoriesOpen || cartOpen) && (
          <ShellDrawers
            categoriesOpen={categoriesOpen}
            cartOpen={cartOpen}
            onClose={() => shell.send({ type: 'drawers.close' })}
          />
        )}
        {loginOpen && <LoginDialogContainer />}
      </Suspense>
      <AppShell.Main component="main">{children}</AppShell.Main>
      <AppFooter />
      <ScrollToTop
        visible={scroll.y > SCROLL_TOP_THRESHOLD_PX}
        onClick={() => scrollTo({ y: 0 })}
      />
      <LoaderOverlay visible={pending > 0} />
    </AppShell>
  );
}
