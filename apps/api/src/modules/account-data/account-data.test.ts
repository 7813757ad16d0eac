// Your data (docs/decisions/0031-your-data.md): 'Download my data' and its bookings CSV, 'Delete my account' with
// what stops it, and after a deletion, every table of the database searched for what is left of the person.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayInKigali, type Booking } from '@ikaze/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, properties, reviews, users } from '../../db/schema.ts';
import { bookThroughApi, formBookingLine } from '../../test/booking-requests.ts';
import {
  emailQueueSettled,
  openTestApp,
  sessionHeaders,
  signIn,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing, insertBooking, samplePicture } from '../../test/test-data.ts';

// Words that exist nowhere else in the database: what is left of the person after deletion is found by them.
const PERSON = {
  first_name: 'Zebulon',
  last_name: 'Quixtanova',
  email: 'zebulon.quixtanova@example.rw',
  username: 'zquixtanova',
  phone_number: '0788987654',
};
const QUESTION = 'Is there parking for a plover-xyzzy minibus near the lake?';
const CONTACT_MESSAGE = 'Please call me about the frobnitz-quartz invoice for my stay.';
const REVIEW_TEXT = 'The gnomon-lattice breakfast was excellent and the staff were kind.';
const NEEDLES = [
  PERSON.first_name,
  PERSON.last_name,
  PERSON.email,
  PERSON.username,
  PERSON.phone_number,
  'plover-xyzzy',
  'frobnitz-quartz',
  'gnomon-lattice',
];

