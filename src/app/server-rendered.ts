/**
 * The routes whose first HTML the server renders (src/entry-server.tsx), with the file of each:
 * the public catalogue pages a shopper lands on from a link or a search engine. Everything else is
 * rendered by the browser from the shell, because it is personal or behind login.
 */
export const SERVER_RENDERED_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/', 'src/routes/index.tsx'],
  ['/catalog/category/$', 'src/routes/catalog/category/$.tsx'],
  ['/catalog/product/$slug', 'src/routes/catalog/product/$slug.tsx'],
  ['/catalog/search', 'src/routes/catalog/search.tsx'],
]);

/**
 * What a rendered page needs before it can hydrate, beyond the first bundle: the route's own chunk
 * (the router plugin splits each route's component into `<file>?tsr-split=component`), the
 * storefront's texts (the root route waits for them) and the app's code that hydrates the page.
 * Keys of Vite's build manifest.
 */
export function hydrationChunks(routeFile: string): readonly string[] {
  return [
    `${routeFile}?tsr-split=component`,
    ...(SERVER_RENDERED_PARTS.get(routeFile) ?? []),
    'src/locales/it/storefront.po',
    'src/app/hydrate-page.tsx',
  ];
}

/** The lazy parts a route's server-rendered page shows, which its hydration takes over too. */
const SERVER_RENDERED_PARTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['src/routes/index.tsx', ['src/features/content/HomeSliderContainer.tsx']],
]);
