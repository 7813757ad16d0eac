// The host journey (docs/product.md#screen-listing and #screen-host): a signed-in user lists a property
// through the nine-step form, an admin approves it (through the API), a guest reserves it (through the API)
// and the host approves or rejects the booking on 'Property Bookings'. Every test makes its own users.
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { createPendingListing } from './admin-support';
import { projectContext, signInThroughApi } from './browser-support';
import { DEMO_PASSWORD, NEW_ACCOUNT_PASSWORD, randomPhone, uniqueUsername } from './support';

test.describe.configure({ timeout: 240_000 });

/** No serious or critical accessibility problem (axe) on the page as it is. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Account {
  username: string;
  userId: number;
  firstName: string;
  lastName: string;
  phone: string;
}

async function register(api: APIRequestContext, username: string, firstName: string): Promise<Account> {
  const phone = randomPhone();
  const created = await api.post('/api/register', {
    data: {
      first_name: firstName,
      last_name: 'Test',
      email: `${username}@example.rw`,
      username,
      phone_number: phone,
      password: NEW_ACCOUNT_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { UserID: number } };
  return { username, userId: user.UserID, firstName, lastName: 'Test', phone };
}

async function logIn(api: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const answer = await api.post('/api/login', { data: { username, password } });
  expect(answer.status()).toBe(200);
}

/** A signed-in user whose session cookie the page shares (page.request uses the page's cookie jar). */
async function signedInUser(page: Page, prefix: string, firstName: string, testInfo: TestInfo) {
  const account = await register(page.request, uniqueUsername(testInfo, prefix), firstName);
  await logIn(page.request, account.username, NEW_ACCOUNT_PASSWORD);
  return account;
}

/** Real pictures, made in Node: two PNGs and a JPEG of different colours. */
async function pictureFiles() {
  const make = (background: string) => sharp({ create: { width: 96, height: 64, channels: 3, background } });
  return [
    { name: 'front.png', mimeType: 'image/png', buffer: await make('#2f8a57').png().toBuffer() },
    { name: 'garden.png', mimeType: 'image/png', buffer: await make('#0b5f8c').png().toBuffer() },
    { name: 'room.jpg', mimeType: 'image/jpeg', buffer: await make('#fad201').jpeg().toBuffer() },
  ];
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 });

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, title)).toBeFocused();
}

interface RoomTypeEntry {
  title: 'Double' | 'Single' | 'Whole Property';
  rooms?: number;
  price: number;
  discount?: number;
  king?: number;
  queen?: number;
  facilities: string[];
}

async function fillRoomType(page: Page, entry: RoomTypeEntry) {
  const dialog = page.getByRole('dialog', { name: 'Add a room type' });
  await dialog.getByLabel('Room type').selectOption({ label: entry.title });
  const whole = entry.title === 'Whole Property';
  if (whole) await expect(dialog.getByLabel('Number of rooms')).toHaveCount(0);
  else await dialog.getByLabel('Number of rooms').fill(String(entry.rooms ?? 1));
  await dialog.getByLabel(whole ? 'Price per day (RWF)' : 'Price per night (RWF)').fill(String(entry.price));
  await dialog.getByLabel('Discount (%)').fill(String(entry.discount ?? 0));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(
    dialog.getByRole('heading', { name: whole ? 'Washrooms and kitchens' : 'Beds' }),
  ).toBeVisible();
  if (whole) {
    await dialog.getByLabel('What the property has').fill('3 bedrooms, a garden and a terrace');
    await dialog.getByLabel('Washrooms').fill(String(entry.king ?? 1));
    await dialog.getByLabel('Kitchens').fill(String(entry.queen ?? 1));
  } else {
    await dialog.getByLabel('Bed information').fill('Sleeps 2');
    await dialog.getByLabel('Queen beds').fill(String(entry.queen ?? 1));
  }
  await dialog.getByRole('button', { name: 'Next' }).click();
  for (const facility of entry.facilities) await dialog.getByLabel(facility, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save room type' }).click();
  // A popup per room type (3 s each): the latest one.
  await expect(page.getByText('Room type created successfully!').last()).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: whole ? 'Whole property added' : `${entry.title} room type added` }),
  ).toBeVisible();
  return dialog;
}

/**
 * Steps 1 to 7 of the form (everything but pictures and submission), checking the product's defaults on the
 * way.
 */
