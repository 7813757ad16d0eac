// The change feed (lib/change-feed.ts) as app.changes: fed by the database's notifications (migrations 0011,
// 0012) and, at once, by this process's own writes, so that its next answer never comes from before them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGES_CHANNEL, ChangeFeed, parseChange } from '../lib/change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
  interface FastifyContextConfig {
    /** A successful answer of this route means listings, room types or a host's activity may have changed. */
    changesListings?: boolean;
    /** A successful answer of this route means this account (or its sessions) may have changed. */
    changesAccount?: (request: FastifyRequest) => number | undefined;
  }
}

export const changesPlugin = fp(async (app) => {
  const changes = new ChangeFeed();
  app.decorate('changes', changes);
  const unlisten = await app.database.listen(CHANGES_CHANNEL, {
    message: (payload) => changes.publish(parseChange(payload)),
    live: (live) => changes.setLive(live),
  });
  // Public reads go to a read replica only while it has replayed every change heard (db/read-replica.ts).
  const unfollow = app.database.replica?.follow(changes);
  app.addHook('onClose', async () => {
    unfollow?.();
    await unlisten();
  });
  // Only on the routes that say so: no hook on every request.
  const publishListings = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) changes.publish({ kind: 'listings' });
  };
  const publishAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = reply.statusCode < 400 ? request.routeOptions.config.changesAccount?.(request) : undefined;
    if (id !== undefined) changes.publish({ kind: 'users', ids: [id] });
  };
  app.addHook('onRoute', (route) => {
    const added = [
      ...(route.config?.changesListings ? [publishListings] : []),
      ...(route.config?.changesAccount ? [publishAccount] : []),
    ];
    if (added.length > 0) route.onSend = [...(route.onSend ? [route.onSend].flat() : []), ...added];
  });
});
