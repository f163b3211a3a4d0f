/**
 * The app's actors: the machines of machines/ provided with real effects, created once.
 * Tests and stories provide the same machines with stubs instead.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { shellMachine } from '../../machines/shell.machine';
import { postLogout } from '../api/auth.queries';
import { cartQueryKey, cartQueryOptions } from '../api/cart.queries';
import type { ShopClient } from '../api/client';
import { clientEvents } from '../api/client-events';
import { sessionStore } from '../api/session-store';
import { messages } from '../domain/messages';
import { lazyCartActors } from './lazy-cart-actors';
import { lazyLoginActor } from './lazy-login-actor';
import { i18n } from './i18n';
import { showMessages } from './notify';
import { toasts } from './toasts';

export interface AppEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** Re-runs route guards and loaders (after a login, a logout or an expiry). */
  readonly revalidateRoutes: () => void;
  /** Restarts the whole app (after long inactivity or a language change). */
  readonly restart: () => void;
}

export type AppActors = ReturnType<typeof createAppActors>;

export function createAppActors(effects: AppEffects) {
  const { queryClient, client } = effects;

  const session = createActor(
    sessionMachine.provide({
      actors: {
        cartRefresh: fromPromise(async () => {
          const { user } = await queryClient.fetchQuery({
            ...cartQueryOptions(client),
            staleTime: 0,
          });
          return user;
        }),
        logoutRequest: fromPromise(() => postLogout(client)),
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
      },
    }),
  );

  // The login form's actor loads with the form (the login page or dialog), not with every page.
  const login = lazyLoginActor(() =>
    import('./login-actor').then(({ createLoginActor }) =>
      createLoginActor({ ...effects, session }),
    ),
  );

  const shell = createActor(shellMachine);
  const cartActors = lazyCartActors({
    queryClient,
    client,
    session,
    login,
    anonymousCart: import.meta.env.VITE_ANONYMOUS_CART === 'true',
  });

  clientEvents.on('sessionExpired', () => session.send({ type: 'session.expired' }));
  clientEvents.on('messages', showMessages);

  const running = [session, shell];
  return {
    session,
    login,
    shell,
    cartActors,
    start: () => running.forEach((actor) => actor.start()),
  };
}
