/**
 * Handler types derived from the generated contract types (`npm run api:generate`), so a handler
 * that drifts from openapi/ebsn.yaml fails to compile.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/ebsn';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The body of an operation's 200 reply. */
export type OkReply<O extends OperationId> = JsonContent<operations[O]['responses'][200]>;

/** An operation's query parameters (an empty object when it declares none). */
export type QueryOf<O extends OperationId> = operations[O]['parameters']['query'] extends
  infer Query | undefined
  ? [Query] extends [never]
    ? Record<string, never>
    : Query
  : never;

/** An operation's request body after validation (form and JSON share one schema). */
export type BodyOf<O extends OperationId> = operations[O] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : undefined;

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: BodyOf<O>;
  Querystring: QueryOf<O>;
}>;

/** What fastify-openapi-glue calls for an operationId. Failures throw an `ApiError`. */
export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OkReply<O>>;

export type ServiceHandlers = { readonly [O in OperationId]: OperationHandler<O> };
