import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  LISTING_APPLICATION_MESSAGES as M,
  PROPERTY_MESSAGES,
  type Application,
} from '@ikaze/domain';
import { bookings, listingApplications, properties } from '../../db/schema.ts';
import { openTestApp, sessionHeaders, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { insertApplication, insertBooking, insertProperty, insertRoomType } from '../../test/test-data.ts';

let ctx: TestContext;
let admin: SignedInUser;
let host: SignedInUser;
let otherHost: SignedInUser;
let guest: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { admin, host, otherHost, guest },
  } = await openTestApp({
    admin: 'admin',
    host: ['host', { first_name: 'Aline', last_name: 'Uwase' }],
    otherHost: ['host', { first_name: 'Eric', last_name: 'Mugisha' }],
    guest: 'user',
  }));
});
afterAll(async () => {
  await ctx.close();
});

type Who = 'anonymous' | 'guest' | 'host' | 'otherHost' | 'admin';
type Method = 'GET' | 'POST' | 'PUT';
const call = (who: Who, method: Method, url: string, payload?: object) => {
  const user = who === 'anonymous' ? undefined : { guest, host, otherHost, admin }[who];
  return ctx.app.inject({ method, url, payload, headers: sessionHeaders(user) });
};
const db = () => ctx.database.db;
const reviewStatusOf = async (propertyId: number) => {
  const [row] = await db()
    .select({ reviewStatus: properties.reviewStatus })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.reviewStatus;
};
const idsOf = (body: { applications: Application[] }) => body.applications.map((a) => a.id);

describe('permissions', () => {
  let applicationId: number;
  beforeAll(async () => {
    const property = await insertProperty(db(), host.id);
    applicationId = (await insertApplication(db(), { hostId: host.id, propertyId: property.id })).id;
  });

  const adminOnly = { anonymous: 401, guest: 403, host: 403, otherHost: 403, admin: 200 };
  const cases: Array<[string, Method, () => string, object | undefined]> = [
    ['GET /api/listing_applications', 'GET', () => '/api/listing_applications', undefined],
    ['PUT status', 'PUT', () => `/api/listing_applications/${applicationId}`, { status: 'approved' }],
    [
      'PUT recommendation',
      'PUT',
      () => `/api/listing_applications/${applicationId}`,
      { recommendation: 'Looks good.' },
    ],
  ];
  for (const [name, method, url, payload] of cases) {
    for (const [who, status] of Object.entries(adminOnly) as Array<[Who, number]>) {
      it(`${name} as ${who} → ${status}`, async () => {
        const response = await call(who, method, url(), payload);
        expect(response.statusCode).toBe(status);
        if (status === 401) expect(response.json().message).toBe(AUTH_MESSAGES.notSignedIn);
        if (status === 403) {
          expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
          expect(response.body).not.toContain('Test Lodge');
        }
      });
    }
  }

  it('refuses non-admins before looking at what they sent', async () => {
    expect((await call('anonymous', 'GET', '/api/listing_applications?pageSize=999')).statusCode).toBe(401);
    expect((await call('host', 'PUT', '/api/listing_applications/abc', {})).statusCode).toBe(403);
    expect((await call('anonymous', 'POST', '/api/listing_applications', {})).statusCode).toBe(401);
  });
});

