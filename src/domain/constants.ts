/** Business constants of account-and-platform.md section 9 and shopping-flow.md section 9. */

/** The client version sent in every request and kept in the app's configuration. */
export const CLIENT_VERSION = '2.0.7';
/** The app restarts when it resumes after this much inactivity (30 minutes). */
export const RELOAD_AFTER_INACTIVE_MS = 1_800_000;
/** The mobile app checks for a newer version this often (10 minutes). */
export const VERSION_CHECK_INTERVAL_MS = 600_000;
/** Default and fallback language. */
export const DEFAULT_LANGUAGE = 'it';
/** Toast defaults: timeout, how many are visible at once, distance from the top. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_MAX_VISIBLE = 5;
export const TOAST_DISTANCE_PX = 55;
/** The scroll-to-top button appears after this much scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 20;
/** On back navigation the scroll position is restored after this delay. */
export const SCROLL_RESTORE_DELAY_MS = 500;
/** Logo size on the login screen. */
export const LOGO_WIDTH_PX = 200;
export const LOGO_HEIGHT_PX = 57;
/** Maximum dialog width from the configuration. */
export const DIALOG_MAX_WIDTH_PX = 530;
/** A user id above this value means logged in. */
export const ANONYMOUS_USER_ID = -1;
