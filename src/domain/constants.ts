/**
 * Business constants of account-and-platform.md section 9 and shopping-flow.md section 9; the
 * view's sizes and timings of section 9 are in src/shared/theme.ts.
 */

/** The client version sent in every request and kept in the app's configuration. */
export const CLIENT_VERSION = '2.0.7';
/** The app restarts when it resumes after this much inactivity (30 minutes). */
export const RELOAD_AFTER_INACTIVE_MS = 1_800_000;
/** The mobile app checks for a newer version this often (10 minutes). */
export const VERSION_CHECK_INTERVAL_MS = 600_000;
/** Default and fallback language. */
export const DEFAULT_LANGUAGE = 'it';
/** A user id above this value means logged in. */
export const ANONYMOUS_USER_ID = -1;
