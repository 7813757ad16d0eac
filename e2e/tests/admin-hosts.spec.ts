import { expect, test } from '@playwright/test';
import { createPendingListing, openAsAdmin, publicSearchIds } from './admin-support';
import { NEW_ACCOUNT_PASSWORD } from './support';

test('the admin deactivates a host, who can no longer sign in and whose property leaves search, then reactivates them', async ({
  page,
  request,
  browser,
  playwright,
}, testInfo) => {
  // Several sign-ins and API set-up steps: allow for a busy machine.
  test.slow();
  const baseURL = testInfo.project.use.baseURL;
  const host = await createPendingListing(request, testInfo, 'deact');
  const anonymous = await playwright.request.newContext({ baseURL });

  await openAsAdmin(page, '/dashboard/admin/hosts');
  // Approve the host's listing (through the API, as the admin) so that it is public.
  const approved = await page.request.put(`/api/listing_applications/${host.applicationId}`, {
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  expect(await publicSearchIds(anonymous, host.token)).toEqual([host.propertyId]);

  await page.getByRole('searchbox', { name: 'Search' }).fill(host.username);
  const row = page.getByRole('row').filter({ hasText: host.username });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${host.username}@example.rw`)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Profile of ${host.username}` })).toHaveAttribute(
    'href',
    `/profile/${host.userId}`,
  );

  await row.getByRole('button', { name: `Deactivate ${host.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${host.firstName} ${host.lastName}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${host.firstName} ${host.lastName} was deactivated.`)).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Activate ${host.username}` })).toBeVisible();

  // Their session ended, they cannot sign in, and their property left the public search.
  expect(((await (await request.get('/api/me')).json()) as { user: unknown }).user).toBeNull();
  const hostContext = await browser.newContext({ baseURL });
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/login');
  await hostPage.getByLabel('Username', { exact: true }).fill(host.username);
  await hostPage.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await hostPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(hostPage.getByText('This account has been deactivated.')).toBeVisible();
  expect(await publicSearchIds(anonymous, host.token)).toEqual([]);

  // The Inactive filter finds them; Activate brings everything back.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Activate ${host.username}` }).click();
  await expect(page.getByText(`${host.firstName} ${host.lastName} was activated.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await expect(row.getByRole('button', { name: `Deactivate ${host.username}` })).toBeVisible();

  await hostPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(hostPage.getByText('Successfully logged in.')).toBeVisible();
  expect(await publicSearchIds(anonymous, host.token)).toEqual([host.propertyId]);
  await hostContext.close();
  await anonymous.dispose();
});
