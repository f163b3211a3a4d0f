/**
 * Push notifications in the mobile app (account-and-platform.md §4 "Push notifications", §7 "Push
 * device registration"; shopping-flow.md §4 "Push notification (mobile)"; issue 32). At start the
 * app asks the shopper's permission; refused, nothing more happens. Granted, it asks the device for
 * a push token and registers the device with the shop when the token arrives; a later, different
 * token (a refresh) is registered again only while the shopper is logged in, and a guest's is kept
 * for their next login. A login registers the known token again (the device becomes the account's),
 * and before the logout is sent the device is unregistered (the shop refuses a guest removing an
 * account's device). A registration that fails is background work: nothing is shown, and it is
 * tried again at the next token or login. The shop serves topic 'all' itself (every registered
 * device), so the app subscribes to nothing else.
 *
 * A notification tapped in the system tray (the app was in the background) opens its `nav_to` at
 * once; one that arrives while the app is in the foreground is shown in a dialog, whose 'Apri'
 * opens `nav_to`. A `nav_to` that is not one of the shop's pages (none, another host, a file) opens
 * nothing: the dialog offers only 'Chiudi', and a tap only brings the app forward.
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { inAppPath, type ShopSite } from '../../src/domain/app-links';
import type { PushNotice } from '../../src/domain/push-notice';
import { notProvided } from '../flow-failure';

export interface PushInput {
  /** The shop's own site, whose addresses are the app's pages. */
  readonly shop: ShopSite;
}

export type { PushNotice };

/** A foreground notification the dialog shows: its text and the app's page 'Apri' opens. */
export interface ShownNotice {
  readonly title: string;
  readonly body: string;
  /** The app's path 'Apri' opens; null when the notification names no page of the shop. */
  readonly path: string | null;
}

export interface PushContext {
  readonly shop: ShopSite;
  /** The latest push token the device gave; null before the first. */
  readonly token: string | null;
  /** The foreground notification shown; null while none is. */
  readonly notice: ShownNotice | null;
}

export type PushEvent =
  /** The device's push token; `authenticated`: whether the shopper was logged in when it came. */
  | { type: 'push.tokenReceived'; token: string; authenticated: boolean }
  /** A notification arrived while the app was in the foreground. */
  | { type: 'push.received'; notice: PushNotice }
  /** The shopper tapped a notification in the system tray (the app was in the background). */
  | { type: 'push.tapped'; notice: PushNotice }
  /** A guest has logged in. */
  | { type: 'session.loggedIn' }
  /** The shopper asked to log out: the device leaves the account before the logout is sent. */
  | { type: 'session.loggingOut' }
  /** The dialog's 'Apri'. */
  | { type: 'notice.open' }
  /** The dialog's 'Chiudi' (or its closing). */
  | { type: 'notice.close' };

const pathOf = (shop: ShopSite, navTo: string | null) =>
  navTo === null ? null : inAppPath(navTo, shop);

