// Kept answers of public searches (docs/decisions/0011-search-answers.md): the same answer twice, gzipped for
// those who take it, and never older than a change, whoever made it: this API, or SQL from elsewhere (the
// triggers' notifications).
import { gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKigali, type Property } from '@ikaze/domain';
import {
  changesHeard,
  openTestApp,
  sessionHeaders,
  testDbTarget,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { properties } from '../../db/schema.ts';
import { createListing } from '../../test/test-data.ts';
import { ChangeFeed } from '../../lib/change-feed.ts';
import { acceptsGzip } from '../../lib/gzip-answers.ts';
import { SearchAnswerCache, type AnswerToKeep } from './search/answer-cache.ts';

let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, guest },
  } = await openTestApp({ host: 'host', guest: 'user' }));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);
const uniqueTown = () => `Town${randomBytes(4).toString('hex')}`;

async function search(query: string, options: { user?: SignedInUser; gzip?: boolean } = {}) {
  await changesHeard(ctx); // what SQL wrote before is heard (it arrives a few ms after the commit)
  return ctx.app.inject({
    method: 'GET',
    url: `/api/properties?${query}`,
    headers: { ...sessionHeaders(options.user), ...(options.gzip ? { 'accept-encoding': 'gzip' } : {}) },
  });
}
const names = async (query: string) => (await search(query)).json<Property[]>().map((p) => p.name);

