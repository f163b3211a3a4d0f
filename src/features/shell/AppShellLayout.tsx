import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  selectUser,
} from '../../../machines/session/session.machine';
import {
  selectIsCartDrawerOpen,
  selectIsCategoryDrawerOpen,
} from '../../../machines/shell/shell.machine';
import { AddToCartDialogs, CartDrawer, useCartDialogsOpen, useGateProductActions } from '../cart';
import { cartQueryOptions } from '../../api/cart';
import {
  favoriteIdsQueryOptions,
  loadRecentSearches,
  ProductActionsProvider,
  type RecentSearchesStore,
} from '../catalog';
import { ConsentCheck, CUSTOMER_USER_TYPE } from '../consent';
import { ListPickerDialog } from '../lists';
import { LoginDialog } from '../login';
import { ServiceDialogs, useServiceLocks } from '../service';
import type { ShopClient } from '../../api/client';
import { pendingRequests } from '../../api/pending-requests';
import { AppFooter } from './components/AppFooter';
import { AppHeader } from './components/AppHeader';
import { LinksMenu } from './LinksMenu';
import { LoaderOverlay } from './components/LoaderOverlay';
import { useFlowActors } from '../../shared/flow-actors';
import { ClientOnly } from '../../components/ClientOnly';
import { inMobileApp } from '../../shared/build-flags';

// Dialogs and drawers load on first use, to keep the first page light.
const ShellDrawers = lazy(() =>
  import('./ShellDrawersContainer').then((module) => ({
    default: module.ShellDrawersContainer,
  })),
);
// Below the fold, and from another service: it loads after the first paint.
const FooterMenu = lazy(() =>
  import('./FooterMenuContainer').then((module) => ({ default: module.FooterMenuContainer })),
);
// 'Torna all'inizio' and the staff's card: they load after the first paint.
const AfterPaintExtras = lazy(() => import('./AfterPaintExtras'));

const noRequests = () => 0;
const noPicker = () => null;
// The same empty list each time: useSyncExternalStore compares snapshots by identity.
const NO_WORDS: never[] = [];
const noWords = () => NO_WORDS;
const noSubscription = () => () => {};

/**
 * The device's recent searches for the header's search box, read once it has the focus: their
 * code stays out of the first JavaScript of every page.
 */
function useRecentSearchWords() {
  const [store, setStore] = useState<RecentSearchesStore | null>(null);
  const words = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.read ?? noWords,
    noWords,
  );
  const load = () => {
    if (store === null) void loadRecentSearches().then(setStore);
  };
  return { words, load };
}

/** The shell of account-and-platform.md §2, bound to the session and shell actors. */
export function AppShellLayout({ client, children }: { client: ShopClient; children: ReactNode }) {
  const { session, shell, login, cartActors, listPicker } = useFlowActors();
  const navigate = useNavigate();
  const authenticated = useSelector(session, selectIsAuthenticated);
  const user = useSelector(session, selectUser);
  const loginOpen = useSelector(session, selectIsLoginDialogOpen);
  const categoriesOpen = useSelector(shell, selectIsCategoryDrawerOpen);
  const cartOpen = useSelector(shell, selectIsCartDrawerOpen);
  // A page rendered on the server was rendered with nothing in flight.
  const pending = useSyncExternalStore(pendingRequests.subscribe, pendingRequests.get, noRequests);
  const cart = useQuery({ ...cartQueryOptions(client), enabled: authenticated }).data?.cart;
  const { serviceDialogOpen, gateDialogOpen } = useCartDialogsOpen(cartActors);
  const picker = useSyncExternalStore(listPicker.subscribe, listPicker.loaded, noPicker);
  const favoriteIds = useQuery({ ...favoriteIdsQueryOptions(client), enabled: authenticated }).data;
  const productActions = useGateProductActions(cartActors, listPicker, favoriteIds);
  const recentSearches = useRecentSearchWords();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useServiceLocks(cartActors, cart?.cartStatusId, pathname);

  return (
    <>
      <header className="shell-header">
        <AppHeader
          authenticated={authenticated}
          firstName={user?.firstName ?? null}
          categoriesOpen={categoriesOpen}
          onToggleCategories={() => shell.send({ type: 'categories.toggle' })}
          onToggleCart={() => shell.send({ type: 'cart.toggle' })}
          onLogin={login.openLogin}
          onLogout={() => session.send({ type: 'session.logout' })}
          onSearch={(query) => void navigate({ to: '/catalog/search', search: { query } })}
          recentSearches={recentSearches.words.map((word) => word.name)}
          onSearchFocus={recentSearches.load}
          // The mobile app's links drawer; a constant false on the web, whose build drops it.
          actions={inMobileApp && <LinksMenu />}
        />
      </header>
      {/* Client-only, as the toasts: a server-rendered page has none of these, and a lazy part
          still loading when hydration meets it would stay server markup that React re-renders. */}
      <ClientOnly>
        <Suspense fallback={null}>
          {(categoriesOpen || cartOpen) && (
            <ShellDrawers
              client={client}
              categoriesOpen={categoriesOpen}
              cartOpen={cartOpen}
              onClose={() => shell.send({ type: 'drawers.close' })}
              authenticated={authenticated}
              betaTester={user?.betaTester}
              cart={cart}
              cartDrawer={cartOpen && <CartDrawer client={client} />}
            />
          )}
          {loginOpen && <LoginDialog />}
          {serviceDialogOpen && <ServiceDialogs client={client} />}
          {gateDialogOpen && <AddToCartDialogs />}
          {picker && <ListPickerDialog client={client} picker={picker} />}
          {/* A new customer session (a login, another account) checks its disclaimers anew. */}
          {user?.userType?.userTypeId === CUSTOMER_USER_TYPE && (
            <ConsentCheck key={user.userId} client={client} />
          )}
        </Suspense>
      </ClientOnly>
      <main className="shell-main">
        {/* No Suspense boundary here: a server-rendered page hydrates in one piece. Boundaries
            would hydrate in slices, but a tap or a navigation that reaches one before it has
            hydrated makes React throw its server markup away and render it again. */}
        <ProductActionsProvider value={productActions}>{children}</ProductActionsProvider>
      </main>
      <AppFooter
        loggedIn={authenticated}
        menu={
          <ClientOnly>
            <Suspense fallback={null}>
              <FooterMenu />
            </Suspense>
          </ClientOnly>
        }
      />
      <ClientOnly>
        <Suspense fallback={null}>
          <AfterPaintExtras />
        </Suspense>
      </ClientOnly>
      <LoaderOverlay visible={pending > 0} />
    </>
  );
}
