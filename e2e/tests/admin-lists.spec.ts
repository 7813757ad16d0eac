import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createPendingListing, openAsAdmin } from './admin-support';

test('the admin home shows live counts and the sections', async ({ page }) => {
  await openAsAdmin(page, '/dashboard/admin');
  await expect(page.getByText('Manage reports, properties, and applications from here.')).toBeVisible();
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByRole('link', { name: /^Bookings \d/ })).toBeVisible();
  await expect(glance.getByRole('link', { name: /^Pending applications \d/ })).toBeVisible();
});

test('properties: every review status, filtered, paged and sorted on the server, kept on reload', async ({
  page,
}) => {
  await openAsAdmin(page, '/dashboard/admin/properties');
  const table = page.getByRole('table', { name: 'Properties' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('15');
  await expect(table.locator('tbody tr')).toHaveCount(15);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/pageSize=15/);
  await expect(page).toHaveURL(/page=2/);
  await expect(table.locator('tbody tr').first().locator('td').first()).not.toHaveText('1');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const statusCells = table.locator('tbody tr td:nth-child(5)');
  await expect(statusCells.first()).toContainText('Rejected');
  await expect(statusCells.filter({ hasNotText: 'Rejected' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Kigali');
  await expect(page).toHaveURL(/location=Kigali/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Kigali');
  await expect(table.getByText('Nyamirambo Budget Rooms')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await page.getByRole('button', { name: 'Rating' }).click();
  await expect(page.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Rating' }).click();
  await expect(page.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=rating&order=desc|order=desc.*sort=rating/);
  const view = table.getByRole('link', { name: /^View / }).first();
  await expect(view).toHaveAttribute('href', /^\/property\/\d+$/);
});

test('properties: name, location and creation-date filters and the name sort run on the server', async ({
  page,
  request,
}, testInfo) => {
  const listing = await createPendingListing(request, testInfo);
  const tail = listing.token.slice(-8);
  const kigaliDay = (at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(new Date(at));
  const today = kigaliDay(Date.now());
  const tomorrow = kigaliDay(Date.now() + 86_400_000);

  await openAsAdmin(page, '/dashboard/admin/properties');
  const table = page.getByRole('table', { name: 'Properties' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  // Every filter of docs/product.md#filters is shown.
  for (const name of ['Location', 'Status']) await expect(page.getByRole('combobox', { name })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Name' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Name' }).fill(`test lodge ${tail}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(listing.propertyName);
  await expect(rows.first()).toContainText('Pending review');

  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location.locator('option', { hasText: 'Nyanza' })).toHaveCount(1);
  await location.selectOption('Musanze');
  await expect(page.getByText('No results found')).toBeVisible();
  await location.selectOption('Nyanza');
  await expect(rows).toHaveCount(1);

  await page.getByLabel('Created from').fill(tomorrow);
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByLabel('Created from').fill(today);
  await page.getByLabel('Created to').fill(today);
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`createdFrom=${today}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Name' })).toHaveValue(`test lodge ${tail}`);
  await expect(location).toHaveValue('Nyanza');
  await expect(page.getByLabel('Created to')).toHaveValue(today);
  await expect(rows.first()).toContainText(listing.propertyName);

  // Sorted by name on the server: every property, in name order, whatever the case.
  await page.getByRole('searchbox', { name: 'Name' }).fill('');
  await location.selectOption('');
  await page.getByLabel('Created from').fill('');
  await page.getByLabel('Created to').fill('');
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name/);
  await expect(rows).toHaveCount(10);
  // The previous page stays on screen until the sorted one arrives: wait for it.
  const cells = table.locator('tbody tr td:nth-child(2) span:first-child');
  const inNameOrder = (names: string[]) =>
    names.every((name, i) => i === 0 || names[i - 1]!.toLowerCase() <= name.toLowerCase());
  await expect.poll(async () => inNameOrder(await cells.allTextContents())).toBe(true);
});

test('clients: search by username, ID filter, profile link; an unknown name finds nobody', async ({
  page,
}) => {
  await openAsAdmin(page, '/dashboard/admin/clients');
  await page.getByRole('searchbox', { name: 'Search' }).fill('guest2');
  const row = page.getByRole('row').filter({ hasText: 'guest2' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Grace');
  await expect(row).toContainText('Ingabire');
  const profile = row.getByRole('link', { name: 'Profile of guest2' });
  const href = await profile.getAttribute('href');
  const id = href?.split('/').pop() ?? '';
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('searchbox', { name: 'ID' }).fill(id);
  await expect(page.getByRole('table', { name: 'Clients' }).locator('tbody tr')).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Name' }).fill('Nobody Hasthisname');
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name' }).fill('');
  await profile.click();
  await expect(page).toHaveURL(`/profile/${id}`);
  await expect(page.getByText('Grace Ingabire')).toBeVisible();
});

test('bookings: every booking with RWF totals, a status filter and View to the booking page', async ({
  page,
}) => {
  await openAsAdmin(page, '/dashboard/admin/bookings');
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.getByText(/^RWF\u00a0\d{1,3}(,\d{3})*$/).first()).toBeVisible();
  await expect(table).not.toContainText('$');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  // Retrying assertions: the previous page stays on screen (dimmed) until the filtered one replaces it.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const statusCells = table.locator('tbody tr td:nth-child(11)');
  await expect(statusCells.first()).toHaveText('Confirmed');
  await expect(statusCells.filter({ hasNotText: /^Confirmed$/ })).toHaveCount(0);
  const view = table.getByRole('link', { name: /^View / }).first();
  const href = await view.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/admin\/bookings\/\d+$/);
  await view.click();
  await expect(page).toHaveURL(href!);
  const id = href!.split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: `Booking ${id}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Confirmed').first()).toBeVisible();
});

for (const path of [
  '/dashboard/admin/applications',
  '/dashboard/admin/reports',
  '/dashboard/admin/reports/bookings',
  '/dashboard/admin/properties',
  '/dashboard/admin/clients',
  '/dashboard/admin/hosts',
  '/dashboard/admin/bookings',
]) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    test.slow(); // axe on a full table takes a while on a shared machine
    await openAsAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the data: a table's rows, or the report cards and charts.
    await expect(page.locator('main tbody tr, main figure').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
