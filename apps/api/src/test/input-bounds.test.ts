// Inputs bounded to what the database holds (docs/decisions/0019-fuzz-suite.md): ids and pages past int4 and
// OFFSET, dates past the calendar, text with NUL or lone surrogates, malformed and over-long addresses.
// Each answers a 4xx in the error contract, never a 500; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, INPUT_MESSAGES, MAX_DATE, MIN_DATE, MAX_PAGE, type ApiError } from '@ikaze/domain';
import { openTestApp, sessionHeaders, type SignedInUser, type TestContext } from './harness.ts';

let ctx: TestContext;
let people: Record<'admin' | 'host' | 'guest', SignedInUser>;

beforeAll(async () => {
  const opened = await openTestApp({ admin: 'admin', host: 'host', guest: 'user' });
  ctx = opened.ctx;
  people = opened.users;
});
afterAll(() => ctx.close());

type Caller = 'admin' | 'host' | 'guest' | 'anonymous';

async function call(caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const headers: Record<string, string> = sessionHeaders(caller === 'anonymous' ? null : people[caller]);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await ctx.app.inject({
    method,
    url,
    headers,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json<ApiError>() };
}

const refused = (field: string, message?: string) => ({
  status: 400,
  body: expect.objectContaining({ code: 'VALIDATION_FAILED', field, ...(message ? { message } : {}) }),
});

describe('ids past what an integer column holds', () => {
  it.each([
    ['GET', '/api/users/2147483648', undefined, 'UserID'],
    ['PUT', '/api/users/2147483648', { FirstName: 'Ada' }, 'UserID'],
    ['GET', '/api/users?id=99999999999', undefined, 'id'],
    ['GET', '/api/hosts?id=99999999999', undefined, 'id'],
  ] as const)('%s %s answers 400 naming the field', async (method, url, payload, field) => {
    expect(await call('admin', method, url, payload)).toEqual(
      refused(field, INPUT_MESSAGES.id({ what: 'user' })),
    );
  });

  it('takes the largest id an integer column holds and refuses the next one', async () => {
    expect(await call('admin', 'GET', '/api/users/2147483647')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await call('admin', 'GET', '/api/users/2147483648')).toMatchObject({ status: 400 });
  });
});

describe('pages past the last one any list serves', () => {
  it.each([
    '/api/users?page=99999999999',
    '/api/hosts?page=100001',
    '/api/listing_applications?page=100001',
    '/api/reports/properties?page=99999999999',
  ])('%s answers 400 for the page', async (url) => {
    expect(await call('admin', 'GET', url)).toEqual(refused('page', INPUT_MESSAGES.page({ max: MAX_PAGE })));
  });

  it('serves the last page allowed, empty, and refuses the next one', async () => {
    expect(await call('admin', 'GET', `/api/users?page=${MAX_PAGE}`)).toMatchObject({
      status: 200,
      body: { users: [], page: MAX_PAGE },
    });
    expect(await call('admin', 'GET', `/api/users?page=${MAX_PAGE + 1}`)).toMatchObject({ status: 400 });
  });
});

describe('dates outside the calendar the product takes', () => {
  const outside = INPUT_MESSAGES.dateRange({ min: MIN_DATE, max: MAX_DATE });
  it.each([
    ['guest', '/api/bookings?from=0000-01-01', 'from'],
    ['guest', '/api/bookings?to=9999-12-31', 'to'],
    ['anonymous', '/api/properties?createdTo=0000-01-01', 'createdTo'],
    ['host', '/api/properties?createdFrom=1899-12-31', 'createdFrom'],
    ['admin', '/api/listing_applications?startDate=0000-01-01', 'startDate'],
    ['anonymous', '/api/properties?checkIn=0000-01-01&checkOut=0000-01-02', 'checkIn'],
  ] as const)('%s: %s answers 400 naming the field', async (caller, url, field) => {
    expect(await call(caller, 'GET', url)).toEqual(refused(field, outside));
  });
});

const registration = (overrides: Record<string, string>) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.rw',
  username: 'ada',
  phone_number: '0788123456',
  password: 'correct-horse-battery',
  ...overrides,
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['anonymous', 'POST', '/api/register', registration({ first_name: 'A\u0000da' }), 'first_name'],
    ['anonymous', 'POST', '/api/login', { username: 'guest\u0000', password: 'whatever-it-is' }, 'username'],
    ['anonymous', 'GET', '/api/properties?destination=Kigali%00', undefined, 'destination'],
    ['anonymous', 'GET', '/api/properties?name=a%00b', undefined, 'name'],
    ['guest', 'GET', '/api/bookings?search=%00', undefined, 'search'],
    ['admin', 'GET', '/api/users?search=a%00b', undefined, 'search'],
    ['admin', 'GET', '/api/hosts?name=a%00b', undefined, 'name'],
    ['admin', 'GET', '/api/listing_applications?search=%00', undefined, 'search'],
    [
      'guest',
      'POST',
      '/api/bookings',
      { userId: 1, bookings: [{ roomType: 'x\u0000' }] },
      'bookings.0.roomType',
    ],
  ] as const)(
    '%s %s %s with NUL answers 400 naming the field',
    async (caller, method, url, payload, field) => {
      expect(await call(caller, method, url, payload)).toEqual(refused(field, INPUT_MESSAGES.nulCharacter));
    },
  );

  it('refuses NUL in a profile and keeps the profile as it was', async () => {
    const url = `/api/users/${people.guest.id}`;
    const before = await call('guest', 'GET', url);
    expect(await call('guest', 'PUT', url, { FirstName: 'A\u0000da' })).toEqual(
      refused('FirstName', INPUT_MESSAGES.nulCharacter),
    );
    expect(await call('guest', 'GET', url)).toEqual(before);
  });

  it('refuses a lone surrogate instead of storing a replacement character', async () => {
    expect(
      await call('guest', 'PUT', `/api/users/${people.guest.id}`, { ShortDescription: 'a\ud800b' }),
    ).toEqual(refused('ShortDescription', INPUT_MESSAGES.notUnicode));
  });

  it('refuses NUL in a submitted listing, naming the field', async () => {
    expect(await call('host', 'POST', '/api/properties', { name: 'Lodge\u0000' })).toEqual(
      refused('name', INPUT_MESSAGES.nulCharacter),
    );
  });
});

describe('addresses the router cannot read', () => {
  it('answers a malformed percent-encoding in the error contract', async () => {
    expect(await call('anonymous', 'GET', '/api/properties/%E0%A4%A')).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'MALFORMED_URL', message: GENERIC_MESSAGES.badUrl }),
    });
  });

  it('answers a path parameter longer than any id in the error contract', async () => {
    expect(await call('admin', 'GET', `/api/users/${'9'.repeat(300)}`)).toEqual({
      status: 414,
      body: expect.objectContaining({ code: 'BAD_REQUEST', message: 'The address is too long.' }),
    });
  });
});
