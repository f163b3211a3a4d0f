/**
 * Serves the built SPA (Vite's `dist/`): hashed files under /assets/ are cached for a year,
 * everything else (the pages above all) is revalidated. Any other GET path that is not an API
 * call is a page of the SPA (it routes in history mode): the public catalogue pages come rendered
 * (./page-render.ts), with the cookie banner for a browser whose marker says it has no choice in
 * force, the rest as the bare index.html that the browser renders. Without a build,
 * `/` says how to make one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE } from '../../src/domain/constants';
import { COOKIE_CHOICE_MARKER, markerHolds } from '../../src/domain/cookie-choice';
import { parseLanguage } from '../../src/domain/language';
import { LANGUAGE_COOKIE } from '../../src/domain/language-cookie';
import { SESSION_HINT_COOKIE } from '../../src/domain/session-hint';
import { isTagManagerId, TAG_MANAGER_META_NAME } from '../../src/domain/tag-manager';
import { SESSION_COOKIE } from '../config';
import { createPageCache } from './page-cache';
import { allowScripts, inlineScriptHashes } from './inline-script-hashes';
import { encodePage, pageEncoding } from './page-encoding';
import {
  inProcessFetch,
  loadPageRenderer,
  modulePreloads,
  pageHtml,
  readBuildManifest,
  SHELL_PAGE,
  type RenderedPage,
} from './page-render';

export interface SpaPluginOptions {
  /** The Vite build output; null serves no SPA. */
  readonly staticDir: string | null;
  /** The build of the page renderer (`dist-ssr/`); null or missing: every page is the bare shell. */
  readonly ssrDir?: string | null;
  /** TAG_MANAGER_ID, named to the app in every page's meta tag; null: no tag. */
  readonly tagManagerId?: string | null;
}

/** The built index.html, naming the tag manager's container when one is configured. */
export function withTagManagerMeta(html: string, tagManagerId: string | null): string {
  if (tagManagerId === null) return html;
  // Letters, digits and a dash only: nothing that could leave the attribute.
  if (!isTagManagerId(tagManagerId)) throw new Error(`Not a tag manager id: ${tagManagerId}`);
  const meta = `<meta name="${TAG_MANAGER_META_NAME}" content="${tagManagerId}" />`;
  return html.replace('</head>', `${meta}</head>`);
}

const ASSETS_PREFIX = '/assets/';
export const NOT_BUILT_TEXT =
  'The shop is not built yet: run `npm run build` (or `npm start`, which builds first).\n';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
}

export default fp<SpaPluginOptions>(
  async (app, { staticDir, ssrDir = null, tagManagerId = null }) => {
    const root = staticDir === null ? null : path.resolve(staticDir);
    if (root === null || !existsSync(path.join(root, 'index.html'))) {
      app.get('/', async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT),
      );
      app.setNotFoundHandler(async (_request, reply) => notFound(reply));
      return;
    }

    await app.register(fastifyStatic, {
      root,
      // One route per built file (the build precedes the start), so any other path reaches the
      // not-found handler below.
      wildcard: false,
      // `/` is a page like any other (below), not the bare index.html.
      index: false,
      // The build's source maps hold the whole client source: they are for error reports only.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    const template = withTagManagerMeta(
      readFileSync(path.join(root, 'index.html'), 'utf8'),
      tagManagerId,
    );
    const renderer = await loadPageRenderer(ssrDir);
    const fetch = inProcessFetch(app);
    const pages = createPageCache();
    const shell = { template };
    const manifest = readBuildManifest(root);
    const pageHtmlOf = (page: RenderedPage, asksCookies: boolean) =>
      page.kind === 'page'
        ? pageHtml(
            template,
            asksCookies ? page : { ...page, cookieBanner: undefined },
            modulePreloads(manifest, page.chunks),
          )
        : template;
    // Each page is encoded once with the cookie banner and once without.
    const bannerOwners = new WeakMap<RenderedPage, object>();
    const ownerWithBanner = (page: RenderedPage) => {
      let owner = bannerOwners.get(page);
      if (owner === undefined) bannerOwners.set(page, (owner = {}));
      return owner;
    };
    // The router's inline scripts in a page, by their hashes, for its CSP (./inline-script-hashes.ts).
    const scriptHashes = new WeakMap<RenderedPage, readonly string[]>();
    const allowPageScripts = (reply: FastifyReply, page: RenderedPage) => {
      if (page.kind !== 'page') return;
      let hashes = scriptHashes.get(page);
      if (hashes === undefined) scriptHashes.set(page, (hashes = inlineScriptHashes(page.html)));
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', allowScripts(policy, hashes));
      }
    };
    const renderPage = async (url: string) =>
      renderer === null
        ? SHELL_PAGE
        : pages.get(await app.catalog.snapshot(), url, () => renderer.renderPage(url, fetch));

    // Any other GET is a page (unknown API calls have their own not-found handler).
    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith(ASSETS_PREFIX);
      if (!isPage) return notFound(reply);
      // The server renders in Italian: a shopper who chose another language gets the shell,
      // which the app renders in theirs, rather than an Italian page replaced a moment later.
      const page = readsItalian(request) ? await renderPage(request.url) : SHELL_PAGE;
      if (page.kind === 'redirect') return reply.redirect(page.href, 302);
      const asksCookies = !markerHolds(request.cookies[COOKIE_CHOICE_MARKER]);
      const owner = page.kind !== 'page' ? shell : asksCookies ? ownerWithBanner(page) : page;
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      hintSession(request, reply);
      allowPageScripts(reply, page);
      return reply.send(encodePage(owner, () => pageHtmlOf(page, asksCookies), encoding));
    });
  },
  { name: 'spa', dependencies: ['catalog'] },
);

/** Whether the browser's language cookie (src/domain/language-cookie.ts) is Italian or absent. */
function readsItalian(request: FastifyRequest): boolean {
  return parseLanguage(request.cookies[LANGUAGE_COOKIE]) === DEFAULT_LANGUAGE;
}

/** Tells the page whether this browser holds a session (the same page goes to everyone). */
function hintSession(request: FastifyRequest, reply: FastifyReply) {
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
  const hinted = request.cookies[SESSION_HINT_COOKIE] !== undefined;
  if (hasSession && !hinted)
    reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax' });
  if (!hasSession && hinted) reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
