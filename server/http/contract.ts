/**
 * Handler types derived from the generated contract types (`npm run api:generate`), so a handler
 * that drifts from openapi/ebsn.yaml fails to compile.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/ebsn';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type ContentOf<T> = T extends { content: infer Content } ? Content : never;

/** The JSON body when the reply has one, otherwise the body of its only media type (a picture). */
type ReplyBody<T> =
  ContentOf<T> extends { 'application/json': infer Body } ? Body : ContentOf<T>[keyof ContentOf<T>];

/**
 * The body of an operation's 200 reply; an operation without one (the payment gateway's form,
 * which redirects or shows the page again) answers a text.
 */
export type OkReply<O extends OperationId> = operations[O]['responses'] extends {
  200: infer Ok;
}
  ? ReplyBody<Ok>
  : string;

/** An operation's query parameters (an empty object when it declares none). */
export type QueryOf<O extends OperationId> = operations[O]['parameters']['query'] extends
  infer Query | undefined
  ? [Query] extends [never]
    ? Record<string, never>
    : Query
  : never;

/** An operation's path parameters (an empty object when it declares none). */
export type ParamsOf<O extends OperationId> = operations[O]['parameters']['path'] extends
  infer Path | undefined
  ? [Path] extends [never]
    ? Record<string, never>
    : Path
  : never;

/** An operation's request body after validation (form and JSON share one schema). */
export type BodyOf<O extends OperationId> = operations[O] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : operations[O] extends {
        requestBody: { content: { 'application/x-www-form-urlencoded': infer Form } };
      }
    ? Form
    : undefined;

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: BodyOf<O>;
  Querystring: QueryOf<O>;
  Params: ParamsOf<O>;
}>;

/** JSON text of a value of type `T` (see `jsonText` in envelope.ts). */
export type JsonText<T> = string & { readonly __jsonOf: T };

/** JSON of a value of type `T` as UTF-8 bytes, for replies kept ready to send (`okJsonBytes`). */
export type JsonBytes<T> = Buffer & { readonly __jsonOf: T };

/** What fastify-openapi-glue calls for an operationId. Failures throw an `ApiError`. */
export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OkReply<O> | JsonBytes<OkReply<O>>>;

export type ServiceHandlers = { readonly [O in OperationId]: OperationHandler<O> };
