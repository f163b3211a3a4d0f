/**
 * The short addresses of the spec's deep links (account-and-platform.md §9, shopping-flow.md §2
 * "Deep links"): /search, /product/{slug} and /category/* are the catalogue's pages, and
 * /profile/dashboard (a route name of §2) is the personal area. They open the same page in the
 * mobile app and in a browser. The spec's other deep links (/profile/orders[/{orderId}],
 * /checkout, /page/{slug}, the reset-password routes) are the shop's own addresses already.
 */
import { parseSearchFilters } from './product-filters';

/** Where a short address leads: one of the shop's routes, with its parameters. */
export type DeepLinkTarget =
  | { readonly to: '/catalog/search'; readonly search: { readonly query?: string } }
  | { readonly to: '/catalog/product/$slug'; readonly params: { readonly slug: string } }
  | { readonly to: '/catalog/category/$'; readonly params: { readonly _splat: string } }
  | { readonly to: '/profile' };

/** A path segment of a slug: letters, digits and dashes, as the catalogue's slugs are. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** The words of a search link, `q` or `query`, checked as the search page checks its own. */
const queryOf = (search: Readonly<Record<string, unknown>>): string | undefined =>
  parseSearchFilters({ query: search.q ?? search.query }).query || undefined;

/**
 * The shop's page for a deep link's path and search, or null when the path is none of them (or a
 * malformed one: an unknown address goes Home, as any other).
 */
export function deepLinkTarget(
  pathname: string,
  search: Readonly<Record<string, unknown>>,
): DeepLinkTarget | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first, ...rest] = segments;
  if (first === 'search' && rest.length === 0) {
    const query = queryOf(search);
    return { to: '/catalog/search', search: query === undefined ? {} : { query } };
  }
  if (first === 'product' && rest.length === 1 && SLUG.test(rest[0] ?? '')) {
    return { to: '/catalog/product/$slug', params: { slug: rest[0] ?? '' } };
  }
  if (first === 'category' && rest.length > 0 && rest.every((part) => SLUG.test(part))) {
    return { to: '/catalog/category/$', params: { _splat: rest.join('/') } };
  }
  if (first === 'profile' && rest.length === 1 && rest[0] === 'dashboard')
    return { to: '/profile' };
  return null;
}
