/**
 * The browsable API reference (issue 17): `/ebsn/docs` shows openapi/ebsn.yaml and
 * openapi/content.yaml with Swagger UI (swagger-ui-dist, served from node_modules: no CDN), and
 * `/ebsn/docs/{file}` serves the viewer's files, its start script and the two contracts as they
 * are. Everything comes from this origin, so the shop's CSP holds unchanged. Off (API_DOCS=off,
 * the default under NODE_ENV=production), every one of these paths answers 404.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { OperationHandler } from '../../http/contract';
import { ApiError } from '../../http/envelope';

export const API_DOCS_PREFIX = '/ebsn/docs';
export const API_DOCS_NOT_FOUND = 'Pagina non trovata';

export interface ApiDocsSettings {
  /** Serve the reference (API_DOCS); false: 404. */
  readonly apiDocs: boolean;
}

const require = createRequire(import.meta.url);
const viewerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

interface DocsFile {
  readonly path: string;
  readonly type: string;
  /** The viewer's files change only with its package; the contracts and script with a deploy. */
  readonly cacheControl: string;
}

const VIEWER_CACHE = 'public, max-age=86400';
const REVALIDATE = 'no-cache';

const FILES: Readonly<Record<string, DocsFile>> = {
  'swagger-ui.css': {
    path: path.join(viewerDir, 'swagger-ui.css'),
    type: 'text/css; charset=utf-8',
    cacheControl: VIEWER_CACHE,
  },
  'swagger-ui-bundle.js': {
    path: path.join(viewerDir, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
    cacheControl: VIEWER_CACHE,
  },
  'swagger-ui-standalone-preset.js': {
    path: path.join(viewerDir, 'swagger-ui-standalone-preset.js'),
    type: 'text/javascript; charset=utf-8',
    cacheControl: VIEWER_CACHE,
  },
  'api-docs.js': {
    path: path.join(here, 'api-docs.js'),
    type: 'text/javascript; charset=utf-8',
    cacheControl: REVALIDATE,
  },
  'ebsn.yaml': {
    path: path.join(repoRoot, 'openapi', 'ebsn.yaml'),
    type: 'application/yaml; charset=utf-8',
    cacheControl: REVALIDATE,
  },
  'content.yaml': {
    path: path.join(repoRoot, 'openapi', 'content.yaml'),
    type: 'application/yaml; charset=utf-8',
    cacheControl: REVALIDATE,
  },
};

const PAGE = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Spesa online: documentazione delle API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${API_DOCS_PREFIX}/swagger-ui.css" />
  </head>
  <body>
    <main id="api-docs"></main>
    <script src="${API_DOCS_PREFIX}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PREFIX}/swagger-ui-standalone-preset.js"></script>
    <script src="${API_DOCS_PREFIX}/api-docs.js"></script>
  </body>
</html>
`;

/** Files read on first use and kept: the bundle is 1.7 MB, read once per process. */
const contents = new Map<string, string>();

function contentOf(name: string, file: DocsFile): string {
  const known = contents.get(name);
  if (known !== undefined) return known;
  const content = readFileSync(file.path, 'utf8');
  contents.set(name, content);
  return content;
}

function send(reply: FastifyReply, type: string, cacheControl: string, body: string): string {
  reply
    .type(type)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  return body;
}

function notFound(): ApiError {
  return new ApiError(404, [API_DOCS_NOT_FOUND]);
}

export function apiDocsHandlers(settings: ApiDocsSettings) {
  const apiDocsPage: OperationHandler<'apiDocsPage'> = async (_request, reply) => {
    if (!settings.apiDocs) throw notFound();
    return send(reply, 'text/html; charset=utf-8', REVALIDATE, PAGE);
  };

  const apiDocsFile: OperationHandler<'apiDocsFile'> = async (request, reply) => {
    const name = request.params.file;
    const file = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!settings.apiDocs || file === undefined) throw notFound();
    return send(reply, file.type, file.cacheControl, contentOf(name, file));
  };

  return { apiDocsPage, apiDocsFile };
}
