/**
 * Rendered guest pages, kept per catalogue version: a page is a function of its address and the
 * catalogue (it is rendered for a guest, never with a shopper's session), so a new catalogue
 * version starts an empty cache. A page is also kept at most a minute, for what moves with the
 * clock (promotions that start or end). Pages, not shoppers' data: nothing personal is here.
 */
import { LruCache } from '../modules/catalog/lru-cache';
import type { CatalogSnapshot } from '../modules/catalog/snapshot';
import type { RenderedPage } from './page-render';

const MAX_PAGES = 200;
const MAX_AGE_MS = 60_000;

interface Entry {
  readonly page: Promise<RenderedPage>;
  readonly renderedAt: number;
}

export function createPageCache(now: () => number = Date.now) {
  const bySnapshot = new WeakMap<CatalogSnapshot, LruCache<string, Entry>>();
  return {
    /** The page at `url` for this catalogue, rendered once by `render` (concurrent asks share it). */
    get(
      snapshot: CatalogSnapshot,
      url: string,
      render: () => Promise<RenderedPage>,
    ): Promise<RenderedPage> {
      let pages = bySnapshot.get(snapshot);
      if (pages === undefined) {
        pages = new LruCache<string, Entry>(MAX_PAGES);
        bySnapshot.set(snapshot, pages);
      }
      const cached = pages.get(url);
      if (cached !== undefined && now() - cached.renderedAt < MAX_AGE_MS) return cached.page;
      const page = render();
      const entry = { page, renderedAt: now() };
      pages.set(url, entry);
      // A failed render is not kept: the next request tries again.
      page.catch(() => pages.delete(url));
      return page;
    },
  };
}
