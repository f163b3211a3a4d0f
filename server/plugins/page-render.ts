/**
 * The server side of the first paint: the public pages' HTML comes from the app's own render
 * module (built by `npm run build` into `dist-ssr/` from src/entry-server.tsx), which reads the shop
 * API through `app.inject`, as a guest: no cookie or header of the shopper's request reaches it,
 * so a rendered page never holds one shopper's data.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** What src/entry-server.tsx answers (the server does not import the app's sources). */
export type RenderedPage =
  | { readonly kind: 'page'; readonly html: string; readonly state: string }
  | { readonly kind: 'redirect'; readonly href: string }
  | { readonly kind: 'shell' };

export interface PageRenderer {
  readonly renderPage: (url: string, fetch: typeof globalThis.fetch) => Promise<RenderedPage>;
}

export const PAGE_RENDERER_FILE = 'entry-server.js';

/** A page the browser renders itself from the bare index.html. */
export const SHELL_PAGE: RenderedPage = { kind: 'shell' };

/** The built render module, or null when there is none (no build, or tests of the API). */
export async function loadPageRenderer(ssrDir: string | null): Promise<PageRenderer | null> {
  if (ssrDir === null) return null;
  const file = path.resolve(ssrDir, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

type InjectMethod = NonNullable<InjectOptions['method']>;

/** A `fetch` that the app's API client can use on the server: each call is an `app.inject`. */
export function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const reply = await app.inject({
      method: request.method as InjectMethod,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(request.method === 'GET' || request.method === 'HEAD'
        ? {}
        : { payload: await request.text() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}

/** React puts the preloads it finds (the images of the first screen) before a fragment's markup. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The markup and the state a page was rendered from, placed in the built index.html. */
export function pageHtml(template: string, page: { html: string; state: string }): string {
  // The preloads belong in the head (the browser starts them sooner; hydration expects none).
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(preloads.length);
  // The state is data for a non-executed script element: a `<` could close it, so none stays.
  const state = page.state.replaceAll('<', '\\u003c');
  return template
    .replace('</head>', `${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>` +
        `<script type="application/json" id="server-state">${state}</script>`,
    );
}
