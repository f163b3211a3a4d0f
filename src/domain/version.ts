/**
 * Version comparison of the version check (account-and-platform.md §4): only dotted numeric parts
 * are comparable ('2.0.7', '2.1'); anything else ('2.0.7-beta', 'v2', '') is not comparable, and
 * the app then prompts for nothing.
 */

/** How a remote version stands against the app's own. */
export type VersionComparison = 'newer' | 'same' | 'older' | 'not-comparable';

const DOTTED_NUMERIC = /^\d+(\.\d+)*$/;

/**
 * Compares `remote` with `current` part by part, numerically; a missing part counts as 0, so
 * '2.1' and '2.1.0' are the same version.
 * @returns 'newer' when `remote` is a later version than `current`, 'not-comparable' when either
 * is not made of dotted numeric parts.
 */
export function compareVersions(remote: string, current: string): VersionComparison {
  if (!DOTTED_NUMERIC.test(remote) || !DOTTED_NUMERIC.test(current)) return 'not-comparable';
  const a = remote.split('.').map(Number);
  const b = current.split('.').map(Number);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 'newer' : 'older';
  }
  return 'same';
}
