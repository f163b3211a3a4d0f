/**
 * Where the shop answers (account-and-platform.md §7 "Shared HTTP client"). On the web the page's
 * own origin. The mobile app's pages come from its webview's origin (`capacitor://localhost`,
 * `https://localhost`), so its build names the shop's address, `VITE_SHOP_ORIGIN`
 * (`npm run build:mobile`), and the shop answers it across origins (server/plugins/native-app-cors.ts).
 */
export const SHOP_ORIGIN = (import.meta.env.VITE_SHOP_ORIGIN ?? '').replace(/\/+$/, '');

/**
 * What the client sends as `X-Ebsn-Client`: `web`, or in the mobile app its platform, which
 * Capacitor's native bridge declares before any of the app runs.
 */
export function buildClientType(): string {
  if (import.meta.env.VITE_MOBILE_APP !== 'true') return 'web';
  const bridge = (globalThis as { Capacitor?: { getPlatform?: () => string } }).Capacitor;
  return bridge?.getPlatform?.() === 'ios' ? 'ios' : 'android';
}

let deviceUuid: string | undefined;

/** The device's id, sent as `X-Ebsn-Client-Uuid` once the mobile app has read it. */
export const clientDevice = {
  uuid: () => deviceUuid,
  setUuid: (uuid: string) => void (deviceUuid = uuid),
};