let ctx: TestContext;
let people: Record<'guest' | 'host' | 'admin' | 'bystander', SignedInUser>;
let propertyId: number;
let roomTypeId: number;
let pastBookingId: number;
let futureBookingId: number;
const db = () => ctx.database.db;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, as: SignedInUser | { cookie: string } | null, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: as ? { cookie: as.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({
    guest: ['user', PERSON],
    host: ['host', { first_name: 'Aline' }],
    admin: 'admin',
    bystander: 'user',
  }));
  const listing = await createListing(db(), people.host.id, {
    name: '=HYPERLINK("http://evil.example") Lodge',
    pictures: [samplePicture('kept-listing-picture')],
  });
  propertyId = listing.property.id;
  roomTypeId = listing.roomTypes[0]!.id;
  const today = todayInKigali();
  const past = await insertBooking(db(), {
    userId: people.guest.id,
    propertyId,
    roomTypeId,
    checkIn: addDays(today, -20),
    checkOut: addDays(today, -17),
    status: 'confirmed',
    totalPrice: 150_000,
  });
  pastBookingId = past.id;
  await db()
    .insert(reviews)
    .values({
      bookingId: past.id,
      propertyId,
      roomTypeId,
      userId: people.guest.id,
      stayMonth: `${past.checkIn.slice(0, 7)}-01`,
      overall: 5,
      cleanliness: 5,
      location: 4,
      value: 4,
      welcome: 5,
      text: REVIEW_TEXT,
    });
  // A stay ahead, booked through the API: the host hears 'Zebulon would like to stay' in the bell and by email.
  const ahead = await bookThroughApi(
    ctx,
    people.guest,
    formBookingLine({ roomTypeId, propertyId, checkIn: addDays(today, 30), checkOut: addDays(today, 32) }),
  );
  futureBookingId = ahead.id;
  const asked = await call('POST', '/api/conversations', people.guest, { propertyId, text: QUESTION });
  expect(asked.statusCode, asked.body).toBe(201);
  const conversationId = asked.json<{ conversation: { id: number } }>().conversation.id;
  const answered = await call('POST', `/api/conversations/${conversationId}/messages`, people.host, {
    text: 'Yes, there is room for a minibus by the gate.',
  });
  expect(answered.statusCode, answered.body).toBe(201);
  const contacted = await call('POST', '/api/contact_requests', people.guest, {
    name: `${PERSON.first_name} ${PERSON.last_name}`,
    email: PERSON.email,
    subject: 'An invoice',
    message: CONTACT_MESSAGE,
  });
  expect(contacted.statusCode, contacted.body).toBe(201);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/me/export', () => {
  it('answers 401 to someone signed out', async () => {
    const response = await call('GET', '/api/me/export', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  it('gives a guest everything held about their account, as a dated JSON file', async () => {
    const response = await call('GET', '/api/me/export', people.guest);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ikaze-my-data-${todayInKigali()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(response.body);
    expect(data.account).toMatchObject({
      email: PERSON.email,
      phoneNumber: PERSON.phone_number,
      role: 'user',
    });
    expect(data.bookings.map((b: Booking) => b.id).sort()).toEqual([pastBookingId, futureBookingId].sort());
    expect(data.bookings.find((b: Booking) => b.id === pastBookingId)).toMatchObject({
      nights: 3,
      total_price: 150_000,
    });
    expect(data.reviewsWritten).toEqual([
      expect.objectContaining({ text: REVIEW_TEXT, bookingId: pastBookingId }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages).toEqual([
      expect.objectContaining({ fromYou: true, body: QUESTION }),
      expect.objectContaining({ fromYou: false, from: 'Aline' }),
    ]);
    expect(data.contactRequests).toEqual([expect.objectContaining({ message: CONTACT_MESSAGE })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions.some((s: { thisDevice: boolean }) => s.thisDevice)).toBe(true);
    // No session token or its hash, no password hash, no contact detail of the host (the booking names them).
    const token = people.guest.cookie.split('=')[1]!;
    expect(response.body).not.toContain(token);
    expect(response.body).not.toMatch(/tokenHash|passwordHash|argon2/);
    const [host] = await db().select().from(users).where(eq(users.id, people.host.id));
    for (const detail of [host!.email, host!.phoneNumber, host!.username])
      expect(response.body).not.toContain(detail);
  });

  it('says what the file is in the language of the request', async () => {
    for (const [language, about] of [
      ['fr', 'Tout ce qu’Ikaze conserve sur votre compte'],
      ['rw', 'Ibyo Ikaze ibika byose bijyanye na konti yawe'],
      ['en', 'Everything Ikaze holds about your account'],
    ] as const) {
      const exported = await ctx.app.inject({
        method: 'GET',
        url: '/api/me/export',
        headers: { ...sessionHeaders(people.guest), 'accept-language': language },
      });
      expect(JSON.parse(exported.body).about).toMatch(new RegExp(`^${about}`));
    }
  });

  it("gives a host their properties, room types and pictures' addresses", async () => {
    const response = await call('GET', '/api/me/export', people.host);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body);
    expect(data.properties).toEqual([expect.objectContaining({ id: propertyId })]);
    expect(data.roomTypes).toEqual([expect.objectContaining({ id: roomTypeId, propertyId })]);
    expect(data.uploads).toEqual([expect.stringContaining('/media/pictures/kept-listing-picture-')]);
    // The guest's identity stays theirs: the host's file names them only as the conversation did.
    expect(response.body).not.toContain(PERSON.email);
    expect(response.body).not.toContain(PERSON.phone_number);
  });
});

describe('GET /api/me/export/bookings.csv', () => {
  it('answers the bookings as RFC 4180 CSV, a cell that would run as a formula made text', async () => {
    const response = await call('GET', '/api/me/export/bookings.csv', people.guest);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ikaze-my-bookings-${todayInKigali()}.csv"`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]!.startsWith('ID,Property,Room Type,Check-in,Check-out,Nights,')).toBe(true);
    expect(lines.slice(1, -1)).toHaveLength(2);
    const past = lines.find((line) => line.startsWith(`${pastBookingId},`))!;
    expect(past).toContain(`,"'=HYPERLINK(""http://evil.example"") Lodge",`);
    expect(past).toContain(',3,1,50000,');
  });

  it('speaks the language of the request', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/export/bookings.csv',
      headers: { ...sessionHeaders(people.guest), 'accept-language': 'fr' },
    });
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Nuits');
    // Room types and rate plans by their labels in that language, as the screens show them, never their ids.
    const inKinyarwanda = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/export/bookings.csv',
      headers: { cookie: `${people.guest.cookie}; ikaze_lang=rw` },
    });
    const past = inKinyarwanda.body.split('\r\n').find((line) => line.startsWith(`${pastBookingId},`))!;
    expect(past).toContain(',Icyumba cy’abantu babiri,');
    expect(past).toContain(',Bishobora guhindurwa,');
    const french = response.body.split('\r\n').find((line) => line.startsWith(`${pastBookingId},`))!;
    expect(french).toContain(',Double,');
    expect(french).toContain(',Flexible,');
  });

  it('answers 401 to someone signed out', async () => {
    expect((await call('GET', '/api/me/export/bookings.csv', null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/me: what stops it', () => {
  it('refuses a wrong password with WRONG_PASSWORD, and the account stays', async () => {
    const response = await call('DELETE', '/api/me', people.guest, { password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    expect((await call('GET', '/api/me/export', people.guest)).statusCode).toBe(200);
  });

  it('asks for the password', async () => {
    const response = await call('DELETE', '/api/me', people.guest, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });

  it('refuses the last active admin', async () => {
    const response = await call('DELETE', '/api/me', people.admin, { password: people.admin.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LAST_ADMIN' });
  });

  it('refuses a host whose guests are still coming, naming their bookings', async () => {
    const response = await call('DELETE', '/api/me', people.host, { password: people.host.password });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'HOST_HAS_UPCOMING_BOOKINGS',
      params: { n: 1, bookings: String(futureBookingId) },
    });
    expect(body.message).toContain(`#${futureBookingId}`);
  });
});

describe('DELETE /api/me: a guest deletes their account', () => {
  let oldCookie: string;

  beforeAll(async () => {
    oldCookie = people.guest.cookie;
    await emailQueueSettled(ctx);
    // The search finds the person where they are, before: their account, their words, the others' copies.
    const before = new Set((await searchEveryTable(NEEDLES)).map((hit) => `${hit.table}.${hit.column}`));
    for (const place of [
      'public.users.email',
      'public.messages.body',
      'public.contact_requests.message',
      'public.notifications.params',
      'public.mail_outbox.text_body',
      'pgboss.job.data',
    ])
      expect(before).toContain(place);
    const response = await call('DELETE', '/api/me', people.guest, { password: people.guest.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your account was deleted. Thank you for using Ikaze.');
    // The browser is told to forget the cookie.
    expect(response.cookies.find((c) => c.name === 'ikaze_session')?.value).toBe('');
  });

  it('leaves nothing of the person in any table but the review they published', async () => {
    await emailQueueSettled(ctx);
    const found = await searchEveryTable(NEEDLES);
    expect(found).toEqual([{ table: 'public.reviews', column: 'text', needle: 'gnomon-lattice' }]);
  });
  it('ends every session: the old cookie is signed out', async () => {
    const response = await call('GET', '/api/me/export', { cookie: oldCookie });
    expect(response.statusCode).toBe(401);
    expect((await call('GET', '/api/me', { cookie: oldCookie })).json()).toEqual({ user: null });
  });

  it('signs in no more, by the old email or username', async () => {
    for (const login of [PERSON.email, PERSON.username])
      await expect(signIn(ctx, login, people.guest.password)).rejects.toThrow(/401/);
  });

  it('cancels the stay ahead and tells the host; the past stay stays, without the guest', async () => {
    const [ahead] = await db().select().from(bookings).where(eq(bookings.id, futureBookingId));
    expect(ahead!.status).toBe('cancelled');
    const response = await call('GET', '/api/bookings', people.host);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<Booking[]>();
    const past = list.find((b) => b.id === pastBookingId)!;
    expect(past).toMatchObject({ status: 'confirmed', total_price: 150_000, property_id: propertyId });
    // No name: the screens show 'Deleted account' in the reader's language.
    expect(past.user_name).toBe('');
    const bell = await call('GET', '/api/notifications', people.host);
    expect(JSON.stringify(bell.json())).toContain('booking_cancelled');
  });

  it('keeps the review, without the name, so that the rating stays honest', async () => {
    const [review] = await db().select().from(reviews).where(eq(reviews.bookingId, pastBookingId));
    expect(review!.text).toBe(REVIEW_TEXT);
    const [row] = await db().select().from(users).where(eq(users.id, people.guest.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      isActive: false,
      email: `deleted-${row!.id}@deleted.invalid`,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });

  it('is written in the audit log, without personal data', async () => {
    const response = await call('GET', '/api/admin/audit-log?action=account.delete', people.admin);
    expect(response.statusCode).toBe(200);
    const entry = response.json().entries[0];
    expect(entry).toMatchObject({
      action: 'account.delete',
      actorId: people.guest.id,
      actorName: null,
      targetType: 'user',
      targetId: people.guest.id,
      details: { role: 'user', bookingsCancelled: 1, propertiesHidden: 0 },
    });
  });
});

describe('DELETE /api/me: a host, once their guests are settled', () => {
  it('hides their properties and erases their details from them; bookings stay', async () => {
    const host = await signUpAs(ctx, 'host', { first_name: 'Yolanda' });
    const guest = await signUpAs(ctx, 'user');
    const listing = await createListing(db(), host.id, { name: 'Yolanda Hill Lodge' });
    const stay = await insertBooking(db(), {
      userId: guest.id,
      propertyId: listing.property.id,
      roomTypeId: listing.roomTypes[0]!.id,
      checkIn: addDays(todayInKigali(), -5),
      checkOut: addDays(todayInKigali(), -2),
      status: 'confirmed',
    });
    const response = await call('DELETE', '/api/me', host, { password: host.password });
    expect(response.statusCode, response.body).toBe(200);
    const [property] = await db().select().from(properties).where(eq(properties.id, listing.property.id));
    expect(property).toMatchObject({ reviewStatus: 'rejected', pictures: [] });
    expect(property!.hostInfo).toMatchObject({
      hostName: '',
      hostPhone: '',
      momoCode: '',
      bankAccountNumber: '',
    });
    const detail = await call('GET', `/api/properties/${listing.property.id}`, null);
    expect(detail.statusCode).toBe(404);
    const guestList = await call('GET', '/api/bookings', guest);
    const kept = guestList.json<Booking[]>().find((b) => b.id === stay.id)!;
    expect(kept).toMatchObject({ host_name: '', property_name: 'Yolanda Hill Lodge' });
  });

  it("ends the person's open live stream", async () => {
    const person = await signUpAs(ctx, 'user');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const stream = await new Promise<{ status: number; ended: Promise<void> }>((resolve, reject) => {
      const request = http.get(
        `http://127.0.0.1:${port}/api/stream`,
        { headers: { accept: 'text/event-stream', cookie: person.cookie } },
        (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            ended: new Promise((done) => response.on('close', () => done())),
          });
        },
      );
      request.on('error', reject);
    });
    expect(stream.status).toBe(200);
    const response = await call('DELETE', '/api/me', person, { password: person.password });
    expect(response.statusCode, response.body).toBe(200);
    await stream.ended;
  });

  it('lets an admin go when another admin remains', async () => {
    const second = await signUpAs(ctx, 'admin');
    const response = await call('DELETE', '/api/me', second, { password: second.password });
    expect(response.statusCode, response.body).toBe(200);
  });
});

/**
 * Every text, varchar, json and jsonb column (arrays of them too) of every table of the app's and the job
 * queue's schemas, searched for each needle: the tables, columns and needles that hold one.
 */
async function searchEveryTable(needles: string[]) {
  const columns = await db()
    .execute(
      sql`select table_schema as schema, table_name as table, column_name as column from information_schema.columns
        where table_schema in ('public', 'pgboss', 'drizzle')
          and (data_type in ('text', 'character varying', 'json', 'jsonb', 'character')
            or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))
          and table_name in (select table_name from information_schema.tables t
            where t.table_schema = columns.table_schema and t.table_type = 'BASE TABLE')
        order by 1, 2, 3`,
    )
    .then((r) => (r as { rows: Array<{ schema: string; table: string; column: string }> }).rows);
  expect(columns.length).toBeGreaterThan(30);
  const found: Array<{ table: string; column: string; needle: string }> = [];
  for (const { schema, table, column } of columns) {
    const ident = sql.raw(`"${schema}"."${table}"`);
    const col = sql.raw(`"${column}"`);
    for (const needle of needles) {
      const [hit] = await db()
        .execute(sql`select 1 as hit from ${ident} where ${col}::text ilike ${`%${needle}%`} limit 1`)
        .then((r) => (r as { rows: unknown[] }).rows);
      if (hit) found.push({ table: `${schema}.${table}`, column, needle });
    }
  }
  return found;
}
