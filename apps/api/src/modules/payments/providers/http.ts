// Every call to a provider goes through here: bounded in time (the whole exchange, body included) and in
// memory, and whatever it reports has the secrets it was given removed (docs/payments-providers.md).

/** Answers larger than this are not a provider's JSON; reading stops there. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type Exchange =
  | { kind: 'answer'; status: number; body: unknown }
  /** No complete answer: timed out, connection refused or cut, answer too large. */
  | { kind: 'no_answer'; cause: string };

export interface ExchangeRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  /** Values to blank out of anything reported (keys, passwords, tokens). */
  secrets: readonly string[];
}

export async function exchange(request: ExchangeRequest): Promise<Exchange> {
  const headers = { ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
    const text = await boundedText(response);
    if (text === undefined) return { kind: 'no_answer', cause: 'answer larger than expected' };
    return { kind: 'answer', status: response.status, body: parseJson(text) };
  } catch (error) {
    return { kind: 'no_answer', cause: redact(describe(error, request.timeoutMs), request.secrets) };
  }
}

/** `text` with every secret replaced by `[redacted]` (callers list encoded forms too, e.g. Basic auth). */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    out = out.split(secret).join('[redacted]');
  }
  return out;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return 'request failed';
}

async function boundedText(response: Response): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 500);
  }
}

/** A field of an answer's JSON object, if it is one. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
