/**
 * The push statechart with the app's effects: the native side's permission, token and
 * notifications, the shop's two device calls, and the router. Registering is background work: a
 * failure shows nothing (the calls' replies are not toasted, src/api/middleware/message-reading.ts)
 * and is tried again at the next token or login.
 */
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  pushMachine,
  selectIsUnregistering,
  type PushEvent,
} from '../../../machines/push/push.machine';
import type { ShopClient } from '../../api/client';
import type { ShopSite } from '../../domain/app-links';
import type { NativeApp } from '../../native/native-app';
import { registerDevice, unregisterDevice } from './push.queries';

export interface PushEffects {
  readonly client: ShopClient;
  /** The mobile app's native side (src/native/native-app.ts). */
  readonly native: NativeApp;
  /** Whether the shopper is logged in now (asked when a push token arrives). */
  readonly isAuthenticated: () => boolean;
  /** Opens a page of the app by its path, query and hash. */
  readonly openPage: (href: string) => void;
  /** The shop's own site, whose addresses are the app's pages. */
  readonly shop: ShopSite;
}

export type PushActor = ReturnType<typeof createPushActor>;

/** The push actor, not started: the app starts it once the app is on the screen. */
export function createPushActor(effects: PushEffects) {
  const { client, native } = effects;
  return createActor(
    pushMachine.provide({
      actors: {
        permissionRequest: fromPromise(() => native.push.requestPermission()),
        nativePush: fromCallback<PushEvent>(({ sendBack }) => {
          const stops = [
            native.push.onToken((token) =>
              sendBack({
                type: 'push.tokenReceived',
                token,
                authenticated: effects.isAuthenticated(),
              }),
            ),
            native.push.onReceived((notice) => sendBack({ type: 'push.received', notice })),
            native.push.onTapped((notice) => sendBack({ type: 'push.tapped', notice })),
          ];
          return () => stops.forEach((stop) => stop());
        }),
        deviceRegistration: fromPromise<void, { token: string }>(async ({ input }) =>
          registerDevice(client, input.token, await native.device()),
        ),
        deviceUnregistration: fromPromise(async () =>
          unregisterDevice(client, await native.device()),
        ),
      },
      actions: {
        // Without a token the device is simply not registered; nothing to tell the shopper.
        requestToken: () => void native.push.register().catch(() => undefined),
        openPage: (_, { path }) => effects.openPage(path),
      },
    }),
    { input: { shop: effects.shop } },
  );
}

/** The longest the logout waits for the device's unregistration. */
export const UNREGISTER_WAIT_MS = 10_000;

/**
 * The session's `beforeLogout`: asks the push actor to unregister the device, and resolves once it
 * has finished or failed (at once when there is nothing to unregister: no permission), and at the
 * latest after UNREGISTER_WAIT_MS. It never rejects: the logout goes on whatever happened.
 */
export function unregisterBeforeLogout(push: PushActor): Promise<void> {
  push.send({ type: 'session.loggingOut' });
  return waitFor(push, (snapshot) => !selectIsUnregistering(snapshot), {
    timeout: UNREGISTER_WAIT_MS,
  }).then(
    () => undefined,
    () => undefined,
  );
}
