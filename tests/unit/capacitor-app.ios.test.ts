/**
 * The native adapter on an iOS device, over the fake native bridge (see capacitor-app.test.ts):
 * the device's details, APNs' alert as a notification's text, and the tracking prompt.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NativeApp } from '../../src/native/native-app';
import { installFakeNativeBridge, type FakeNative } from '../fake-native-bridge';

const fake = () => (globalThis as unknown as { fakeNative: FakeNative }).fakeNative;

let native: NativeApp;

beforeAll(async () => {
  // This file's module graph is its own (the bridge is a global): Capacitor loads over the fake.
  vi.resetModules();
  installFakeNativeBridge('ios');
  native = (await import('../../src/native/capacitor-app')).capacitorApp();
});

describe('the native adapter on iOS', () => {
  it('names the platform and the device as the shop registers it', async () => {
    expect(native.platform).toBe('ios');
    await expect(native.device()).resolves.toMatchObject({
      platform: 'ios',
      model: 'iPhone15,2',
      platformVersion: '18.1',
      manufacturer: 'Apple',
    });
  });

  it("reads a notification's text from APNs' alert when it has no title of its own", async () => {
    const tapped = vi.fn();
    native.push.onTapped(tapped);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake().fire('PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: {
        id: '1',
        data: { aps: { alert: { title: 'Offerta', body: 'Solo oggi' } }, nav_to: '/faq' },
      },
    });
    expect(tapped).toHaveBeenCalledWith({ title: 'Offerta', body: 'Solo oggi', navTo: '/faq' });
  });

  it('asks App Tracking Transparency, and hands its answer over', async () => {
    await expect(native.requestTracking()).resolves.toBe('denied');
    fake().answer('AppTrackingTransparency.requestPermission', { status: 'authorized' });
    await expect(native.requestTracking()).resolves.toBe('authorized');
    expect(fake().calls.filter((call) => call.plugin === 'AppTrackingTransparency')).toHaveLength(
      2,
    );
  });
});
