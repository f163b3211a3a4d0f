/**
 * The mobile app in Chromium (issue 32; STACK.md "Testing native code"): the app's own build
 * (`npm run build:mobile`, in dist-mobile/) served at the webview's origin, with a fake native
 * bridge in place of Android's or iOS's. Capacitor's real plugin objects send every call to the
 * fake (`Capacitor.nativePromise` / `nativeCallback`, set before `@capacitor/core` loads), which
 * records it and answers as the device would; the test fires the device's events (a link opened,
 * a push token, a notification) through `fireNative`.
 *
 * The app calls the real shop across origins. Its build names the shop `https://spesa.example.it`
 * (the build's default), which the test forwards to the shop under test: the shop's replies, with
 * their CORS headers and the session header, reach the app as they come. Chromium's preflights are
 * answered by Playwright itself once requests are intercepted; the shop's own preflight answers
 * are checked by tests/api/native-app-cors.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';

export type NativePlatform = 'android' | 'ios';

/** Where the webview serves the app from: Android's origin (iOS's, capacitor://, cannot be routed). */
export const WEBVIEW_ORIGIN = 'https://localhost';
/** The shop's address in the app's build (package.json's build:mobile default). */
export const BUILT_SHOP_ORIGIN = 'https://spesa.example.it';

const DIST = new URL('../../dist-mobile/', import.meta.url).pathname;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** What the fake native side recorded: each plugin call, in order. */
export interface NativeCall {
  readonly plugin: string;
  readonly method: string;
  readonly options: Record<string, unknown>;
}

/** Runs in the page before any of its scripts: the fake bridge and the device's answers. */
function fakeBridge(platform: NativePlatform) {
  type Listener = (data: unknown) => void;
  const calls: { plugin: string; method: string; options: unknown }[] = [];
  const listeners = new Map<string, Map<string, Listener>>();
  let nextCallback = 1;
  const answers: Record<string, unknown> = {
    'Device.getId': { identifier: '3f2b9c1e7a5d4b60' },
    'Device.getInfo': {
      model: platform === 'ios' ? 'iPhone15,2' : 'Pixel 8',
      platform,
      operatingSystem: platform,
      osVersion: platform === 'ios' ? '18.1' : '15',
      manufacturer: platform === 'ios' ? 'Apple' : 'Google',
      isVirtual: false,
      webViewVersion: '131.0',
    },
    'PushNotifications.checkPermissions': { receive: 'prompt' },
    'PushNotifications.requestPermissions': { receive: 'granted' },
    'AppTrackingTransparency.requestPermission': { status: 'denied' },
  };
  const methods = (names: string[], callbacks: string[] = []) => [
    ...names.map((name) => ({ name, rtype: 'promise' })),
    ...['addListener', ...callbacks].map((name) => ({ name, rtype: 'callback' })),
    { name: 'removeListener', rtype: 'promise' },
    { name: 'removeAllListeners', rtype: 'promise' },
  ];
  const headers = [
    { name: 'App', methods: methods(['getInfo', 'getState', 'getLaunchUrl', 'exitApp']) },
    { name: 'Browser', methods: methods(['open', 'close']) },
    { name: 'Device', methods: methods(['getId', 'getInfo', 'getLanguageCode']) },
    {
      name: 'PushNotifications',
      methods: methods([
        'register',
        'unregister',
        'checkPermissions',
        'requestPermissions',
        'getDeliveredNotifications',
      ]),
    },
    { name: 'Preferences', methods: methods(['get', 'set', 'remove', 'keys', 'clear']) },
    { name: 'AppTrackingTransparency', methods: methods(['getStatus', 'requestPermission']) },
  ];
  if (platform === 'android') {
    (window as unknown as { androidBridge: object }).androidBridge = { postMessage: () => {} };
  } else {
    (window as unknown as { webkit: object }).webkit = {
      messageHandlers: { bridge: { postMessage: () => {} } },
    };
  }
  (window as unknown as { Capacitor: object }).Capacitor = {
    PluginHeaders: headers,
    nativePromise(plugin: string, method: string, options: Record<string, unknown> = {}) {
      calls.push({ plugin, method, options });
      if (method === 'removeListener') {
        listeners.get(plugin)?.delete(String(options.callbackId));
      }
      return Promise.resolve(answers[`${plugin}.${method}`] ?? {});
    },
    nativeCallback(
      plugin: string,
      method: string,
      options: { eventName?: string } = {},
      callback: Listener,
    ) {
      calls.push({ plugin, method, options });
      const id = String(nextCallback++);
      if (method === 'addListener' && options.eventName) {
        const key = `${plugin}.${options.eventName}`;
        if (!listeners.has(key)) listeners.set(key, new Map());
        listeners.get(key)?.set(id, callback);
      }
      return id;
    },
  };
  (window as unknown as { fakeNative: object }).fakeNative = {
    calls,
    listening: (plugin: string, eventName: string) =>
      (listeners.get(`${plugin}.${eventName}`)?.size ?? 0) > 0,
    fire(plugin: string, eventName: string, data: unknown) {
      for (const listener of listeners.get(`${plugin}.${eventName}`)?.values() ?? []) {
        listener(data);
      }
    },
  };
}

/** The file of dist-mobile/ a path names, or the app's page for any route. */
function appFile(pathname: string): string {
  const file = normalize(join(DIST, decodeURIComponent(pathname)));
  if (file.startsWith(DIST) && extname(file) !== '' && existsSync(file)) return file;
  return join(DIST, 'index.html');
}

/**
 * Opens the app's build as the webview would, on `platform`, with the shop under test at
 * `shopOrigin`; the page's first address is `path`.
 */
export async function openMobileApp(
  page: Page,
  {
    platform,
    shopOrigin,
    path = '/',
  }: { platform: NativePlatform; shopOrigin: string; path?: string },
) {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('No mobile build in dist-mobile/: run `npm run build:mobile` first.');
  }
  await page.addInitScript(fakeBridge, platform);
  await page.route(`${WEBVIEW_ORIGIN}/**`, (route) => {
    const file = appFile(new URL(route.request().url()).pathname);
    return route.fulfill({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  await page.route(`${BUILT_SHOP_ORIGIN}/**`, async (route) => {
    const url = route.request().url().replace(BUILT_SHOP_ORIGIN, shopOrigin);
    let response;
    try {
      response = await route.fetch({ url, maxRedirects: 0 });
    } catch {
      // The test ended (or the page closed) while a call was on its way: nobody waits for it.
      return route.abort().catch(() => undefined);
    }
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.goto(`${WEBVIEW_ORIGIN}${path}`);
}

/** Fires a native event, as the device would, once the app listens to it. */
export async function fireNative(page: Page, plugin: string, eventName: string, data: unknown) {
  await page.waitForFunction(
    ([p, e]) =>
      (
        window as unknown as { fakeNative: { listening(p: string, e: string): boolean } }
      ).fakeNative.listening(p, e),
    [plugin, eventName] as const,
  );
  await page.evaluate(
    ([p, e, d]) =>
      (
        window as unknown as { fakeNative: { fire(p: string, e: string, d: unknown): void } }
      ).fakeNative.fire(p, e, d),
    [plugin, eventName, data] as const,
  );
}

/** The plugin calls the app made so far. */
export function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(
    () => (window as unknown as { fakeNative: { calls: NativeCall[] } }).fakeNative.calls,
  );
}
