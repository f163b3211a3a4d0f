/**
 * The push flow's effects against the real shop (in-memory PGlite, over HTTP), with a fake native
 * side: a guest's first token registers a guest device, a login makes it the account's, and the
 * logout unregisters it before `auth/logout` is sent (the shop refuses a guest removing an
 * account's device); a failing unregistration never stops the logout; a refused registration
 * shows no toast and is tried again; a notification tapped opens its page, and one received in
 * the foreground is shown.
 */
import { QueryClient } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectIsRegistered, selectShownNotice } from '../../machines/push/push.machine';
import { createShopClient, type ShopClient } from '../../src/api/client';
import { clientEvents } from '../../src/api/client-events';
import type { ShopSite } from '../../src/domain/app-links';
import type { DeviceDetails, NativeApp, PushNotice } from '../../src/native/native-app';
import {
  createPushActor,
  followLogins,
  unregisterBeforeLogout,
  type PushActor,
} from '../../src/features/push';
import { createSessionActor, postLogin } from '../../src/features/session';
import { selectIsAuthenticated } from '../../machines/session/session.machine';
import { buildApp } from '../../server/app';
import { pushDevices } from '../../server/db/schema';
import { fetchBotToken, TEST_BOT_CHECK } from '../api/helpers/bot-check';
import { openTestDatabase, type TestDatabase } from '../api/helpers/databases';
import { installMemoryStorage } from '../support/memory-storage';

installMemoryStorage();

