// Slow and greedy clients (docs/decisions/0015-cross-site-and-abuse-limits.md): a client that sends its headers
// slowly, or its body slowly, holds a connection and a parser; many of them from one address hold the process.
// Node's own timeouts cut the first two; a count per address caps the third.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { LIMIT_MESSAGES } from '@ikaze/domain';
import type { Config } from '../config.ts';

type Limits = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>;

/** Fastify's server options for the timeouts. */
export function serverTimeouts(limits: Limits) {
  // Node refuses a header time longer than the whole request's.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for connections past those times (30 s by default: a slow client would get 30 s
      // more than its due).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(headersTimeout / 4)),
    },
  };
}

const REFUSAL = [
  'HTTP/1.1 503 Service Unavailable',
  'Connection: close',
  'Content-Type: text/plain; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(LIMIT_MESSAGES.tooManyConnections)}`,
  '',
  LIMIT_MESSAGES.tooManyConnections,
].join('\r\n');

/**
 * Closes a connection beyond `max` open ones from the same address (per process), with a plain 503 first.
 * 0 means no cap: behind a proxy every connection comes from the proxy.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSAL);
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
