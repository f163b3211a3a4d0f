/**
 * CONTENT_URL (account-and-platform.md §7 "Content service"): a real WordPress answers `/p/*`
 * instead of the embedded content service, through this server, so the app keeps calling its own
 * origin (the CSP stays `connect-src 'self'`, no CORS). Every request under `/p/` is forwarded to
 * the WordPress root with the prefix replaced, streamed both ways:
 *
 * - forwarded: the method, the path and query as sent, the body (JSON, forms, multipart uploads,
 *   within the limits the embedded service sets), and the headers a WordPress reads to answer
 *   (content type and length, accept, languages, encodings, conditional requests, user agent),
 *   plus `X-Forwarded-For`/`-Proto`/`-Host`;
 * - never forwarded: the shop's cookies (its session among them), `X-Ebsn-Session`,
 *   `X-Ebsn-Account`, `X-Ebsn-Client`, `Authorization`, nor any other header;
 * - from the reply: the status, the body, and the headers a client of WordPress reads (content
 *   type and encoding, caching, `X-WP-Total`, `X-WP-TotalPages`, a redirect's `Location` mapped
 *   back under `/p/`); never its cookies.
 *
 * A WordPress that cannot be reached answers 502, one that does not start answering within the
 * timeout 504, in WordPress's error shape with an Italian message (Ninja Forms' shape for
 * admin-ajax.php), so the app shows its 'try again shortly' texts instead of waiting.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../src/domain/messages';
import { BODY_LIMIT_BYTES, CONTENT_ADMIN_PREFIX, CONTENT_ROOT_PREFIX } from '../../config';
import { FORM_MULTIPART_LIMITS } from './form-multipart';
import { nfRefusal } from './form-replies';
import { noRoute, WpError } from './wp-error';

export interface ContentProxySettings {
  /** CONTENT_URL: the WordPress site's root, without a trailing slash. */
  readonly contentUrl: string;
  /** How long the WordPress may take to start answering, or to send the next bytes. */
  readonly timeoutMs: number;
}

/** Request headers a WordPress needs to answer as it would answer the browser. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'user-agent',
] as const;

/** Reply headers passed back: what the app and the browser's cache read. */
const FORWARDED_REPLY_HEADERS = [
  'allow',
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
  'x-wp-total',
  'x-wp-totalpages',
] as const;

/** A multipart body holds at most what the embedded forms take: one file and a few fields. */
export const PROXY_MULTIPART_LIMIT_BYTES =
  FORM_MULTIPART_LIMITS.fileSize * FORM_MULTIPART_LIMITS.files +
  FORM_MULTIPART_LIMITS.fieldSize * FORM_MULTIPART_LIMITS.fields +
  64 * 1024;

export const CONTENT_PROXY_MESSAGES = {
  unreachable: 'Il servizio dei contenuti non è raggiungibile: riprova tra qualche minuto.',
  timeout: 'Il servizio dei contenuti non ha risposto in tempo: riprova tra qualche minuto.',
} as const;

const unreachable = () =>
  new WpError(502, 'rest_content_unreachable', CONTENT_PROXY_MESSAGES.unreachable);
const timedOut = () => new WpError(504, 'rest_content_timeout', CONTENT_PROXY_MESSAGES.timeout);
const tooLarge = () => new WpError(413, 'rest_content_too_large', messages.payloadTooLarge.message);

/** The WordPress address of a `/p/...` request; null when its path would leave the root. */
export function targetOf(root: URL, requestUrl: string): URL | null {
  const rest = requestUrl.slice(CONTENT_ROOT_PREFIX.length);
  let target: URL;
  try {
    target = new URL(rest, root);
  } catch {
    return null;
  }
  // `..` (plain or encoded) is resolved by the URL parser: what remains must stay under the root.
  return target.origin === root.origin && target.pathname.startsWith(root.pathname) ? target : null;
}

function mediaTypeOf(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Counts the bytes going through and stops past `limit`. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? tooLarge() : null, chunk);
    },
  });
}

