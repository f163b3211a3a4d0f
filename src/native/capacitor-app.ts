/**
 * The native port (native-app.ts) on Capacitor's plugins: the only code that imports
 * `@capacitor/*`. Loaded by load-native-app.ts in the app's build alone.
 */
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Capacitor, type PluginListenerHandle } from '@capacitor/core';
import { Device } from '@capacitor/device';
import { PushNotifications, type PushNotificationSchema } from '@capacitor/push-notifications';
import { AppTrackingTransparency } from 'capacitor-plugin-app-tracking-transparency';
import type {
  NativeApp,
  NativePlatform,
  PushNotice,
  TrackingAnswer,
  Unsubscribe,
} from './native-app';

/** A plugin listener, which Capacitor adds asynchronously, as a plain unsubscribe. */
function listening(added: Promise<PluginListenerHandle>): Unsubscribe {
  return () => void added.then((handle) => handle.remove());
}

/** A notification's text and its `nav_to` (FCM puts it in `data`, APNs beside `aps`). */
function noticeOf(notification: PushNotificationSchema): PushNotice {
  const data: Record<string, unknown> = notification.data ?? {};
  const alert = (data.aps as { alert?: { title?: unknown; body?: unknown } } | undefined)?.alert;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: notification.title ?? text(alert?.title),
    body: notification.body ?? text(alert?.body),
    navTo: typeof data.nav_to === 'string' && data.nav_to.trim() !== '' ? data.nav_to : null,
  };
}

const TRACKING: Record<string, TrackingAnswer> = {
  authorized: 'authorized',
  denied: 'denied',
  restricted: 'restricted',
};

/** The app on this device; `platform` is Capacitor's ('android' or 'ios' inside the app). */
export function capacitorApp(): NativeApp {
  const platform: NativePlatform = Capacitor.getPlatform() === 'ios' ? 'ios' : 'android';
  return {
    platform,
    async device() {
      const [id, info] = await Promise.all([Device.getId(), Device.getInfo()]);
      return {
        uuid: id.identifier,
        model: info.model,
        platform,
        platformVersion: info.osVersion,
        manufacturer: info.manufacturer,
      };
    },
    onUrlOpen: (listener) =>
      listening(App.addListener('appUrlOpen', (event) => listener(event.url))),
    onPause: (listener) => listening(App.addListener('pause', listener)),
    onResume: (listener) => listening(App.addListener('resume', listener)),
    push: {
      async requestPermission() {
        const current = await PushNotifications.checkPermissions();
        if (current.receive === 'granted') return true;
        if (current.receive === 'denied') return false;
        return (await PushNotifications.requestPermissions()).receive === 'granted';
      },
      register: () => PushNotifications.register(),
      onToken: (listener) =>
        listening(PushNotifications.addListener('registration', (token) => listener(token.value))),
      onRegistrationError: (listener) =>
        listening(
          PushNotifications.addListener('registrationError', (error) => listener(error.error)),
        ),
      onReceived: (listener) =>
        listening(
          PushNotifications.addListener('pushNotificationReceived', (notification) =>
            listener(noticeOf(notification)),
          ),
        ),
      onTapped: (listener) =>
        listening(
          PushNotifications.addListener('pushNotificationActionPerformed', (action) =>
            listener(noticeOf(action.notification)),
          ),
        ),
    },
    openInAppBrowser: (url) => Browser.open({ url }),
    async requestTracking() {
      // Android has no such prompt (the plugin rejects there).
      if (platform !== 'ios') return 'not-asked';
      const { status } = await AppTrackingTransparency.requestPermission();
      return TRACKING[status] ?? 'denied';
    },
  };
}
