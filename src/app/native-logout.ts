/**
 * What the logout waits for in the mobile app: the device's unregistration from push
 * notifications, set by the native side once it has started (native-app.tsx). Until then, and on
 * the web (whose build never reaches this module), nothing.
 */
export const nativeLogout = { run: (): Promise<void> => Promise.resolve() };
