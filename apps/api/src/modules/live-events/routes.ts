// GET /api/stream: the signed-in user's live events as Server-Sent Events (docs/decisions/0027-notifications-in-
// the-app.md, "Live updates"). One LISTEN per process on 'user_events' (user-events.ts) feeds every stream; each
// stream forwards only its own user's events, sends a comment every HEARTBEAT_MS so that proxies and phones keep
// the connection, and ends when its session ends (signed out, deactivated, past its expiry), when the feed
// comes back after an outage (events may have been missed: the browser reconnects and reads again) and when
// the app closes.
//
// The route is hidden from the OpenAPI document: an answer that never ends is no request–answer operation for
// the access matrix or the fuzz suite; its access rules are tested in live-events.test.ts.
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES, LIMIT_MESSAGES } from '@ikaze/domain';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { hashToken, readSession, SESSION_COOKIE } from '../../db/sessions.ts';
import { USER_EVENTS_CHANNEL, UserEvents, type LiveEvent, type Subscriber } from './user-events.ts';

/** Every 25 s: under the 30–60 s after which proxies and mobile networks drop a silent connection. */
export const HEARTBEAT_MS = 25_000;
/** Open streams per user per process: tabs and devices; beyond, a 429 (a tab without live updates). */
export const MAX_STREAMS_PER_USER = 10;
/** How long a browser waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;

const format = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export const liveEventRoutes: FastifyPluginAsync = async (app) => {
  const hub = new UserEvents(MAX_STREAMS_PER_USER);
  app.serviceState.openStreams = () => hub.open;
  let stopped = false;
  const unlisten = await app.database.listen(USER_EVENTS_CHANNEL, {
    message: (payload) => hub.announce(payload),
    // Heard again after an outage: what was announced meanwhile went unheard here, so the open streams end and
    // their browsers reconnect and read again (at start there is no stream yet).
    live: (live) => {
      if (live && !stopped) hub.endAll();
    },
  });
  const stopWatching = app.changes.subscribe((change) => {
    if (change.kind === 'users') hub.recheck(change.ids);
    else if (change.kind === 'everything') hub.recheck('all');
  });
  // Before the server waits for its connections to end: open streams would hold it for ever.
  app.addHook('preClose', async () => {
    stopped = true;
    hub.endAll();
  });
  app.addHook('onClose', async () => {
    stopWatching();
    await unlisten();
  });

  app.get('/stream', { schema: { hide: true } }, async (request, reply) => {
    const user = requireUser(request);
    const tokenHash = hashToken(request.cookies[SESSION_COOKIE] ?? '');
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    let ended = false;
    const raw = reply.raw;
    const subscriber: Subscriber = {
      send: (event) => void raw.write(format(event)),
      end: () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        hub.remove(user.id, subscriber);
        raw.end();
      },
      recheck: () => {
        void readSession(app.database.db, tokenHash).then(
          (session) => {
            if (session?.user.id !== user.id) subscriber.end();
          },
          () => undefined,
        );
      },
    };
    // Its expiry, so that a stream open past it ends there (no change is announced when a session runs out).
    const session = await readSession(app.database.db, tokenHash);
    if (session?.user.id !== user.id) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    if (stopped || !hub.add(user.id, subscriber))
      throw tooManyRequests(LIMIT_MESSAGES.tooManyRequests, { retryAfterSeconds: 60 });
    // The answer is ours from here: no compression, no serializer, written as it comes.
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and others buffer answers unless told not to.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
    heartbeat = setInterval(() => {
      if (Date.now() >= session.expiresAt.getTime()) subscriber.end();
      else raw.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
    raw.on('close', () => subscriber.end());
    raw.on('error', () => subscriber.end());
  });
};
