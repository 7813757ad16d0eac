// Real answers checked against the OpenAPI document the API serves (docs/decisions/0049-one-api-contract.md),
// by a validator that had no part in making them: Ajv reads each operation's declared schema for the status and
// media type answered, while the routes answer through zod. A guest searches, opens a property, books and pays
// with MTN MoMo (the sandbox settles it), reads the booking and the list; the admin reads the payments and their
// CSV; the host's calendar is exported as iCalendar; a bad request answers its declared error.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { addDays, todayInKigali, type BookingCreated } from '@ikaze/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../test/harness.ts';
import { openPaymentsApp } from '../test/payments-app.ts';
import { createListing } from '../test/test-data.ts';

interface DeclaredAnswer {
  content?: Record<string, { schema: object }>;
}
interface Document {
  components: object;
  paths: Record<string, Record<string, { responses: Record<string, DeclaredAnswer>; security?: unknown[] }>>;
}

// OpenAPI 3.0 schemas: `nullable` is Ajv's own keyword; `example` and the like are not checked (strict off).
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);

let ctx: TestContext;
let document: Document;
let guest: SignedInUser;
let host: SignedInUser;
let admin: SignedInUser;
let propertyId: number;
let roomTypeId: number;
const validators = new Map<object, ValidateFunction>();

/**
 * Expects `response` to be what `method path` (the document's path template) declares for its status and media
 * type, and returns its JSON body.
 */
function expectDeclared<T = unknown>(method: string, path: string, response: LightMyRequestResponse): T {
  const operation = document.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is not in the document`).toBeDefined();
  const declared = operation!.responses[String(response.statusCode)];
  expect(
    declared,
    `${method} ${path} does not declare ${response.statusCode}: ${response.body}`,
  ).toBeDefined();
  const mediaType = String(response.headers['content-type']).split(';')[0]!.trim();
  const content = declared!.content?.[mediaType];
  expect(content, `${method} ${path} ${response.statusCode} is not declared as ${mediaType}`).toBeDefined();
  const body: unknown = mediaType === 'application/json' ? response.json() : response.body;
  let validate = validators.get(content!.schema);
  if (!validate) {
    // The schema beside the document's components, which its `$ref`s name (#/components/schemas/…).
    validate = ajv.compile({ ...content!.schema, components: document.components });
    validators.set(content!.schema, validate);
  }
  expect(validate(body), `${method} ${path} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(
    true,
  );
  return body as T;
}

function ask(method: 'GET' | 'POST', url: string, as: SignedInUser | null, payload?: object) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(as), ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  ctx = await openPaymentsApp();
  document = ctx.app.swagger() as unknown as Document;
  [guest, host, admin] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
  ]);
  const listing = await createListing(ctx.database.db, host.id, { name: 'Kivu Contract Lodge' });
  propertyId = listing.property.id;
  roomTypeId = listing.roomTypes[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

/** The guest books two nights from `checkIn`, paying with MTN MoMo from `phone`; the answer is checked. */
async function bookWithMtn(checkIn: string, phone: string): Promise<number> {
  const line = {
    roomTypeId,
    propertyId,
    roomNumber: 1,
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, 2),
  };
  const made = expectDeclared<BookingCreated>(
    'POST',
    '/api/bookings',
    await ask('POST', '/api/bookings', guest, {
      userId: guest.id,
      bookings: [line],
      payment: { method: 'mtn_momo', phone },
    }),
  );
  expect(made.bookings[0]!.payment?.status).toBe('pending');
  return made.bookings[0]!.id;
}

/** Waits until the sandbox has settled the booking's payment with this status. */
async function paymentBecomes(id: number, status: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const read = await ask('GET', `/api/bookings/${id}`, guest);
      expect(read.json<{ payment: { status: string } }>().payment.status).toBe(status);
    },
    { timeout: 8_000, interval: 100 },
  );
}

