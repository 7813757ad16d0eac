// Requests Node's HTTP parser refuses before Fastify sees them: headers (or an address) over Node's 16 KB, a
// broken chunked body, a method or a request line it cannot read, a request too slow to arrive. They get the
// API's error shape with a code, like every other error (docs/decisions/0037-smaller-holes.md), then the
// connection is closed. The headers were not read, so the answer is in English.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, GENERIC_MESSAGES, type ApiError, type ErrorCode } from '@ikaze/domain';

interface ParserError extends Error {
  code?: string;
}

function refusal(error: ParserError): { status: number; code: ErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'REQUEST_HEADERS_TOO_LARGE', message: GENERIC_MESSAGES.headersTooLarge };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: GENERIC_MESSAGES.requestTimeout };
  return { status: 400, code: 'MALFORMED_REQUEST', message: GENERIC_MESSAGES.malformedRequest };
}

/** Fastify's clientErrorHandler: Node's 'clientError' event of the server. */
export function clientErrorHandler(error: ParserError, socket: Socket): void {
  // A connection reset, or one already closed: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, code, message } = refusal(error);
    // No request was made of it, so no id either: a fresh one, that the answer still names one.
    const requestId = randomUUID();
    const answer: ApiError = { code, message, error: message, requestId };
    const body = JSON.stringify(answer);
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Connection: close',
        'Content-Type: application/json; charset=utf-8',
        `Content-Language: ${DEFAULT_LOCALE}`,
        `X-Request-Id: ${requestId}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}