export const pushMachine = setup({
  types: {
    context: {} as PushContext,
    events: {} as PushEvent,
    input: {} as PushInput,
  },
  actors: {
    /** Asks the shopper's permission to show notifications: true when granted. */
    permissionRequest: fromPromise<boolean>(notProvided),
    /**
     * The device's push events (its tokens, the notifications received and tapped) sent to the
     * machine; the app provides it with the native side's listeners.
     */
    nativePush: fromCallback<PushEvent>(() => undefined),
    /** GET externalregistration/register with the token and the device's details. */
    deviceRegistration: fromPromise<void, { token: string }>(notProvided),
    /** GET externalregistration/unregister with the device's platform and id. */
    deviceUnregistration: fromPromise<void>(notProvided),
  },
  actions: {
    /** Asks the device for a push token (it comes as `push.tokenReceived`). */
    requestToken: () => {},
    /** Opens the app's page `path` (its query and hash with it). */
    openPage: (_, _params: { path: string }) => {},
    assignToken: assign((_, params: { token: string }) => ({ token: params.token })),
    assignNotice: assign(({ context }, params: { notice: PushNotice }) => ({
      notice: {
        title: params.notice.title,
        body: params.notice.body,
        path: pathOf(context.shop, params.notice.navTo),
      },
    })),
    clearNotice: assign({ notice: null }),
  },
  guards: {
    isGranted: (_, params: { granted: boolean }) => params.granted,
    isFirstToken: ({ context }) => context.token === null,
    isRefreshWhileLoggedIn: ({ context }, params: { token: string; authenticated: boolean }) =>
      params.authenticated && params.token !== context.token,
    isNewToken: ({ context }, params: { token: string }) => params.token !== context.token,
    hasToken: ({ context }) => context.token !== null,
    opensPage: ({ context }, params: { navTo: string | null }) =>
      pathOf(context.shop, params.navTo) !== null,
    hasNoticePage: ({ context }) => context.notice?.path != null,
  },
}).createMachine({
  id: 'push',
  initial: 'asking',
  context: ({ input }) => ({ shop: input.shop, token: null, notice: null }),
  states: {
    asking: {
      invoke: {
        id: 'permissionRequest',
        src: 'permissionRequest',
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ granted: event.output }) },
            target: 'granted',
          },
          { target: 'denied' },
        ],
        onError: { target: 'denied' },
      },
    },
    // No notifications: nothing is registered, listened to or shown.
    denied: {},
    granted: {
      type: 'parallel',
      entry: 'requestToken',
      invoke: { id: 'nativePush', src: 'nativePush' },
      states: {
        device: {
          initial: 'awaitingToken',
          on: {
            'push.tokenReceived': [
              {
                guard: 'isFirstToken',
                target: '.registering',
                actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
              },
              {
                guard: {
                  type: 'isRefreshWhileLoggedIn',
                  params: ({ event }) => ({
                    token: event.token,
                    authenticated: event.authenticated,
                  }),
                },
                target: '.registering',
                actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
              },
              // A guest's refreshed token: kept, and registered at their next login.
              {
                guard: { type: 'isNewToken', params: ({ event }) => ({ token: event.token }) },
                actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
              },
            ],
            'session.loggedIn': { guard: 'hasToken', target: '.registering' },
            'session.loggingOut': { target: '.unregistering' },
          },
          states: {
            awaitingToken: {},
            registering: {
              invoke: {
                id: 'deviceRegistration',
                src: 'deviceRegistration',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: { target: 'registered' },
                onError: { target: 'failed' },
              },
            },
            registered: {},
            // Shown nowhere; tried again at the next token (below) or login.
            failed: {
              on: {
                'push.tokenReceived': {
                  target: 'registering',
                  actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
                },
              },
            },
            // The logout waits for this; nothing else may call the shop meanwhile.
            unregistering: {
              invoke: {
                id: 'deviceUnregistration',
                src: 'deviceUnregistration',
                onDone: { target: 'unregistered' },
                // The logout goes on all the same.
                onError: { target: 'unregistered' },
              },
              on: {
                'push.tokenReceived': {
                  actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
                },
                'session.loggedIn': {},
                'session.loggingOut': {},
              },
            },
            // A guest again: a refreshed token is kept for the next login.
            unregistered: {},
          },
        },
        notice: {
          initial: 'closed',
          on: {
            'push.tapped': {
              guard: {
                type: 'opensPage',
                params: ({ event }) => ({ navTo: event.notice.navTo }),
              },
              actions: {
                type: 'openPage',
                params: ({ context, event }) => ({
                  path: pathOf(context.shop, event.notice.navTo) ?? '/',
                }),
              },
            },
            // A second notification replaces the one shown.
            'push.received': {
              target: '.open',
              actions: { type: 'assignNotice', params: ({ event }) => ({ notice: event.notice }) },
            },
          },
          states: {
            closed: {},
            open: {
              on: {
                'notice.open': {
                  guard: 'hasNoticePage',
                  target: 'closed',
                  actions: [
                    {
                      type: 'openPage',
                      params: ({ context }) => ({ path: context.notice?.path ?? '/' }),
                    },
                    'clearNotice',
                  ],
                },
                'notice.close': { target: 'closed', actions: 'clearNotice' },
              },
            },
          },
        },
      },
    },
  },
});

type PushSnapshot = SnapshotFrom<typeof pushMachine>;

/** The foreground notification the dialog shows; null while none is. */
export const selectShownNotice = (snapshot: PushSnapshot): ShownNotice | null =>
  snapshot.matches({ granted: { notice: 'open' } }) ? snapshot.context.notice : null;

/** Whether the device is being unregistered (the logout waits for it). */
export const selectIsUnregistering = (snapshot: PushSnapshot) =>
  snapshot.matches({ granted: { device: 'unregistering' } });

/** Whether the device's latest registration with the shop succeeded. */
export const selectIsRegistered = (snapshot: PushSnapshot) =>
  snapshot.matches({ granted: { device: 'registered' } });
