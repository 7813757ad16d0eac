import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAsAdmin, parseCsv } from './admin-support';

const REPORTS = [
  { type: 'properties', title: 'Properties' },
  { type: 'hosts', title: 'Hosts' },
  { type: 'clients', title: 'Clients' },
  { type: 'bookings', title: 'Bookings' },
] as const;

test('Manage Reports: cards, charts with their numbers, each report and an unknown one', async ({ page }) => {
  test.slow(); // opens every report: allow for a busy machine
  await openAsAdmin(page, '/dashboard/admin/reports');
  await expect(page.getByRole('heading', { name: 'Manage Reports' })).toBeVisible();
  for (const { title } of REPORTS) {
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(/^\d[\d,]* in total$/)).toBeVisible();
    await expect(card.getByRole('listitem')).not.toHaveCount(0);
  }

  // Charts (drawn by the lazily loaded chart code) and the same numbers as tables.
  for (const caption of ['Bookings per week by status', 'Revenue per month', 'Properties by destination']) {
    const figure = page.getByRole('figure', { name: caption });
    await expect(figure.locator('canvas')).toBeVisible();
  }
  await page.getByText('Show the chart numbers as tables').click();
  await expect(page.getByRole('table', { name: 'Revenue per month (confirmed bookings)' })).toContainText(
    'RWF ',
  );
  await expect(page.getByRole('table', { name: 'Bookings per week by status' })).toBeVisible();

  for (const { type, title } of REPORTS) {
    await page.getByRole('link', { name: `View Report: ${title}` }).click();
    await expect(page).toHaveURL(`/dashboard/admin/reports/${type}`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText(/^Total: \d/)).toBeVisible();
    await expect(page.getByRole('table', { name: `${title} report` }).getByRole('row')).not.toHaveCount(1);
    await page.getByRole('link', { name: 'Back to Reports' }).click();
    await expect(page).toHaveURL('/dashboard/admin/reports');
  }

  await page.goto('/dashboard/admin/reports/payments');
  await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Reports' })).toBeVisible();
});

test('the CSV download holds the rows the report shows', async ({ page }) => {
  await openAsAdmin(page, '/dashboard/admin/reports/properties');
  const table = page.getByRole('table', { name: 'Properties report' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const shown: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.locator('td').allTextContents();
    shown.push(cells.slice(0, 2));
  }
  expect(shown).toHaveLength(10);

  await page.getByRole('link', { name: 'Back to Reports' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Properties report (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ikaze-properties-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(rows[0]).toEqual([
    'ID',
    'Name',
    'Host',
    'Address',
    'Accommodation Type',
    'Rating',
    'Status',
    'Created At',
  ]);
  const names = new Map(rows.slice(1).map((row) => [row[0], row[1]]));
  for (const [id, name] of shown) expect(names.get(id), `property ${id}`).toBe(name);
});
