// Keyboard and screen-reader users: where focus goes after a navigation, and the skip links.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './guest-support';
import { banner, openMainNav } from './support';
import { appTookOver } from './browser-support';

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

/** Presses Tab until `target` has focus; the number of presses it took (fails past `limit`). */
async function tabUntilFocused(page: Page, target: ReturnType<Page['locator']>, limit: number) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`not focused after ${limit} Tab presses`);
}

test('after a navigation focus is on the new page heading; the first load and a filter change keep it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first load leaves focus to the browser.
  expect(await page.evaluate(() => document.activeElement?.localName)).toBe('body');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Kigali' }).click();
  await expect(page).toHaveURL('/search-results?destination=Kigali');
  const heading = page.getByRole('heading', { level: 1, name: 'Stays in Kigali' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');

  // A filter changes the query only: focus stays on the filter.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const breakfast = filters.getByRole('checkbox', { name: 'Breakfast' });
  if (!(await breakfast.isVisible())) await filters.getByRole('button', { name: /Filters/ }).click();
  await breakfast.check();
  await expect(page).toHaveURL(/services=breakfast/);
  await expect(breakfast).toBeFocused();

  // A detail page gets its heading once its data is in.
  const first = results(page).getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())?.replace(/\.\.\.$/, '') ?? '';
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/accommodation-detail\/\d+/);
  const detailHeading = page.getByRole('heading', { level: 1 });
  await expect(detailHeading).toContainText(name);
  await expect(detailHeading).toBeFocused();

  // Back to the results: their heading again.
  await page.goBack();
  await expect(heading).toBeFocused();
});

test('a page that puts the cursor in a field on arrival keeps it there', async ({ page }) => {
  await page.goto('/');
  await openMainNav(page);
  await banner(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
});

test("'Skip to main content' is the first Tab stop, shows when focused and leads into the page", async ({
  page,
}) => {
  await page.goto('/search-results?destination=Kigali');
  await appTookOver(page);
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(50);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first control of the page's main: the search form's destination.
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Destination' })).toBeFocused();
});

test("'Skip to results' before the filters takes the keyboard to the first result in a few presses", async ({
  page,
}) => {
  await page.goto('/search-results?destination=Kigali');
  const firstResult = results(page).getByRole('article').first().getByRole('link').first();
  await expect(firstResult).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to results' });
  // Hidden until it has focus.
  await expect(skip).not.toBeInViewport();
  const toSkip = await tabUntilFocused(page, skip, 30);
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(50);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(firstResult).toBeFocused();
  // 18 presses on a wide screen (17 Tabs, Enter, Tab) where Tab alone takes 55 past the filters and the map.
  expect(toSkip + 2).toBeLessThanOrEqual(25);
});

test('a link mangled on the way shows the not-found screen; the API answers a 400 for one', async ({
  page,
  request,
}) => {
  const response = await page.goto('/accommodation-detail/%E0%A4%A');
  // A property page that names no property answers 404, for crawlers (docs/decisions/0029).
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('FST_ERR_BAD_URL')).toHaveCount(0);

  const api = await request.get('/api/properties/%E0%A4%A');
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({
    code: 'MALFORMED_URL',
    message: 'The address of this request is not valid: its percent-encoding is broken.',
    error: 'The address of this request is not valid: its percent-encoding is broken.',
    requestId: api.headers()['x-request-id'],
  });
});
