// Helpers of the admin browser tests: sign in as the demo admin, and create a host with a pending listing of
// their own through the API, so that a test that changes state touches nothing another test relies on.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, randomPhone, uniqueUsername, useSignedInSession } from './support';

/**
 * Opens an admin screen signed in as `admin`, with the worker's stored session: the guard's way through /login and
 * back is guard.spec.ts's, the form's sign-in.spec.ts's (docs/decisions/0043-suite-time.md).
 */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await useSignedInSession(page, 'admin');
  await page.goto(path);
  await expect(page).toHaveURL(path);
}

export interface TestListing {
  username: string;
  firstName: string;
  lastName: string;
  userId: number;
  propertyId: number;
  propertyName: string;
  applicationId: number;
  /** A word found only in this listing's address: a destination search for it finds this property alone. */
  token: string;
}

/**
 * Registers a user, signs them in on `request` (which keeps their session cookie) and submits a listing (JSON,
 * without pictures) with its listing application. The property is pending: not public until approved.
 */
export async function createPendingListing(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix = 'adm',
): Promise<TestListing> {
  const username = uniqueUsername(testInfo, prefix);
  const token = `zz${username.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
  const firstName = 'Olivier';
  const lastName = `Host${token.slice(-6)}`;
  const registered = await request.post('/api/register', {
    data: {
      first_name: firstName,
      last_name: lastName,
      email: `${username}@example.rw`,
      username,
      phone_number: randomPhone(),
      password: NEW_ACCOUNT_PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/login', { data: { username, password: NEW_ACCOUNT_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { UserID: userId } = (await login.json()) as { UserID: number };

  const propertyName = `Nyanza Test Lodge ${token.slice(-8)}`;
  const property = await request.post('/api/properties', {
    data: {
      name: propertyName,
      description: 'A quiet lodge made for the admin back-office tests.',
      accommodationType: 'Guest House',
      location: { address: `${token} Road, Nyanza`, city: 'Nyanza', country: 'Rwanda' },
      rate_plan: 'Flexible',
      roomTypes: [{ title: 'Double', price: 40000, discount: 0, remainingRoomCount: 2 }],
      rules: { maxGuests: 2 },
      hostInfo: {
        hostName: `${firstName} ${lastName}`,
        hostPhone: '0788123456',
        momoCode: '123456',
        bankAccountNumber: '000111222',
        hostShortDescription: 'A host made by a test.',
      },
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const { id: propertyId } = (await property.json()) as { id: number };

  const application = await request.post('/api/listing_applications', {
    data: { hostId: userId, propertyId },
  });
  expect(application.status(), await application.text()).toBe(201);
  const { application: created } = (await application.json()) as { application: { id: number } };
  return {
    username,
    firstName,
    lastName,
    userId,
    propertyId,
    propertyName,
    applicationId: created.id,
    token,
  };
}

/** The ids GET /api/properties?destination={token} answers for a signed-out visitor (the public search). */
export async function publicSearchIds(anonymous: APIRequestContext, token: string): Promise<number[]> {
  const response = await anonymous.get(`/api/properties?destination=${encodeURIComponent(token)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ id: number }>).map((p) => p.id);
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF), after a leading byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