async function fillListing(
  page: Page,
  listing: { name: string; address: string; roomTypes: RoomTypeEntry[]; account: Account },
) {
  await page.goto('/list-your-property');
  await expect(stepHeading(page, 'Name of accommodation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name of accommodation' }).fill(listing.name);
  await next(page, 'Accommodation Details');

  await page
    .getByLabel('Description', { exact: true })
    .fill('Quiet rooms above the lake, ten minutes from the beach.');
  await page.getByLabel('Accommodation type').selectOption('Hotel');
  await page.getByLabel('Address', { exact: true }).fill(listing.address);
  await page.getByLabel('City').fill('Rubavu');
  await expect(page.getByLabel('Country')).toHaveValue('Rwanda');
  // docs/product.md#map: the marker starts at -1.9697, 30.0644; the host moves it (here by keyboard).
  await expect(page.getByLabel('Latitude')).toHaveValue('-1.9697');
  await expect(page.getByLabel('Longitude')).toHaveValue('30.0644');
  await page.getByLabel('Latitude').fill('-1.6792');
  await page.getByLabel('Longitude').fill('29.2585');
  await page.getByRole('radio', { name: /^Flexible/ }).check();

  const [first, ...others] = listing.roomTypes;
  await page.getByRole('button', { name: 'Add a room type' }).click();
  let dialog = await fillRoomType(page, first!);
  for (const entry of others) {
    await dialog.getByRole('button', { name: 'Add another room type' }).click();
    dialog = await fillRoomType(page, entry);
  }
  if (first!.title === 'Whole Property')
    await expect(dialog.getByRole('button', { name: 'Add another room type' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  for (const entry of listing.roomTypes)
    await expect(page.getByRole('button', { name: new RegExp(`^Remove ${entry.title} `) })).toBeVisible();

  await next(page, 'Amenities');
  await page.getByLabel('Wi-Fi').check();
  await page.getByLabel('Parking').check();
  await next(page, 'Services at accommodation');
  await page.getByLabel('Breakfast').check();
  await next(page, 'Languages');
  await page.getByLabel('English').check();
  await page.getByLabel('Kinyarwanda').check();
  await next(page, 'Rules');
  await expect(page.getByLabel('Check-in time')).toHaveValue('14:00');
  await expect(page.getByLabel('Check-out time')).toHaveValue('11:00');
  await expect(page.getByLabel('Quiet hours start')).toHaveValue('22:00');
  await expect(page.getByLabel('Quiet hours end')).toHaveValue('07:00');
  await page.getByLabel('No smoking').check();
  await page.getByLabel('Maximum guests').fill('4');
  await next(page, 'Host profile');
  // The host profile starts from the account.
  await expect(page.getByLabel('Host name')).toHaveValue(
    `${listing.account.firstName} ${listing.account.lastName}`,
  );
  await expect(page.getByLabel('Phone number')).toHaveValue(listing.account.phone);
  await page.getByLabel('MoMo code').fill('123456');
  await page.getByLabel('Bank account number').fill('000400012345678');
  await page.getByLabel('Short description').fill('I have welcomed guests in Rubavu since 2015.');
  await next(page, 'Pictures');
}

async function submitListing(page: Page, name: string) {
  await page.getByLabel('Choose pictures').setInputFiles(await pictureFiles());
  await expect(page.getByText('3 of 20 pictures chosen')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Picture \d: / })).toHaveCount(3);
  await next(page, 'Submission');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('I confirm that the information I provided is true.').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  // Both messages are announced; a phone shows only the newest (components/ui/toaster.tsx), so the first one is
  // read from the live region, the second one seen.
  await expect(page.getByText('Property submitted successfully!')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText('Listing application submitted successfully!')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: `${name} is waiting for review` })).toBeVisible();
}

/** The host finds the new listing pending under their properties (they are a host now). */
async function expectPendingProperty(page: Page, name: string): Promise<number> {
  await page.getByRole('link', { name: 'Go to my properties' }).click();
  await expect(page).toHaveURL('/dashboard/host/properties');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  const href = await row.getByRole('link', { name, exact: true }).getAttribute('href');
  return Number(href?.split('/').pop());
}

