import { Box } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  selectUser,
} from '../../machines/session.machine';
import { selectIsCartDrawerOpen, selectIsCategoryDrawerOpen } from '../../machines/shell.machine';
import { cartQueryOptions } from '../api/cart.queries';
import { categoryTreeQueryOptions } from '../api/catalog.queries';
import type { ShopClient } from '../api/client';
import { pendingRequests } from '../api/pending-requests';
import { AppFooter } from '../components/shell/AppFooter';
import { AppHeader } from '../components/shell/AppHeader';
import { LoaderOverlay } from '../components/shell/LoaderOverlay';
import { ScrollToTop } from '../components/shell/ScrollToTop';
import { ProductActionsProvider } from '../components/catalog/product-actions';

import { menuTree } from '../domain/category-tree';
import { shopDate } from '../domain/happy-hour';
import { SCROLL_TOP_THRESHOLD_PX } from './theme';
import { useAppActors } from './actors-context';
import { withStorefrontTexts } from './i18n';
import { useGateProductActions } from './product-actions';
import { useServiceLocks } from './service-locks';

// Dialogs and drawers load on first use, to keep the first page light.
const LoginDialogContainer = lazy(withStorefrontTexts(() => import('./LoginDialogContainer')));
const ShellDrawers = lazy(() =>
  import('../components/shell/ShellDrawers').then((module) => ({ default: module.ShellDrawers })),
);
const CartDrawerContainer = lazy(withStorefrontTexts(() => import('./CartDrawerContainer')));
const ServiceDialogsContainer = lazy(
  withStorefrontTexts(() => import('./ServiceDialogsContainer')),
);
const AddToCartDialogsContainer = lazy(
  withStorefrontTexts(() => import('./AddToCartDialogsContainer')),
);

const HEADER_HEIGHT_PX = 60;

/** The shell of account-and-platform.md §2, bound to the session and shell actors. */
export function AppShellLayout({ client, children }: { client: ShopClient; children: ReactNode }) {
  const { session, shell, login, cartActors } = useAppActors();
  const navigate = useNavigate();
  const authenticated = useSelector(session, selectIsAuthenticated);
  const user = useSelector(session, selectUser);
  const loginOpen = useSelector(session, selectIsLoginDialogOpen);
  const categoriesOpen = useSelector(shell, selectIsCategoryDrawerOpen);
  const cartOpen = useSelector(shell, selectIsCartDrawerOpen);
  const pending = useSyncExternalStore(pendingRequests.subscribe, pendingRequests.get);
  const [scroll, scrollTo] = useWindowScroll();
  const tree = useQuery({ ...categoryTreeQueryOptions(client), enabled: categoriesOpen });
  const cart = useQuery({ ...cartQueryOptions(client), enabled: authenticated }).data?.cart;
  const { serviceDialogOpen, gateDialogOpen } = useSyncExternalStore(
    cartActors.subscribe,
    cartActors.view,
  );
  const productActions = useGateProductActions(cartActors);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useServiceLocks(cartActors, cart?.cartStatusId, pathname);
  const menu = useMemo(
    () =>
      tree.data &&
      menuTree(tree.data, {
        authenticated,
        betaTester: user?.betaTester,
        warehouseHappyHour:
          cart?.warehouse?.metaData.warehouse_info.ENABLE_PROMO_HAPPY_HOUR === 'true',
        timeslotDate: cart?.timeslot?.date ?? null,
        today: shopDate(new Date()),
      }),
    [tree.data, authenticated, user?.betaTester, cart?.warehouse, cart?.timeslot?.date],
  );

  return (
    <>
      <Box
        component="header"
        h={HEADER_HEIGHT_PX}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <AppHeader
          authenticated={authenticated}
          firstName={user?.firstName ?? null}
          categoriesOpen={categoriesOpen}
          onToggleCategories={() => shell.send({ type: 'categories.toggle' })}
          onToggleCart={() => shell.send({ type: 'cart.toggle' })}
          onLogin={() => {
            login.reset();
            session.send({ type: 'login.open' });
          }}
          onLogout={() => session.send({ type: 'session.logout' })}
          onSearch={(query) => void navigate({ to: '/catalog/search', search: { query } })}
        />
      </Box>
      <Suspense fallback={null}>
        {(categoriesOpen || cartOpen) && (
          <ShellDrawers
            categoriesOpen={categoriesOpen}
            cartOpen={cartOpen}
            onClose={() => shell.send({ type: 'drawers.close' })}
            categories={menu}
            cart={cartOpen && <CartDrawerContainer client={client} />}
          />
        )}
        {loginOpen && <LoginDialogContainer />}
        {serviceDialogOpen && <ServiceDialogsContainer client={client} />}
        {gateDialogOpen && <AddToCartDialogsContainer />}
      </Suspense>
      <Box component="main" p="md" mih={`calc(100vh - ${HEADER_HEIGHT_PX}px)`}>
        <ProductActionsProvider value={productActions}>{children}</ProductActionsProvider>
      </Box>
      <AppFooter loggedIn={authenticated} />
      <ScrollToTop
        visible={scroll.y > SCROLL_TOP_THRESHOLD_PX}
        onClick={() => scrollTo({ y: 0 })}
      />
      <LoaderOverlay visible={pending > 0} />
    </>
  );
}