function requestHeadersOf(request: FastifyRequest, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  // A body decompressed on the way in has another length: it goes chunked.
  const length = request.headers['content-length'];
  if (length !== undefined && request.headers['content-encoding'] === undefined) {
    headers['content-length'] = length;
  }
  const forwardedFor = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] =
    typeof forwardedFor === 'string' && forwardedFor !== ''
      ? `${forwardedFor}, ${request.ip}`
      : request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers.host = target.host;
  return headers;
}

export async function registerContentProxy(
  app: FastifyInstance,
  settings: ContentProxySettings,
): Promise<void> {
  const root = new URL(`${settings.contentUrl}/`);
  const transport = root.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true });
  app.addHook('onClose', async () => agent.destroy());

  // Bodies are not parsed here: they go to WordPress as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /** Sends the request on and resolves with WordPress's reply, or rejects with why not. */
  function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    target: URL,
    body: Readable | null,
  ): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(target, {
        method: request.method,
        headers: requestHeadersOf(request, target),
        agent,
      });
      let failure: WpError | null = null;
      const fail = (error: WpError) => {
        failure ??= error;
        outgoing.destroy(error);
      };
      const timer = setTimeout(() => fail(timedOut()), settings.timeoutMs);
      outgoing.on('response', (incoming) => {
        clearTimeout(timer);
        // A WordPress that stalls in the middle of a reply is cut off too.
        incoming.setTimeout(settings.timeoutMs, () => incoming.destroy(timedOut()));
        resolve(incoming);
      });
      outgoing.on('error', (error) => {
        clearTimeout(timer);
        reject(failure ?? (error instanceof WpError ? error : unreachable()));
      });
      // The shopper gone, WordPress's work is not waited for.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) outgoing.destroy();
      });
      if (body === null) {
        outgoing.end();
        return;
      }
      const limit =
        mediaTypeOf(request.headers) === 'multipart/form-data'
          ? PROXY_MULTIPART_LIMIT_BYTES
          : BODY_LIMIT_BYTES;
      pipeline(body, byteLimit(limit), outgoing, (error) => {
        if (error !== null && error !== undefined) {
          fail(error instanceof WpError ? error : unreachable());
        }
      });
    });
  }

  /** A refusal in the shape the caller reads: Ninja Forms' for admin-ajax.php, else WordPress's. */
  function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: WpError) {
    if (request.url.startsWith(CONTENT_ADMIN_PREFIX)) {
      return reply
        .code(failure.statusCode)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(nfRefusal(request, null, failure.statusCode, [failure.message])));
    }
    return reply
      .code(failure.statusCode)
      .header('cache-control', 'no-store')
      .send(failure.toBody());
  }

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${CONTENT_ROOT_PREFIX}*`,
    exposeHeadRoute: false,
    // The byte limit above applies while the body streams through.
    bodyLimit: PROXY_MULTIPART_LIMIT_BYTES,
    handler: async (request, reply) => {
      const target = targetOf(root, request.url);
      if (target === null) return sendFailure(request, reply, noRoute());
      const body = request.body instanceof Readable ? request.body : null;
      const declared = Number(request.headers['content-length'] ?? 0);
      const limit =
        mediaTypeOf(request.headers) === 'multipart/form-data'
          ? PROXY_MULTIPART_LIMIT_BYTES
          : BODY_LIMIT_BYTES;
      if (body !== null && declared > limit) return sendFailure(request, reply, tooLarge());

      let incoming: IncomingMessage;
      try {
        incoming = await forward(request, reply, target, body);
      } catch (error) {
        const failure = error instanceof WpError ? error : unreachable();
        request.log.warn(
          { status: failure.statusCode, target: target.pathname },
          'content proxy: WordPress did not answer',
        );
        return sendFailure(request, reply, failure);
      }

      reply.code(incoming.statusCode ?? 502);
      for (const name of FORWARDED_REPLY_HEADERS) {
        const value = incoming.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      const location = incoming.headers.location;
      if (location !== undefined) {
        const absolute = new URL(location, target);
        reply.header(
          'location',
          absolute.href.startsWith(root.href)
            ? `${CONTENT_ROOT_PREFIX}${absolute.href.slice(root.href.length)}`
            : absolute.href,
        );
      }
      const status = incoming.statusCode ?? 502;
      if (request.method === 'HEAD' || status === 204 || status === 304) {
        incoming.resume();
        return reply.send();
      }
      return reply.send(incoming);
    },
  });
}
