// A tap on a button of a first view before the app has started is not lost: the app starts at once and, once it
// has taken the page over, gives the tap to the same button (docs/decisions/0032-first-paint.md).
import { test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { appTookOver } from './browser-support';
import { expect, propertyIdByName } from './guest-support';

test.describe.configure({ timeout: 60_000 });

const PROPERTY = 'Kiyovu Heights Hotel';
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's code back until the returned function is called, so the page stays without the app. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A real tap on a phone, a real click on a desktop, on a control the browser keeps disabled for now. */
async function tapDisabled(control: Locator, testInfo: TestInfo) {
  await expect(control).toBeDisabled();
  if (testInfo.project.use.hasTouch) await control.tap({ force: true });
  else await control.click({ force: true });
}

test('a tap on a button before the app has started is given to it once the app has taken over', async ({
  page,
  request,
}, testInfo) => {
  const id = await propertyIdByName(request, PROPERTY);
  const release = await holdTheApp(page);
  await page.goto(`/accommodation-detail/${id}`);
  const next = page.getByRole('button', { name: 'Next picture' });
  const position = page.locator('main p[aria-live="polite"]');
  await expect(position).toHaveText(/^1 \/ \d+$/);

  await tapDisabled(next, testInfo);
  // The tap started the app (its entry is asked for at once), which cannot run yet.
  await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveCount(1, {
    timeout: 1000,
  });
  await expect(position).toHaveText(/^1 \/ \d+$/);

  release();
  await appTookOver(page);
  await expect(position).toHaveText(/^2 \/ \d+$/);
  // Given once: a tap after that is the button's own, and moves one picture on.
  await page.waitForTimeout(300);
  await expect(position).toHaveText(/^2 \/ \d+$/);
  await next.click();
  await expect(position).toHaveText(/^3 \/ \d+$/);
});

test("a tap on the header's menu before the app has started opens it", async ({ page }, testInfo) => {
  const release = await holdTheApp(page);
  await page.goto('/search-results?destination=Kigali');
  const menu = page.getByRole('button', { name: 'Main menu' });
  await tapDisabled(menu, testInfo);
  release();
  await appTookOver(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
