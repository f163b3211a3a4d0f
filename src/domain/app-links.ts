/**
 * The page of the shop a link names, for the mobile app: a deep link it is opened with, or a push
 * notification's `nav_to` (account-and-platform.md §3 "Notification", §9 "Deep links"). The same
 * rule as a link inside the content (content-links.ts): an address on the shop's host, or a path,
 * is one of the app's pages; `/p/`, `/photo/` and `/photo2/` are files, and any other host is not
 * the shop's, so neither opens a page (null).
 */
import { classifyContentLink } from './content-links';

/** The shop's own site: its origin (`https://spesa.example.it`) and any other host of it. */
export interface ShopSite {
  readonly origin: string;
  readonly otherHosts?: readonly string[];
}

/** Whether `link` is a whole address or a path of the site (`/x`), not a relative word. */
function isAddressOrPath(link: string): boolean {
  if (link.startsWith('/')) return true;
  try {
    return new URL(link).protocol !== '';
  } catch {
    return false;
  }
}

/** The app's path (with its query and hash) that `link` opens, or null when it opens none. */
export function inAppPath(link: string, shop: ShopSite): string | null {
  const trimmed = link.trim();
  if (!isAddressOrPath(trimmed)) return null;
  const target = classifyContentLink(trimmed, {
    pageUrl: `${shop.origin}/`,
    allowedHosts: shop.otherHosts ?? [],
    shopPrefix: '/',
  });
  return target.kind === 'route' ? target.href : null;
}
