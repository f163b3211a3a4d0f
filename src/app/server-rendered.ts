/**
 * The routes whose first HTML the server renders (src/entry-server.tsx): the public catalogue
 * pages a shopper lands on from a link or a search engine. Everything else is rendered by the
 * browser from the shell, because it is personal or behind login.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/catalog/category/$',
  '/catalog/product/$slug',
  '/catalog/search',
]);

/** The id of the element holding the dehydrated server state in a server-rendered page. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
