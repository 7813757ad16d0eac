// The installable app (docs/decisions/0030-offline-app.md): its manifest, icons and service worker as the server
// sends them, then a signed-in guest with no connection who reads My bookings and a booking's property as
// last seen, meets the offline page on an address never opened, and reserves: the reservation waits on the
// device and is sent once when the connection returns. The desktop project runs in English, the phone in
// French. The other specs block service workers (playwright.config.ts); this one lets it run.
import { test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './browser-support';
import { domain, screen } from './catalog-text';
import {
  expect,
  kigaliDate,
  propertyIdByName,
  registerGuest,
  roomCard,
  confirmReservation,
} from './guest-support';
import { NEW_ACCOUNT_PASSWORD } from './support';

test.use({ serviceWorkers: 'allow' });
// Each test waits on a freshly seeded API on a busy machine, and the worker downloads the whole app once.
test.describe.configure({ timeout: 120_000 });

// Nights far ahead that no other spec uses, one block per project.
const offsetFor = (project: string) => (project === 'phone' ? 600 : 560);
const HOTEL = 'Nyarutarama Lake View Hotel';

test('the manifest in each language, its icons and /sw.js are served to anyone and never kept stale', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(?:application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('index.en.html');

  for (const lang of ['en', 'fr', 'rw']) {
    const home = await request.get('/', { headers: { cookie: `ikaze_lang=${lang}` } });
    expect(home.headers()['content-language']).toBe(lang);
    expect(await home.text()).toContain(`<link rel="manifest" href="/manifest.${lang}.webmanifest"`);
    const answer = await request.get(`/manifest.${lang}.webmanifest`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Ikaze', lang, display: 'standalone', start_url: '/' });
    expect(manifest.theme_color).toBe('#0b5f8c');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toContain(icon.type);
    }
  }
});

async function bookThroughApi(
  api: APIRequestContext,
  propertyId: number,
  checkIn: string,
  checkOut: string,
): Promise<void> {
  const { user } = (await (await api.get('/api/me')).json()) as { user: { UserID: number } };
  const detail = (await (await api.get(`/api/properties/${propertyId}`)).json()) as {
    roomTypes: Array<{ id: number; title: string }>;
  };
  const single = detail.roomTypes.find((roomType) => roomType.title.toLowerCase() === 'single')!;
  const booked = await api.post('/api/bookings', {
    data: {
      userId: user.UserID,
      bookings: [
        {
          roomTypeId: single.id,
          roomType: single.title,
          roomNumber: 1,
          checkInDate: `${checkIn}T00:00:00`,
          checkOutDate: `${checkOut}T00:00:00`,
          rate_plan: 'Flexible',
          propertyId,
        },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

test('offline, a guest reads My bookings and a booking as last seen, and a reservation waits for the connection', async ({
  page,
  context,
}, testInfo) => {
  const french = testInfo.project.name === 'phone';
  const say = (english: string) => (french ? screen('fr', english) : english);
  const before = (english: string, placeholder: string) => say(english).split(placeholder)[0]!;
  const username = await registerGuest(page.request, testInfo);
  await signInThroughApi(page.request, username, NEW_ACCOUNT_PASSWORD);
  await context.addCookies([
    { name: 'ikaze_lang', value: french ? 'fr' : 'en', url: testInfo.project.use.baseURL! },
  ]);
  const hotel = await propertyIdByName(page.request, HOTEL);
  const offset = offsetFor(testInfo.project.name);
  await bookThroughApi(page.request, hotel, kigaliDate(offset), kigaliDate(offset + 2));

  // Online: the service worker installs and takes the page over; then My bookings and the booking's property
  // are read through it, which keeps their answers.
  await page.goto('/dashboard/user/bookings');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 })
    .toBe(true);
  await page.reload();
  const bookings = page.getByRole('table', { name: say('My bookings') });
  const booking = bookings.getByRole('row').filter({ hasText: HOTEL });
  await expect(booking).toHaveCount(1);
  // View opens the booking page: where and when to arrive, kept for reading offline.
  await booking.getByRole('link', { name: new RegExp(HOTEL) }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/bookings\/\d+$/);
  const bookingPage = page.url();
  const { location } = (await (await page.request.get(`/api/properties/${hotel}`)).json()) as {
    location: { address: string };
  };
  await expect(page.getByText(location.address).first()).toBeVisible();
  await page.getByRole('link', { name: HOTEL }).click();
  await expect(page).toHaveURL(`/accommodation-detail/${hotel}`);
  const heading = page.getByRole('heading', { level: 1, name: HOTEL });
  await expect(heading).toBeVisible();
  await expect(page.getByText(location.address).first()).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: before('Offline, as of {when}', '{when}') });
  await expect(notice).toHaveCount(0);

  // Offline: both read as last seen, marked 'Offline, as of …'.
  await context.setOffline(true);
  await page.goto('/dashboard/user/bookings');
  await expect(booking).toHaveCount(1);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/\d{1,2}:\d{2}/);
  await page.goto(bookingPage);
  await expect(page.getByText(location.address).first()).toBeVisible();
  await expect(notice).toBeVisible();
  await page.goto(`/accommodation-detail/${hotel}`);
  await expect(heading).toBeVisible();
  await expect(page.getByText(location.address).first()).toBeVisible();
  await expect(notice).toBeVisible();

  // An address never opened on this device: the offline page, in the page's language.
  await page.goto('/dashboard/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: say('You are offline') })).toBeVisible();
  await expect(page.getByRole('link', { name: say('Try again') })).toBeVisible();

  // Offline, a reservation is kept and the guest told so.
  await page.goto(`/accommodation-detail/${hotel}`);
  const card = roomCard(page, french ? domain('fr', 'Single') : 'Single');
  await card.getByLabel(say('Check-in'), { exact: true }).fill(kigaliDate(offset + 5));
  await card.getByLabel(say('Check-out'), { exact: true }).fill(kigaliDate(offset + 7));
  await card.getByLabel(say('Number of rooms')).fill('1');
  await card.getByRole('button', { name: say('Reserve Now') }).click();
  await confirmReservation(page);
  await expect(
    page.getByText(
      say(
        'You are offline. Your reservation is kept on this device and will be sent when the connection returns.',
      ),
    ),
  ).toBeVisible();
  const kept = await page.evaluate(() => window.localStorage.getItem('ikaze.outbox'));
  const key = (JSON.parse(kept ?? '[]') as Array<{ key: string }>)[0]?.key;
  expect(key).toMatch(/^[0-9a-f]{32}$/);

  // Back online: sent once, and the guest told the outcome.
  await context.setOffline(false);
  await expect(
    page.getByText(before('Your reservation made offline has been sent. {message}', '{message}')),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ikaze.outbox'))).toBeNull();
  const list = await page.request.get('/api/bookings?as=guest&status=pending&pageSize=30');
  const mine = (await list.json()) as Array<{ check_in_date: string }>;
  expect(mine.filter((b) => b.check_in_date.startsWith(kigaliDate(offset + 5)))).toHaveLength(1);
  expect(mine).toHaveLength(2);
  // The same key again is the same booking, not a second one.
  const again = await page.request.post('/api/bookings', {
    headers: { 'idempotency-key': key! },
    data: JSON.parse(kept!)[0].body,
  });
  expect(again.headers()['idempotent-replayed']).toBe('true');
  const after = await page.request.get('/api/bookings?as=guest&status=pending&pageSize=30');
  expect(await after.json()).toHaveLength(2);
});