describe('POST /api/listing_applications', () => {
  it('submits an application for your own property, which stays pending', async () => {
    const property = await insertProperty(db(), host.id, { name: 'Lake Kivu View' });
    const response = await call('host', 'POST', '/api/listing_applications', {
      hostId: host.id,
      propertyId: property.id,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Listing application submitted successfully!');
    expect(body.application).toMatchObject({
      hostId: host.id,
      hostName: 'Aline Uwase',
      propertyId: property.id,
      propertyName: 'Lake Kivu View',
      status: 'pending',
      recommendation: null,
    });
    expect(Date.parse(body.application.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await reviewStatusOf(property.id)).toBe('pending');
  });

  it('answers 409 for a second application on the same property', async () => {
    const property = await insertProperty(db(), host.id);
    const payload = { hostId: host.id, propertyId: property.id };
    expect((await call('host', 'POST', '/api/listing_applications', payload)).statusCode).toBe(201);
    const again = await call('host', 'POST', '/api/listing_applications', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This property already has a listing application.');
  });

  it('accepts exactly one of several simultaneous submissions for a property', async () => {
    const property = await insertProperty(db(), host.id);
    const payload = { hostId: host.id, propertyId: property.id };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('host', 'POST', '/api/listing_applications', payload)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await db()
      .select()
      .from(listingApplications)
      .where(eq(listingApplications.propertyId, property.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses another user's property and another user's name", async () => {
    const property = await insertProperty(db(), host.id);
    const theirs = await call('otherHost', 'POST', '/api/listing_applications', {
      hostId: otherHost.id,
      propertyId: property.id,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(M.notYourProperty);
    const impersonating = await call('otherHost', 'POST', '/api/listing_applications', {
      hostId: host.id,
      propertyId: property.id,
    });
    expect(impersonating.statusCode).toBe(403);
    expect(impersonating.json().message).toBe(M.notYourself);
    const [row] = await db()
      .select()
      .from(listingApplications)
      .where(eq(listingApplications.propertyId, property.id));
    expect(row).toBeUndefined();
  });

  it("answers 404 'Property not found.' for an unknown property", async () => {
    const response = await call('host', 'POST', '/api/listing_applications', {
      hostId: host.id,
      propertyId: 999_999,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PROPERTY_MESSAGES.notFound);
  });

  it('answers 400 for a bad body', async () => {
    const noProperty = await call('host', 'POST', '/api/listing_applications', { hostId: host.id });
    expect(noProperty.statusCode).toBe(400);
    const badId = await call('host', 'POST', '/api/listing_applications', {
      hostId: host.id,
      propertyId: 'x',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The property id must be a positive whole number.');
    const huge = await call('host', 'POST', '/api/listing_applications', {
      hostId: host.id,
      propertyId: 99_999_999_999,
    });
    expect(huge.statusCode).toBe(400);
  });
});

describe('GET /api/listing_applications', () => {
  // Their own names, so that the other tests' rows never match the search.
  const tag = 'Filterhaus';
  const rows: Array<{ id: number; status: string; createdAt: string }> = [];
  beforeAll(async () => {
    // Created at instants around Kigali midnight (UTC+2): 22:30 UTC on the 10th is 00:30 on the 11th.
    const plan: Array<[string, 'pending' | 'approved' | 'rejected', number]> = [
      ['2024-03-09T12:00:00Z', 'pending', host.id],
      ['2024-03-10T21:30:00Z', 'approved', host.id], // 10 March, 23:30 in Kigali
      ['2024-03-10T22:30:00Z', 'rejected', otherHost.id], // 11 March, 00:30 in Kigali
      ['2024-03-12T08:00:00Z', 'pending', otherHost.id],
    ];
    for (const [createdAt, status, hostId] of plan) {
      const property = await insertProperty(db(), hostId, { name: `${tag} ${rows.length + 1}` });
      const application = await insertApplication(db(), {
        hostId,
        propertyId: property.id,
        status,
        createdAt: new Date(createdAt),
      });
      rows.push({ id: application.id, status, createdAt });
    }
  });
  const list = async (query: string) => {
    const response = await call('admin', 'GET', `/api/listing_applications?search=${tag}&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ applications: Application[]; total: number; page: number; pageSize: number }>();
  };

  it('lists every status when status is omitted or all, and one status when given', async () => {
    const all = await list('');
    expect(idsOf(all)).toEqual(rows.map((r) => r.id));
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(idsOf(await list('status=all'))).toEqual(rows.map((r) => r.id));
    expect(idsOf(await list('status=pending'))).toEqual([rows[0]!.id, rows[3]!.id]);
    expect(idsOf(await list('status=approved'))).toEqual([rows[1]!.id]);
    expect(idsOf(await list('status=rejected'))).toEqual([rows[2]!.id]);
    expect(idsOf(await list('status='))).toHaveLength(4);
    const bad = await call('admin', 'GET', '/api/listing_applications?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.invalidStatusFilter);
  });

  it('filters by Kigali calendar days, both ends inclusive', async () => {
    expect(idsOf(await list('startDate=2024-03-11&endDate=2024-03-11'))).toEqual([rows[2]!.id]);
    expect(idsOf(await list('endDate=2024-03-10'))).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(idsOf(await list('startDate=2024-03-10'))).toEqual(rows.slice(1).map((r) => r.id));
    expect(idsOf(await list('startDate=2024-03-10T00:00:00&endDate=2024-03-12'))).toHaveLength(3);
    expect(idsOf(await list('startDate=&endDate='))).toHaveLength(4);
    const reversed = await call(
      'admin',
      'GET',
      '/api/listing_applications?startDate=2024-03-12&endDate=2024-03-10',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(M.dateOrder);
    const badDate = await call('admin', 'GET', '/api/listing_applications?startDate=2024-02-30');
    expect(badDate.statusCode).toBe(400);
  });

  it('searches host and property names, case-insensitively, with LIKE wildcards taken literally', async () => {
    const byHost = (await call('admin', 'GET', '/api/listing_applications?search=eric%20mugISHA')).json();
    expect(byHost.applications.length).toBeGreaterThan(0);
    expect(byHost.applications.every((a: Application) => a.hostName === 'Eric Mugisha')).toBe(true);
    const byProperty = (await call('admin', 'GET', '/api/listing_applications?search=filterHAUS%203')).json();
    expect(idsOf(byProperty)).toEqual([rows[2]!.id]);

    const percent = await insertProperty(db(), host.id, { name: 'Hotel 100% Akagera_Lodge' });
    const app = await insertApplication(db(), { hostId: host.id, propertyId: percent.id });
    const search = async (text: string) =>
      (await call('admin', 'GET', `/api/listing_applications?search=${encodeURIComponent(text)}`)).json<{
        applications: Application[];
      }>();
    expect(idsOf(await search('100%'))).toEqual([app.id]);
    expect(idsOf(await search('a_l'))).toEqual([app.id]);
    expect(idsOf(await search('%%%'))).toEqual([]);
  });

  it('sorts and pages on the server', async () => {
    const byDate = await list('sort=createdAt&order=desc');
    expect(idsOf(byDate)).toEqual(rows.map((r) => r.id).reverse());
    const byStatus = await list('sort=status&order=asc');
    expect(byStatus.applications.map((a) => a.status)).toEqual([
      'pending',
      'pending',
      'approved',
      'rejected',
    ]);
    const page2 = await list('pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(idsOf(page2)).toEqual([rows[3]!.id]);
    expect(idsOf(await list('pageSize=3&page=3'))).toEqual([]);
    expect((await call('admin', 'GET', '/api/listing_applications?pageSize=31')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/listing_applications?sort=name')).statusCode).toBe(400);
  });

  it('answers the total whether the page is full, the last one or past the end, with and without filters', async () => {
    const sqlCount = async (status?: 'pending') => {
      const [row] = await db()
        .select({ n: count() })
        .from(listingApplications)
        .where(status ? eq(listingApplications.status, status) : undefined);
      return row!.n;
    };
    const get = async (query: string) =>
      (await call('admin', 'GET', `/api/listing_applications?${query}`)).json<{
        applications: Application[];
        total: number;
      }>();
    for (const [status, expected] of [
      ['all', await sqlCount()],
      ['pending', await sqlCount('pending')],
    ] as const) {
      expect((await get(`status=${status}&pageSize=1`)).total, status).toBe(expected);
      const last = await get(`status=${status}&pageSize=1&page=${expected}`);
      expect(last.applications, status).toHaveLength(1);
      expect(last.total, status).toBe(expected);
      expect(await get(`status=${status}&pageSize=1&page=${expected + 1}`), status).toEqual({
        applications: [],
        total: expected,
        page: expected + 1,
        pageSize: 1,
      });
    }
    // With a search: on the host's name and on the property's name, full and partial pages.
    expect((await list('pageSize=2')).total).toBe(4);
    expect((await list('pageSize=2&page=2')).total).toBe(4);
    expect(await list('pageSize=2&page=3')).toMatchObject({ applications: [], total: 4 });
    expect((await list('status=pending&pageSize=1')).total).toBe(2);
    const [ofOtherHost] = await db()
      .select({ n: count() })
      .from(listingApplications)
      .where(eq(listingApplications.hostId, otherHost.id));
    const byHost = await get('status=all&search=eric%20mugisha&pageSize=1');
    expect(byHost.total).toBe(ofOtherHost!.n);
    expect(byHost.applications.map((a) => a.hostId)).toEqual([otherHost.id]);
  });

  it('answers the joined names of each application', async () => {
    const body = await list('status=rejected');
    expect(body.applications[0]).toEqual({
      id: rows[2]!.id,
      hostId: otherHost.id,
      hostName: 'Eric Mugisha',
      propertyId: expect.any(Number),
      propertyName: `${tag} 3`,
      status: 'rejected',
      recommendation: null,
      createdAt: '2024-03-10T22:30:00.000Z',
    });
  });
});

describe('PUT /api/listing_applications/:id', () => {
  let propertyId: number;
  let applicationId: number;
  beforeAll(async () => {
    const property = await insertProperty(db(), host.id);
    propertyId = property.id;
    applicationId = (await insertApplication(db(), { hostId: host.id, propertyId })).id;
  });
  const put = (payload: object, id: number | string = applicationId) =>
    call('admin', 'PUT', `/api/listing_applications/${id}`, payload);

  it("approves and rejects from any status, and the property's review status follows", async () => {
    const approved = await put({ status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Application approved.',
      application: { id: applicationId, status: 'approved', propertyId },
    });
    expect(await reviewStatusOf(propertyId)).toBe('approved');

    // A rejection says why: without a reason (and none written before) it is refused, with one it is kept as
    // the recommendation the host reads.
    const unexplained = await put({ status: 'rejected' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toMatchObject({ code: 'REASON_REQUIRED', field: 'recommendation' });
    expect(await reviewStatusOf(propertyId)).toBe('approved');
    const rejected = await put({ status: 'rejected', recommendation: ' Add pictures of the rooms. ' });
    expect(rejected.json()).toMatchObject({
      message: 'Application rejected.',
      application: { status: 'rejected', recommendation: 'Add pictures of the rooms.' },
    });
    expect(await reviewStatusOf(propertyId)).toBe('rejected');

    // The reason written before stands for the next rejection.
    expect((await put({ status: 'rejected' })).statusCode).toBe(200);
    expect((await put({ status: 'approved', recommendation: 'x' })).statusCode).toBe(400);
    expect((await put({ status: 'approved' })).json().application.status).toBe('approved');
    expect(await reviewStatusOf(propertyId)).toBe('approved');
  });

  it('keeps existing bookings when an approved listing is rejected', async () => {
    const roomType = await insertRoomType(db(), propertyId, host.id);
    const booking = await insertBooking(db(), { userId: guest.id, propertyId, roomTypeId: roomType.id });
    await put({ status: 'approved' });
    await put({ status: 'rejected', recommendation: 'The address cannot be found.' });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ id: booking.id, status: 'pending' });
    expect(await reviewStatusOf(propertyId)).toBe('rejected');
  });

  it('saves a recommendation, reads it back, and clears it with an empty text', async () => {
    const saved = await put({ recommendation: '  Needs better pictures, "really".  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Recommendation saved.',
      application: { recommendation: 'Needs better pictures, "really".' },
    });
    const statusBefore = saved.json().application.status;
    const listed = (
      await call('admin', 'GET', `/api/listing_applications?pageSize=30&sort=id&order=desc`)
    ).json();
    const found = listed.applications.find((a: Application) => a.id === applicationId);
    expect(found).toMatchObject({ recommendation: 'Needs better pictures, "really".', status: statusBefore });

    const atLimit = await put({ recommendation: 'x'.repeat(2000) });
    expect(atLimit.json().application.recommendation).toHaveLength(2000);
    const cleared = await put({ recommendation: '' });
    expect(cleared.json().application.recommendation).toBeNull();
  });

  it('answers 400 with a clear message for a bad body', async () => {
    const cases: Array<[object, string]> = [
      [{}, M.statusOrRecommendation],
      [{ status: 'approved', recommendation: 'Both' }, M.notBoth],
      [{ status: 'pending' }, M.invalidStatus],
      [{ status: 'APPROVED' }, M.invalidStatus],
      [{ recommendation: 42 }, M.recommendationText],
      [{ recommendation: 'x'.repeat(2001) }, M.recommendationTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badId = await put({ status: 'approved' }, 'abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The application id must be a positive whole number.');
  });

  it('answers 404 for an unknown application and changes nothing', async () => {
    const response = await put({ status: 'approved' }, 987_654);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.notFound);
  });
});
