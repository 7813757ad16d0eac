// fast-check arbitraries for the fuzz suite: values that follow an operation's JSON Schema, then hostile ones
// mixed in at any depth (wrong types, missing and extra fields, boundary and huge numbers, NUL and control
// characters, lone surrogates, empty and huge strings, arrays of the wrong length, dates out of range), and
// whole-request mutations (invalid JSON, wrong content types, malformed multipart). See
// docs/decisions/0019-fuzz-suite.md.
import fc from 'fast-check';
import { addDays, todayInKigali } from '@ikaze/domain';
import type { JsonSchema, Operation, Parameter } from './operations.ts';

export const ROLES = ['anonymous', 'guest', 'host', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];

export interface FuzzRequest {
  role: FuzzRole;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** A JSON value (sent as application/json), or raw text sent with the content-type in `headers`. */
  payload?: { json: unknown } | { raw: string };
  /** How the request was bent, for the report. */
  mutation: string;
}

/**
 * A large JSON value kept as its text: fast-check walks the values it generates (to shrink them), which a
 * 5,000-deep array would overflow. The request's JSON writer puts the text in its place (toJson).
 */
export class BigJson {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}
}

const BIG_VALUES = [
  new BigJson('array nested 5,000 deep', `${'['.repeat(5_000)}0${']'.repeat(5_000)}`),
  new BigJson('object nested 2,000 deep', `${'{"a":'.repeat(2_000)}"b"${'}'.repeat(2_000)}`),
  new BigJson('array of 100,000 items', `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`),
];

/** JSON as a client would write it: -0 kept (JSON.stringify writes 0), large values from their text. */
export function toJson(value: unknown): string | undefined {
  const texts: string[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (Object.is(v, -0)) return '\u0000minus-zero';
    if (v instanceof BigJson) {
      texts.push(v.text);
      return `\u0000big-${texts.length - 1}`;
    }
    return v;
  });
  return json
    ?.replaceAll('"\\u0000minus-zero"', '-0')
    .replace(/"\\u0000big-(\d+)"/g, (_match, i: string) => texts[Number(i)] ?? 'null');
}

const LONG_TEXT = 'x'.repeat(100_000);
const LONG_UNICODE = '🏨ş'.repeat(3_000);

/** Numbers past what a column, a JavaScript integer or JSON can hold, and the edges around them. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
] as const;

/** Text a database or a parser may choke on. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '\u202etxt.exe',
  '\u0007\u001b[31mred',
  '\r\n',
  '0000-01-01',
  '0001-01-01',
  '99999-12-31',
  '9999-12-31',
  '2024-02-30',
  '1e308',
  '-0',
  '0x10',
  '1_000',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999',
  '9007199254740993',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'null',
  'true',
  '[]',
  '{}',
  LONG_TEXT,
  LONG_UNICODE,
] as const;

/** `value` once in `outOf` picks, else null. */
const sometimes = <T>(value: fc.Arbitrary<T>, outOf: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 1, arbitrary: value }, { weight: outOf - 1, arbitrary: fc.constant(null) });

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

/** Any text with a control character or lone surrogate somewhere inside. */
const taintedText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.oneof(fc.constant('\u0000'), loneSurrogate, controlChar),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, b, c]) => a + b + c);

/** A value of the wrong kind, whatever the schema says. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 5, arbitrary: taintedText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2, 3], { x: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...BIG_VALUES) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;
const DATE_NAMES = /date$|^(checkin|checkout|from|to|createdfrom|createdto)$/i;

/** A calendar date, mostly within the coming months (where stays are valid), sometimes far off. */
const calendarDate: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -30, max: 400 }).map((days) => addDays(todayInKigali(), days)) },
  {
    weight: 1,
    arbitrary: fc
      .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  { weight: 1, arbitrary: fc.constantFrom('0000-01-01', '9999-12-31', '2026-02-29', '2028-02-29') },
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const low = Math.max(
    schema.minimum !== undefined ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : -1000,
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
  );
  const high = Math.min(
    schema.maximum !== undefined ? schema.maximum - (schema.exclusiveMaximum === true ? 1 : 0) : 1_000_000,
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER,
  );
  if (low > high) return fc.constant(low);
  // Ids of rows that exist are small: most picks land on them, so requests reach past the "not found".
  const small = fc.integer({ min: Math.max(low, Math.min(1, high)), max: Math.min(high, Math.max(low, 30)) });
  return fc.oneof(
    { weight: 6, arbitrary: small },
    { weight: 2, arbitrary: fc.integer({ min: low, max: high }) },
    { weight: 1, arbitrary: fc.constantFrom(low, high) },
  );
}

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 60;
  if ((schema.pattern && DATE_PATTERN.test(schema.pattern)) || DATE_NAMES.test(name)) return calendarDate;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length <= maxLength);
    } catch {
      // A pattern fast-check cannot read: plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 24)) }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 24) }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 10_000)))) },
  );
}

