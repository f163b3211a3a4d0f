/**
 * Where the shop answers (account-and-platform.md §7 "Shared HTTP client"). On the web the page's
 * own origin. The mobile app's pages come from its webview's origin (`capacitor://localhost`,
 * `https://localhost`), so its build names the shop's address without a trailing slash,
 * `VITE_SHOP_ORIGIN` (`npm run build:mobile`), and the shop answers it across origins
 * (server/plugins/native-app-cors.ts).
 */
export const SHOP_ORIGIN: string = import.meta.env.VITE_SHOP_ORIGIN ?? '';

/** This build is the mobile app's (`npm run build:mobile`). */
const mobileBuild = import.meta.env.VITE_MOBILE_APP === 'true';

/** The webview's platform, told the way Capacitor tells it: by the native bridge it was given. */
function webviewPlatform(): 'android' | 'ios' {
  const page = globalThis as { webkit?: { messageHandlers?: { bridge?: unknown } } };
  return page.webkit?.messageHandlers?.bridge === undefined ? 'android' : 'ios';
}

/** What the client sends as `X-Ebsn-Client`: `web`, or in the mobile app its platform. */
export const CLIENT_TYPE: string = mobileBuild ? webviewPlatform() : 'web';

let deviceUuid: string | undefined;

/**
 * The device's id, sent as `X-Ebsn-Client-Uuid` once the mobile app has read it; the web sends
 * none (undefined there, so the web's first JavaScript carries none of it).
 */
export const readDeviceUuid: (() => string | undefined) | undefined = mobileBuild
  ? () => deviceUuid
  : undefined;

export function setDeviceUuid(uuid: string) {
  deviceUuid = uuid;
}

/**
 * The address of one of the shop's files (a picture, `/photo/…`) as the page can load it: the path
 * itself on the web, the shop's whole address in the mobile app, whose pages come from the
 * webview's own origin.
 */
export function shopFile(path: string): string;
export function shopFile(path: string | undefined): string | undefined;
export function shopFile(path: string | undefined) {
  return mobileBuild && path?.startsWith('/') && !path.startsWith('//')
    ? `${SHOP_ORIGIN}${path}`
    : path;
}
