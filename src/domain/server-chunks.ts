/**
 * The id of the template holding the preload links of the chunks a server-rendered page needs as
 * the app starts (server/plugins/page-render.ts writes it, src/main.tsx moves them into the head):
 * a module of its own, since the entry must not carry src/app/server-rendered.ts's list of routes.
 */
export const SERVER_CHUNKS_ELEMENT_ID = 'server-chunks';