/** An admin approves the listing application, through the API in a context of their own. */
async function adminApproves(baseURL: string, name: string) {
  const admin = await request.newContext({ baseURL });
  await logIn(admin, 'admin');
  const list = await admin.get(`/api/listing_applications?status=pending&search=${encodeURIComponent(name)}`);
  expect(list.status()).toBe(200);
  const { applications } = (await list.json()) as {
    applications: Array<{ id: number; propertyName: string }>;
  };
  const application = applications.find((a) => a.propertyName === name);
  expect(application).toBeTruthy();
  const approved = await admin.put(`/api/listing_applications/${application!.id}`, {
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await admin.dispose();
}

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Guest {
  api: APIRequestContext;
  account: Account;
}

async function newGuest(baseURL: string, testInfo: TestInfo): Promise<Guest> {
  const api = await request.newContext({ baseURL });
  const account = await register(api, uniqueUsername(testInfo, 'guest'), 'Eric');
  await logIn(api, account.username, NEW_ACCOUNT_PASSWORD);
  return { api, account };
}

/** The guest finds the property in the public search, then reserves one of its room types. */
async function guestReserves(guest: Guest, address: string, name: string, offset: number): Promise<number> {
  const search = await guest.api.get(`/api/properties?destination=${encodeURIComponent(address)}`);
  expect(search.status()).toBe(200);
  const found = (await search.json()) as Array<{
    id: number;
    name: string;
    roomTypes: Array<{ id: number; title: string }>;
  }>;
  const property = found.find((p) => p.name === name);
  expect(property, 'the approved property appears in search').toBeTruthy();
  const roomType = property!.roomTypes[0]!;
  const booked = await guest.api.post('/api/bookings', {
    data: {
      userId: guest.account.userId,
      bookings: [
        {
          roomTypeId: roomType.id,
          roomType: roomType.title,
          roomNumber: 1,
          checkInDate: `${daysAhead(20 + offset)}T00:00:00`,
          checkOutDate: `${daysAhead(22 + offset)}T00:00:00`,
          rate_plan: 'Flexible',
          propertyId: property!.id,
        },
      ],
    },
  });
  expect(booked.status()).toBe(201);
  const { bookings } = (await booked.json()) as { bookings: Array<{ id: number; status: string }> };
  expect(bookings[0]!.status).toBe('pending');
  return bookings[0]!.id;
}

async function guestSeesStatus(guest: Guest, bookingId: number, status: string) {
  const list = await guest.api.get('/api/bookings?pageSize=30');
  expect(list.status()).toBe(200);
  const bookings = (await list.json()) as Array<{ id: number; status: string }>;
  expect(bookings.find((b) => b.id === bookingId)?.status).toBe(status);
}

/** 'Property Bookings', narrowed to one property by the search filter. */
async function openHostBookings(page: Page, name: string) {
  await page.goto('/dashboard/host/bookings');
  await expect(page.getByRole('heading', { name: 'Property Bookings', level: 1 })).toBeVisible();
  // The default status filter is pending (docs/product.md#bookings).
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  // The searched list has arrived before anything is clicked: the rows the unfiltered list showed match too.
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/bookings?') && response.url().includes('search='),
  );
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await searched;
}

test('a user lists rooms with pictures, an admin approves, a guest books and the host approves', async ({
  page,
  baseURL,
}, testInfo) => {
  const account = await signedInUser(page, 'host', 'Aline', testInfo);
  const tag = uniqueUsername(testInfo, 'x').slice(-8);
  const name = `Kivu Breeze ${tag}`;
  const address = `Avenue de la Plage ${tag}`;

  await fillListing(page, {
    name,
    address,
    account,
    roomTypes: [
      { title: 'Double', rooms: 3, price: 45000, discount: 10, facilities: ['WiFi', 'TV'] },
      { title: 'Single', rooms: 2, price: 30000, facilities: ['WiFi'] },
    ],
  });
  await submitListing(page, name);
  const propertyId = await expectPendingProperty(page, name);
  expect(propertyId).toBeGreaterThan(0);
  await expectAccessible(page);

  await adminApproves(baseURL!, name);
  const guest = await newGuest(baseURL!, testInfo);
  const bookingId = await guestReserves(guest, address, name, 0);

  await openHostBookings(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `View ${name} (booking ${bookingId})` })).toHaveAttribute(
    'href',
    `/dashboard/host/bookings/${bookingId}`,
  );
  await expectAccessible(page);
  await row.getByRole('button', { name: `Approve booking ${bookingId}` }).click();
  // Asked once more, saying what will happen (a stray tap decides nothing).
  await page
    .getByRole('dialog', { name: `Approve booking ${bookingId}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Booking status updated to confirmed')).toBeVisible();
  // The list reloads: the booking is no longer pending.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('confirmed')).toBeVisible();

  await guestSeesStatus(guest, bookingId, 'confirmed');
  await guest.api.dispose();
});

test('a user lists the whole property; the host approves one booking and rejects another', async ({
  page,
  baseURL,
}, testInfo) => {
  const account = await signedInUser(page, 'whole', 'Jean', testInfo);
  const tag = uniqueUsername(testInfo, 'x').slice(-8);
  const name = `Villa Nyiramugengeri ${tag}`;
  const address = `Rue du Lac ${tag}`;

  await fillListing(page, {
    name,
    address,
    account,
    roomTypes: [
      { title: 'Whole Property', price: 250000, king: 2, queen: 1, facilities: ['Parking', 'Balcony'] },
    ],
  });
  // The whole property rents alone: no second room type can be added.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: /Accommodation Details/ }).click();
  await expect(stepHeading(page, 'Accommodation Details')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Add (a )?room type$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove Whole Property / })).toBeVisible();
  await page.getByRole('button', { name: /Pictures/ }).click();
  await expect(stepHeading(page, 'Pictures')).toBeFocused();

  await submitListing(page, name);
  const propertyId = await expectPendingProperty(page, name);

  await adminApproves(baseURL!, name);
  const guest = await newGuest(baseURL!, testInfo);
  const first = await guestReserves(guest, address, name, 0);
  const second = await guestReserves(guest, address, name, 5);

  await openHostBookings(page, name);
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Whole Property');
  await rows.getByRole('button', { name: `Approve booking ${first}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Booking status updated to confirmed')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Reject booking ${second}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Booking status updated to cancelled')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // The cancelled filter works (docs/product.md#screen-host), and it is kept in the URL.
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  const cancelled = page.getByRole('row').filter({ hasText: name });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByRole('button', { name: /booking/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('cancelled');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  expect(propertyId).toBeGreaterThan(0);

  await guestSeesStatus(guest, first, 'confirmed');
  await guestSeesStatus(guest, second, 'cancelled');
  await guest.api.dispose();
});

test('a renamed text file is refused, and a reload halfway keeps the draft but not the pictures', async ({
  page,
}, testInfo) => {
  const account = await signedInUser(page, 'draft', 'Grace', testInfo);
  const tag = uniqueUsername(testInfo, 'x').slice(-8);
  const name = `Musanze Gorilla Rest ${tag}`;
  await fillListing(page, {
    name,
    address: `Ruhengeri Road ${tag}`,
    account,
    roomTypes: [{ title: 'Double', rooms: 1, price: 60000, facilities: ['Breakfast'] }],
  });

  // Checked by content, not by name (docs/product.md#pictures): a text file called photo.jpg is refused.
  await page.getByLabel('Choose pictures').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('This is not a picture, only text.\n'),
  });
  await expect(page.getByRole('alert')).toContainText('photo.jpg: Pictures must be png, jpg or jpeg images.');
  await expect(page.getByText('0 of 20 pictures chosen')).toBeVisible();
  const [png] = await pictureFiles();
  await page.getByLabel('Choose pictures').setInputFiles(png!);
  await expect(page.getByText('1 of 20 pictures chosen')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^We restored the listing you started/)).toBeVisible();
  await expect(stepHeading(page, 'Pictures')).toBeVisible();
  await expect(
    page.getByText(/The picture you chose before the page was reloaded could not be kept/),
  ).toBeVisible();
  await expect(page.getByText('0 of 20 pictures chosen')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: /Host profile/ }).click();
  await expect(page.getByLabel('MoMo code')).toHaveValue('123456');
  await page.getByRole('button', { name: /Accommodation Details/ }).click();
  await expect(page.getByLabel('Latitude')).toHaveValue('-1.6792');
  await expect(page.getByRole('button', { name: /^Remove Double / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add room type' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a room type' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Name of accommodation/ }).click();
  await expect(page.getByRole('textbox', { name: 'Name of accommodation' })).toHaveValue(name);
});

