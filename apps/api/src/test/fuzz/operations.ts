// The operations of the API as its OpenAPI document describes them (app.swagger()): what the fuzz suite sends
// requests to. A route added tomorrow is fuzzed without a line here (docs/decisions/0019-fuzz-suite.md).
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (OpenAPI 3.0 dialect) that our zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/users/{UserID}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Whether the operation also takes multipart/form-data. */
  multipart: boolean;
}

/** Bodies that a route reads itself (so the document cannot show their schema): given by the suite. */
export type BodyOverrides = Record<string, { body: JsonSchema; multipart: boolean }>;

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** Every operation of the app's OpenAPI document, in the document's order. */
export function readOperations(app: FastifyInstance, overrides: BodyOverrides = {}): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Partial<Record<string, OpenApiOperation>>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const described = item[method];
      if (!described) continue;
      const op: Operation = {
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (described.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({
            name: p.name,
            in: p.in as Parameter['in'],
            required: p.in === 'path' || p.required === true,
            schema: p.schema ?? {},
          })),
        body: described.requestBody?.content?.['application/json']?.schema,
        multipart: described.requestBody?.content?.['multipart/form-data'] !== undefined,
      };
      const override = overrides[operationKey(op)];
      if (override) Object.assign(op, override);
      operations.push(op);
    }
  }
  return operations;
}
