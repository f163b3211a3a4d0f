/**
 * A fake of the mobile app's native side (STACK.md "Testing native code"): Capacitor's real plugin
 * objects send every call to `Capacitor.nativePromise` / `nativeCallback`, which this fake sets, so
 * it records the calls, answers as a device would, and fires the device's events on request
 * (`globalThis.fakeNative`). Used by the browser tests (tests/e2e/native-bridge.ts) and the unit
 * tests of the adapter (tests/unit/capacitor-app.test.ts).
 */

export type NativePlatform = 'android' | 'ios';

/** What the fake offers the test, on `globalThis.fakeNative`. */
export interface FakeNative {
  readonly calls: { plugin: string; method: string; options: unknown }[];
  listening(plugin: string, eventName: string): boolean;
  fire(plugin: string, eventName: string, data: unknown): void;
  /** Answers `plugin.method` with `answer` from now on. */
  answer(pluginMethod: string, answer: unknown): void;
}

/**
 * Installs the fake native bridge on `globalThis`: before `@capacitor/core` loads, as Android's
 * (`androidBridge`) or iOS's (`webkit.messageHandlers.bridge`). Self-contained, so that Playwright
 * can run it in a page before any of the page's scripts (an init script) and a unit test in Node.
 */
export function installFakeNativeBridge(platform: NativePlatform) {
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
    (globalThis as unknown as { androidBridge: object }).androidBridge = { postMessage: () => {} };
  } else {
    (globalThis as unknown as { webkit: object }).webkit = {
      messageHandlers: { bridge: { postMessage: () => {} } },
    };
  }
  (globalThis as unknown as { Capacitor: object }).Capacitor = {
    PluginHeaders: headers,
    nativePromise(plugin: string, method: string, options: Record<string, unknown> = {}) {
      calls.push({ plugin, method, options });
      if (method === 'removeListener') {
        listeners.get(`${plugin}.${String(options.eventName)}`)?.delete(String(options.callbackId));
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
  (globalThis as unknown as { fakeNative: object }).fakeNative = {
    calls,
    listening: (plugin: string, eventName: string) =>
      (listeners.get(`${plugin}.${eventName}`)?.size ?? 0) > 0,
    fire(plugin: string, eventName: string, data: unknown) {
      for (const listener of listeners.get(`${plugin}.${eventName}`)?.values() ?? []) {
        listener(data);
      }
    },
    answer(pluginMethod: string, answer: unknown) {
      answers[pluginMethod] = answer;
    },
  };
}