/** Today and a day either side, as Kigali calendar dates (the creation filters' days). */
function kigaliDays() {
  const format = (at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(new Date(at));
  const now = Date.now();
  return { yesterday: format(now - 86_400_000), today: format(now), tomorrow: format(now + 86_400_000) };
}

test('my properties: name, location, status and creation dates filter on the server, kept on reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const listing = await createPendingListing(request, testInfo, 'hst');
  const tail = listing.token.slice(-6);
  // Two more listings of the same host (pending, no application needed to appear in their own list).
  for (const [name, city] of [
    [`Kivu Breeze ${tail}`, 'Rubavu'],
    [`Hill View ${tail}`, 'Kigali'],
  ] as const) {
    const created = await request.post('/api/properties', {
      data: {
        name,
        description: 'A listing made by the host list test.',
        accommodationType: 'Apartment',
        location: { address: `${tail} Street, ${city}`, city, country: 'Rwanda' },
        rate_plan: 'Flexible',
        roomTypes: [{ title: 'Single', price: 30000, discount: 0, remainingRoomCount: 1 }],
        rules: { maxGuests: 2 },
        hostInfo: {
          hostName: `${listing.firstName} ${listing.lastName}`,
          hostPhone: '0788123456',
          momoCode: '123456',
          bankAccountNumber: '000111222',
          hostShortDescription: 'A host made by a test.',
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await signInThroughApi(page.request, listing.username, NEW_ACCOUNT_PASSWORD);
  await page.goto('/dashboard/host/properties');
  const table = page.getByRole('table', { name: 'My properties' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);

  // Location: the host's own cities, from the server.
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location.locator('option')).toHaveText(['All locations', 'Kigali', 'Nyanza', 'Rubavu']);
  await location.selectOption('Rubavu');
  await expect(page).toHaveURL(/location=Rubavu/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Kivu Breeze ${tail}`);
  await location.selectOption('');

  // Name: a case-insensitive part of it.
  await page.getByRole('searchbox', { name: 'Name' }).fill('HILL view');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Hill View ${tail}`);
  await expect(page).toHaveURL(/name=HILL\+view|name=HILL%20view/);
  await page.getByRole('searchbox', { name: 'Name' }).fill('');
  await expect(rows).toHaveCount(3);

  // Creation dates: Kigali days, both inclusive.
  const { yesterday, today, tomorrow } = kigaliDays();
  await page.getByLabel('Created from').fill(tomorrow);
  await expect(page.getByText('No properties match these filters.')).toBeVisible();
  await page.getByLabel('Created from').fill(today);
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Created to').fill(yesterday);
  await expect(page.getByText('Created from must be on or before Created to.')).toBeVisible();
  await page.getByLabel('Created to').fill(today);
  await expect(rows).toHaveCount(3);

  // Status and sort by name, then a reload keeps it all.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText(`Hill View ${tail}`);
  await page.reload();
  await expect(page.getByLabel('Created from')).toHaveValue(today);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`Hill View ${tail}`);
  await expect(rows.last()).toContainText(listing.propertyName);
});

test('on a phone in Kinyarwanda, the host’s bookings cards wrap long labels beside their values, never over them', async ({
  browser,
}, testInfo) => {
  const context = await projectContext(browser, testInfo);
  const page = await context.newPage();
  await signInThroughApi(page.request, 'host', DEMO_PASSWORD);
  await context.addCookies([{ name: 'ikaze_lang', value: 'rw', url: testInfo.project.use.baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/host/bookings');
  const cells = page.locator('td[data-label]');
  await expect(cells.first()).toBeVisible();
  // The label is CSS (::before, from data-label): a probe with its computed styles, put where it starts, gives
  // the box its text takes, to compare with the value's box.
  const overlaps = await cells.evaluateAll((tds) =>
    tds.flatMap((td) => {
      const label = getComputedStyle(td, '::before');
      const value = td.firstElementChild!.getBoundingClientRect();
      const cell = td.getBoundingClientRect();
      const probe = document.createElement('div');
      probe.textContent = td.dataset.label ?? '';
      Object.assign(probe.style, {
        position: 'fixed',
        left: `${cell.left + parseFloat(getComputedStyle(td).paddingLeft)}px`,
        top: `${cell.top + parseFloat(getComputedStyle(td).paddingTop) + parseFloat(label.paddingTop)}px`,
        width: label.width,
        fontFamily: label.fontFamily,
        fontSize: label.fontSize,
        fontWeight: label.fontWeight,
        letterSpacing: label.letterSpacing,
        lineHeight: label.lineHeight,
        textTransform: label.textTransform,
        whiteSpace: label.whiteSpace,
        overflowWrap: label.overflowWrap,
      });
      document.body.append(probe);
      const box = probe.getBoundingClientRect();
      const right = box.left + Math.max(box.width, probe.scrollWidth);
      probe.remove();
      const apart =
        right <= value.left || value.right <= box.left || box.bottom <= value.top || value.bottom <= box.top;
      return apart ? [] : [`${td.dataset.label}: ${td.textContent}`];
    }),
  );
  expect(await cells.count()).toBeGreaterThan(5);
  expect(overlaps).toEqual([]);
  await context.close();
});
