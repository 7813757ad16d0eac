// The web app's one way to call the API (docs/decisions/0049-one-api-contract.md). A call names an operation by
// its method and its path as the OpenAPI document writes it ('/api/bookings/{id}'), and takes and returns what
// the generated contract (api-contract/schema.d.ts) says: its path parameters, query, JSON body and answer. It
// goes through fetchJson (lib/api.ts): same-origin cookies, an ApiError with the status, code and field, the
// offline notice. The contract is types only: nothing of it reaches the bundles.
import type { paths } from '@/lib/api-contract/schema';
import { fetchJson } from '@/lib/api';
import { withQuery, type Query } from '@/lib/paths';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The document's paths that answer `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];

/** One operation of the contract. */
export type ApiOperation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type ParametersOf<O> = O extends { parameters: infer P } ? P : never;
type PathParamsOf<O> = ParametersOf<O> extends { path: infer T } ? T : never;
type QueryOf<O> = NonNullable<ParametersOf<O> extends { query?: infer Q } ? Q : never>;
type BodyOf<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;

/** The query an operation takes. */
export type ApiQuery<P extends keyof paths, M extends Method = 'get'> = QueryOf<ApiOperation<P, M>>;
/** The JSON body an operation takes. */
export type ApiBody<P extends keyof paths, M extends Method> = BodyOf<ApiOperation<P, M>>;

type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
/** What an operation answers when it succeeds (200, 201 or 204: nothing). */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = JsonOf<
  ResponsesOf<ApiOperation<P, M>>[Extract<keyof ResponsesOf<ApiOperation<P, M>>, 200 | 201 | 204>]
>;

/** What a call takes: the path's parameters, the query and the body when the operation has them. */
export type ApiOptions<O> = { signal?: AbortSignal; headers?: Record<string, string> } & ([
  PathParamsOf<O>,
] extends [never]
  ? { params?: undefined }
  : { params: PathParamsOf<O> }) &
  ([QueryOf<O>] extends [never]
    ? { query?: undefined }
    : ParametersOf<O> extends { query: unknown }
      ? { query: QueryOf<O> }
      : { query?: QueryOf<O> | undefined }) &
  ([BodyOf<O>] extends [never] ? { body?: undefined } : { body: BodyOf<O> });

/** The options, optional when the operation needs none. */
type OptionsArgument<O> = object extends ApiOptions<O> ? [options?: ApiOptions<O>] : [options: ApiOptions<O>];

/**
 * The address of an operation with its path parameters and query, for what the browser opens itself (a CSV
 * download, a receipt) rather than fetches.
 */
export function apiUrl<P extends keyof paths>(
  path: P,
  params?: Record<string, string | number>,
  query?: object,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  return query ? withQuery(filled, query as Query) : filled;
}

interface SendOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function send(method: Method, path: keyof paths, options: SendOptions = {}) {
  const { params, query, body, signal, headers } = options;
  return fetchJson(apiUrl(path, params, query), {
    method: method.toUpperCase(),
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

function call<M extends Method>(method: M) {
  return async <P extends ApiPath<M>>(
    path: P,
    ...[options]: OptionsArgument<ApiOperation<P, M>>
  ): Promise<ApiAnswer<P, M>> =>
    (await send(method, path, options as SendOptions | undefined)).payload as ApiAnswer<P, M>;
}

/** The API's operations, typed by the contract: `api.get('/api/properties/{id}', { params: { id } })`. */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  delete: call('delete'),
  /** A GET whose headers matter too (a list's paging: X-Total-Count, X-Page, X-Page-Size). */
  getWithResponse: async <P extends ApiPath<'get'>>(
    path: P,
    ...[options]: OptionsArgument<ApiOperation<P, 'get'>>
  ): Promise<{ data: ApiAnswer<P>; response: Response }> => {
    const { payload, response } = await send('get', path, options as SendOptions | undefined);
    return { data: payload as ApiAnswer<P>, response };
  },
};
