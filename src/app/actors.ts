/**
 * The app's actors: the machines of machines/ provided with real effects, created once.
 * Tests and stories provide the same machines with stubs instead.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import {
  loginMachine,
  type LoginFailure,
  type LoginRequestInput,
} from '../../machines/login.machine';
import { sessionMachine } from '../../machines/session.machine';
import { shellMachine } from '../../machines/shell.machine';
import { ApiError } from '../api/api-error';
import { getAuthTest, postLogin, postLogout } from '../api/auth.queries';
import { cartQueryKey, cartQueryOptions } from '../api/cart.queries';
import type { ShopClient } from '../api/client';
import { clientEvents } from '../api/client-events';
import { sessionStore } from '../api/session-store';
import { NO_MESSAGES } from '../domain/envelope';
import { messages } from '../domain/messages';
import { lazyCartActors } from './lazy-cart-actors';
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

  const login = createActor(
    loginMachine.provide({
      actors: {
        // No third-party bot check is configured: the server rate-limits logins instead.
        botCheckToken: fromPromise(async (): Promise<string | undefined> => undefined),
        loginRequest: fromPromise(async ({ input }: { input: LoginRequestInput }) => {
          try {
            const user = await postLogin(client, input.form, input.token);
            sessionStore.rememberAccount(input.form.remember_me);
            return user;
          } catch (error) {
            throw toLoginFailure(error);
          }
        }),
        postLoginCheck: fromPromise(async () => {
          await getAuthTest(client, 'login');
        }),
      },
      actions: {
        emitLoggedIn: (_, params) => session.send({ type: 'session.loggedIn', user: params.user }),
        emitRestart: () => {
          void queryClient.invalidateQueries();
          effects.revalidateRoutes();
        },
      },
    }),
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

  const running = [session, login, shell];
  return {
    session,
    login,
    shell,
    cartActors,
    start: () => running.forEach((actor) => actor.start()),
  };
}

function toLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) {
    return { messages: { ...NO_MESSAGES, errors: [messages.generic.message] }, mfaRequired: false };
  }
  const data = (error.body as { data?: { mfaRequired?: unknown } } | null)?.data;
  return { messages: error.messages, mfaRequired: data?.mfaRequired === true };
}
