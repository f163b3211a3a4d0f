/**
 * `/service-down` (issue 17, "Versions and availability"): where the shopper goes back to when the
 * shop answers again, and how long the page waits between checks.
 */

/** The page itself: never a place to return to. */
export const SERVICE_DOWN_PATH = '/service-down';

/** The first check comes after this many milliseconds; each failed one doubles the wait. */
export const SERVICE_CHECK_FIRST_DELAY_MS = 5_000;
/** The longest wait between two checks. */
export const SERVICE_CHECK_MAX_DELAY_MS = 60_000;

/**
 * How long to wait before check number `attempt` (0 for the first): 5 s, 10 s, 20 s, 40 s, then
 * every 60 s.
 */
export function serviceCheckDelay(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt, 16));
  return Math.min(SERVICE_CHECK_FIRST_DELAY_MS * 2 ** exponent, SERVICE_CHECK_MAX_DELAY_MS);
}

/**
 * The shop's own path in the page's `from` (path, query and fragment), or `/` when there is none
 * or it is not one: a path of another site (`//host`, `https:`, `/\host`) or the page itself.
 */
export function returnPathOf(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return '/';
  if (from.startsWith('//') || from.startsWith('/\\')) return '/';
  // Control characters and backslashes have no place in a path the shop made.
  if (from.includes('\\') || [...from].some((char) => char < ' ' || char === '\u007f')) return '/';
  const path = from.split(/[?#]/, 1)[0] ?? '';
  if (path === SERVICE_DOWN_PATH || path.startsWith(`${SERVICE_DOWN_PATH}/`)) return '/';
  return from;
}
