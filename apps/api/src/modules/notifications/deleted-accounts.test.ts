// A deleted account receives nothing (docs/decisions/0036-every-email-once.md): no bell row, no email owed, no
// email sent even when it was owed before the deletion; a message to it is refused with 409 RECIPIENT_DELETED. A
// deactivated account keeps its bell and its essential emails only. The queue does not run here: what notify()
// owes stays in job_outbox, where the test reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { jobOutbox, messages, notifications, users } from '../../db/schema.ts';
import {
  createTestContext,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import { emailJob } from './email/email-job.ts';
import { createMailer } from './email/mailer.ts';
import { notify, type EmailJob } from './notify.ts';
import { startTestMailServer, type TestMailServer } from './test-mail-server.ts';

let ctx: TestContext;
let mail: TestMailServer;
let host: SignedInUser;

beforeAll(async () => {
  mail = await startTestMailServer();
  ctx = await createTestContext({ config: { runJobs: false, smtpUrl: mail.url } });
  host = await signUpAs(ctx, 'host', { first_name: 'Jean' });
});
afterAll(async () => {
  await ctx?.close();
  await mail?.close();
});

const db = () => ctx.database.db;

async function call(method: 'POST' | 'DELETE', url: string, user: SignedInUser, payload: object) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(user), payload });
}

/** Bell rows and emails owed to one user. */
async function owedTo(userId: number) {
  const [bell] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const emails = await db()
    .select({ kind: sql<string>`${jobOutbox.data}->>'kind'` })
    .from(jobOutbox)
    .where(sql`(${jobOutbox.data}->>'userId')::int = ${userId}`);
  return { bell: bell?.n ?? 0, emails: emails.map((e) => e.kind).sort() };
}

describe('a deleted account', () => {
  it("refuses a host's reply in its old conversation with 409 RECIPIENT_DELETED, and is told nothing", async () => {
    const guest = await signUpAs(ctx, 'user', { first_name: 'Grace' });
    const { property } = await createListing(db(), host.id, { name: 'Lake Kivu Lodge' });
    const asked = await call('POST', '/api/conversations', guest, {
      propertyId: property.id,
      text: 'Is there parking?',
    });
    expect(asked.statusCode).toBe(201);
    const conversationId = asked.json<{ conversation: { id: number } }>().conversation.id;
    expect(
      (await call('POST', `/api/conversations/${conversationId}/messages`, host, { text: 'Yes, free.' }))
        .statusCode,
    ).toBe(201);

    expect((await call('DELETE', '/api/me', guest, { password: guest.password })).statusCode).toBe(200);
    const [deleted] = await db().select({ email: users.email }).from(users).where(eq(users.id, guest.id));
    expect(deleted?.email).toMatch(/@deleted\.invalid$/);

    const reply = await call('POST', `/api/conversations/${conversationId}/messages`, host, {
      text: 'Welcome!',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'RECIPIENT_DELETED' });
    const stored = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, host.id)));
    expect(stored).toHaveLength(1);
    expect(await owedTo(guest.id)).toEqual({ bell: 0, emails: [] });
  });

  it('gets no bell row and no email from notify(), whatever the kind', async () => {
    const guest = await signUpAs(ctx, 'user');
    await db().update(users).set({ deletedAt: new Date(), isActive: false }).where(eq(users.id, guest.id));
    await notify(db(), { userId: guest.id, kind: 'welcome', params: { firstName: 'Grace' }, link: '/' });
    await notify(db(), {
      userId: guest.id,
      kind: 'review_invitation',
      params: { bookingId: 1, propertyName: 'Lake Kivu Lodge' },
      link: '/',
    });
    expect(await owedTo(guest.id)).toEqual({ bell: 0, emails: [] });
  });

  it('is not sent an email owed before the deletion', async () => {
    const guest = await signUpAs(ctx, 'user');
    const mailer = createMailer(db(), { smtpUrl: mail.url, from: 'Ikaze <no-reply@ikaze.rw>' });
    const job = emailJob(db(), ctx.app.config, mailer);
    const owed: EmailJob = {
      userId: guest.id,
      to: `grace-${randomUUID()}@example.rw`,
      firstName: 'Grace',
      locale: 'en',
      kind: 'welcome',
      params: { firstName: 'Grace' },
      link: '/',
    };
    await db().update(users).set({ deletedAt: new Date(), isActive: false }).where(eq(users.id, guest.id));
    await job.run(owed, { id: randomUUID(), retryCount: 0 });
    mailer.close();
    expect(mail.to(owed.to)).toEqual([]);
  });
});

describe('a deactivated account', () => {
  it('keeps its bell and its essential emails; other emails are not sent', async () => {
    const guest = await signUpAs(ctx, 'user');
    await db().update(users).set({ isActive: false }).where(eq(users.id, guest.id));
    const booking = {
      bookingId: 7,
      propertyName: 'Lake Kivu Lodge',
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
    };
    await notify(db(), { userId: guest.id, kind: 'booking_cancelled', params: booking, link: '/' });
    await notify(db(), {
      userId: guest.id,
      kind: 'review_invitation',
      params: { bookingId: 7, propertyName: 'Lake Kivu Lodge' },
      link: '/',
    });
    expect(await owedTo(guest.id)).toEqual({ bell: 2, emails: ['booking_cancelled'] });
  });
});
