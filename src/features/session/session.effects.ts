/** The session machine with its real effects: the cart read that tells who is logged in, logout. */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import { sessionStore } from '../../api/session-store';
import { i18n } from '../../shared/i18n';
import { toasts } from '../../shared/toasts';
import { coreMessages as messages } from '../../domain/core-messages';
import { cartQueryKey, cartQueryOptions } from '../../api/cart';
import { postLogout } from './session.queries';

export interface SessionEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** Re-runs route guards and loaders (after a login, a logout or an expiry). */
  readonly revalidateRoutes: () => void;
  /** Restarts the whole app (after long inactivity or a language change). */
  readonly restart: () => void;
  /** Opens a page of the app by its path and query (the page a guest asked for, after a login). */
  readonly openPage: (href: string) => void;
  /**
   * Awaited before the logout is sent, while the session is still live: the mobile app unregisters
   * the device's push notifications (the push flow's `unregisterBeforeLogout`). Its failure never
   * stops the logout. None on the web.
   */
  readonly beforeLogout?: () => Promise<void>;
}

export type SessionActor = ReturnType<typeof createSessionActor>;

export function createSessionActor(effects: SessionEffects) {
  const { queryClient, client } = effects;
  return createActor(
    sessionMachine.provide({
      actors: {
        cartRefresh: fromPromise(async () => {
          const { user } = await queryClient.fetchQuery({
            ...cartQueryOptions(client),
            staleTime: 0,
          });
          return user;
        }),
        logoutRequest: fromPromise(async ({ input }) => {
          // The logout matters more than what had to precede it: it goes on whatever happened.
          await effects.beforeLogout?.().catch(() => undefined);
          await postLogout(client, input.everywhere);
        }),
      },
      actions: {
        markAuthenticated: () => sessionStore.markAuthenticated(),
        clearStorage: () => sessionStore.clear(),
        clearCart: () => {
          queryClient.removeQueries({ queryKey: cartQueryKey });
          void queryClient.invalidateQueries();
        },
        emitNotLoggedIn: () => effects.revalidateRoutes(),
        showExpiredMessage: () =>
          toasts.show({ color: 'red', message: i18n._(messages.sessionExpired) }),
        showLogoutError: () => toasts.show({ color: 'red', message: i18n._(messages.errorLogout) }),
        restartApp: () => effects.restart(),
        openPage: (_, { to }) => effects.openPage(to),
      },
    }),
  );
}
