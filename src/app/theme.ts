import { createTheme } from '@mantine/core';

/** A fresh-market green, readable type, and dialogs no wider than the configured 530 px. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});

/* The view's sizes and timings of section 9 (account-and-platform.md and shopping-flow.md). */
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
