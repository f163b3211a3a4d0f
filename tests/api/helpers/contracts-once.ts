/**
 * The contracts parsed once per worker. fastify-openapi-glue validates the whole contract against
 * the OpenAPI meta-schema (compiling that meta-schema first) and turns it into route schemas each
 * time an app is built: 150 ms of every app, and an API test file builds one or two. The contract
 * cannot change during a run, so the tests' apps take a copy of the first parse of each contract
 * object (server/routes.ts hands the glue the same parsed object every time). A server builds
 * one app, so the server itself parses as before.
 */

/** The part of the glue's internal parser used here (the package does not export it). */
interface GlueParser {
  parse(specification: object, options?: object): Promise<object>;
}

const parserModule = new URL(
  '../../../node_modules/fastify-openapi-glue/lib/Parser.js',
  import.meta.url,
).href;
const { Parser } = (await import(parserModule)) as {
  Parser: { prototype: GlueParser; [key: symbol]: unknown };
};

const patched = Symbol.for('ebsn.tests.contractsParsedOnce');

if (Parser[patched] === undefined) {
  Parser[patched] = true;
  const parseAgain = Parser.prototype.parse;
  const parsed = new WeakMap<object, Map<string, Promise<object>>>();
  Parser.prototype.parse = async function parseOnce(specification, options = {}) {
    let byOptions = parsed.get(specification);
    if (byOptions === undefined) {
      byOptions = new Map();
      parsed.set(specification, byOptions);
    }
    const key = JSON.stringify(options);
    let config = byOptions.get(key);
    if (config === undefined) {
      config = parseAgain.call(this, specification, options);
      byOptions.set(key, config);
    }
    // Fastify normalises the route schemas it is given in place: each app gets its own copy.
    return structuredClone(await config);
  };
}
