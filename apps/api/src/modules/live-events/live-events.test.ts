// GET /api/stream over real HTTP (docs/decisions/0027-notifications-in-the-app.md, "Live updates"): what a
// browser's EventSource reads when the database announces events on 'user_events', for whom, and when the
// stream ends. Announcements are sent with SQL, as the triggers of another API process would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openSecondApp,
  openTestApp,
  signIn,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { notifications } from '../../db/schema.ts';
import { MAX_STREAMS_PER_USER } from './routes.ts';
import { USER_EVENTS_CHANNEL } from './user-events.ts';

let ctx: TestContext;
let people: Record<'guest' | 'host' | 'admin', SignedInUser>;
let origin: string;

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({ guest: 'user', host: 'host', admin: 'admin' }));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx?.close();
});

interface ReadEvent {
  event: string;
  data: unknown;
}

/** An open stream as an EventSource would read it: its status, headers, events so far, and its end. */
interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  events: ReadEvent[];
  /** Resolves with the first event matching, now or later (rejects after 5 s). */
  next(predicate: (event: ReadEvent) => boolean): Promise<ReadEvent>;
  ended: Promise<void>;
  close(): void;
}

function openStream(cookie: string | undefined, base = origin): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/stream`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (response) => {
        const waiting = new Set<() => void>();
        let buffer = '';
        const stream: Stream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: '',
          events: [],
          next: (predicate) =>
            new Promise((found, fail) => {
              const check = () => {
                const event = stream.events.find(predicate);
                if (!event) return;
                clearTimeout(timer);
                waiting.delete(check);
                found(event);
              };
              const timer = setTimeout(() => {
                waiting.delete(check);
                fail(new Error(`no such event in 5 s; read: ${stream.body}`));
              }, 5_000);
              waiting.add(check);
              check();
            }),
          ended: new Promise((done) => response.on('close', done)),
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.body += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
            if (name && data !== undefined) stream.events.push({ event: name, data: JSON.parse(data) });
          }
          for (const check of [...waiting]) check();
        });
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/** What the triggers send: an event of `type` for `userId`. */
async function announce(userId: number, type: string, fields: Record<string, unknown> = {}) {
  const payload = JSON.stringify({ userId, type, ...fields });
  await ctx.database.db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${payload})`);
}

describe('GET /api/stream', () => {
  it('answers 401 NOT_SIGNED_IN to a signed-out caller, as JSON', async () => {
    const stream = await openStream(undefined);
    await stream.ended;
    expect(stream.status).toBe(401);
    expect(JSON.parse(stream.body)).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  it('forwards the signed-in user’s notifications and messages, without their id, and nobody else’s', async () => {
    const guest = await openStream(people.guest.cookie);
    const host = await openStream(people.host.cookie);
    expect(guest.status).toBe(200);
    expect(guest.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(guest.headers['content-encoding']).toBeUndefined();

    await announce(people.host.id, 'notification', { id: 41 });
    await announce(people.guest.id, 'notification', { id: 42 });
    await announce(people.guest.id, 'message', { conversationId: 7 });
    await announce(people.guest.id, 'something_else', { id: 43 });
    await announce(people.guest.id, 'notification', { id: 44 });

    await guest.next((e) => (e.data as { id?: number }).id === 44);
    expect(guest.events).toEqual([
      { event: 'notification', data: { type: 'notification', id: 42 } },
      { event: 'message', data: { type: 'message', conversationId: 7 } },
      { event: 'notification', data: { type: 'notification', id: 44 } },
    ]);
    await host.next((e) => e.event === 'notification');
    expect(host.events).toEqual([{ event: 'notification', data: { type: 'notification', id: 41 } }]);
    guest.close();
    host.close();
  });

  it('hears a notification the moment its row is committed, and the user marking them read', async () => {
    const stream = await openStream(people.host.cookie);
    const [row] = await ctx.database.db
      .insert(notifications)
      .values({ userId: people.host.id, kind: 'welcome', params: { firstName: 'Eric' }, link: '/' })
      .returning({ id: notifications.id });
    const event = await stream.next((e) => e.event === 'notification');
    expect(event.data).toEqual({ type: 'notification', id: row!.id });
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
      headers: { cookie: people.host.cookie },
    });
    expect(read.json()).toEqual({ unread: 0 });
    const readEvent = await stream.next((e) => (e.data as { read?: boolean }).read === true);
    expect(readEvent).toEqual({ event: 'notification', data: { type: 'notification', read: true } });
    stream.close();
  });

  it('reaches every open tab of the user, on every API process of the database', async () => {
    const second = await openSecondApp(ctx);
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const here = await openStream(people.admin.cookie);
      const there = await openStream(
        people.admin.cookie,
        `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`,
      );
      await announce(people.admin.id, 'notification', { id: 51 });
      for (const tab of [here, there]) {
        const event = await tab.next((e) => e.event === 'notification');
        expect(event.data).toEqual({ type: 'notification', id: 51 });
      }
      here.close();
      await second.close();
      // The second process closing ended its stream cleanly.
      await there.ended;
    } finally {
      await second.close();
    }
  });

  it('ends when its session is signed out', async () => {
    const cookie = await signIn(ctx, people.guest.username, people.guest.password);
    const stream = await openStream(cookie);
    expect(stream.status).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    await stream.ended;
    // Another session of the same user still hears its events.
    const other = await openStream(people.guest.cookie);
    await announce(people.guest.id, 'notification', { id: 61 });
    await other.next((e) => (e.data as { id?: number }).id === 61);
    other.close();
  });

  it(`refuses a user's stream beyond ${MAX_STREAMS_PER_USER} open ones with a 429`, async () => {
    const open: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await openStream(people.host.cookie));
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const refused = await openStream(people.host.cookie);
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    // Another user is not counted with them.
    const guest = await openStream(people.guest.cookie);
    expect(guest.status).toBe(200);
    // A closed tab frees its place (as soon as the server has seen the connection close).
    open.pop()!.close();
    const again = await vi.waitFor(
      async () => {
        const stream = await openStream(people.host.cookie);
        if (stream.status !== 200) await stream.ended;
        expect(stream.status).toBe(200);
        return stream;
      },
      { interval: 20 },
    );
    for (const stream of [...open, guest, again]) stream.close();
  });
});