describe('GET /api/properties: kept answers', () => {
  it('answers the same search the same way, gzipped to clients that take gzip', async () => {
    const town = uniqueTown();
    await createListing(ctx.database.db, host.id, { name: 'Kept', address: `KG 1 Ave, ${town}` });
    const query = `destination=${town}&checkIn=${day(3)}&checkOut=${day(5)}`;
    const first = await search(query);
    const second = await search(query);
    const zipped = await search(query, { gzip: true });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.headers['x-total-count']).toBe('1');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    expect(first.json<Property[]>().map((p) => p.name)).toEqual(['Kept']);
  });

  it('drops a property booked out by SQL from elsewhere, on those nights only', async () => {
    const town = uniqueTown();
    const { roomTypes } = await createListing(ctx.database.db, host.id, {
      name: 'Busy',
      address: `KG 2 Ave, ${town}`,
      roomTypes: [{ roomCount: 2 }],
    });
    const booked = `destination=${town}&checkIn=${day(30)}&checkOut=${day(32)}`;
    const other = `destination=${town}&checkIn=${day(40)}&checkOut=${day(41)}`;
    expect(await names(booked)).toEqual(['Busy']);
    expect(await names(other)).toEqual(['Busy']);
    // Another process (or a person at psql) holds both rooms of night 31: its notification reaches this one.
    await ctx.database.db.execute(
      sql`insert into room_nights (room_type_id, night, capacity, held) values (${roomTypes[0]!.id}, ${day(31)}, 2, 2)`,
    );
    await expect.poll(() => names(booked), { timeout: 5_000 }).toEqual([]);
    expect(await names(other)).toEqual(['Busy']);
  });

  it('shows a listing approved by SQL from elsewhere, and forgets one withdrawn', async () => {
    const town = uniqueTown();
    const { property } = await createListing(ctx.database.db, host.id, {
      name: 'Waiting',
      address: `KG 3 Ave, ${town}`,
      reviewStatus: 'pending',
    });
    const query = `destination=${town}`;
    expect(await names(query)).toEqual([]);
    await ctx.database.db
      .update(properties)
      .set({ reviewStatus: 'approved' })
      .where(eq(properties.id, property.id));
    await expect.poll(() => names(query), { timeout: 5_000 }).toEqual(['Waiting']);
    await ctx.database.db
      .update(properties)
      .set({ reviewStatus: 'rejected' })
      .where(eq(properties.id, property.id));
    await expect.poll(() => names(query), { timeout: 5_000 }).toEqual([]);
  });

  it('shows a listing edited by SQL from elsewhere, in searches never asked before too (property-loader.ts)', async () => {
    const town = uniqueTown();
    const { property, roomTypes: types } = await createListing(ctx.database.db, host.id, {
      name: 'Before',
      address: `KG 4 Ave, ${town}`,
      roomTypes: [{ roomCount: 2, price: 30_000 }],
    });
    const shown = async (from: number) => {
      const [found] = (
        await search(`destination=${town}&checkIn=${day(from)}&checkOut=${day(from + 1)}`)
      ).json<Property[]>();
      return [found?.name, found?.roomTypes[0]?.price, found?.stay?.total];
    };
    expect(await shown(40)).toEqual(['Before', 30_000, 30_000]);
    await ctx.database.db.update(properties).set({ name: 'After' }).where(eq(properties.id, property.id));
    await ctx.database.db.execute(sql`update room_types set price = 35000 where id = ${types[0]!.id}`);
    // Another stay: not a kept answer, but the listing kept from the first search must not be shown.
    await expect.poll(() => shown(41), { timeout: 5_000 }).toEqual(['After', 35_000, 35_000]);
  });

  it.skipIf(testDbTarget !== 'postgres')(
    'keeps nothing while its listening connection is down, and hears changes again once it is back',
    async () => {
      const town = uniqueTown();
      const { roomTypes: types } = await createListing(ctx.database.db, host.id, {
        name: 'Listened',
        address: `KG 5 Ave, ${town}`,
        roomTypes: [{ roomCount: 1 }],
      });
      const query = `destination=${town}&checkIn=${day(50)}&checkOut=${day(51)}`;
      expect(await names(query)).toEqual(['Listened']);
      await ctx.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      await expect.poll(() => ctx.app.changes.live, { timeout: 5_000 }).toBe(false);
      // Held while nobody listens: the notification is lost, so no answer may outlive the outage.
      await ctx.database.db.execute(
        sql`insert into room_nights (room_type_id, night, capacity, held) values (${types[0]!.id}, ${day(50)}, 1, 1)`,
      );
      expect(await names(query)).toEqual([]);
      await expect.poll(() => ctx.app.changes.live, { timeout: 5_000 }).toBe(true);
      expect(await names(query)).toEqual([]);
      // Listening again: a change by SQL is heard.
      await ctx.database.db.execute(
        sql`update room_nights set held = 0 where room_type_id = ${types[0]!.id} and night = ${day(50)}`,
      );
      await expect.poll(() => names(query), { timeout: 5_000 }).toEqual(['Listened']);
    },
  );

  it('forgets an answer when a night of its stay is closed, priced, or a season starts (decision 0023)', async () => {
    const town = uniqueTown();
    const { roomTypes: types } = await createListing(ctx.database.db, host.id, {
      name: 'Rated',
      address: `KG 6 Ave, ${town}`,
      roomTypes: [{ roomCount: 1, price: 40_000 }],
    });
    const id = types[0]!.id;
    const query = `destination=${town}&checkIn=${day(60)}&checkOut=${day(62)}`;
    const total = async () => (await search(query)).json<Property[]>()[0]?.stay?.total ?? null;
    expect(await total()).toBe(80_000);
    expect(await total()).toBe(80_000); // kept
    // The host's price for a night (room_nights: a nights change).
    await ctx.database.db.execute(
      sql`insert into room_nights (room_type_id, night, capacity, price) values (${id}, ${day(61)}, 1, 10000)`,
    );
    await expect.poll(total, { timeout: 5_000 }).toBe(50_000);
    // A season (room_type_seasons: a listings change).
    await ctx.database.db
      .execute(sql`insert into room_type_seasons (room_type_id, name, first_night, last_night, price)
      values (${id}, 'Trekking', ${day(55)}, ${day(60)}, 25000)`);
    await expect.poll(total, { timeout: 5_000 }).toBe(35_000);
    // The room closed on one night of the stay.
    await ctx.database.db.execute(
      sql`update room_nights set closed = 1 where room_type_id = ${id} and night = ${day(61)}`,
    );
    await expect.poll(() => names(query), { timeout: 5_000 }).toEqual([]);
  });

  it('keeps answers apart by their price filters', async () => {
    const town = uniqueTown();
    await createListing(ctx.database.db, host.id, {
      name: 'Cheap',
      address: `KG 7 Ave, ${town}`,
      roomTypes: [{ price: 20_000 }],
    });
    await createListing(ctx.database.db, host.id, {
      name: 'Dear',
      address: `KG 8 Ave, ${town}`,
      roomTypes: [{ price: 60_000 }],
    });
    const stay = `checkIn=${day(70)}&checkOut=${day(71)}`;
    for (const round of [1, 2]) {
      expect(await names(`destination=${town}&${stay}&minPrice=30000`), `round ${round}`).toEqual(['Dear']);
      expect(await names(`destination=${town}&${stay}&maxPrice=30000`)).toEqual(['Cheap']);
      expect(await names(`destination=${town}&${stay}&minPrice=10000`)).toEqual(['Cheap', 'Dear']);
      expect(await names(`destination=${town}&maxPrice=30000`)).toEqual(['Cheap']);
      expect(await names(`destination=${town}&minPrice=30000`)).toEqual(['Dear']);
    }
  });

  it('never answers a host from what a guest was answered, nor the reverse', async () => {
    const town = uniqueTown();
    await createListing(ctx.database.db, host.id, {
      name: 'Private',
      address: `KG 4 Ave, ${town}`,
      hostInfo: {
        hostName: 'Host',
        hostPhone: '0788000000',
        momoCode: '123',
        bankAccountNumber: '456',
        hostShortDescription: '',
      },
    });
    const query = `destination=${town}`;
    const phone = async (user?: SignedInUser) =>
      (await search(query, { user })).json<Property[]>()[0]!.hostInfo.hostPhone;
    expect(await phone()).toBeNull();
    expect(await phone(guest)).toBeNull();
    expect(await phone(host)).toBe('0788000000');
    expect(await phone()).toBeNull();
  });
});

