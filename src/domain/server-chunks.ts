/**
 * The id of the element listing the chunks a server-rendered page preloads as the app starts
 * (server/plugins/page-render.ts writes it, src/main.tsx reads it): a module of its own, since the
 * entry must not carry src/app/server-rendered.ts's list of routes.
 */
export const SERVER_CHUNKS_ELEMENT_ID = 'server-chunks';
