// The admins' audit log (docs/decisions/0031-your-data.md): one row per admin action on accounts, listing
// applications and reviews, written with the action; read by admins only, newest first, filtered and paged.
import type { AuditLogPage } from '@ikaze/domain';
import { addDays, todayInKigali } from '@ikaze/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, reviews } from '../../db/schema.ts';
import { openTestApp, sessionHeaders, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing, insertApplication, insertBooking } from '../../test/test-data.ts';

let ctx: TestContext;
let people: Record<'admin' | 'host' | 'guest' | 'reporter', SignedInUser>;
let applicationId: number;
let reviewId: number;
const db = () => ctx.database.db;

function call(method: 'GET' | 'PUT' | 'POST', url: string, as: SignedInUser | null, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: sessionHeaders(as),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function log(query = '') {
  const response = await call('GET', `/api/admin/audit-log${query}`, people.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>();
}

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({
    admin: 'admin',
    host: 'host',
    guest: 'user',
    reporter: 'user',
  }));
  const listing = await createListing(db(), people.host.id, { reviewStatus: 'pending' });
  applicationId = (await insertApplication(db(), { hostId: people.host.id, propertyId: listing.property.id }))
    .id;
  // The review is of another, public, listing: the application's listing is hidden when it is rejected.
  const reviewed = await createListing(db(), people.host.id);
  const stay = await insertBooking(db(), {
    userId: people.guest.id,
    propertyId: reviewed.property.id,
    roomTypeId: reviewed.roomTypes[0]!.id,
    checkIn: addDays(todayInKigali(), -10),
    checkOut: addDays(todayInKigali(), -8),
    status: 'confirmed',
  });
  const [review] = await db()
    .insert(reviews)
    .values({
      bookingId: stay.id,
      propertyId: reviewed.property.id,
      roomTypeId: reviewed.roomTypes[0]!.id,
      userId: people.guest.id,
      stayMonth: `${stay.checkIn.slice(0, 7)}-01`,
      overall: 2,
      cleanliness: 2,
      location: 3,
      value: 2,
      welcome: 2,
      text: 'The room was not what the pictures showed at all.',
    })
    .returning();
  reviewId = review!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('each admin action writes its row', () => {
  it('deactivating and activating an account, and editing it', async () => {
    const target = `/api/users/${people.guest.id}`;
    expect((await call('PUT', target, people.admin, { Status: false })).statusCode).toBe(200);
    expect((await call('PUT', target, people.admin, { Status: true })).statusCode).toBe(200);
    expect(
      (await call('PUT', target, people.admin, { ShortDescription: 'Checked by support.' })).statusCode,
    ).toBe(200);
    const { entries } = await log(`?targetType=user&targetId=${people.guest.id}`);
    expect(entries.map((e) => e.action)).toEqual(['user.edit', 'user.activate', 'user.deactivate']);
    expect(entries[0]).toMatchObject({
      actorId: people.admin.id,
      actorName: people.admin.username,
      details: { fields: ['ShortDescription'] },
    });
    // Values are never written: only which fields changed.
    expect(JSON.stringify(entries)).not.toContain('Checked by support.');
  });

  it("a person's edit of their own profile is not an admin action", async () => {
    const before = (await log()).total;
    const own = await call('PUT', `/api/users/${people.host.id}`, people.host, {
      ShortDescription: 'Hello.',
    });
    expect(own.statusCode).toBe(200);
    expect((await log()).total).toBe(before);
  });

  it('approving, rejecting and recommending on a listing application', async () => {
    const url = `/api/listing_applications/${applicationId}`;
    expect((await call('PUT', url, people.admin, { status: 'approved' })).statusCode).toBe(200);
    expect(
      (await call('PUT', url, people.admin, { status: 'rejected', recommendation: 'Add pictures.' }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', url, people.admin, { recommendation: 'Add pictures.' })).statusCode).toBe(200);
    const { entries } = await log(`?targetType=application&targetId=${applicationId}`);
    expect(entries.map((e) => [e.action, e.details.from])).toEqual([
      ['application.recommend', 'rejected'],
      ['application.reject', 'approved'],
      ['application.approve', 'pending'],
    ]);
  });

  it('hiding and republishing a review, and dismissing its reports', async () => {
    const reported = await call('POST', `/api/reviews/${reviewId}/reports`, people.reporter, {
      reason: 'This is not true.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const url = `/api/reviews/${reviewId}/status`;
    const hidden = await call('PUT', url, people.admin, { status: 'hidden', reason: 'Insults the staff.' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call('PUT', url, people.admin, { status: 'published' })).statusCode).toBe(200);
    const dismissed = await call('POST', `/api/reviews/${reviewId}/reports/dismiss`, people.admin);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const { entries } = await log(`?targetType=review&targetId=${reviewId}`);
    expect(entries.map((e) => e.action)).toEqual([
      'review.reports_dismissed',
      'review.republish',
      'review.hide',
    ]);
  });

  it('nothing when the action fails', async () => {
    const before = (await log()).total;
    const missing = await call('PUT', '/api/listing_applications/999999', people.admin, {
      status: 'approved',
    });
    expect(missing.statusCode).toBe(404);
    expect((await log()).total).toBe(before);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/audit-log', null)).statusCode).toBe(401);
    // (The guest was signed out when deactivated above.)
    for (const person of [people.host, people.reporter]) {
      const response = await call('GET', '/api/admin/audit-log', person);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('filters by action and actor, newest first, and pages', async () => {
    const all = await log();
    const rows = await db().select().from(adminAuditLog);
    expect(all.total).toBe(rows.length);
    expect(all.entries.map((e) => e.id)).toEqual([...all.entries.map((e) => e.id)].sort((a, b) => b - a));
    const hides = await log('?action=review.hide');
    expect(hides.entries.map((e) => e.action)).toEqual(['review.hide']);
    expect((await log(`?actorId=${people.admin.id}`)).total).toBe(all.total);
    expect((await log(`?actorId=${people.guest.id}`)).total).toBe(0);
    const page2 = await log('?pageSize=2&page=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page2.entries.map((e) => e.id)).toEqual(all.entries.slice(2, 4).map((e) => e.id));
  });

  it('refuses an unknown action with a clear message', async () => {
    const response = await call('GET', '/api/admin/audit-log?action=drop.tables', people.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'action',
      message: 'Choose one of the actions in the list.',
    });
  });
});
