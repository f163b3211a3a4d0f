/**
 * What the request log shows of a request: Fastify's usual fields, with the secrets some links
 * carry in their query string (a registration or reset token, an order's access token or share
 * link, the login's bot-check token, a social sign-in's code and state, a device's push token) or
 * path (the hosted payment page) replaced, so no token reaches the logs even though the spec's
 * calls take them as GET parameters.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMETERS = [
  'reg_control_code',
  'token',
  'reset_token',
  'access_token',
  // The login's bot-check solution, usable once until it is.
  'token_recaptcha',
  // A social sign-in's answer: the provider's code and the state binding it (usable once).
  'code',
  'state',
  // A device's push token (externalregistration/register): it addresses that phone.
  'external_id',
];
const SECRET_PATTERN = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'g');

/** The hosted payment page's address is its token (`/payment-gateway/pay/<token>`). */
const SECRET_PATH_PATTERN = /^(\/payment-gateway\/pay\/)[^/?#]+/;

/** `url` with the values of secret query parameters and path tokens replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PATTERN, '$1[redacted]').replace(SECRET_PATH_PATTERN, '$1[redacted]');
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
