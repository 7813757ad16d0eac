import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a signed-out visitor of /dashboard/user signs in and comes back to it', async ({ page }) => {
  await page.goto('/');
  await page.goto('/dashboard/user');
  await expect(page).toHaveURL('/login?next=%2Fdashboard%2Fuser');
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await signIn(page, 'guest2');
  await expect(page).toHaveURL('/dashboard/user');
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

  // The guard replaced the history entry: Back goes to the page before, not to the sign-in screen.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('the other guarded routes send signed-out visitors to sign in', async ({ page }) => {
  for (const path of [
    '/list-your-property',
    '/property/1',
    '/profile/1',
    '/dashboard/admin/reports',
    '/dashboard/host/profile',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('a signed-in user opening another role dashboard is told it is not allowed', async ({ page }) => {
  await page.goto('/login?next=%2Fdashboard%2Fadmin');
  await signIn(page, 'host');
  await expect(page).toHaveURL('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/host');
});

test('unknown pages and public screens', async ({ page, request }) => {
  // An address no screen has answers 404 (APP_ROUTES), with the app showing its not-found screen; real ones 200.
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/dashboard/host/bookings')).status()).toBe(200);
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/car-rentals');
  await expect(page.getByRole('heading', { name: 'Coming Soon...' })).toBeVisible();
  await page.goto('/host-registration');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/login');
});
