// Fetches another site's calendar for an import (docs/decisions/0023-calendar-and-rates.md, "Channel sync"): http
// or https only, 10 seconds in all, at most 3 redirects, at most 1 MB read. Addresses on this machine's
// networks (loopback, private, link-local…) are refused unless the settings allow them (tests): the check is made
// on the address each connection is actually opened to (the request's own DNS look-up), so a name that resolves
// to a public address when checked and to a private one when connecting cannot slip through. That is why this is
// node:http rather than fetch, whose look-up cannot be checked without a dependency.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { CHANNEL_SYNC_MESSAGES } from '@ikaze/domain';

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_CALENDAR_BYTES = 1024 * 1024;
export const MAX_REDIRECTS = 3;

/** Why a calendar could not be fetched: its message is a domain message (CHANNEL_SYNC_MESSAGES). */
export class CalendarFetchError extends Error {}

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Addresses a host's calendar URL may not reach: this machine, its private networks, multicast, reserved. Two
 * lists: Node checks an IPv4 address against IPv6 rules too, as if written ::a.b.c.d, so ::/96 would take in
 * every IPv4 address.
 */
const PRIVATE_V4 = new BlockList();
const PRIVATE_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // IPv4-compatible addresses (::a.b.c.d, deprecated), the unspecified :: and the loopback ::1 among them.
  ['::', 96],
  // NAT64 (RFC 6052): a gateway on the path would connect to the IPv4 address carried, private or not.
  ['64:ff9b::', 96],
  // IPv4-mapped addresses: whatever IPv4 address they carry, never needed to reach a public calendar.
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on a network a calendar import may not reach (anything not an address is). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? PRIVATE_V4.check(address, 'ipv4') : PRIVATE_V6.check(address, 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The request's DNS look-up, refusing a name any of whose addresses is private. */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.privateAddress), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The calendar's text at `address`, or a CalendarFetchError saying why not. */
export async function fetchCalendar(address: string, options: FetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const maxBytes = options.maxBytes ?? MAX_CALENDAR_BYTES;
  try {
    let url = webUrl(address);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, options.allowPrivate, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.tooManyRedirects);
        url = webUrl(location, url);
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.httpStatus({ status }));
      }
      return await readCapped(response, maxBytes, signal);
    }
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (signal.aborted) throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.timedOut);
    // The look-up's refusal arrives wrapped by the socket in some Node versions.
    if ((error as { cause?: unknown })?.cause instanceof CalendarFetchError)
      throw (error as { cause: CalendarFetchError }).cause;
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.fetchFailed);
  }
}

/** An http or https URL (a redirect's relative to `base`), or the error of a calendar that cannot be fetched. */
function webUrl(address: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.fetchFailed);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.urlScheme);
  return url;
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  // An address written as an IP is connected to without a look-up: checked here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivate && isIP(literal) !== 0 && isPrivateAddress(literal))
    return Promise.reject(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.privateAddress));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        // One connection per fetch: a pooled socket would skip the look-up's check.
        agent: false,
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
          'accept-encoding': 'identity',
          'user-agent': 'Ikaze calendar sync',
        },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

/** The body as UTF-8 text, refused as soon as it passes `maxBytes`. */
async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const onAbort = () => response.destroy(new Error('timed out'));
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.tooLarge);
      }
      chunks.push(chunk);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}
