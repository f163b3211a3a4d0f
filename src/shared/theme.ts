import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's green with its two darkest shades darkened (were #2f9e44 and #2b8a3e), so that green
 * reads at 4.5:1 or more (WCAG 2.2 AA): white on a filled button and green text on white
 * (shade 8: 5.4:1, was 3.4:1), the light variant's text (shade 9) on its light-green background
 * (6.3:1, was 3.8:1).
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#237a36',
  '#1b642d',
];

/**
 * Mantine's orange with its two darkest shades darkened (were #e8590c and #d9480f), for the same
 * reason: the light badges ('Max 3' on a product page, a nearly full time slot) had their text
 * (shade 9) at 3.6:1 on the light-orange background, now 6.0:1; white on shade 8 reads at 5.7:1
 * (was 3.6:1).
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#b5400d',
  '#9c3608',
];

/** A fresh-market green, readable type, and dialogs no wider than the configured 530 px. */
export const theme = createTheme({
  colors: { green, orange },
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});

/* The view's sizes and timings of section 9 (account-and-platform.md and shopping-flow.md). */
/** Toast defaults: timeout, how many are visible at once, distance from the (bottom) edge. */
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
