/**
 * The content service's menus (account-and-platform.md §3 "Menu entry": title, url, children,
 * classes, target) as the shop shows them: the footer's entries marked `hide-in-app` are left out
 * in the mobile app (§2 "Footer link menu (some items hidden in the mobile app)").
 */

/** The part of a "WP API Menus" entry the shop reads. */
export interface MenuEntry {
  readonly ID: number;
  readonly title: string;
  readonly url: string;
  /** Space-separated CSS classes; `hide-in-app` hides the entry in the mobile app. */
  readonly classes: string;
  readonly target: string;
  /** The link's title attribute. */
  readonly attr: string;
  readonly children: readonly MenuEntry[];
}

export const HIDE_IN_APP_CLASS = 'hide-in-app';

const hasClass = (entry: MenuEntry, name: string) => entry.classes.split(/\s+/).includes(name);

/** The entries (and their children) shown where the shop runs. */
export function visibleMenuEntries<TEntry extends MenuEntry>(
  entries: readonly TEntry[],
  { inMobileApp }: { readonly inMobileApp: boolean },
): TEntry[] {
  return entries
    .filter((entry) => !(inMobileApp && hasClass(entry, HIDE_IN_APP_CLASS)))
    .map((entry) => ({
      ...entry,
      children: visibleMenuEntries(entry.children, { inMobileApp }),
    }));
}

/** A shop path (`/page/servizi`), which the app routes itself, rather than another site. */
export const isShopPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
