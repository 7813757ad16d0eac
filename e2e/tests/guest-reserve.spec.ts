import { test } from '@playwright/test';
import { expect, kigaliDate, propertyIdByName, registerGuest, roomCard } from './guest-support';
import { NEW_ACCOUNT_PASSWORD, signIn } from './support';

// Each test waits on a freshly seeded API on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Reservations go far in the future, on nights no other test or project uses, so parallel runs never run out
// of rooms: each project gets its own block of days.
const offsetFor = (project: string) => (project === 'phone' ? 420 : 380);

test('a guest meets each reservation message, reserves, sees the booking pending and cancels it', async ({
  page,
  request,
}, testInfo) => {
  const username = await registerGuest(request, testInfo);
  const hotel = await propertyIdByName(request, 'Nyarutarama Lake View Hotel');
  const detail = `/accommodation-detail/${hotel}`;

  // Signed out: 'Login to Reserve' goes to sign-in and back, with the room count the card starts with (one,
  // as from a search).
  await page.goto(detail);
  const single = roomCard(page, 'Single');
  await expect(single.getByLabel('Number of rooms')).toHaveValue('1');
  await single.getByRole('button', { name: 'Login to Reserve' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, username, NEW_ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(`${detail}?rooms=1`);
  await expect(single.getByRole('button', { name: 'Reserve Now' })).toBeVisible();

  const reserve = () => single.getByRole('button', { name: 'Reserve Now' }).click();
  const popup = (text: string) => page.getByRole('alert').filter({ hasText: text });
  const start = kigaliDate(offsetFor(testInfo.project.name));
  const end = kigaliDate(offsetFor(testInfo.project.name) + 2);

  // 1. Both dates.
  await reserve();
  await expect(popup('Please provide both check-in and check-out dates.')).toBeVisible();
  await single.getByLabel('Check-in').fill(start);
  await reserve();
  await expect(popup('Please provide both check-in and check-out dates.')).toBeVisible();
  // 2. Check-out after check-in.
  await single.getByLabel('Check-out').fill(start);
  await reserve();
  await expect(popup('Check-out date must be later than the check-in date.')).toBeVisible();
  // 3. At least one room.
  await single.getByLabel('Check-out').fill(end);
  await expect(single.getByText('for these dates', { exact: true })).toBeVisible();
  await single.getByLabel('Number of rooms').fill('0');
  await reserve();
  await expect(popup('Please select at least one room.')).toBeVisible();
  // More rooms than are free: kept as typed, and said under the field.
  const rooms = single.getByLabel('Number of rooms');
  await rooms.fill('99');
  const free = Number(await rooms.getAttribute('max'));
  expect(free).toBeGreaterThan(1);
  await expect(rooms).toHaveValue('99');
  await expect(single.getByText(`You cannot reserve more than ${free} rooms.`)).toBeVisible();
  await rooms.fill('1');
  await expect(single.getByText(/^Total: RWF\u00a0[\d,]+$/)).toBeVisible();

  await reserve();
  // What it will do, said first; nothing is sent before the guest confirms.
  const summary = page.getByRole('dialog', { name: 'Confirm your reservation' });
  await expect(summary.getByText(/^You pay RWF\u00a0[\d,]+ at the property\.$/)).toBeVisible();
  await summary.getByRole('button', { name: 'Confirm reservation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Reservation successful! Booking #\d+/ }),
  ).toBeVisible();
  // The card starts over: no dates, no rooms.
  await expect(single.getByLabel('Check-in')).toHaveValue('');
  await expect(single.getByLabel('Check-out')).toHaveValue('');
  await expect(single.getByLabel('Number of rooms')).toHaveValue('0');

  // The booking is pending in my bookings, and can be cancelled.
  await page.goto('/dashboard/user/bookings');
  const table = page.getByRole('table', { name: 'My bookings' });
  const row = table.getByRole('row').filter({ hasText: 'Nyarutarama Lake View Hotel' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('pending')).toBeVisible();
  // Its dates and total in view, with no scrolling sideways (on a phone the booking is a card).
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/).first()).toBeInViewport();
  await expect(row.getByText(/^RWF\u00a0[\d,]+$/)).toBeInViewport();
  await row.getByRole('button', { name: /^Cancel booking \d+$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking successfully cancelled.')).toBeVisible();
  // It leaves the upcoming stays for the Cancelled tab.
  await expect(table.getByText('No upcoming stays.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelled' }).click();
  await expect(row.getByText('cancelled')).toBeVisible();
  await expect(row.getByText('Not Allowed')).toBeVisible();
});

test('more rooms than are free for the chosen dates are refused', async ({ page, request }, testInfo) => {
  const username = await registerGuest(request, testInfo);
  const kinigi = await propertyIdByName(request, 'Kinigi Gorilla Guest House');
  await page.goto(`/login?next=${encodeURIComponent(`/accommodation-detail/${kinigi}`)}`);
  await signIn(page, username, NEW_ACCOUNT_PASSWORD);
  const single = roomCard(page, 'Single');
  // Tonight there are rooms; on the fully booked nights there are none.
  await single.getByLabel('Number of rooms').fill('1');
  await expect(single.getByLabel('Number of rooms')).toHaveValue('1');
  await single.getByLabel('Check-in').fill(kigaliDate(20));
  await single.getByLabel('Check-out').fill(kigaliDate(23));
  await expect(single.getByText('for these dates', { exact: true })).toBeVisible();
  await single.getByRole('button', { name: 'Reserve Now' }).click();
  // Said under the count as soon as the dates are known, and again by Reserve Now's popup.
  await expect(single.getByRole('alert')).toHaveText('You cannot reserve more than 0 rooms.');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You cannot reserve more than 0 rooms.' }),
  ).toHaveCount(2);
});
