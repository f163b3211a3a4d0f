/**
 * The server side of the first paint: the public pages' HTML comes from the app's own render
 * module (built by `npm run build` into `dist-ssr/` from src/entry-server.tsx), which reads the shop
 * API through `app.inject`, as a guest: no cookie or header of the shopper's request reaches it,
 * so a rendered page never holds one shopper's data.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SERVER_CHUNKS_ELEMENT_ID } from '../../src/domain/server-chunks';
import { escapeHtml } from '../http/escape-html';

/** What src/entry-server.tsx answers (the server does not import the app's sources). */
export type RenderedPage =
  | {
      readonly kind: 'page';
      /** The route's markup, ending with the router's inline scripts of its state. */
      readonly html: string;
      /** Build-manifest keys of the chunks to preload for hydration. */
      readonly chunks: readonly string[];
      /** The cookie banner's first layer, for a browser with no choice in force. */
      readonly cookieBanner: string;
    }
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

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest of the build in `staticDir`; an empty one if the build wrote none. */
export function readBuildManifest(staticDir: string): BuildManifest {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/** The build-manifest key of the app that src/main.tsx starts. */
const APP_START_CHUNK = 'src/app/start.tsx';

/**
 * What a server-rendered page's hydration needs beyond the entry: the app and what it imports
 * (the libraries first: the largest), then `chunks` and what they import. Preloaded together as
 * the app starts (src/main.tsx), they come at once, not one import after another.
 */
export function modulePreloads(manifest: BuildManifest, chunks: readonly string[]): string[] {
  const entry = new Set<string>();
  const needed = new Set<string>();
  const seen = new Set<string>();
  // What a chunk imports comes before it in the list (chunks may import each other in a circle).
  const visit = (key: string, into: Set<string>) => {
    if (entry.has(key) || seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    manifest[key].imports?.forEach((imported) => visit(imported, into));
    into.add(key);
  };
  // The entry and what it imports have come with the page.
  visit('index.html', entry);
  visit(APP_START_CHUNK, needed);
  chunks.forEach((chunk) => visit(chunk, needed));
  return [...needed].map((key) => `/${manifest[key]?.file ?? ''}`);
}

/** The id of the element holding the cookie banner (src/shared/early-cookie-banner.ts). */
const EARLY_COOKIE_BANNER_ID = 'early-cookie-banner';

/**
 * The markup and the state a page was rendered from, placed in the built index.html, with the
 * chunks its hydration needs: their preload links in an inert template, which the page moves into
 * its head as the app starts (src/main.tsx), so that they do not compete with the first paint for
 * the network. A browser with no cookie choice in force gets the cookie banner after #root, on the
 * screen with the page.
 */
export function pageHtml(
  template: string,
  page: { html: string; cookieBanner?: string },
  chunks: readonly string[] = [],
): string {
  // React's preloads (the first screen's images) belong in the head: the browser starts them
  // sooner, and hydration expects none in #root.
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(preloads.length);
  return template
    .replace('</head>', `${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>` +
        (page.cookieBanner === undefined
          ? ''
          : `<div id="${EARLY_COOKIE_BANNER_ID}">${page.cookieBanner}</div>`) +
        chunksTemplate(chunks),
    );
}

/**
 * The preload links, in a template: inert until the page moves them into its head as the app
 * starts (src/main.tsx).
 */
function chunksTemplate(chunks: readonly string[]): string {
  const links = chunks.map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
  );
  return `<template id="${SERVER_CHUNKS_ELEMENT_ID}">${links.join('')}</template>`;
}
