/**
 * The native side, in the mobile app's build only: in the web's build the condition below is the
 * constant `false`, so the adapter's chunk is never built.
 */
import type { NativeApp } from './native-app';

export function loadNativeApp(): Promise<NativeApp> | null {
  if (import.meta.env.VITE_MOBILE_APP !== 'true') return null;
  return import('./capacitor-app').then(({ capacitorApp }) => capacitorApp());
}
