/**
 * Serves the built SPA (Vite's `dist/`): hashed files under /assets/ are cached for a year,
 * everything else (index.html above all) is revalidated; any other GET path that is not an API
 * call gets index.html, because the SPA routes in history mode. Without a build, `/` says how to
 * make one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../config';

export interface SpaPluginOptions {
  /** The Vite build output; null serves no SPA. */
  readonly staticDir: string | null;
}

const ASSETS_PREFIX = '/assets/';
export const NOT_BUILT_TEXT =
  'The shop is not built yet: run `npm run build` (or `npm start`, which builds first).\n';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
}

export default fp<SpaPluginOptions>(
  async (app, { staticDir }) => {
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
      // One route per built file (the build precedes the start), so unknown paths reach the
      // not-found handler below instead of a catch-all route.
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith(ASSETS_PREFIX) &&
        !request.url.startsWith(API_PREFIX);
      return isPage ? reply.sendFile('index.html') : notFound(reply);
    });
  },
  { name: 'spa' },
);
