/**
 * What the mobile app's native side offers the flows (DESIGN.md "The mobile app"): the one port
 * between the statecharts and Capacitor. `capacitor-app.ts` implements it with the plugins, and is
 * the only code that imports `@capacitor/*`; it is loaded only in the app's build
 * (`load-native-app.ts`), so the web's pages gain no byte. Tests give the flows their own
 * implementation of this port, or the real one over a fake native bridge.
 */

import type { PushNotice } from '../domain/push-notice';

export type NativePlatform = 'android' | 'ios';

/** Stops a listener. */
export type Unsubscribe = () => void;

/** The device as `externalregistration/register` names it (account-and-platform.md §3). */
export interface DeviceDetails {
  readonly uuid: string;
  readonly model: string;
  readonly platform: NativePlatform;
  readonly platformVersion: string;
  readonly manufacturer: string;
}

export type { PushNotice };

export interface NativePush {
  /** Asks the shopper's permission (Android 13 and iOS ask once); true when granted. */
  requestPermission(): Promise<boolean>;
  /** Asks the OS for a push token; it comes through `onToken`, again whenever it changes. */
  register(): Promise<void>;
  onToken(listener: (token: string) => void): Unsubscribe;
  onRegistrationError(listener: (error: string) => void): Unsubscribe;
  /** A notification that arrived while the app was in the foreground. */
  onReceived(listener: (notice: PushNotice) => void): Unsubscribe;
  /** A notification the shopper tapped in the system tray (the app was in the background). */
  onTapped(listener: (notice: PushNotice) => void): Unsubscribe;
}

/** What App Tracking Transparency answered, or 'not-asked' where it does not exist (Android). */
export type TrackingAnswer = 'authorized' | 'denied' | 'restricted' | 'not-asked';

export interface NativeApp {
  readonly platform: NativePlatform;
  device(): Promise<DeviceDetails>;
  /** A link the app was opened with (an App Link, a Universal Link): the whole URL. */
  onUrlOpen(listener: (url: string) => void): Unsubscribe;
  /** The app went to the background, and came back. */
  onPause(listener: () => void): Unsubscribe;
  onResume(listener: () => void): Unsubscribe;
  readonly push: NativePush;
  /** Opens a page of another site in the in-app browser. */
  openInAppBrowser(url: string): Promise<void>;
  /** iOS only: the App Tracking Transparency prompt, asked once; elsewhere 'not-asked'. */
  requestTracking(): Promise<TrackingAnswer>;
}
