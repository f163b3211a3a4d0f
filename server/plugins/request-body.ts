/**
 * Body parsing by the contract: JSON and url-encoded forms only, and for a call with a request
 * body, only the content types its operation lists. Fastify validates a body only when a schema
 * exists for its content type, so any other type is refused here before the handler runs.
 */
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/envelope';
import { MISSING_BODY, UNSUPPORTED_CONTENT_TYPE } from '../http/validation-messages';

/** The content types an operation's body schema lists, or null when it takes no body. */
function declaredContentTypes(request: FastifyRequest): readonly string[] | null {
  const body: unknown = request.routeOptions.schema?.body;
  if (typeof body !== 'object' || body === null || !('content' in body)) return null;
  const content: unknown = body.content;
  return typeof content === 'object' && content !== null ? Object.keys(content) : null;
}

function mediaTypeOf(request: FastifyRequest): string {
  const header = request.headers['content-type'] ?? '';
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

export default fp(
  async (app) => {
    await app.register(formbody);
    // Fastify parses text/plain by default; no call of the contract takes it.
    app.removeContentTypeParser('text/plain');

    app.addHook('preValidation', async (request) => {
      const declared = declaredContentTypes(request);
      if (declared === null) return;
      // A multipart body (the content service's forms) is read after this hook, by
      // @fastify/multipart's own preValidation hook (server/modules/content/form-multipart.ts).
      const multipart = mediaTypeOf(request) === 'multipart/form-data' && request.isMultipart?.();
      if (multipart === true && declared.includes('multipart/form-data')) return;
      if (request.body === undefined || request.body === null) {
        throw new ApiError(400, [MISSING_BODY]);
      }
      if (!declared.includes(mediaTypeOf(request))) {
        throw new ApiError(400, [UNSUPPORTED_CONTENT_TYPE]);
      }
    });
  },
  { name: 'request-body' },
);
