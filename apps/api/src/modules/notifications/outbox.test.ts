// Without SMTP_URL emails are kept for admins (GET /api/admin/outbox); and what a change owes survives the
// process: bookings made by a process that dies before its queue runs are emailed once by the next one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, todayInKigali, type OutboxPage } from '@ikaze/domain';
import { mailOutbox, users } from '../../db/schema.ts';
import {
  changesHeard,
  createTestContext,
  emailQueueSettled,
  openSecondApp,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { bookThroughApi, formBookingLine } from '../../test/booking-requests.ts';
import { createListing } from '../../test/test-data.ts';
import { outboxSize } from '../jobs/outbox.ts';
import { EMAIL_QUEUE } from './notify.ts';

let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  // This first process never runs the queue: as if killed right after each commit.
  ctx = await createTestContext({ config: { runJobs: false } });
  host = await signUpAs(ctx, 'host', { first_name: 'Jean' });
  guest = await signUpAs(ctx, 'user', { first_name: 'Grace' });
  admin = await signUpAs(ctx, 'admin');
  await ctx.database.db.update(users).set({ locale: 'rw' }).where(eq(users.id, host.id));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);

async function book(from: number, roomTypeId: number, propertyId: number) {
  await bookThroughApi(
    ctx,
    guest,
    formBookingLine({ roomTypeId, propertyId, checkIn: day(from), checkOut: day(from + 1) }),
  );
}

const stored = () => ctx.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('a process that dies between the commit and the send', () => {
  it('leaves the emails owed in the outbox; the next process sends each once', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, { name: 'Kibuye Shore' });
    for (const from of [10, 12, 14]) await book(from, roomTypes[0]!.id, property.id);
    // Three bookings, each owing the host's request and the guest's copy: nothing sent yet.
    expect(await outboxSize(ctx.database.db)).toBe(6);
    expect(await stored()).toEqual([]);

    // A second process starts on the same database and runs the queue.
    const next = await openSecondApp(ctx, { runJobs: true });
    const nextQueue = next.jobs!;
    try {
      await vi.waitFor(async () => expect((await stored()).length).toBeGreaterThanOrEqual(6), {
        timeout: 10_000,
        interval: 50,
      });
      // A relay repeated after a crash between its send and its delete, and a second process relaying at once,
      // move the same rows again: pg-boss keeps one job per row. Once the queue has run every job it holds, no
      // email can come later.
      await Promise.all([nextQueue.relay(), nextQueue.relay()]);
      await emailQueueSettled(ctx);
      const emails = await stored();
      expect(emails).toHaveLength(6);
      const hostEmails = emails.filter((e) => e.userId === host.id);
      expect(hostEmails.map((e) => [e.kind, e.locale, e.subject])).toEqual(
        Array(3).fill(['booking_requested', 'rw', 'Ubusabe bushya bwo kubikisha muri Kibuye Shore']),
      );
      expect(emails.filter((e) => e.userId === guest.id).map((e) => e.kind)).toEqual(
        Array(3).fill('booking_requested_copy'),
      );
      expect(await outboxSize(ctx.database.db)).toBe(0);
      const jobs = await ctx.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${EMAIL_QUEUE}`,
      );
      expect(Number((jobs as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(6);
    } finally {
      await next.close();
    }
    // The closed app's queue no longer works: a new booking waits in the outbox. A process still listening would
    // have heard the booking's notification before this marker, sent after it, and its relay would have begun;
    // a woken relay of the stopped queue does nothing.
    await book(20, roomTypes[0]!.id, property.id);
    await changesHeard(ctx);
    await nextQueue.relay();
    expect(await outboxSize(ctx.database.db)).toBe(2);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows admins the kept emails, newest first, and nobody else', async () => {
    const read = (user: SignedInUser | null, query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: sessionHeaders(user) });
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(guest)).statusCode).toBe(403);
    expect((await read(host)).statusCode).toBe(403);
    expect((await read(admin, '?page=0')).statusCode).toBe(400);

    const response = await read(admin);
    expect(response.statusCode).toBe(200);
    const page = response.json<OutboxPage>();
    expect(page.page).toBe(1);
    expect(page.total).toBe(6);
    // Each email claimed and recorded once (docs/decisions/0036-every-email-once.md).
    expect(page.deliveries).toEqual({ sent: 6, sending: 0, failed: 0, unknown: 0, unknownOutcomeRetries: 0 });
    expect(page.smtpConfigured).toBe(false);
    const [first] = page.items;
    expect(first).toMatchObject({ kind: expect.any(String), locale: expect.any(String) });
    const hostEmail = page.items.find((item) => item.kind === 'booking_requested')!;
    expect(hostEmail.subject).toBe('Ubusabe bushya bwo kubikisha muri Kibuye Shore');
    expect(hostEmail.text).toContain('Muraho Jean,');
    expect(hostEmail.text).toContain('Grace yifuza kurara muri Kibuye Shore');
    expect(hostEmail.html).toContain('<html lang="rw">');
    // Newest first: by when each email was written, then by id (emails written at once by two jobs may commit
    // in either order, so ids alone need not follow the times). The times are compared as PostgreSQL keeps them,
    // in microseconds: two emails of the same millisecond, as the answer writes them, may be either way round.
    expect(page.items.map((item) => Date.parse(item.createdAt))).toEqual(
      page.items.map((item) => Date.parse(item.createdAt)).sort((a, b) => b - a),
    );
    const kept = await ctx.database.db
      .select({
        id: mailOutbox.id,
        micros: sql<string>`(extract(epoch from ${mailOutbox.createdAt}) * 1e6)::bigint::text`,
      })
      .from(mailOutbox);
    const micros = new Map(kept.map((row) => [row.id, BigInt(row.micros)]));
    const order = page.items.map((item) => [micros.get(item.id)!, item.id] as const);
    const newestFirst = (a: (typeof order)[number], b: (typeof order)[number]) =>
      a[0] === b[0] ? b[1] - a[1] : a[0] > b[0] ? -1 : 1;
    expect(order).toEqual([...order].sort(newestFirst));
    expect((await read(admin, '?page=2')).json<OutboxPage>().items).toEqual([]);
  });
});
