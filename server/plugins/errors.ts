/**
 * One place that turns every failure into the envelope: contract violations (400 with Italian
 * texts naming the field), handler failures (`ApiError`), oversized bodies (413), rate limits
 * (429) and anything unexpected (500 with the generic text). No stack trace ever leaves.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../src/domain/messages';
import { API_PREFIX, CONTENT_ADMIN_PREFIX, CONTENT_PREFIX } from '../config';
import { ApiError, failure } from '../http/envelope';
import {
  INVALID_JSON,
  UNSUPPORTED_CONTENT_TYPE,
  validationMessages,
} from '../http/validation-messages';
import { nfRefusal } from '../modules/content/form-replies';
import { invalidParams, noRoute, WpError } from '../modules/content/wp-error';
import { messagePage } from '../modules/checkout-gateway/page';
import { GATEWAY_PREFIX } from '../modules/checkout-payments/repository';
import { UnusableValueError } from './request-values';
import { clearSessionCookie, envelopeUser } from './session';

const GATEWAY_ERROR_TITLE = 'Pagamento non disponibile';

interface Outcome {
  readonly statusCode: number;
  readonly texts: readonly string[];
  readonly data: unknown;
}

/** Fastify's own errors (parsing, validation, limits) carry an HTTP status code. */
function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/** What the client is told for a failure that is not a handler's own `ApiError`. */
function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, texts: error.texts, data: error.data };
  }
  if (!isFastifyError(error))
    return { statusCode: 500, texts: [messages.generic.message], data: null };
  if (error.validation) {
    return {
      statusCode: 400,
      texts: validationMessages(error.validation, error.validationContext),
      data: null,
    };
  }
  const statusCode = error.statusCode ?? 500;
  switch (statusCode) {
    case 413:
      return { statusCode, texts: [messages.payloadTooLarge.message], data: null };
    case 415:
      // The contract says which content types a call takes; any other is a bad request.
      return { statusCode: 400, texts: [UNSUPPORTED_CONTENT_TYPE], data: null };
    case 429:
      return { statusCode, texts: [messages.tooManyRequests.message], data: null };
  }
  if (statusCode >= 400 && statusCode < 500) {
    const text =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? INVALID_JSON
        : messages.badRequest.message;
    return { statusCode, texts: [text], data: null };
  }
  return { statusCode: 500, texts: [messages.generic.message], data: null };
}

/** A failure of the content service in WordPress's shape. */
function wpErrorOf(error: unknown, outcome: Outcome): WpError {
  if (error instanceof WpError) return error;
  if (error instanceof UnusableValueError) {
    return invalidParams({ [error.field]: error.texts.join(' ') });
  }
  if (isFastifyError(error) && error.validation) {
    const params = Object.fromEntries(
      error.validation.map((issue) => [
        issue.instancePath.split('/')[1] ?? String(issue.params.missingProperty ?? ''),
        validationMessages([issue], error.validationContext).join(' '),
      ]),
    );
    return invalidParams(params);
  }
  return new WpError(outcome.statusCode, 'rest_error', outcome.texts.join(' '));
}

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const outcome = outcomeOf(error);
      if (outcome.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info(
          { statusCode: outcome.statusCode, reason: outcome.texts },
          'request refused',
        );
      }
      if (outcome.statusCode === 419) clearSessionCookie(request, reply);
      // The content service answers as WordPress does.
      if (request.url.startsWith(`${CONTENT_PREFIX}/`)) {
        const wpError = wpErrorOf(error, outcome);
        return reply.code(wpError.statusCode).send(wpError.toBody());
      }
      // The content service's forms answer as Ninja Forms does.
      if (request.url.startsWith(CONTENT_ADMIN_PREFIX)) {
        return reply
          .code(outcome.statusCode)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(nfRefusal(request, error, outcome.statusCode, outcome.texts)));
      }
      // The hosted payment page is a provider's HTML page, not an API call: no envelope.
      if (request.url.startsWith(`${GATEWAY_PREFIX}/`)) {
        return reply
          .code(outcome.statusCode)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(messagePage(GATEWAY_ERROR_TITLE, outcome.texts));
      }
      return reply
        .code(outcome.statusCode)
        .send(failure(outcome.texts, envelopeUser(request), outcome.data));
    });

    await app.register(
      async (content) => {
        content.setNotFoundHandler(async (_request, reply) =>
          reply.code(404).send(noRoute().toBody()),
        );
      },
      { prefix: CONTENT_PREFIX },
    );

    // Unknown calls under the API answer the envelope; other paths belong to the SPA plugin.
    await app.register(
      async (api) => {
        api.setNotFoundHandler(async (request, reply) =>
          reply.code(404).send(failure([messages.notFound.message], envelopeUser(request), null)),
        );
      },
      { prefix: API_PREFIX.replace(/\/$/, '') },
    );
  },
  { name: 'errors', dependencies: ['session'] },
);
