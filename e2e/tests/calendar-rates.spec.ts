// A host's calendar and rates, end to end (docs/decisions/0023-calendar-and-rates.md): a new host sets a weekend
// price, a season, a price for one night, closes a night and offers Non-Refundable; a guest then finds the
// property only for dates it is open, sees the total night by night, books Non-Refundable and is told before
// cancelling that the whole stay is owed. The room type's .ics export is read by a standard parser (ical.js),
// and a calendar served from a local HTTP server is imported and closes its nights. Desktop in English, the
// phone in French.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, formatDate, formatMoney } from '@ikaze/domain';
import { createPendingListing, type TestListing } from './admin-support';
import { appTookOver, projectContext, signInThroughApi } from './browser-support';
import { domain, screen } from './catalog-text';
import { expect, kigaliDate, registerGuest, roomCard, confirmReservation } from './guest-support';
import { NEW_ACCOUNT_PASSWORD } from './support';

test.describe.configure({ timeout: 120_000 });

type Language = 'en' | 'fr';

/** The first Thursday at least `days` from today in Kigali. */
function thursdayFrom(days: number): string {
  let date = kigaliDate(days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4) date = addDays(date, 1);
  return date;
}

/** A host with an approved listing (one room type, Double, 2 rooms at RWF 40,000), signed in on `host`. */
async function approvedListing(
  host: APIRequestContext,
  testInfo: Parameters<typeof createPendingListing>[1],
) {
  const listing = await createPendingListing(host, testInfo, 'cal');
  const admin = await apiRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInThroughApi(admin, 'admin');
  const approved = await admin.put(`/api/listing_applications/${listing.applicationId}`, {
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
  return listing;
}

async function roomTypeIdOf(request: APIRequestContext, listing: TestListing): Promise<number> {
  const detail = await request.get(`/api/properties/${listing.propertyId}`);
  expect(detail.status()).toBe(200);
  return ((await detail.json()) as { roomTypes: Array<{ id: number }> }).roomTypes[0]!.id;
}

/** A local calendar server: serves `ics` at /airbnb.ics (other sites' calendars cannot be reached here). */
async function serveCalendar(ics: () => string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== '/airbnb.ics') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`, server };
}

/**
 * The search results page for the listing's address and a stay, once the app has it (the server may send the
 * results in the page itself: no request of the app's to wait for).
 */
async function searchFor(page: Page, listing: TestListing, checkIn: string, checkOut: string) {
  await page.goto(
    `/search-results?destination=${encodeURIComponent(listing.token)}&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await appTookOver(page);
  return page.getByRole('link', { name: listing.propertyName });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a host prices and closes nights; a guest books night by night, and is told what cancelling costs', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const lang: Language = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const say = (english: string) => (lang === 'en' ? english : screen(lang, english));
  const label = (english: string) => (lang === 'en' ? english : domain(lang, english));
  const domainText = label;
  const money = (amount: number) => formatMoney(amount, lang);
  await page.context().addCookies([{ name: 'ikaze_lang', value: lang, url: testInfo.project.use.baseURL! }]);

  const listing = await approvedListing(request, testInfo);
  const roomTypeId = await roomTypeIdOf(request, listing);
  // Thursday: priced by hand 70,000; Friday: weekend 50,000; Saturday and Sunday: season 60,000 (over the
  // weekend price); Monday: base 40,000. The Thursday after is closed.
  const thursday = thursdayFrom(12);
  const stayEnd = addDays(thursday, 5);
  const closedNight = addDays(thursday, 7);
  const nightPrices = [70_000, 50_000, 60_000, 60_000, 40_000];

  // --- The host, in the browser.
  // Signed in through the API (the sign-in screen has its own tests in every language).
  await signInThroughApi(page.request, listing.username, NEW_ACCOUNT_PASSWORD);
  await page.goto('/dashboard/host/properties');
  // The new host's one property.
  await page.getByRole('link', { name: say('Calendar & prices') }).click();
  await expect(page.getByRole('heading', { name: say('Calendar & prices'), level: 1 })).toBeVisible();
  const toast = (english: string) => page.getByText(say(english)).first();

  await page.getByLabel(say('Weekend price (RWF)')).fill('50000');
  await page.getByRole('button', { name: say('Save rates') }).click();
  await expect(toast('Rates saved.')).toBeVisible();

  await page.getByRole('button', { name: say('Add season') }).click();
  const seasonDialog = page.getByRole('dialog');
  await seasonDialog.getByLabel(say('Season name')).fill('Umuganura');
  await seasonDialog.getByLabel(say('First night')).fill(addDays(thursday, 2));
  await seasonDialog.getByLabel(say('Last night')).fill(addDays(thursday, 3));
  await seasonDialog.getByLabel(say('Price per night (RWF)')).fill('60000');
  await seasonDialog.getByRole('button', { name: say('Save season') }).click();
  await expect(toast('Season saved.')).toBeVisible();
  await expect(page.getByText('Umuganura')).toBeVisible();

  const firstNight = page.getByLabel(say('First night'), { exact: true });
  const lastNight = page.getByLabel(say('Last night'), { exact: true });
  await firstNight.fill(thursday);
  await lastNight.fill(thursday);
  await page.getByLabel(say('Price per night (RWF)'), { exact: true }).fill('70000');
  await page.getByRole('button', { name: say('Set price') }).click();
  await expect(toast('Price set.')).toBeVisible();

  await firstNight.fill(closedNight);
  await lastNight.fill(closedNight);
  await page.getByRole('button', { name: say('Close all') }).click();
  await expect(toast('Rooms closed.')).toBeVisible();

  const plans = page.getByRole('form', { name: say('Rate plans') });
  await plans.getByRole('checkbox', { name: label('Non-Refundable') }).check();
  await plans.getByRole('button', { name: say('Save rate plans') }).click();
  await expect(toast('Rate plans saved.')).toBeVisible();

  // The calendar as the server now answers it: the night's price and source, the closed night.
  // On a fresh connection with the host's session (the test's own has idled past the server's keep-alive).
  const asHost = await apiRequest.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: await request.storageState(),
  });
  const calendar = await asHost.get(
    `/api/room_types/${roomTypeId}/calendar?from=${thursday}&to=${addDays(closedNight, 1)}`,
  );
  expect(calendar.status()).toBe(200);
  const answer = (await calendar.json()) as {
    icsUrl: string;
    nights: Array<{ date: string; price: number; priceSource: string; closed: number; free: number }>;
  };
  expect(answer.nights.slice(0, 5).map((n) => [n.price, n.priceSource])).toEqual([
    [70_000, 'override'],
    [50_000, 'weekend'],
    [60_000, 'season'],
    [60_000, 'season'],
    [40_000, 'base'],
  ]);
  expect(answer.nights.at(-1)).toMatchObject({ date: closedNight, closed: 2, free: 0 });
  await asHost.dispose();

  // --- A guest, in another browser.
  const guestContext = await projectContext(browser, testInfo);
  await guestContext.addCookies([{ name: 'ikaze_lang', value: lang, url: testInfo.project.use.baseURL! }]);
  const guest = await guestContext.newPage();
  const guestName = await registerGuest(guest.request, testInfo);

  // Not offered over the closed night (the page says so once its results are in); offered for the stay.
  const hidden = await searchFor(guest, listing, addDays(closedNight, -1), addDays(closedNight, 1));
  await expect(guest.getByText(domainText('No results found'))).toBeVisible();
  await expect(hidden).toHaveCount(0);
  await expect((await searchFor(guest, listing, thursday, stayEnd)).first()).toBeVisible();

  await signInThroughApi(guest.request, guestName, NEW_ACCOUNT_PASSWORD);
  await guest.goto(`/accommodation-detail/${listing.propertyId}`);
  const card = roomCard(guest, label('Double'));
  await card.getByLabel(say('Check-in'), { exact: true }).fill(thursday);
  await card.getByLabel(say('Check-out'), { exact: true }).fill(stayEnd);
  await card.getByLabel(say('Number of rooms'), { exact: true }).fill('1');
  const sum = nightPrices.reduce((a, b) => a + b, 0); // 280,000, checked by hand night by night
  expect(sum).toBe(280_000);
  const totalLine = (amount: number) => say('Total: {totalText}').replace('{totalText}', money(amount));
  await expect(card.getByText(totalLine(sum))).toBeVisible();
  await card.getByText(say('Price per night')).click();
  // Each night beside its own price.
  for (const [i, price] of nightPrices.entries()) {
    const night = card.getByText(formatDate(addDays(thursday, i), lang, 'short'), { exact: true });
    await expect(night.locator('xpath=following-sibling::*[1]')).toHaveText(money(price));
  }
  // Non-Refundable: 10 % off the whole stay.
  await card.getByRole('radio', { name: new RegExp(escapeRegExp(label('Non-Refundable'))) }).check();
  const total = 252_000;
  await expect(card.getByText(totalLine(total))).toBeVisible();
  await card.getByRole('button', { name: say('Reserve Now') }).click();
  await confirmReservation(guest);
  await expect(
    guest.getByRole('status').filter({ hasText: domainText('Reservation successful! ').trim() }),
  ).toBeVisible();

  // The export, read by a standard iCalendar parser: the booked nights and the closed night are taken.
  // Fetched without a session, as another site subscribing to the link would (a fresh connection, too: the
  // test's own may have idled past the server's keep-alive).
  const subscriber = await apiRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  const exported = await subscriber.get(answer.icsUrl.replace(/^https?:\/\/[^/]+/, ''));
  expect(exported.status()).toBe(200);
  const ics = await exported.text();
  await subscriber.dispose();
  const events = new ICAL.Component(ICAL.parse(ics) as unknown[])
    .getAllSubcomponents('vevent')
    .map((e) => new ICAL.Event(e))
    .map((e) => [e.startDate.toString(), e.endDate.toString()]);
  expect(events).toEqual(
    expect.arrayContaining([
      [thursday, stayEnd],
      [closedNight, addDays(closedNight, 1)],
    ]),
  );

  // My bookings: a Non-Refundable stay is paid with mobile money (never at the property), which the sandbox
  // approves after PAYMENT_SANDBOX_SLOW_SUCCESS_SECONDS; once paid, the guest is told nothing comes back.
  await guest.goto('/dashboard/user/bookings');
  const cancelButton = new RegExp(
    `^${escapeRegExp(say('Cancel booking {id}')).replace('\\{id\\}', '\\d+')}$`,
  );
  const cancel = guest.getByRole('button', { name: cancelButton }).first();
  const bookingId = /\d+/.exec((await cancel.getAttribute('aria-label')) ?? (await cancel.innerText()))![0];
  await expect
    .poll(
      async () => {
        const cost = await guest.request.get(`/api/bookings/${bookingId}/cancellation`);
        return ((await cost.json()) as { refundTo: string | null }).refundTo;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  await guest.reload();
  await guest.getByRole('button', { name: cancelButton }).first().click();
  const dialog = guest.getByRole('dialog');
  await expect(dialog.getByText(say('Nothing comes back to you.'))).toBeVisible();
  await expect(
    dialog.getByText(say('This booking is Non-Refundable, so the whole stay is kept.')),
  ).toBeVisible();
  await expect(dialog.getByText(money(total), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: say('Cancel booking') }).click();
  await expect(guest.getByText(domainText('Booking successfully cancelled.'), { exact: true })).toBeVisible();
  await guestContext.close();
});