/** A value that follows the schema (as far as JSON Schema can say: refinements are zod's business). */
export function conforming(schema: JsonSchema, name: string, hostility: number): fc.Arbitrary<unknown> {
  const base = conformingBase(schema, name, hostility);
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function conformingBase(schema: JsonSchema, name: string, hostility: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    // The first alternative is the schema's main reading (a number before its text form): picked most.
    return fc.oneof(
      ...alternatives.map((s, i) => ({ weight: i === 0 ? 3 : 1, arbitrary: valueFor(s, name, hostility) })),
    );
  if (schema.allOf && schema.allOf[0]) return valueFor(schema.allOf[0], name, hostility);
  const type: string = typesOf(schema).find((t) => t !== 'null') ?? 'any';
  switch (type) {
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema, name);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(valueFor(schema.items ?? {}, name, hostility), { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, hostility);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, hostility: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valueFor(value, key, hostility)]),
  );
  const record = fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
  if (hostility === 0) return record;
  // Sometimes a field goes missing or an unknown one comes along.
  const keys = Object.keys(properties);
  return fc
    .tuple(
      record,
      sometimes(fc.constantFrom(...(keys.length > 0 ? keys : ['none'])), 12),
      sometimes(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'role'), hostileValue),
        12,
      ),
    )
    .map(([value, drop, extra]) => {
      const copy: Record<string, unknown> = { ...value };
      if (drop !== null) delete copy[drop];
      if (extra !== null) Object.defineProperty(copy, extra[0], { value: extra[1], enumerable: true });
      return copy;
    });
}

/** A value of the schema, hostile instead once in `hostility` picks (0: never). */
export function valueFor(schema: JsonSchema, name: string, hostility: number): fc.Arbitrary<unknown> {
  const good = conforming(schema, name, hostility);
  if (hostility === 0) return good;
  return fc.oneof({ weight: hostility, arbitrary: good }, { weight: 1, arbitrary: hostileValue });
}

/** Percent-encoding that survives lone surrogates (encodeURIComponent throws on them). */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Malformed percent-encodings, sent as they are. */
const RAW_ENCODINGS = ['%', '%E0%A4%A', '%ED%A0%80', '%FF', '%00', '%C0%80', '%25', '+'] as const;

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : (JSON.stringify(value) ?? '');

const paramValue = (param: Parameter, hostility: number) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: valueFor(param.schema, param.name, hostility).map((v) => encodeText(asText(v))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODINGS) },
  );

/** Headers carry only visible Latin-1: anything else would not leave a real client. */
const headerText = (value: unknown) =>
  asText(value)
    .replace(/[^\t\x20-\x7e]/g, '?')
    .slice(0, 8_000);

/** Raw bodies and content types a client might send by mistake or on purpose. */
const RAW_BODIES: ReadonlyArray<{ contentType: string | undefined; body: string }> = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '1e999' },
  { contentType: 'application/json', body: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', body: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: 'application/json', body: '{"a":"\\u0000","b":"\\ud800"}' },
  { contentType: 'application/json', body: '\ufeff{}' },
  { contentType: 'application/json; charset=latin1', body: '{}' },
  { contentType: 'text/plain', body: '{}' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { contentType: 'application/xml', body: '<a/>' },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\nnot json\r\n--x--\r\n',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body:
      '--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
      'not a png\r\n--x--\r\n',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\n1\r\n--x--\r\n',
  },
  { contentType: undefined, body: 'plain' },
];

/** Requests for one operation: its parameters and body from its schemas, then bent. */
/** Every place of a JSON value that can be replaced: [path to the parent, key]. */
function leavesOf(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...path, i], ...leavesOf(v, [...path, i])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...path, k], ...leavesOf(v, [...path, k])]);
  return [];
}

