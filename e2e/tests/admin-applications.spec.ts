import { expect, test } from '@playwright/test';
import { createPendingListing, openAsAdmin, publicSearchIds } from './admin-support';

test('the admin writes a recommendation, accepts an application, and the property becomes public', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  // Several sign-ins and API set-up steps: allow for a busy machine.
  test.slow();
  const listing = await createPendingListing(request, testInfo, 'appl');
  const anonymous = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect(await publicSearchIds(anonymous, listing.token)).toEqual([]);

  await openAsAdmin(page, '/dashboard/admin/applications');
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await page.getByRole('searchbox', { name: 'Search' }).fill(listing.propertyName);
  await expect(page).toHaveURL(/search=Nyanza/);
  const row = page.getByRole('row').filter({ hasText: listing.propertyName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `${listing.firstName} ${listing.lastName}` })).toHaveAttribute(
    'href',
    `/profile/${listing.userId}`,
  );
  await expect(row.getByRole('link', { name: listing.propertyName })).toHaveAttribute(
    'href',
    `/property/${listing.propertyId}`,
  );
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // A recommendation, saved through the API, is still there after a reload (the filter too: it is in the URL).
  const note = `Please add pictures of the rooms (${listing.token.slice(-6)}).`;
  await row
    .getByRole('button', {
      name: `Write recommendation for application ${listing.applicationId} (${listing.propertyName})`,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recommendation' });
  await dialog.getByLabel('Recommendation').fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Recommendation saved.')).toBeVisible();
  await expect(row.getByText(note)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(listing.propertyName);
  await expect(row.getByText(note)).toBeVisible();

  // Accept: the pending list no longer holds it, the approved one does, and public search finds the property.
  await row
    .getByRole('button', { name: `Accept application ${listing.applicationId} (${listing.propertyName})` })
    .click();
  await page
    .getByRole('dialog', { name: `Accept application ${listing.applicationId}?` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByText('Application approved.')).toBeVisible();
  await expect(page.getByText('No applications found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText(note)).toBeVisible();
  expect(await publicSearchIds(anonymous, listing.token)).toEqual([listing.propertyId]);

  // The public search screen shows it too.
  await page.goto(`/search-results?destination=${listing.token}`);
  await expect(page.getByText(listing.propertyName).first()).toBeVisible();
  await anonymous.dispose();
});

test('a rejected application can be accepted again from its row; dates filter the list', async ({
  page,
  request,
}, testInfo) => {
  // Several sign-ins and API set-up steps: allow for a busy machine.
  test.slow();
  const listing = await createPendingListing(request, testInfo, 'rej');
  await openAsAdmin(page, `/dashboard/admin/applications?search=${encodeURIComponent(listing.propertyName)}`);
  const row = page.getByRole('row').filter({ hasText: listing.propertyName });
  await row
    .getByRole('button', { name: `Reject application ${listing.applicationId} (${listing.propertyName})` })
    .click();
  // Asked once more, with the reason the host reads.
  const reject = page.getByRole('dialog', { name: `Reject application ${listing.applicationId}?` });
  await reject
    .getByLabel('Why it is not approved (the host reads it)')
    .fill('The pictures do not show the rooms.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Application rejected.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  // Submitted today: a range ending yesterday leaves it out, one starting today keeps it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(new Date());
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('End date').fill(yesterday);
  await expect(page.getByText('No applications found')).toBeVisible();
  await page.getByLabel('End date').fill('');
  await page.getByLabel('Start date').fill(today);
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`startDate=${today}`));

  // docs/product.md#screen-admin: accept from any row, whatever its status.
  await row
    .getByRole('button', { name: `Accept application ${listing.applicationId} (${listing.propertyName})` })
    .click();
  await page
    .getByRole('dialog', { name: `Accept application ${listing.applicationId}?` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByText('Application approved.')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});