let database: TestDatabase;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  app = await buildApp({
    database: database.database,
    loginRateLimit: false,
    botCheck: TEST_BOT_CHECK,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const SHOP: ShopSite = { origin: 'https://spesa.example.it' };
const TOKEN = `fcm-token:APA91b${'x'.repeat(60)}`;
const REFRESHED = `fcm-token:APA91b${'y'.repeat(60)}`;

let devices = 0;
/** A new Android device (its id: 16 hexadecimal digits). */
const newDevice = (): DeviceDetails => ({
  uuid: (0xa1b2c3d4e5f60000 + (devices += 1)).toString(16).padStart(16, '0'),
  model: 'Pixel 9',
  platform: 'android',
  platformVersion: '15',
  manufacturer: 'Google',
});

/** The native side, as the tests drive it: its listeners, and what the app asked of it. */
function fakeNative(device: DeviceDetails, granted = true) {
  const listeners = {
    token: new Set<(token: string) => void>(),
    received: new Set<(notice: PushNotice) => void>(),
    tapped: new Set<(notice: PushNotice) => void>(),
  };
  const on =
    <T>(set: Set<(value: T) => void>) =>
    (listener: (value: T) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  let tokensAsked = 0;
  const native: NativeApp = {
    platform: device.platform,
    device: () => Promise.resolve(device),
    onUrlOpen: () => () => {},
    onPause: () => () => {},
    onResume: () => () => {},
    push: {
      requestPermission: () => Promise.resolve(granted),
      register: () => {
        tokensAsked += 1;
        return Promise.resolve();
      },
      onToken: on(listeners.token),
      onRegistrationError: () => () => {},
      onReceived: on(listeners.received),
      onTapped: on(listeners.tapped),
    },
    openInAppBrowser: () => Promise.resolve(),
    requestTracking: () => Promise.resolve('not-asked'),
  };
  return {
    native,
    tokensAsked: () => tokensAsked,
    token: (token: string) => listeners.token.forEach((listener) => listener(token)),
    received: (notice: PushNotice) => listeners.received.forEach((listener) => listener(notice)),
    tapped: (notice: PushNotice) => listeners.tapped.forEach((listener) => listener(notice)),
  };
}

const nativeClient = (device: DeviceDetails) =>
  createShopClient({ clientType: 'android', baseUrl: origin, clientUuid: () => device.uuid });

async function rowOf(device: DeviceDetails) {
  const rows = await database.database.db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.uuid, device.uuid));
  return rows[0] ?? null;
}

/** The app's session actor on `client`, with the push flow's `beforeLogout` when given. */
function sessionOn(client: ShopClient, beforeLogout?: () => Promise<void>) {
  return createSessionActor({
    queryClient: new QueryClient(),
    client,
    revalidateRoutes: () => {},
    restart: () => {},
    openPage: () => {},
    ...(beforeLogout ? { beforeLogout } : {}),
  }).start();
}

async function logIn(client: ShopClient) {
  const form = { login: 'cliente@example.it', password: 'Spesa2026!', remember_me: false };
  return postLogin(client, { ...form, show_sectors: false }, await fetchBotToken(origin));
}

const registeredOnce = (push: PushActor) => waitFor(push, selectIsRegistered, { timeout: 5_000 });

function collectToasts() {
  const seen: unknown[] = [];
  const stop = clientEvents.on('messages', (messages) => seen.push(messages));
  return { seen, stop };
}

describe('the push flow with the shop', () => {
  it("registers a guest's device at its first token, makes it the account's at login, and unregisters it before the logout", async () => {
    sessionStorage.clear();
    const device = newDevice();
    const fake = fakeNative(device);
    const client = nativeClient(device);
    // As the app composes them: the session exists first, and asks the push actor once it does.
    let push: PushActor | null = null;
    const session = sessionOn(client, () =>
      push ? unregisterBeforeLogout(push) : Promise.resolve(),
    );
    await waitFor(session, (snapshot) => snapshot.matches({ auth: 'anonymous' }));
    push = createPushActor({
      client,
      native: fake.native,
      isAuthenticated: () => selectIsAuthenticated(session.getSnapshot()),
      openPage: () => {},
      shop: SHOP,
    }).start();
    const stopFollowing = followLogins(push, session);

    await waitFor(push, (snapshot) => snapshot.matches('granted'));
    expect(fake.tokensAsked()).toBe(1);
    fake.token(TOKEN);
    await registeredOnce(push);
    expect(await rowOf(device)).toMatchObject({ token: TOKEN, userId: null, model: 'Pixel 9' });

    // A guest's refreshed token is kept, not registered.
    fake.token(REFRESHED);
    expect((await rowOf(device))?.token).toBe(TOKEN);

    const user = await logIn(client);
    session.send({ type: 'session.loggedIn', user });
    await waitFor(push, (snapshot) => snapshot.matches({ granted: { device: 'registering' } }));
    await registeredOnce(push);
    expect(await rowOf(device)).toMatchObject({ token: REFRESHED, userId: user.userId });

    // The logout: the device leaves the account while the session is live, then the session ends.
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.matches({ auth: 'anonymous' }), {
      timeout: 5_000,
    });
    expect(await rowOf(device)).toBeNull();
    stopFollowing();
    push.stop();
    session.stop();
  });

  it('a logout goes on when the unregistration fails', async () => {
    sessionStorage.clear();
    const device = newDevice();
    const client = nativeClient(device);
    const user = await logIn(client);
    const session = sessionOn(client, () => Promise.reject(new Error('unregister failed')));
    await waitFor(session, (snapshot) => snapshot.matches({ auth: 'authenticated' }));
    expect(user.userId).toBeGreaterThan(0);
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.matches({ auth: 'anonymous' }), {
      timeout: 5_000,
    });
    session.stop();
  });

  it('a registration the shop refuses shows no toast, and is tried again at the next token', async () => {
    sessionStorage.clear();
    // A device id of the wrong shape: the shop answers 400.
    const device = { ...newDevice(), uuid: 'not-a-device' };
    const fake = fakeNative(device);
    const push = createPushActor({
      client: nativeClient(device),
      native: fake.native,
      isAuthenticated: () => false,
      openPage: () => {},
      shop: SHOP,
    }).start();
    await waitFor(push, (snapshot) => snapshot.matches('granted'));
    const toasts = collectToasts();
    fake.token(TOKEN);
    await waitFor(push, (snapshot) => snapshot.matches({ granted: { device: 'failed' } }), {
      timeout: 5_000,
    });
    fake.token(TOKEN);
    await waitFor(push, (snapshot) => snapshot.matches({ granted: { device: 'failed' } }), {
      timeout: 5_000,
    });
    toasts.stop();
    expect(toasts.seen).toEqual([]);
    push.stop();
  });

  it('permission refused: no token is asked and nothing is registered', async () => {
    const device = newDevice();
    const fake = fakeNative(device, false);
    const push = createPushActor({
      client: nativeClient(device),
      native: fake.native,
      isAuthenticated: () => false,
      openPage: () => {},
      shop: SHOP,
    }).start();
    await waitFor(push, (snapshot) => snapshot.matches('denied'));
    fake.token(TOKEN);
    await unregisterBeforeLogout(push);
    expect(fake.tokensAsked()).toBe(0);
    expect(await rowOf(device)).toBeNull();
    push.stop();
  });

  it('a tapped notification opens its page; one received in the foreground is shown', async () => {
    const device = newDevice();
    const fake = fakeNative(device);
    const opened: string[] = [];
    const push = createPushActor({
      client: nativeClient(device),
      native: fake.native,
      isAuthenticated: () => false,
      openPage: (path) => opened.push(path),
      shop: SHOP,
    }).start();
    await waitFor(push, (snapshot) => snapshot.matches('granted'));
    const notice = {
      title: 'Il tuo ordine è pronto',
      body: 'Il tuo ordine è pronto per il ritiro.',
      navTo: 'https://spesa.example.it/profile/orders/42',
    };
    fake.tapped(notice);
    expect(opened).toEqual(['/profile/orders/42']);
    fake.received(notice);
    expect(selectShownNotice(push.getSnapshot())).toEqual({
      title: notice.title,
      body: notice.body,
      path: '/profile/orders/42',
    });
    push.stop();
  });
});