/** A copy of `value` with the place at `path` replaced (or removed, when `replacement` is undefined). */
function replaced(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/**
 * A valid example (given by the suite for bodies too intricate to hit by chance), as it is or with one place
 * replaced by a hostile value or removed.
 */
export function mutatedExample(example: unknown): fc.Arbitrary<unknown> {
  const leaves = leavesOf(example);
  if (leaves.length === 0) return fc.constant(example);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...leaves), fc.oneof(hostileValue, fc.constant(undefined)))
        .map(([path, value]) => replaced(example, path, value)),
    },
  );
}

export function requestFor(op: Operation, hostility = 25, example?: unknown): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');

  const path = fc
    .tuple(...pathParams.map((p) => paramValue(p, hostility)))
    .map((values) =>
      pathParams.reduce((url, param, i) => url.replace(`{${param.name}}`, values[i] ?? ''), op.path),
    );
  // How many optional parameters a request carries: none (it reaches the answer), a few, or about half.
  const density = fc.constantFrom(0, 0.15, 0.5);
  const optionalParam = (p: Parameter) =>
    fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), paramValue(p, hostility));
  const query = fc
    .tuple(
      density,
      fc.tuple(...queryParams.map((p) => (p.required ? paramValue(p, hostility) : optionalParam(p)))),
      // A parameter given twice arrives as an array.
      sometimes(fc.constantFrom(...(queryParams.length > 0 ? queryParams : [undefined])), 15),
    )
    .map(([share, values, repeated]) => {
      const parts = queryParams.flatMap((p, i) => {
        const value = values[i];
        if (typeof value === 'string') return [`${encodeURIComponent(p.name)}=${value}`];
        const [roll, text] = value as [number, string];
        return roll < share ? [`${encodeURIComponent(p.name)}=${text}`] : [];
      });
      if (repeated) parts.push(`${repeated.name}=1`, `${repeated.name}=2`);
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
  const headers = fc
    .tuple(...headerParams.map((p) => fc.option(valueFor(p.schema, p.name, hostility), { freq: 2 })))
    .map((values) =>
      Object.fromEntries(
        headerParams.flatMap((p, i) => (values[i] === null ? [] : [[p.name, headerText(values[i])]])),
      ),
    );

  type Body = Pick<FuzzRequest, 'payload' | 'mutation'> & { contentType?: string };
  const raw = fc
    .constantFrom(...RAW_BODIES.filter((r) => op.multipart || !r.contentType?.startsWith('multipart')))
    .map((r): Body => ({ payload: { raw: r.body }, contentType: r.contentType, mutation: 'raw body' }));
  const body: fc.Arbitrary<Body> = op.body
    ? fc.oneof(
        {
          weight: 10,
          arbitrary: valueFor(op.body, 'body', hostility).map((json) => ({
            payload: { json },
            mutation: 'schema',
          })),
        },
        {
          weight: 1,
          arbitrary: hostileValue.map((json) => ({ payload: { json }, mutation: 'hostile body' })),
        },
        { weight: 1, arbitrary: raw },
        ...(example === undefined
          ? []
          : [
              {
                weight: 10,
                arbitrary: mutatedExample(example).map((json) => ({
                  payload: { json },
                  mutation: 'example',
                })),
              },
            ]),
      )
    : op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant({ mutation: 'schema' })
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant({ mutation: 'schema' }) },
          { weight: 1, arbitrary: raw },
        );

  return fc
    .record({ role: fc.constantFrom(...ROLES), path, query, headers, body })
    .map(({ role, path: url, query: search, headers: sent, body: b }) => {
      const request: FuzzRequest = {
        role,
        method: op.method,
        url: `${url}${search}`,
        headers: b.contentType ? { ...sent, 'content-type': b.contentType } : sent,
        payload: b.payload,
        mutation: b.mutation,
      };
      // fast-check prints counterexamples with this: short, whatever the size of the payload.
      Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
      return request;
    });
}

/** One line for a report: who sent what, bodies cut short. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.payload === undefined
      ? ''
      : 'raw' in request.payload
        ? request.payload.raw
        : (toJson(request.payload.json) ?? 'undefined');
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const headers = Object.keys(request.headers).length > 0 ? ` ${JSON.stringify(request.headers)}` : '';
  return `${request.role} ${request.method} ${cut(request.url)}${headers} ${cut(body)}`.trim();
}
