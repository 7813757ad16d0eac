// Response serialization for the hot routes (search, detail, booking; docs/decisions/0006-search-performance.md).
// fastify-type-provider-zod's serializerCompiler parses every answer with its zod schema before
// JSON.stringify: for a search page (20 properties with their room types) that parse cost more CPU than the
// stringify. On these routes the success answer is built field by field, in the schema's order, by code that
// the schema types (toProperty, toBooking), so it is stringified as it is. The zod schema still documents the
// answer in OpenAPI (jsonSchemaTransform reads the route's schema, not its serializer), and every other status
// of the route (errors) keeps the zod serializer.
//
// Under the tests (NODE_ENV=test or VITEST) each such answer is also parsed with its schema and must give the
// very same JSON, or the request fails: a field added to the schema but not to the builder, or a value of the
// wrong type, shows up in the API tests instead of reaching users.
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = Parameters<typeof serializerCompiler>[0];

/** Whether answers sent without a parse are checked (under the tests): here and in the routes' own fast paths. */
export const verifyAnswers = process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined;

/**
 * A route's serializerCompiler: the given statuses are stringified without a zod parse (the handler returns
 * exactly the schema's shape), the others go through fastify-type-provider-zod's serializer. `stringify`: a
 * route's own JSON.stringify (it must give the same text).
 */
export function trustedResponses(
  statuses: number[],
  stringify: (data: unknown) => string = (data) => JSON.stringify(data),
) {
  const trusted = new Set(statuses.map(String));
  return <T>(routeSchema: FastifyRouteSchemaDef<T>) => {
    const route = routeSchema as unknown as SerializerCompiler;
    if (!trusted.has(String(route.httpStatus))) return serializerCompiler(route);
    if (!verifyAnswers) return stringify;
    const checked = serializerCompiler(route);
    return (data: unknown) => {
      const fast = stringify(data);
      const parsed = checked(data);
      if (fast !== parsed)
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the answer differs from its schema's parse:\n` +
            `${fast.slice(0, 2000)}\n!==\n${parsed.slice(0, 2000)}`,
        );
      return fast;
    };
  };
}
