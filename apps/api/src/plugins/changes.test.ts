// The change feed plugin on its own: what the database says reaches subscribers, and a route marked
// changesListings (changesAccount) publishes 'listings' (the account) itself when it succeeds, before its answer
// leaves (and not when it fails).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database, ListenHandlers } from '../db/client.ts';
import { CHANGES_CHANNEL, type Change } from '../lib/change-feed.ts';
import { changesPlugin } from './changes.ts';

async function appWithFeed() {
  let handlers: ListenHandlers | undefined;
  const database = {
    listen: async (channel: string, given: ListenHandlers) => {
      expect(channel).toBe(CHANGES_CHANNEL);
      handlers = given;
      given.live(true);
      return async () => undefined;
    },
  } as unknown as Database;
  const app = Fastify();
  app.decorate('database', database);
  await app.register(changesPlugin);
  const heard: Change[] = [];
  app.changes.subscribe((change) => heard.push(change));
  app.post<{ Params: { status: string } }>(
    '/listing/:status',
    { config: { changesListings: true } },
    async (request, reply) => {
      heard.length = 0; // what counts is what the answer causes
      return reply.status(Number(request.params.status)).send({});
    },
  );
  app.post<{ Params: { id: string } }>(
    '/account/:id',
    { config: { changesAccount: (request) => Number((request.params as { id: string }).id) } },
    async (request, reply) => {
      heard.length = 0;
      return reply.status(Number(request.params.id) < 400 ? 200 : Number(request.params.id)).send({});
    },
  );
  app.post('/other', async () => ({}));
  await app.ready();
  return { app, heard, database: () => handlers! };
}

describe('changesPlugin', () => {
  it("passes the database's notifications on, parsed", async () => {
    const { app, heard, database } = await appWithFeed();
    expect(app.changes.live).toBe(true);
    database().message('nights:2027-01-01:2027-01-03');
    database().message('nights:2027-01-01:2027-01-03:12,345');
    database().message('nights:2027-01-01:2027-01-03:12,');
    database().message('listings');
    database().message('users:7,12');
    database().message('users:*');
    database().message('something new');
    database().message('users:7,');
    database().message('marker:42');
    expect(heard).toEqual([
      { kind: 'nights', first: '2027-01-01', last: '2027-01-03' }, // any room type (migration 0030)
      { kind: 'nights', first: '2027-01-01', last: '2027-01-03', roomTypes: [12, 345] },
      { kind: 'everything' },
      { kind: 'listings' },
      { kind: 'users', ids: [7, 12] },
      { kind: 'users', ids: 'all' },
      { kind: 'everything' }, // unknown: everything may have changed
      { kind: 'everything' },
      { kind: 'marker', id: '42' }, // changes nothing: says the notifications before it were heard
    ]);
    database().live(false);
    expect(app.changes.live).toBe(false);
    await app.close();
  });

  it('publishes listings for a marked route that succeeds, and only then', async () => {
    const { app, heard } = await appWithFeed();
    await app.inject({ method: 'POST', url: '/listing/404' });
    expect(heard).toEqual([]);
    await app.inject({ method: 'POST', url: '/other' });
    expect(heard).toEqual([]);
    await app.inject({ method: 'POST', url: '/listing/201' });
    expect(heard).toEqual([{ kind: 'listings' }]);
    await app.close();
  });

  it('publishes the account of a marked route that succeeds, and only then', async () => {
    const { app, heard } = await appWithFeed();
    await app.inject({ method: 'POST', url: '/account/403' });
    expect(heard).toEqual([]);
    await app.inject({ method: 'POST', url: '/account/7' });
    expect(heard).toEqual([{ kind: 'users', ids: [7] }]);
    await app.close();
  });
});
