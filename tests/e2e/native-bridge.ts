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
import { installFakeNativeBridge, type NativePlatform } from '../fake-native-bridge';

export type { NativePlatform } from '../fake-native-bridge';

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
  await page.addInitScript(installFakeNativeBridge, platform);
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
