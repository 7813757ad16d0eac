// The whole guest journey in Kinyarwanda (docs/decisions/0020-languages.md): switch on the home page, search,
// open a property, sign in, reserve, read the success message and My bookings, reload, sign out and in on a
// device that has forgotten the choice: the account's language holds. No English on the way.
import { test, type Page } from '@playwright/test';
import { domain, screen } from './catalog-text';
import {
  expect,
  expectNoSeriousAxeViolations,
  kigaliDate,
  registerGuest,
  confirmReservation,
} from './guest-support';
import { banner, NEW_ACCOUNT_PASSWORD, openMainNav } from './support';

test.describe.configure({ timeout: 90_000 });

const rw = (english: string) => screen('rw', english);
const rwDomain = (english: string) => domain('rw', english);

// Nights no other test uses: each project its own block of days.
const offsetFor = (project: string) => (project === 'phone' ? 520 : 480);

async function signInRw(page: Page, username: string) {
  await page.getByLabel(rw('Username'), { exact: true }).fill(username);
  await page.getByLabel(rw('Password'), { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: rw('Sign in'), exact: true }).click();
  await expect(page.getByText(rwDomain('Successfully logged in.'))).toBeVisible();
}

test('a guest books a stay in Kinyarwanda from the home page to My bookings', async ({
  page,
  request,
}, testInfo) => {
  const username = await registerGuest(request, testInfo);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch in the header's neighbour, the footer (the header's is behind the menu on a phone).
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('rw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('heading', { level: 1, name: 'Shaka aho kurara hafi yawe' })).toBeVisible();

  // Search Musanze.
  const form = page.getByRole('search', { name: rw('Search accommodations') });
  await form.getByPlaceholder(rw('Where do you wish to go?')).fill('Musanze');
  await form.getByRole('button', { name: rw('Search'), exact: true }).click();
  await expect(page).toHaveURL('/search-results?destination=Musanze');
  const results = page.getByRole('list', { name: rw('Results') });
  const lodge = results.getByRole('article').filter({ hasText: 'Virunga Gate Lodge' });
  await expect(lodge).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await lodge.getByRole('link').first().click();

  // The property, its room card and the way to sign in, in Kinyarwanda.
  await expect(page.getByRole('heading', { level: 1, name: 'Virunga Gate Lodge' })).toBeVisible();
  await expect(page.getByRole('heading', { name: rw('Important Facilities') })).toBeVisible();
  // The first room card (it keeps its place once signed in).
  const card = page
    .getByRole('article')
    .filter({ has: page.getByLabel(rw('Number of rooms')) })
    .first();
  await card.getByRole('button', { name: rw('Login to Reserve') }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await signInRw(page, username);
  await expect(page).toHaveURL(/\/accommodation-detail\/\d+/);

  // Reserve: a message of the domain first (dates missing), then the booking.
  const reserve = card.getByRole('button', { name: rw('Reserve Now') });
  await reserve.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: rwDomain('Please provide both check-in and check-out dates.') }),
  ).toBeVisible();
  const start = offsetFor(testInfo.project.name);
  await card.getByLabel(rw('Check-in')).fill(kigaliDate(start));
  await card.getByLabel(rw('Check-out')).fill(kigaliDate(start + 2));
  await card.getByLabel(rw('Number of rooms')).fill('1');
  // The total in Kinyarwanda's convention: 45.000 RWF.
  await expect(card.getByText(/\d{1,3}(\.\d{3})*\u00a0RWF/).first()).toBeVisible();
  await reserve.click();
  await expect(page.getByRole('dialog', { name: rw('Confirm your reservation') })).toBeVisible();
  await confirmReservation(page);
  const success = page.getByRole('status').filter({ hasText: rwDomain('Reservation successful! ').trim() });
  await expect(success).toBeVisible();
  await expect(success).not.toContainText('Booking #');

  // My bookings: the booking, its status and dates in Kinyarwanda.
  await page.goto('/dashboard/user/bookings');
  const table = page.getByRole('table', { name: rw('My bookings') });
  const row = table.getByRole('row').filter({ hasText: 'Virunga Gate Lodge' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(rwDomain('Pending'), { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Reload: the choice holds.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('table', { name: rw('My bookings') })).toBeVisible();

  // Sign out, forget the cookie (another device), sign in: the account's language comes back.
  await openMainNav(page, rw('Main menu'));
  await banner(page)
    .getByRole('button', { name: rw('Log out') })
    .click();
  await expect(page).toHaveURL('/');
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await page.goto('/dashboard/user/bookings');
  await expect(page.getByRole('table', { name: rw('My bookings') })).toBeVisible();
});
