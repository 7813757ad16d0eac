// The OpenAPI document the API serves at /api/docs/json, and the contract the web app's client is generated
// from (docs/decisions/0049-one-api-contract.md). The zod schemas become JSON Schema through
// fastify-type-provider-zod; this transform then makes the document say what the answers really are:
// - a route whose `config.access` asks for a session declares the `session` cookie scheme;
// - an answer marked with `mediaAnswer` (lib/openapi.ts) is declared under its media type alone;
// - a 204 has no body;
// - schemas say in OpenAPI 3.0 what zod's JSON Schema says otherwise: a nullable enum lists `null` among its
//   values (`nullable` does not widen an `enum`), a nullable `anyOf` has `null` as one of its choices (`nullable`
//   needs a `type` beside it), several types are an `anyOf`, and a record keyed by an enum names its keys as
//   properties.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@ikaze/domain';
import { MEDIA_TYPE_KEY } from '../lib/openapi.ts';
import { SESSION_COOKIE } from '../db/sessions.ts';

type JsonObject = Record<string, unknown>;
type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NULL_CHOICE = { type: 'string', nullable: true, enum: [null] };

/** Rewrites, in place, what OpenAPI 3.0 says otherwise than zod's JSON Schema (see the top of this file). */
function openApi30(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) openApi30(item);
    return;
  }
  if (!isObject(schema)) return;
  if (Array.isArray(schema.type)) {
    // A list of types is JSON Schema's; OpenAPI 3.0 says `anyOf` (and `nullable` for null).
    const types = schema.type as string[];
    delete schema.type;
    if (types.includes('null')) schema.nullable = true;
    const kept = types.filter((type) => type !== 'null');
    if (kept.length === 1) schema.type = kept[0];
    else schema.anyOf = kept.map((type) => ({ type }));
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = [...(schema.anyOf as unknown[]), NULL_CHOICE];
  }
  if (
    Array.isArray(schema.required) &&
    schema.properties === undefined &&
    isObject(schema.additionalProperties)
  ) {
    const value = schema.additionalProperties;
    schema.properties = Object.fromEntries((schema.required as string[]).map((key) => [key, value]));
  }
  for (const value of Object.values(schema)) openApi30(value);
}

/** One answer as @fastify/swagger takes it: a schema, or `{ description, content }` for another media type. */
function answer(status: string, schema: unknown): unknown {
  if (status === '204') return { type: 'null', description: 'No content' };
  if (!isObject(schema) || typeof schema[MEDIA_TYPE_KEY] !== 'string') return schema;
  const { [MEDIA_TYPE_KEY]: mediaType, description, ...body } = schema;
  return { description, content: { [mediaType]: { schema: body } } };
}

const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const transformed = { ...(schema as JsonObject) };
  if (transformed.hide) return { schema: transformed, url };
  openApi30(transformed);
  if (isObject(transformed.response)) {
    transformed.response = Object.fromEntries(
      Object.entries(transformed.response).map(([status, body]) => [status, answer(status, body)]),
    );
  }
  // Without `access`, no session is needed (a route may still read one: the auth plugin resolves it for all).
  transformed.security = input.route.config?.access ? [{ session: [] }] : [];
  return { schema: transformed, url };
};

type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/**
 * The schemas with an id (`.meta({ id })`, e.g. the error body) as components, those the paths refer to: zod
 * gives each an input twin too, which no answer uses.
 */
const transformObject: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const paths = JSON.stringify((document as JsonObject).paths);
  const components = (document as { components?: { schemas?: JsonObject } }).components;
  if (components?.schemas) {
    components.schemas = Object.fromEntries(
      Object.entries(components.schemas).filter(([id]) => paths.includes(`"#/components/schemas/${id}"`)),
    );
    openApi30(components.schemas);
  }
  return document;
};

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    // Paths carry their /api prefix: the server is the site itself.
    servers: [{ url: '/', description: 'The site that serves this document' }],
    info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'Lodging marketplace for Rwanda' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
  },
  transform,
  transformObject,
};
