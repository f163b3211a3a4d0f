/**
 * Build flags of account-and-platform.md §9, read once from Vite's environment.
 * - VITE_REGISTRATION: the shop's own registration, on unless 'false'.
 * - VITE_EXTERNAL_REGISTRATION_URL: the company's registration page, linked from the login when
 *   the shop's own registration is off.
 * - VITE_MOBILE_APP: 'true' in the build packaged as the mobile app (menus hide some entries).
 */
export const registrationEnabled = import.meta.env.VITE_REGISTRATION !== 'false';

/** This build runs inside the mobile app, not in a browser. */
export const inMobileApp = import.meta.env.VITE_MOBILE_APP === 'true';

/**
 * Where the login sends a visitor to register when the shop does not register them itself; never
 * in the mobile app (account-and-platform.md §2 "Login": 'otherwise, and not in the mobile app').
 */
export const externalRegistrationUrl: string | undefined =
  registrationEnabled || inMobileApp
    ? undefined
    : import.meta.env.VITE_EXTERNAL_REGISTRATION_URL || undefined;
