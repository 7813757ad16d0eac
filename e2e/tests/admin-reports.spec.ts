import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAsAdmin, parseCsv } from './admin-support';

const REPORTS = [
  { type: 'properties', title: 'Properties' },
  { type: 'hosts', title: 'Hosts' },
  { type: 'clients', title: 'Clients' },
  { type: 'bookings', title: 'Bookings' },
] as const;

// The French test's switch saves French on the demo admin's account: English again after each test, since the other
// specs sign the same account in and read its screens in English.
test.afterEach(async ({ page }) => {
  await page.request.put('/api/me/locale', { data: { locale: 'en' } });
});

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

test('in French, on a phone’s width too: the finance section, the refunds that need a hand, the reconciliation and the payouts', async ({
  page,
}) => {
  test.slow(); // two screens, a reconciliation run and a chart's code: allow for a busy machine
  await openAsAdmin(page, '/dashboard/admin/reports');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Finances' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'L’argent par mois' }).locator('canvas')).toBeVisible();
  const table = page.getByRole('table', { name: 'L’argent par mois (RWF), d’après le grand livre' });
  // A year up to this month: a header row and twelve months, in French money.
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader', { name: 'Dû aux hôtes' })).toBeVisible();
  await expect(table.getByRole('cell').first()).toHaveText(/^\d{1,3}(\u202f\d{3})*\u00a0RWF$/);
  await expect(page.getByRole('link', { name: 'Télécharger le bilan financier (CSV)' })).toHaveAttribute(
    'href',
    '/api/admin/finance/summary.csv',
  );

  await page.goto('/dashboard/admin/payments');
  await expect(page.getByRole('heading', { name: 'Remboursements à régler à la main' })).toBeVisible();
  // A fresh site has none waiting (a refund waits for a hand after three refusals, minutes apart).
  await expect(
    page
      .getByText('Aucun remboursement n’attend d’être réglé à la main.')
      .or(page.getByTestId('refund-needing-hand').first()),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rapprochement' })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer maintenant' }).click();
  await expect(page.getByText('La journée d’hier a été vérifiée.')).toBeVisible();
  await expect(page.getByTestId('reconciliation-run').first()).toContainText(/opérations? vérifiées?/);

  // Today's payouts, run now, then the list (a fresh site may have none to make yet).
  await expect(page.getByRole('heading', { name: 'Versements', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer les versements du jour maintenant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lancer les versements' }).click();
  await expect(page.getByText('Les versements du jour sont lancés.')).toBeVisible();
  await expect(page.getByTestId('payout-run')).toContainText(/versements? lancés?/);
  await expect(page.getByRole('table', { name: 'Versements aux hôtes' })).toBeVisible();

  // On a phone's width nothing runs off the side: wide tables scroll inside their own frame.
  await page.setViewportSize({ width: 390, height: 844 });
  const runNow = page.getByRole('button', { name: 'Lancer maintenant' });
  await runNow.scrollIntoViewIfNeeded();
  await expect(runNow).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/dashboard/admin/reports');
  await expect(table.getByRole('row')).toHaveCount(13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