test('a calendar imported from another site closes its nights, and reopens them when it changes', async ({
  page,
  request,
}, testInfo) => {
  const listing = await approvedListing(request, testInfo);
  const first = thursdayFrom(30);
  // Two overlapping stays on the other site: both rooms taken on `first` and the night after.
  let events = [
    ['a', first, addDays(first, 2)],
    ['b', first, addDays(first, 2)],
  ];
  let broken = false;
  const ics = () =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Other site//EN',
      ...events.flatMap(([uid, start, end]) => [
        'BEGIN:VEVENT',
        `UID:${uid}@other.example`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${start!.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${end!.replaceAll('-', '')}`,
        'SUMMARY:Reserved',
        'END:VEVENT',
      ]),
      // An event another site wrote without its start: left out, and shown to the host, the rest imported.
      ...(broken ? ['BEGIN:VEVENT', 'UID:c@other.example', 'SUMMARY:Broken stay', 'END:VEVENT'] : []),
      'END:VCALENDAR',
    ].join('\r\n');
  const { url, server } = await serveCalendar(ics);
  try {
    await signInThroughApi(page.request, listing.username, NEW_ACCOUNT_PASSWORD);
    await page.goto(`/dashboard/host/properties/${listing.propertyId}/calendar`);
    await page.getByLabel('Site name').fill('Airbnb');
    await page.getByLabel('Calendar URL (.ics)').fill(url);
    await page.getByRole('button', { name: 'Add calendar' }).click();
    await expect(page.getByText('Calendar added.').first()).toBeVisible();
    await expect(page.getByText(/^Last synced: /)).toBeVisible();

    const anonymous = await apiRequest.newContext({ baseURL: testInfo.project.use.baseURL });
    const found = async () => {
      const response = await anonymous.get(
        `/api/properties?destination=${listing.token}&checkIn=${first}&checkOut=${addDays(first, 1)}`,
      );
      return ((await response.json()) as Array<{ id: number }>).map((p) => p.id);
    };
    expect(await found()).toEqual([]);

    // The other site's stays move on: a sync now reopens the nights.
    events = [['a', addDays(first, 10), addDays(first, 11)]];
    await page.getByRole('button', { name: 'Sync Airbnb now' }).click();
    await expect(page.getByText('Calendar synced.').first()).toBeVisible();
    expect(await found()).toEqual([listing.propertyId]);

    // A file with one unreadable event: the others still count, and the host is told which one was left out.
    broken = true;
    events = [
      ['a', first, addDays(first, 2)],
      ['b', first, addDays(first, 2)],
    ];
    await page.getByRole('button', { name: 'Sync Airbnb now' }).click();
    await expect(page.getByText('1 event could not be read and was left out:')).toBeVisible();
    await expect(page.getByText('Broken stay: The event has no start date.')).toBeVisible();
    expect(await found()).toEqual([]);
    await anonymous.dispose();
  } finally {
    server.close();
  }
});
