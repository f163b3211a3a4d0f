/**
 * The native adapter (src/native/capacitor-app.ts) on Capacitor's real plugin objects, over a fake
 * native bridge set before `@capacitor/core` loads: what it asks an Android device, and how it hands
 * the device's answers and events to the flows. iOS is capacitor-app.ios.test.ts: a file is one
 * device, since Capacitor's plugins register once per module graph.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NativeApp } from '../../src/native/native-app';
import { installFakeNativeBridge, type FakeNative } from '../fake-native-bridge';

const fake = () => (globalThis as unknown as { fakeNative: FakeNative }).fakeNative;
/** Lets Capacitor's proxies (which load lazily) reach the fake. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let native: NativeApp;

beforeAll(async () => {
  // This file's module graph is its own (the bridge is a global): Capacitor loads over the fake.
  vi.resetModules();
  installFakeNativeBridge('android');
  native = (await import('../../src/native/capacitor-app')).capacitorApp();
});

beforeEach(() => {
  fake().calls.length = 0;
});

describe('the native adapter on Android', () => {
  it('names the platform and the device as the shop registers it', async () => {
    expect(native.platform).toBe('android');
    await expect(native.device()).resolves.toEqual({
      uuid: '3f2b9c1e7a5d4b60',
      model: 'Pixel 8',
      platform: 'android',
      platformVersion: '15',
      manufacturer: 'Google',
    });
  });

  it('asks for the push permission only while the shopper has not answered', async () => {
    await expect(native.push.requestPermission()).resolves.toBe(true);
    expect(fake().calls.map((call) => call.method)).toEqual([
      'checkPermissions',
      'requestPermissions',
    ]);
    fake().answer('PushNotifications.checkPermissions', { receive: 'denied' });
    await expect(native.push.requestPermission()).resolves.toBe(false);
    expect(fake().calls.filter((call) => call.method === 'requestPermissions')).toHaveLength(1);
  });

  it("hands a notification's title, text and nav_to over; a blank nav_to names no page", async () => {
    const received = vi.fn();
    const tapped = vi.fn();
    native.push.onReceived(received);
    native.push.onTapped(tapped);
    await settle();
    fake().fire('PushNotifications', 'pushNotificationReceived', {
      id: '1',
      title: 'Il tuo ordine è pronto per il ritiro',
      body: 'Ordine n. 4012',
      data: { nav_to: '/profile/orders/4012' },
    });
    fake().fire('PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '2', title: 'Offerta', body: 'Solo oggi', data: { nav_to: '  ' } },
    });
    expect(received).toHaveBeenCalledWith({
      title: 'Il tuo ordine è pronto per il ritiro',
      body: 'Ordine n. 4012',
      navTo: '/profile/orders/4012',
    });
    expect(tapped).toHaveBeenCalledWith({ title: 'Offerta', body: 'Solo oggi', navTo: null });
  });

  it('stops listening when the flow says so', async () => {
    const opened = vi.fn();
    const stop = native.onUrlOpen(opened);
    await settle();
    fake().fire('App', 'appUrlOpen', { url: 'https://spesa.example.it/checkout' });
    stop();
    await settle();
    expect(fake().listening('App', 'appUrlOpen')).toBe(false);
    fake().fire('App', 'appUrlOpen', { url: 'https://spesa.example.it/faq' });
    expect(opened.mock.calls).toEqual([['https://spesa.example.it/checkout']]);
  });

  it('has no tracking prompt to ask', async () => {
    await expect(native.requestTracking()).resolves.toBe('not-asked');
    expect(fake().calls).toEqual([]);
  });

  it('opens another site in the in-app browser', async () => {
    await native.openInAppBrowser('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(fake().calls).toEqual([
      {
        plugin: 'Browser',
        method: 'open',
        options: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      },
    ]);
  });
});
