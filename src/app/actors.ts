/**
 * The app's actors: each flow's machine provided with its real effects (the features'
 * `<flow>.effects.ts`), created once. Tests and stories provide the same machines with stubs.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { shellMachine } from '../../machines/shell/shell.machine';
import type { ShopClient } from '../api/client';
import { clientEvents } from '../api/client-events';
import { lazyCartActors } from '../features/cart';
import { lazyListPicker } from '../features/lists';
import { lazyLoginActor, loadLoginEffects } from '../features/login';
import { createSessionActor } from '../features/session';
import type { FlowActors } from '../shared/flow-actors';
import { nativeLogout } from './native-logout';
import { showMessages } from './notify';

export interface AppEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** Re-runs route guards and loaders (after a login, a logout or an expiry). */
  readonly revalidateRoutes: () => void;
  /** Restarts the whole app (after long inactivity or a language change). */
  readonly restart: () => void;
  /** Opens a page of the app by its path and query. */
  readonly openPage: (href: string) => void;
}

export type AppActors = ReturnType<typeof createAppActors>;

export function createAppActors(effects: AppEffects) {
  const { queryClient, client } = effects;

  // In the mobile app the logout first unregisters the device (a constant condition: the web's
  // build keeps the plain effects alone).
  const session = createSessionActor(
    import.meta.env.VITE_MOBILE_APP === 'true'
      ? { ...effects, beforeLogout: () => nativeLogout.run() }
      : effects,
  );

  // The login form's actor loads with the form (the login page or dialog), not with every page.
  const login = lazyLoginActor(session, () =>
    loadLoginEffects().then(({ createLoginActor }) => createLoginActor({ ...effects, session })),
  );

  const shell = createActor(shellMachine);
  const cartActors = lazyCartActors({
    queryClient,
    client,
    session,
    login,
    anonymousCart: import.meta.env.VITE_ANONYMOUS_CART === 'true',
  });
  const listPicker = lazyListPicker({ queryClient, client, session, login });

  // Started only in the browser: a page rendered on the server keeps every actor in its
  // initial state and listens to nothing (the client events are the tab's).
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clientEvents.on('sessionExpired', () => session.send({ type: 'session.expired' }));
    clientEvents.on('messages', showMessages);
    session.start();
    shell.start();
  };
  return { session, login, shell, cartActors, listPicker, start } satisfies FlowActors & {
    start: () => void;
  };
}
