/**
 * Whether an error is a page's code that did not arrive: a module the browser could not fetch
 * (each browser words it its own way) or a stylesheet Vite could not preload for it.
 */
const CODE_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's styles
];

export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return CODE_LOAD_MESSAGES.some((start) => message.startsWith(start));
}