describe('answers match the OpenAPI document', () => {
  const checkIn = addDays(todayInKigali(), 20);
  const checkOut = addDays(checkIn, 2);

  it('search: the site’s cards with dates, the plain list, and a refused query', async () => {
    const cards = `/api/properties?view=card&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const found = expectDeclared<unknown[]>('GET', '/api/properties', await ask('GET', cards, null));
    expect(found.length).toBeGreaterThan(0);
    expectDeclared('GET', '/api/properties', await ask('GET', '/api/properties?page=1', guest));
    const refused = await ask('GET', '/api/properties?page=-4', null);
    expect(refused.statusCode).toBe(400);
    expectDeclared('GET', '/api/properties', refused);
  });

  it('a property’s detail, for a visitor and for its host', async () => {
    const url = `/api/properties/${propertyId}?checkIn=${checkIn}&checkOut=${checkOut}`;
    expectDeclared('GET', '/api/properties/{id}', await ask('GET', url, null));
    expectDeclared('GET', '/api/properties/{id}', await ask('GET', `/api/properties/${propertyId}`, host));
  });

  it('a booking paid with MTN MoMo: made, read by id while pending and once paid, in the lists', async () => {
    const id = await bookWithMtn(checkIn, '0788123456');
    expectDeclared('GET', '/api/bookings/{id}', await ask('GET', `/api/bookings/${id}`, guest));
    await paymentBecomes(id, 'successful');
    expectDeclared('GET', '/api/bookings/{id}', await ask('GET', `/api/bookings/${id}`, host));
    expectDeclared('GET', '/api/bookings', await ask('GET', '/api/bookings', guest));
    expectDeclared('GET', '/api/bookings', await ask('GET', '/api/bookings', host));
    expectDeclared(
      'GET',
      '/api/bookings/{id}/receipt',
      await ask('GET', `/api/bookings/${id}/receipt`, guest),
    );

    const payments = expectDeclared<unknown[]>(
      'GET',
      '/api/admin/payments',
      await ask('GET', '/api/admin/payments', admin),
    );
    expect(payments.length).toBeGreaterThan(0);
    const csv = expectDeclared<string>(
      'GET',
      '/api/admin/payments.csv',
      await ask('GET', '/api/admin/payments.csv', admin),
    );
    expect(csv.split('\n').length).toBeGreaterThan(1);
    expectDeclared('GET', '/api/admin/payments.csv', await ask('GET', '/api/admin/payments.csv', guest));
  });

  it('a declined payment: its reason is one of the declared ones', async () => {
    const id = await bookWithMtn(addDays(checkIn, 5), '0780000002');
    await paymentBecomes(id, 'failed');
    const read = expectDeclared<{ payment: { reason: string } }>(
      'GET',
      '/api/bookings/{id}',
      await ask('GET', `/api/bookings/${id}`, guest),
    );
    expect(read.payment.reason).toBe('declined');
  });

  it('the room type’s calendar as iCalendar, and a wrong token', async () => {
    const token = expectDeclared<{ icsUrl: string }>(
      'POST',
      '/api/room_types/{id}/ics_token',
      await ask('POST', `/api/room_types/${roomTypeId}/ics_token`, host),
    );
    const url = new URL(token.icsUrl);
    const ics = expectDeclared<string>(
      'GET',
      '/api/room_types/{id}/calendar.ics',
      await ask('GET', `${url.pathname}${url.search}`, null),
    );
    expect(ics).toContain('BEGIN:VCALENDAR');
    const wrong = await ask('GET', `/api/room_types/${roomTypeId}/calendar.ics?token=wrong`, null);
    expect(wrong.statusCode).toBe(404);
    expectDeclared('GET', '/api/room_types/{id}/calendar.ics', wrong);
  });

  it('declares the session cookie on the operations that need one, and only there', () => {
    const secured = (path: string, method: string) => document.paths[path]![method]!.security;
    expect(secured('/api/bookings', 'post')).toEqual([{ session: [] }]);
    expect(secured('/api/admin/payments', 'get')).toEqual([{ session: [] }]);
    expect(secured('/api/properties', 'get')).toEqual([]);
    expect(secured('/api/room_types/{id}/calendar.ics', 'get')).toEqual([]);
  });
});