describe('SearchAnswerCache', () => {
  const answer = (first: string, last: string): AnswerToKeep => ({
    body: JSON.stringify({ first, last, padding: 'x'.repeat(100) }),
    total: 1,
    page: 1,
    pageSize: 20,
    first,
    last,
  });
  const liveFeed = () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    return feed;
  };

  it('forgets the answers whose nights a change touches, and all of them when listings change', () => {
    const feed = liveFeed();
    const answers = new SearchAnswerCache(feed, 1_000_000);
    answers.keep('march', answers.version(), answer('2027-03-01', '2027-03-03'));
    answers.keep('april', answers.version(), answer('2027-04-01', '2027-04-01'));
    feed.publish({ kind: 'nights', first: '2027-03-03', last: '2027-03-10' });
    expect(answers.get('march')).toBeUndefined();
    expect(answers.get('april')).toBeDefined();
    feed.publish({ kind: 'nights', first: '2027-03-31', last: '2027-03-31' });
    expect(answers.get('april')).toBeDefined();
    feed.publish({ kind: 'listings' });
    expect(answers.size).toBe(0);
    // A change over more nights than the kept answers show (a room count changed for every night ahead).
    answers.keep('may', answers.version(), answer('2027-05-30', '2027-06-02'));
    answers.keep('july', answers.version(), answer('2027-07-01', '2027-07-01'));
    feed.publish({ kind: 'nights', first: '2027-06-01', last: '2028-12-31' });
    expect(answers.get('may')).toBeUndefined();
    expect(answers.get('july')).toBeUndefined();
    answers.keep('june', answers.version(), answer('2027-06-01', '2027-06-01'));
    feed.publish({ kind: 'nights', first: '2026-01-01', last: '2027-05-31' });
    expect(answers.get('june')).toBeDefined();
  });

  it('does not keep an answer read before a change, nor any while the notifications are not heard', () => {
    const feed = liveFeed();
    const answers = new SearchAnswerCache(feed, 1_000_000);
    const version = answers.version();
    feed.publish({ kind: 'nights', first: '2030-01-01', last: '2030-01-01' });
    const sent = answers.keep('a', version, answer('2027-03-01', '2027-03-03'));
    expect(gunzipSync(sent.gzip).toString()).toContain('2027-03-01');
    expect(answers.get('a')).toBeUndefined();
    answers.keep('a', answers.version(), answer('2027-03-01', '2027-03-03'));
    feed.setLive(false);
    expect(answers.get('a')).toBeUndefined();
    answers.keep('b', answers.version(), answer('2027-03-01', '2027-03-03'));
    expect(answers.size).toBe(0);
  });

  it('reads a search once for the requests that wait for it, and anew after a change', async () => {
    const feed = liveFeed();
    const answers = new SearchAnswerCache(feed, 1_000_000);
    let reads = 0;
    let finish!: () => void;
    const read = () => {
      reads++;
      return new Promise<AnswerToKeep>((resolve) => {
        finish = () => resolve(answer('2027-03-01', '2027-03-01'));
      });
    };
    const first = answers.answer('a', read);
    const second = answers.answer('a', read);
    finish();
    await Promise.all([first, second]);
    expect(reads).toBe(1);
    expect(answers.get('a')).toBeDefined();
    // A change arrives while a search is read: later requests do not join that read, and it is not kept.
    feed.publish({ kind: 'listings' });
    const before = answers.answer('a', read);
    const finishBefore = finish;
    feed.publish({ kind: 'nights', first: '2027-03-01', last: '2027-03-01' });
    const after = answers.answer('a', read);
    expect(reads).toBe(3);
    finishBefore();
    finish();
    await Promise.all([before, after]);
    expect(answers.get('a')).toBeDefined(); // the second read saw no change after it began
    const failing = answers.answer('b', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await answers.answer('b', async () => answer('2027-01-01', '2027-01-01'))).toBeDefined();
  });

  it('stays within its memory, forgetting the least recently used first', () => {
    const feed = liveFeed();
    const one = new SearchAnswerCache(feed, 1_000_000).keep('x', 0, answer('2027-01-01', '2027-01-01'));
    const answers = new SearchAnswerCache(feed, 3 * (one.gzip.length + 1) + 1);
    for (const key of ['a', 'b', 'c'])
      answers.keep(key, answers.version(), answer('2027-01-01', '2027-01-01'));
    expect(answers.get('a')).toBeDefined(); // now the most recently used
    answers.keep('d', answers.version(), answer('2027-01-01', '2027-01-01'));
    expect(answers.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => answers.get(k) !== undefined)).toEqual([true, true, true]);
    // What is counted is what is held: a kept answer's bytes are not a view of zlib's 64 KB output chunk.
    const kept = answers.get('a')!;
    expect(kept.gzip.buffer.byteLength).toBe(kept.gzip.length);
    expect(gunzipSync(kept.gzip).toString()).toContain('2027-01-01');
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
