/**
 * The contract's request validators and reply serialisers, compiled once per process and schema.
 * Fastify compiles them for each app it builds; one server builds one app, but the API tests
 * build one per test file, and compiling both contracts took 1-2 s of each build.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** What Fastify passes a route compiler (a validator's has `httpPart`, a serialiser's not). */
interface RouteSchema {
  readonly schema?: unknown;
  readonly httpPart?: string;
}

interface HeadersSchema {
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly required?: readonly string[];
}

/**
 * A headers schema with its names in lower case, as Node hands headers over. Fastify does this
 * itself only for its own validator compiler; given any other (this one), it compiles the schema
 * as it is, and `Idempotency-Key` would never be found.
 */
function lowerCaseHeaders(route: RouteSchema): RouteSchema {
  if (route.httpPart !== 'headers' || route.schema === null || typeof route.schema !== 'object') {
    return route;
  }
  const { properties, required, ...rest } = route.schema as HeadersSchema;
  return {
    ...route,
    schema: {
      ...rest,
      ...(properties && {
        properties: Object.fromEntries(
          Object.entries(properties).map(([name, schema]) => [name.toLowerCase(), schema]),
        ),
      }),
      ...(required && { required: required.map((name) => name.toLowerCase()) }),
    },
  };
}

/** A factory as Fastify calls it: its options, then each route's schema. */
type Factory = (external: unknown, options: unknown) => (route: RouteSchema) => unknown;

/**
 * `build`, remembering what it compiled under a key of its options and the route's schema (the
 * schemas are new objects in each app, with the same JSON).
 */
function remembering(build: Factory, prepare = (route: RouteSchema) => route): Factory {
  const compiled = new Map<string, unknown>();
  return (external, options) => {
    const compile = build(external, options);
    const prefix = JSON.stringify([external, options]);
    return (given) => {
      const route = prepare(given);
      const key = `${prefix}${JSON.stringify([route.httpPart, route.schema])}`;
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key);
    };
  };
}

export const sharedCompilers = {
  buildValidator: remembering(AjvCompiler() as unknown as Factory, lowerCaseHeaders),
  buildSerializer: remembering(SerializerSelector() as unknown as Factory),
} as unknown as Factories;
