import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { banner } from './support';

test('the home hero searches by destination', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Find accommodations near you · Ikaze');
  await expect(page.getByRole('heading', { name: 'Find accommodations near you' })).toBeVisible();
  const destination = page.getByPlaceholder('Where do you wish to go?');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/');
  await destination.fill('Rubavu');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search-results?destination=Rubavu');
  await expect(page.getByRole('heading', { name: 'Stays in Rubavu' })).toBeVisible();
});

test('the footer links and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} Ikaze`)).toBeVisible();
  await footer.getByRole('link', { name: 'Kigali' }).click();
  await expect(page).toHaveURL('/search-results?destination=Kigali');
});

test('the phone menu opens, closes and collapses when the content is clicked', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The hamburger exists on small screens only.');
  await page.goto('/');
  const toggle = banner(page).getByRole('button', { name: 'Main menu' });
  const postProperty = banner(page).getByRole('link', { name: 'Post property' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(postProperty).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(postProperty).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(postProperty).toBeHidden();

  await toggle.click();
  await expect(postProperty).toBeVisible();
  await page.getByRole('heading', { name: 'Trending destinations in Rwanda' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(postProperty).toBeHidden();

  await toggle.click();
  await postProperty.click();
  await expect(page).toHaveURL(/\/login\?next=%2Flist-your-property$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('on a wide screen the links show without a hamburger', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Wide screens only.');
  await page.goto('/');
  await expect(banner(page).getByRole('button', { name: 'Main menu' })).toBeHidden();
  await expect(banner(page).getByRole('link', { name: 'Post property' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

// The home page's scan is guest-search.spec.ts's, with its lazy sections loaded.
for (const path of ['/login', '/register']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
